// /services/ (spec part 1 section 2): hero, every service as a card, the why-choose block and the
// call to action. Each card's title links its service page, and one Get a Free Quote button
// follows the cards down the page (README, "Decisions": the spec's two buttons per card made the
// page 240 links, over issue 15's 150).
import type { ServicesIndexProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { useSite } from '../site-context.tsx';
import type { Business } from '../../shared/model/data.ts';

// spec part 1 section 2: the three points of the services page's why-choose block
const whyChoose = (business: Business) => [
  {
    title: 'Quality Guarantee',
    text: `Every visit follows a written checklist. If something was missed, tell us within ${business.promises.recleanWindow} and we come back to re-clean it at no cost.`,
  },
  {
    title: 'Insured & Bonded',
    text: 'Our cleaners are background-checked, and our insurance and bond cover your home and belongings while we work.',
  },
  {
    title: 'Customer-Focused',
    text: 'Free itemised quotes, no hidden fees, and a real person answering texts, calls and e-mails, including weekends.',
  },
];

export function ServicesIndex({ residential, commercial, breadcrumbs }: ServicesIndexProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Our Cleaning Services</h1>
          <p className="lead">
            Residential and commercial cleaning across {business.region}, from weekly house cleaning to post-construction clean-up, each with
            a clear starting price and a free, no-obligation quote.
          </p>
        </div>
      </section>
      <div className="container">
        {/* the quote button sticks to the bottom of the window while the cards scroll by */}
        <div className="service-catalogue">
          <section className="section" aria-labelledby="residential-heading">
            <h2 id="residential-heading">Cleaning for Your Home</h2>
            <ServiceCards services={residential} links="title" />
          </section>
          <section className="section" aria-labelledby="commercial-heading">
            <h2 id="commercial-heading">Cleaning for Your Business</h2>
            <ServiceCards services={commercial} links="title" />
          </section>
          <p className="catalogue-quote">
            <a className="button button-large" href="/quote/">
              Get a Free Quote
            </a>
          </p>
        </div>
        <section className="section" aria-labelledby="why-heading">
          <h2 id="why-heading">Why Choose Us</h2>
          <ReasonGrid items={whyChoose(business)} />
        </section>
      </div>
      <CallToAction heading="Not Sure Which Service You Need?" text="Describe your home or office and we will recommend the right cleaning in your free quote." />
    </>
  );
}
