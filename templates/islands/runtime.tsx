// The client runtime shared by every island entry: find the island's markers, read the props
// the server inlined, and hydrate the server HTML in place.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const marker of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const propsScript = marker.querySelector(':scope > script[type="application/json"]');
    const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]');
    if (!propsScript || !root) continue;
    const props = JSON.parse(propsScript.textContent ?? '{}') as P;
    hydrateRoot(root, <Component {...props} />, { identifierPrefix: marker.dataset.islandId });
  }
}
