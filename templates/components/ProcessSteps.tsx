// The four-step process (home quote section and /quote/: docs/requirements.md#quote-page): one
// wording, the layout copy's processSteps, so the two pages can never promise different things.
import { useSite } from '../site-context.tsx';
import { Prose } from './Prose.tsx';

export function ProcessSteps({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const steps = useSite().copy.processSteps;
  return (
    <ol className="process-steps">
      {steps.map((step, i) => (
        <li key={step.title} className="process-step">
          <span className="process-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <Heading>{step.title}</Heading>
          <Prose as="p" html={step.text} />
        </li>
      ))}
    </ol>
  );
}
