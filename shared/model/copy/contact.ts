// data/pages/contact.md: the contact page's words; the form's are data/blocks/contact-form.md.
import { group, inline, line } from './kinds.ts';

export const contactCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: group({ heading: line(90), lead: line(400) }),
  details: group({
    heading: line(80),
    office: line(40),
    textOrCall: line(40),
    textLabel: line(20),
    callLabel: line(20),
    email: line(40),
    hours: line(40),
    follow: line(40),
    /** read by screen readers for the list of social profiles */
    socialLabel: line(80),
  }),
  form: group({ heading: line(80), text: inline(300) }),
  /** `title` names the embedded map for screen readers */
  map: group({ heading: line(80), title: line(160) }),
});
