// /accessibility/: spec part 1 section 2, "Accessibility". The review date is the build date,
// passed in as a prop (no clock reads in templates).
import type { AccessibilityProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ContactList } from '../components/ContactList.tsx';
import { formatDate } from '../components/format-date.ts';

export function Accessibility({ reviewedOn, breadcrumbs }: AccessibilityProps & { breadcrumbs: Crumb[] }) {
  return (
    <article className="container prose">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>Accessibility Statement</h1>
      <p className="lead">
        Everyone should be able to find out what we clean, what it costs and how to reach us, whatever device, browser or assistive
        technology they use. This statement explains where our website stands and how to tell us when something gets in your way.
      </p>

      <h2>Conformance status</h2>
      <p>
        The Web Content Accessibility Guidelines (WCAG) 2.1 describe how to make web content usable for people with disabilities. This
        website is <strong>partially conformant with WCAG 2.1 level AA</strong>: most of it meets the standard, and the parts that do not
        yet are listed below.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>Every page is plain HTML that works without JavaScript, so content, menus and FAQ answers are there for every browser and screen reader.</li>
        <li>Pages use one main heading, headings in order, landmarks and a &ldquo;Skip to content&rdquo; link.</li>
        <li>Menus, accordions and forms work with a keyboard alone, and the focused element always shows a clear outline.</li>
        <li>Text and buttons meet the WCAG AA contrast ratio, and pages reflow from small phones to wide screens without sideways scrolling.</li>
        <li>Every form field has a visible label, and error messages name the field and say how to fix it.</li>
        <li>Images carry text alternatives; decorative artwork is hidden from screen readers.</li>
        <li>We check every page type with automated accessibility testing before it is published.</li>
      </ul>

      <h2>Known limitations</h2>
      <ul>
        <li>
          The quote request form is provided by an outside scheduling company and opens on their site. We do not control its markup, and
          some of its fields may not be announced well by every screen reader. You can always request a quote by phone, text or e-mail
          instead.
        </li>
        <li>Embedded maps come from a third-party map service and are hard to use with a keyboard; every address is also written out as text.</li>
        <li>Customer reviews loaded from review sites are shown as their authors wrote them, and may contain abbreviations or emoji.</li>
      </ul>

      <h2>Feedback</h2>
      <p>
        If something on this website is hard to use, or you need information in another format, please tell us. We answer accessibility
        feedback within 2 business days.
      </p>
      <ContactList smsBody="Hi, I have accessibility feedback about your website:" />

      <h2>About this statement</h2>
      <p>
        This statement was last reviewed on <time dateTime={reviewedOn}>{formatDate(reviewedOn)}</time>, when the website was last
        published.
      </p>
    </article>
  );
}
