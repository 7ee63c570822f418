// /terms-of-service/ (footer link, DESIGN decision 7). The booking, payment and guarantee terms
// restate the policies of spec part 1 sections 1 and 9; update POLICIES_UPDATED with the text.
import type { PolicyProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ContactList } from '../components/ContactList.tsx';
import { formatDate } from '../components/format-date.ts';
import { useSite } from '../site-context.tsx';

export function TermsOfService({ updated, breadcrumbs }: PolicyProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <article className="container prose">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>Terms of Service</h1>
      <p className="muted">
        Last updated <time dateTime={updated}>{formatDate(updated)}</time>
      </p>
      <p className="lead">
        These terms apply when you use this website or book cleaning with {business.legalName}, a {business.state.name} company based in{' '}
        {business.address.city}. By booking a visit you agree to them. Anything we agree with you in writing for a particular job, such
        as a commercial cleaning contract, takes precedence over these terms.
      </p>

      <h2>Quotes</h2>
      <p>
        Quotes are free and carry no obligation. A quote is based on what you tell us about the space and the work; it stays valid for
        about 30 days. If the home turns out to be much larger or in a very different condition from what was described, we tell you
        before starting and agree any change with you. There are no hidden fees: extras are only added when you ask for them.
      </p>
      <p>
        Quote requests are made through our scheduling provider&rsquo;s form, which opens on its own website and is also covered by that
        provider&rsquo;s terms.
      </p>

      <h2>Booking, rescheduling and cancelling</h2>
      <ul>
        <li>We confirm every appointment by text message with the date and arrival window, normally within 24 hours of your approval.</li>
        <li>Please book about a week ahead, or two to three weeks ahead for deep cleans and move-in or move-out cleans.</li>
        <li>
          To reschedule or cancel, give us at least 48 hours&rsquo; notice. A late-cancellation fee may apply when you cancel with less than
          24 hours&rsquo; notice, or when we cannot get in at the agreed time.
        </li>
        <li>Bad weather or an emergency on our side may move a visit; we tell you as early as we can and offer the next available slot.</li>
      </ul>

      <h2>Access, safety and pets</h2>
      <p>
        Please make sure we can get in at the agreed time, that heating, water and electricity work, and that pets that may be anxious
        around visitors are secured. Tell us beforehand about alarm codes, fragile or valuable items and surfaces that need special care.
        Our crews may decline work that is unsafe, such as heights beyond a step ladder, biohazards not included in the quote, or
        surfaces where mould is suspected.
      </p>

      <h2>Our satisfaction guarantee</h2>
      <p>
        If something on the agreed checklist was missed or not done well, tell us within {business.promises.recleanWindow} of the visit, with photos if you can,
        and we come back and re-clean that area at no cost. The guarantee covers the work we were booked to do; it is not a cash refund,
        although we may offer one where a re-clean is not possible.
      </p>

      <h2>Payment</h2>
      <p>
        We accept {business.paymentMethods.join(', ').toLowerCase()}. Payment is due on the day of service unless we agree otherwise in
        writing; recurring customers may be invoiced. We also accept Bitcoin as described on our{' '}
        <a href="/bitcoin-payments/">Bitcoin payments page</a>. Refunds, where due, are made the same way you paid.
      </p>

      <h2>Damage and liability</h2>
      <p>
        Our team is insured and bonded. If you believe something was damaged during a visit, tell us within 48 hours and do not throw the
        item away; we will look at it and, where we are responsible, repair, replace or reimburse it at fair value. We are not
        responsible for wear that was already there, items that were not secured, or damage caused by faulty fixtures or installations.
      </p>

      <h2>Text messages</h2>
      <p>
        By giving us your mobile number you agree to receive texts about your quotes and appointments. Message and data rates may apply.
        Reply STOP to stop, HELP for help. We do not send marketing texts without your separate permission.
      </p>

      <h2>Using this website</h2>
      <p>
        The text, artwork and design of this website belong to {business.legalName}; you may link to it and share pages, but not copy
        them for another business. Job applications and messages sent through the site must be truthful and your own. Prices and
        availability shown on the site are starting points; your quote is what counts. Links to other websites, including the quote
        form, review sites and social networks, are provided for convenience, and we are not responsible for their content.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of {business.legal.governingLaw}. Any dispute that we cannot settle together goes to the
        courts of {business.legal.courts}, except that small-claims matters may go to the court where the service was performed.
      </p>

      <h2>Changes</h2>
      <p>
        We may update these terms; the date at the top shows the latest version. Visits booked before a change follow the terms in force
        when you booked. How we handle personal information is explained in our <a href="/privacy-policy/">privacy policy</a>.
      </p>

      <h2>Contact</h2>
      <ContactList smsBody="Hi, I have a question about your terms of service:" />
    </article>
  );
}
