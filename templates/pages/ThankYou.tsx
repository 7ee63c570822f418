// /thank-you/ (docs/requirements.md#thank-you-page): where the contact form lands after a successful send. The
// words are data/pages/thank-you.md.
import type { ThankYouProps } from '../../shared/model/pages.ts';
import { Confirmation } from '../components/Confirmation.tsx';
import { Prose } from '../components/Prose.tsx';

export function ThankYou({ copy }: ThankYouProps) {
  return (
    <Confirmation title={copy.heading} lead={copy.lead} onward={{ href: '/services/', label: copy.servicesButton }}>
      <Prose as="p" html={copy.text} />
    </Confirmation>
  );
}
