// /careers/application-received/: where the careers application lands when it is sent without
// JavaScript (the API answers a plain form post with a redirect here). With JavaScript the form
// stays on /careers/ and shows the success toast instead (docs/requirements.md#job-application). The words are
// data/pages/application-received.md's.
import type { ApplicationReceivedProps } from '../../shared/model/pages.ts';
import { Confirmation } from '../components/Confirmation.tsx';
import { Prose } from '../components/Prose.tsx';

export function ApplicationReceived({ copy }: ApplicationReceivedProps) {
  return (
    <Confirmation title={copy.heading} lead={copy.lead} onward={{ href: '/careers/', label: copy.backButton }}>
      <Prose as="p" html={copy.questions} />
    </Confirmation>
  );
}
