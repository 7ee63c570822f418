// The deferred-island loader: the only script a page with 'visible' or 'interaction' islands
// loads up front (well under 1 KB). It imports an island's module, and with it React, only when
// the island scrolls near or the visitor starts using it (registry.ts, HydrateWhen). A form
// submitted before its island is live (autofill then Enter) is held, then submitted again once
// React has hydrated it, so the visitor's first submit is never lost or sent unvalidated.
import { HYDRATED_EVENT } from './markers.ts';

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

function start(marker: HTMLElement): Promise<unknown> {
  const src = marker.dataset.src;
  if (!src) return Promise.reject(new Error(`island ${marker.dataset.island} has no data-src`));
  marker.dataset.loading ??= '';
  return import(/* @vite-ignore */ src);
}

for (const marker of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate]')) {
  let loading: Promise<unknown> | undefined;
  const load = () => (loading ??= start(marker));
  if (marker.dataset.hydrate === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(marker);
  } else if (marker.dataset.hydrate === 'interaction') {
    for (const type of INTERACTION_EVENTS) marker.addEventListener(type, () => void load(), { once: true, passive: true });
    marker.addEventListener(
      'submit',
      (event) => {
        if (marker.dataset.hydrated !== undefined) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const form = event.target as HTMLFormElement;
        const submitter = (event as SubmitEvent).submitter;
        marker.addEventListener(HYDRATED_EVENT, () => form.requestSubmit(submitter), { once: true });
        void load();
      },
      { capture: true },
    );
  } else {
    void load();
  }
}
