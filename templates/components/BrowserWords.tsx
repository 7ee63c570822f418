// The words of the components that also run in the browser (browser-words.ts): from the site
// context on the server, from the page's JSON in an island.
import { createContext, useContext } from 'react';
import type { BrowserWords } from '../../shared/model/copy/types.ts';
import { SiteContext } from '../site-context.tsx';

/** Set around an island: by Island.tsx on the server, by the island runtime in the browser. */
export const BrowserWordsContext = createContext<BrowserWords | null>(null);

export function useBrowserWords(): BrowserWords {
  const island = useContext(BrowserWordsContext);
  const site = useContext(SiteContext);
  const words = island ?? site?.copy;
  if (!words) throw new Error('useBrowserWords() outside a page render and outside an island');
  return words;
}
