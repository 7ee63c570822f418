import type { RedirectProps } from '../../shared/model/pages.ts';
import { Prose } from '../components/Prose.tsx';

/** Stub page at an old address for hosts that cannot send a real 301: meta refresh plus a link
 * (the words: data/pages/redirect.md). */
export function Redirect({ copy }: RedirectProps) {
  return (
    <section className="container">
      <h1>{copy.heading}</h1>
      <Prose as="p" html={copy.text} />
    </section>
  );
}
