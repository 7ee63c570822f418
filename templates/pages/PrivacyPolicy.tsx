// /privacy-policy/ (footer link, DESIGN decision 7). Describes what the site and API really do:
// stored contact messages and job applications (DESIGN decision 8), texts, the external quote
// provider and review source. Update POLICIES_UPDATED (generator/routes/company.ts) with the text.
import type { PolicyProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ContactList } from '../components/ContactList.tsx';
import { formatDate } from '../components/format-date.ts';
import { useSite } from '../site-context.tsx';

export function PrivacyPolicy({ updated, breadcrumbs }: PolicyProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  const { address } = business;
  return (
    <article className="container prose">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>Privacy Policy</h1>
      <p className="muted">
        Last updated <time dateTime={updated}>{formatDate(updated)}</time>
      </p>
      <p className="lead">
        {business.legalName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is a cleaning company based in {address.city}, {business.state.name}. This policy explains
        what personal information we collect through this website, by text message and by phone, what we use it for, who else sees it,
        and how you can have it corrected or deleted. We do not sell personal information, and we never will.
      </p>

      <h2>What we collect</h2>
      <h3>When you send the contact form</h3>
      <p>
        Your name, e-mail address, phone number, the subject and your message. We store each message so that no request is lost and
        so we can see earlier conversations when you get in touch again.
      </p>
      <h3>When you apply for a job</h3>
      <p>
        Everything the application asks for: your name, contact details and home address, your cleaning experience and availability,
        whether you have transportation and agree to a background check, any references you list and what you tell us about yourself.
        Only the people who handle hiring can read applications.
      </p>
      <h3>When you text, call or e-mail us</h3>
      <p>
        Your phone number or e-mail address and what you write or tell us, for example your address, the size of your home and the
        dates that suit you. We use it to answer you, prepare your quote and confirm appointments.
      </p>
      <h3>When you request a quote or book</h3>
      <p>
        Quote requests are made on a form run by our scheduling and invoicing provider, which opens on its own website. What you enter
        there is held by that provider for us, and its own privacy policy also applies. We use it to quote, schedule, invoice and keep a
        record of the work we do at your address, including access notes you give us such as gate codes or pet instructions.
      </p>
      <h3>When you simply browse</h3>
      <p>
        Our web server keeps short technical logs (IP address, pages requested, browser type and time) to keep the site running and to
        stop abuse such as automated form spam. The site itself sets no advertising or tracking cookies. Embedded maps and the external
        quote form are provided by other companies and may set their own cookies when you use them.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>to answer your questions and send quotes, confirmations and reminders;</li>
        <li>to carry out, invoice and follow up on the cleaning you book, including our satisfaction guarantee;</li>
        <li>to consider job applications, contact applicants and, with the applicant&rsquo;s permission, run background checks;</li>
        <li>to keep the website and our records secure and to meet legal and tax obligations.</li>
      </ul>
      <p>We do not use your information for automated decisions, and we do not add you to marketing lists without asking first.</p>

      <h2>Text messages</h2>
      <p>
        If you text us or give us your mobile number, we text you about your quote and appointments: confirmations with the date and
        arrival time, reminders and replies to your questions. Message and data rates may apply. Reply STOP at any time to stop texts,
        or HELP for help. Stopping texts does not cancel an appointment, so please tell us separately if you want to do that.
      </p>

      <h2>Who else sees your information</h2>
      <p>Only the companies that help us run the business, and only what each needs:</p>
      <ul>
        <li>our scheduling and invoicing provider, which hosts the quote form and our job records;</li>
        <li>our phone, text-messaging and e-mail providers, which carry our conversations with you;</li>
        <li>our website host, which stores the contact messages and applications sent through this site;</li>
        <li>payment processors, when you pay by card or bank transfer;</li>
        <li>a background-check company, only for applicants who agree to a check.</li>
      </ul>
      <p>
        We may also disclose information when the law requires it, or to protect our staff and customers. Reviews on this site are shown
        from public review profiles; we do not add any personal information to them.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Contact messages: up to 2 years after our last conversation.</li>
        <li>Job applications: up to 1 year after we make a decision, unless you join the team and they become part of your employee file.</li>
        <li>Customer and job records: as long as you are a customer, then for as long as tax and accounting rules require (usually 7 years).</li>
        <li>Server logs: up to 90 days.</li>
      </ul>

      <h2>Your choices and how to request deletion</h2>
      <p>
        You can ask to see the information we hold about you, to correct it, or to delete it. To request deletion, e-mail us from the
        address you used with us, or text or call us from the number you used, and say what you would like removed. We confirm within 30
        days. We may keep what the law requires us to keep, such as invoices, and we will tell you if that applies.
      </p>

      <h2>Security</h2>
      <p>
        Submissions travel over an encrypted connection, are stored on access-restricted systems and are read only by the people who need
        them. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as {business.state.name} law requires.
      </p>

      <h2>Children</h2>
      <p>
        This website is for adults arranging cleaning services or applying for work. We do not knowingly collect information from
        children under 13; if you believe a child has sent us information, contact us and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>When we change this policy we update the date at the top of this page. Significant changes are also noted on this page.</p>

      <h2>Contact us</h2>
      <ContactList smsBody="Hi, I have a privacy request:" />
    </article>
  );
}
