// data/pages/careers.md: the careers page's words; the application form's are
// data/blocks/application-form.md.
import { group, inline, line, list } from './kinds.ts';

export const careersCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: group({ heading: line(90), lead: line(400), perks: list(line(60)), applyButton: line(40) }),
  benefits: group({ heading: line(80), items: list(group({ title: line(80), text: line(400) })) }),
  apply: group({ heading: line(80), text: inline(600) }),
  contact: group({
    heading: line(80),
    text: inline(400),
    textLabel: line(20),
    emailLabel: line(20),
    /** the message a text to the hiring team starts with */
    smsBody: line(160),
    reply: inline(200),
  }),
});
