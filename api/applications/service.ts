// Receiving an employee application (docs/requirements.md#application-fields) and the e-mail announcing it.
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, type Application } from '../../shared/forms.ts';
import { buildNotification } from '../notify/email.ts';
import type { Choice } from './choices.ts';
import type { SubmissionStore } from '../storage/types.ts';
import { submissionService, type NotifyOptions } from '../submissions.ts';

// The answer to an application that was stored (docs/requirements.md#job-application).
export const APPLICATION_RECEIVED =
  "Thank you for your interest in joining our team. We'll review your application and get back to you soon.";

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export function applicationEmail(a: Application, to: string, availability: readonly Choice[] = AVAILABILITY_OPTIONS) {
  return buildNotification({
    to,
    replyTo: a.email,
    subject: `Job application: ${a.firstName} ${a.lastName}`,
    heading: 'New job application from the website',
    rows: [
      ['First name', a.firstName],
      ['Last name', a.lastName],
      ['E-mail', a.email],
      ['Phone', a.phone],
      ['Address', a.address],
      ['City', a.city],
      ['State', a.state],
      ['ZIP code', a.zipCode],
      ['Experience', label(EXPERIENCE_OPTIONS, a.experience)],
      ['Previous experience', a.previousExperience],
      ['Availability', label(availability, a.availability)],
      ['Has transportation', a.transportation],
      ['Agrees to a background check', a.backgroundCheck],
      ['References', a.references],
      ['Why they want to join', a.whyJoin],
      ['Anything else', a.additionalInfo],
    ],
  });
}

export function applicationService(store: SubmissionStore, notify?: NotifyOptions, availability?: readonly Choice[]) {
  return submissionService<Application>(
    (s, n) => store.saveApplication(s, n),
    (key) => store.findByIdempotencyKey('applications', key),
    (a, to) => applicationEmail(a, to, availability),
    notify,
  );
}
