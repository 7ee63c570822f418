// The deferred-island loader: the only script a page with 'visible' or 'interaction' islands
// loads up front (under 1 KB, bundled on its own with nothing shared). It imports an island's
// module, and with it React, only when the island scrolls near or the visitor starts using it
// (registry.ts, HydrateWhen). A form submitted before its island is live (autofill then Enter) is
// held, then submitted again once React has hydrated it, so the first submit is never lost.

// the event templates/islands/markers.ts dispatches once an island is live
const HYDRATED_EVENT = 'island:hydrated';
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

function start(marker: HTMLElement): Promise<unknown> {
  const src = marker.dataset.src;
  if (!src) return Promise.reject(new Error(`island ${marker.dataset.island} has no data-src`));
  marker.dataset.loading = '';
  return import(/* @vite-ignore */ src);
}

// An island starts once any part of it is on screen, with no margin ahead: the /reviews/ list sits
// just below the fold on a phone (its top 3 px below a 412 x 823 screen), and any look-ahead margin
// would load React and the query library (~79 KB gz) with the page for a list the visitor may never scroll to. The
// list's own 'Loading reviews...' state covers the moment it takes.
function whenVisible(marker: HTMLElement, load: () => void): void {
  if (!('IntersectionObserver' in window)) return load();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    load();
  });
  observer.observe(marker);
}

function onInteraction(marker: HTMLElement, load: () => Promise<unknown>): void {
  // With script running the island shows the schema's messages under each field, and the browser's
  // own bubbles would stop the submit before the island sees it. If the island cannot load, the
  // browser's validation comes back and a held submit goes ahead as a plain form post.
  const forms = [...marker.querySelectorAll('form')];
  for (const form of forms) form.noValidate = true;
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
      load().catch(() => {
        for (const each of forms) each.noValidate = false;
        if (form.reportValidity()) form.submit();
      });
    },
    { capture: true },
  );
}

for (const marker of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate]')) {
  let loading: Promise<unknown> | undefined;
  const load = () => (loading ??= start(marker));
  if (marker.dataset.hydrate === 'visible') whenVisible(marker, () => void load());
  else if (marker.dataset.hydrate === 'interaction') onInteraction(marker, load);
  else void load();
}
