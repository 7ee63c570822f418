// Browser side of the quote widget (QuoteWidget.tsx has the markup and the why): a plain
// function for a 'dom' island, so this file must not import React, not even for JSX.
import type { QuoteWidgetProps } from './QuoteWidget.tsx';

/** data-quote-widget on the widget: idle (server HTML), loading, ready (the provider's form is on
 * the page), failed (the script did not load; the link above is the way to the form). */
type WidgetState = 'idle' | 'loading' | 'ready' | 'failed';

/** Client side: add the provider's files while the page is shown, take them away when it is left
 * (pagehide), and add them again if the page comes back from the back-forward cache. */
export function mountQuoteWidget(root: HTMLElement, props: QuoteWidgetProps): void {
  const widget = root.querySelector<HTMLElement>('[data-quote-widget]');
  const target = root.querySelector<HTMLElement>('.quote-embed');
  if (!widget || !target) return;
  const setState = (state: WidgetState) => (widget.dataset.quoteWidget = state);
  let added: HTMLElement[] = [];
  let observer: MutationObserver | undefined;

  const enter = () => {
    if (added.length > 0) return;
    setState('loading');
    const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: props.stylesheetUrl, media: 'screen' });
    const script = Object.assign(document.createElement('script'), { src: props.scriptUrl, async: true });
    // the attributes the provider's script reads from its own tag
    script.setAttribute('clienthub_id', props.hubId);
    script.setAttribute('form_url', props.embedUrl);
    // Without the script there is no form (a missing stylesheet only leaves it plain).
    script.addEventListener('error', () => setState('failed'), { once: true });
    // "ready" only once the provider has really put its form into the page
    observer = new MutationObserver(() => {
      if (target.childElementCount > 0) setState('ready');
    });
    observer.observe(target, { childList: true });
    added = [stylesheet, script];
    document.head.append(stylesheet);
    document.body.append(script);
  };

  const leave = () => {
    observer?.disconnect();
    for (const element of added) element.remove();
    added = [];
    target.replaceChildren();
    setState('idle');
  };

  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) enter();
  });
  enter();
}
