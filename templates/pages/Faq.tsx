// /faq/ (spec part 1 section 2): every question of data/faqs.csv in its category group, one
// exclusive accordion for the whole page, and links to contact and to text us.
import type { Crumb } from '../../shared/model/head.ts';
import type { FaqProps } from '../../shared/model/pages.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function Faq({ groups, breadcrumbs }: FaqProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Frequently Asked Questions</h1>
          <p className="lead">Straight answers about our cleaning, booking, prices and payment. Select a question to read its answer.</p>
        </div>
      </section>
      <div className="container readable">
        {groups.map((group) => (
          <section key={group.category} className="section faq-group" id={`faq-${group.category}`} aria-labelledby={`faq-${group.category}-heading`}>
            <h2 id={`faq-${group.category}-heading`}>{group.title}</h2>
            {/* one name across every group: only one answer on the page is open at a time */}
            <FaqList faqs={group.faqs} group="faq" />
          </section>
        ))}
        <section className="card more-questions" aria-labelledby="more-questions-heading">
          <h2 id="more-questions-heading">Still Have a Question?</h2>
          <p>
            <a href="/contact/">Contact us</a> or <a href={smsHref(business)}>send us a text at {business.phone}</a> and a member of
            our team will answer, usually the same day. You can also read how to{' '}
            <a href="/bitcoin-payments/">pay for your cleaning with Bitcoin</a>.
          </p>
        </section>
      </div>
    </>
  );
}
