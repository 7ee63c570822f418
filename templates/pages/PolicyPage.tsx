// /privacy-policy/ and /terms-of-service/ (footer links, docs/decisions.md#footer-pages-are-written): the text of
// data/pages/privacy-policy.md or terms-of-service.md, the day it last changed, and the ways to
// reach the business. The privacy policy describes what the site and API really do: stored contact
// messages and job applications (docs/decisions.md#contact-messages-are-stored), texts, the
// external quote provider and review source; the terms restate the booking and payment policies
// of the FAQ answers (docs/requirements.md#faq-page).
import type { PolicyProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ContactList } from '../components/ContactList.tsx';
import { fillNode } from '../components/fill-node.tsx';
import { formatDate } from '../components/format-date.ts';
import { Prose } from '../components/Prose.tsx';

export function PolicyPage({ copy, breadcrumbs }: PolicyProps & { breadcrumbs: Crumb[] }) {
  return (
    <article className="container prose">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>{copy.heading}</h1>
      <p className="muted">{fillNode(copy.lastUpdated, 'date', <time dateTime={copy.updated}>{formatDate(copy.updated)}</time>)}</p>
      <Prose as="p" className="lead" html={copy.lead} />
      <Prose html={copy.body} />
      <h2>{copy.contactHeading}</h2>
      <ContactList smsBody={copy.smsBody} />
    </article>
  );
}
