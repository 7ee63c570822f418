// /quote/: the provider's form opens in a new tab; what to expect and the four steps.
import type { Crumb } from '../../generator/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useSite } from '../site-context.tsx';

export function Quote({ breadcrumbs }: { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <section className="container">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>Get a Free Cleaning Quote</h1>
      <p>
        <a className="button" href={business.quoteProvider.formUrl} target="_blank" rel="noopener">
          Open the quote request form (opens in a new tab)
        </a>
      </p>
      <h2>What to expect</h2>
      <ul className="check-list">
        <li>A detailed quote that lists exactly what is included</li>
        <li>A reply within 24 hours during business hours</li>
        <li>No obligation: the quote is free and valid for about 30 days</li>
      </ul>
    </section>
  );
}
