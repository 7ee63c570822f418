// Templates hold structure, never words: a sentence typed into a template, or words in an
// attribute a visitor reads, fail `npm run lint`; punctuation, class lists and copy values pass.
// The sources are linted as if they sat in templates/, with the project's own eslint.config.js.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function wordProblems(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, 'templates/pages/Fixture.tsx') });
  return result!.messages.filter((m) => m.ruleId === 'react/jsx-no-literals' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const component = (body: string, before = '') => `${before}\nexport function Fixture({ copy }: { copy: { heading: string; alt: string } }) {\n  return ${body};\n}\n`;

describe('words in templates', () => {
  it.each([
    ['text between tags', component('<h2>Why choose us</h2>')],
    ['a string as a child', component(`<p>{'Free quotes'}</p>`)],
    ['a word in alt', component('<img src="/a.png" alt="Our team" />')],
    ['a word in aria-label', component('<nav aria-label="Main menu" />')],
    ['a template literal in a visible attribute', component('<img src="/a.png" alt={`Photo of ${copy.alt}`} />')],
    ['a sentence in a constant', component('<p>{LINE}</p>', "const LINE = 'Serving the whole county since 2010';")],
  ])('%s fails', async (_, source) => {
    expect(await wordProblems(source)).toHaveLength(1);
  });

  it('copy values, punctuation, class lists and technical attributes pass', async () => {
    const source = component(
      '<section className="section section-soft" id="why-us" aria-labelledby="why-heading"><h2 id="why-heading">{copy.heading}</h2> · <img src="/a.png" alt={copy.alt} width={10} /></section>',
    );
    expect(await wordProblems(source)).toEqual([]);
  });
});
