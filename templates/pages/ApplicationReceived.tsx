// /careers/application-received/: where the careers application lands when it is sent without
// JavaScript (the API answers a plain form post with a redirect here). With JavaScript the form
// stays on /careers/ and shows the success toast instead (spec part 1 section 8).
import { Confirmation } from '../components/Confirmation.tsx';
import { mailHref, smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function ApplicationReceived() {
  const { business } = useSite();
  return (
    <Confirmation
      title="Application Submitted Successfully!"
      lead="Thank you for your interest in joining our team. We review every application within 24-48 hours and will call or e-mail you about next steps."
      onward={{ href: '/careers/', label: 'Back to Careers' }}
    >
      <p>
        Questions in the meantime? <a href={smsHref(business, 'Hi, I just applied for a cleaning job with your team.')}>Text us at {business.phone}</a>{' '}
        or <a href={mailHref(business)}>e-mail {business.email}</a>.
      </p>
    </Confirmation>
  );
}
