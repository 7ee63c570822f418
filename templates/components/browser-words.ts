// The layout words of the components that also run in the browser (the star row, a fetched
// review, an article card). Islands get no site context, so every page with an island carries
// these words once, as JSON (Document.tsx), and the island runtime hands them to the components.
// No React here: plain DOM islands read them too.
import type { BrowserWords } from '../../shared/model/copy/types.ts';

export const BROWSER_WORDS_ID = 'browser-words';

export const browserWordsOf = ({ reviews, articles }: BrowserWords): BrowserWords => ({ reviews, articles });

/** In the browser: the words the page carries. */
export function readBrowserWords(): BrowserWords {
  const script = document.getElementById(BROWSER_WORDS_ID);
  if (!script?.textContent) throw new Error(`the page has no #${BROWSER_WORDS_ID} for its islands`);
  return JSON.parse(script.textContent) as BrowserWords;
}
