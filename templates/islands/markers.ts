// Reading the markers the server wrote around each island (templates/components/Island.tsx):
// shared by the React runtime and by 'dom' islands, which must not pull React in.

// loader.ts listens for it (and spells it out itself, so the loader shares no chunk with React)
export const HYDRATED_EVENT = 'island:hydrated';

export interface IslandMarker<P> {
  marker: HTMLElement;
  root: HTMLElement;
  props: P;
}

/** Every not-yet-started marker of island `name`, with its root element and parsed props. */
export function islandMarkers<P>(name: string): IslandMarker<P>[] {
  const found: IslandMarker<P>[] = [];
  for (const marker of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-started])`)) {
    const propsScript = marker.querySelector(':scope > script[type="application/json"]');
    const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]');
    if (!propsScript || !root) continue;
    marker.dataset.started = '';
    found.push({ marker, root, props: JSON.parse(propsScript.textContent ?? '{}') as P });
  }
  return found;
}

export function markHydrated(marker: HTMLElement): void {
  marker.dataset.hydrated = '';
  marker.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Starts every marker of a 'dom' island: `mount` gets the server-rendered root and the props. */
export function mountIslands<P>(name: string, mount: (root: HTMLElement, props: P) => void): void {
  for (const { marker, root, props } of islandMarkers<P>(name)) {
    mount(root, props);
    markHydrated(marker);
  }
}
