// The client runtime shared by every island entry: find the island's markers, read the props
// the server inlined, and hydrate the server HTML in place (or, for 'dom' islands, hand the root
// to a plain function). Each marker is flagged once it is live, so the loader can replay a submit
// that arrived before hydration and tests can wait for it.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { islandMarkers, markHydrated } from './markers.ts';
import { createQueryClient } from './query-client.ts';
import { BrowserWordsContext } from '../components/BrowserWords.tsx';
import { readBrowserWords } from '../components/browser-words.ts';

/** Renders nothing of its own (no DOM, no useId fork), so the tree still matches the server's. */
function HydrationSignal({ marker, children }: { marker: HTMLElement; children: ReactNode }) {
  useEffect(() => markHydrated(marker), [marker]);
  return children;
}

// The page's one client: this module is a chunk every React island entry shares, so the islands
// of a page, whenever each one hydrates, share its cache (one reviews request per page).
let pageQueryClient: QueryClient | undefined;

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  const markers = islandMarkers<P>(name);
  if (markers.length === 0) return;
  // the shared components' words, as the server rendered them (Island.tsx)
  const words = readBrowserWords();
  const client = (pageQueryClient ??= createQueryClient());
  for (const { marker, root, props } of markers) {
    hydrateRoot(
      root,
      <HydrationSignal marker={marker}>
        <BrowserWordsContext.Provider value={words}>
          <QueryClientProvider client={client}>
            <Component {...props} />
          </QueryClientProvider>
        </BrowserWordsContext.Provider>
      </HydrationSignal>,
      { identifierPrefix: marker.dataset.islandId },
    );
  }
}
