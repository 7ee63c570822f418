import type { QuestionAndAnswer } from '../../shared/model/head.ts';

/**
 * Exclusive accordion with no script: <details> elements sharing a name let only one stay open,
 * and clicking the open one closes it (docs/requirements.md#accordions).
 */
export function FaqList({ faqs, group, headingLevel = 3 }: { faqs: QuestionAndAnswer[]; group: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="faq">
          <summary>
            <Heading className="faq-question">{faq.question}</Heading>
          </summary>
          <div className="faq-answer">
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
