// The four-step process of spec part 1 sections 1 and 2 (home quote section and /quote/): one
// wording, so the two pages can never promise different things.
export const PROCESS_STEPS = [
  {
    title: 'Submit Request',
    text: 'Tell us about your home or office through our quote form, by text or by e-mail: size, rooms and the kind of cleaning you need.',
  },
  {
    title: 'Receive Quote',
    text: 'We send a detailed, itemised quote, usually within about 1 hour during business hours.',
  },
  {
    title: 'Approve Quote',
    text: 'Approve the quote online or reply to our text. There is no obligation and no deposit to hold a date.',
  },
  {
    title: 'Confirmation',
    text: 'You get a text message confirming the date and arrival time of your cleaning.',
  },
] as const;

export function ProcessSteps({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="process-steps">
      {PROCESS_STEPS.map((step, i) => (
        <li key={step.title} className="process-step">
          <span className="process-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <Heading>{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
