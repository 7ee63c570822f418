import type { RedirectProps } from '../../shared/model/pages.ts';

/** Stub page at an old address for hosts that cannot send a real 301: meta refresh plus a link. */
export function Redirect({ to }: RedirectProps) {
  return (
    <section className="container">
      <h1>This page has moved</h1>
      <p>
        It now lives at <a href={to}>{to}</a>.
      </p>
    </section>
  );
}
