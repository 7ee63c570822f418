// A memo for pure functions of one text (Markdown to HTML, a description cut to length): `site
// dev` validates and routes the whole site again on each edit, and redoing this work for the
// texts that did not change was a tenth of a one-row edit's time (issue 18).

/** More texts than a site has: past this the memo forgets everything and starts again. */
const MAX_TEXTS = 5000;

/** `work` remembering its result for the texts it was given lately. */
export function memoizedByText(work: (text: string) => string): (text: string) => string {
  const results = new Map<string, string>();
  return (text) => {
    let result = results.get(text);
    if (result === undefined) {
      if (results.size >= MAX_TEXTS) results.clear();
      result = work(text);
      results.set(text, result);
    }
    return result;
  };
}
