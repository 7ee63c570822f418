// /accessibility/ (docs/requirements.md#accessibility-statement). The words are
// data/pages/accessibility.md's; the review date is the build date, passed in as a prop (no clock
// reads in templates).
import type { AccessibilityProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ContactList } from '../components/ContactList.tsx';
import { fillNode } from '../components/fill-node.tsx';
import { formatDate } from '../components/format-date.ts';
import { Prose } from '../components/Prose.tsx';

export function Accessibility({ reviewedOn, copy, breadcrumbs }: AccessibilityProps & { breadcrumbs: Crumb[] }) {
  return (
    <article className="container prose">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>{copy.heading}</h1>
      <Prose as="p" className="lead" html={copy.lead} />
      <Prose html={copy.body} />
      <ContactList smsBody={copy.smsBody} />
      <h2>{copy.about.heading}</h2>
      <p>{fillNode(copy.about.reviewed, 'date', <time dateTime={reviewedOn}>{formatDate(reviewedOn)}</time>)}</p>
    </article>
  );
}
