// data/pages/application-received.md: where a job application sent without JavaScript lands.
import { group, inline, line } from './kinds.ts';

export const applicationReceivedCopy = group({
  title: line(100),
  description: line(320),
  heading: line(90),
  lead: line(400),
  /** `{{links.textWithMessage}}` opens a text that starts with `smsBody` */
  questions: inline(400),
  smsBody: line(160),
  backButton: line(40),
});
