// A memo for pure functions of one text (Markdown to HTML, a description cut to length): `site
// dev` validates and routes the whole site again on each edit, and redoing this work for the
// texts that did not change was a needless share of a one-row edit's time.

import { BoundedCache } from './bounded-cache.ts';

/** More texts than a site has: past this the memo forgets the texts it was given least lately. */
export const MAX_TEXTS = 5000;

/** `work` remembering its result for the texts it was given lately (at most `MAX_TEXTS`). */
export function memoizedByText(work: (text: string) => string): (text: string) => string {
  const results = new BoundedCache<string, string>(MAX_TEXTS);
  return (text) => {
    let result = results.get(text);
    if (result === undefined) {
      result = work(text);
      results.set(text, result);
    }
    return result;
  };
}
