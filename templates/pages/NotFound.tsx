// The not-found page: docs/requirements.md#not-found-page fixes its two sentences (data/pages/not-found.md).
import type { NotFoundProps } from '../../shared/model/pages.ts';

export function NotFound({ copy }: NotFoundProps) {
  return (
    <section className="container not-found">
      <h1>{copy.heading}</h1>
      <p>{copy.text.first}</p>
      <p>{copy.text.second}</p>
      <ul className="link-list">
        <li>
          <a href="/">{copy.links.home}</a>
        </li>
        <li>
          <a href="/services/">{copy.links.services}</a>
        </li>
        <li>
          <a href="/service-areas/">{copy.links.areas}</a>
        </li>
        <li>
          <a href="/quote/">{copy.links.quote}</a>
        </li>
      </ul>
    </section>
  );
}
