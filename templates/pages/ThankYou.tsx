// /thank-you/ (spec part 1 section 2): where the contact form lands after a successful send.
import { Confirmation } from '../components/Confirmation.tsx';
import { smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function ThankYou() {
  const { business } = useSite();
  return (
    <Confirmation
      title="Thank You! Your Message Is on Its Way"
      lead={`We have received your message and will reply ${business.promises.replyTime}, usually much sooner during business hours.`}
      onward={{ href: '/services/', label: 'Browse Our Services' }}
    >
      <p>
        Need an answer right now? <a href={smsHref(business)}>Send us a text at {business.phone}</a>; we check texts around the clock.
      </p>
    </Confirmation>
  );
}
