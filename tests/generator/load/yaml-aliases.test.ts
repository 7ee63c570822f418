// Front matter whose YAML aliases nest into an exponential number of values (an "alias bomb")
// is refused at its first alias, before gray-matter's reader would expand it
// (generator/load/yaml-aliases.ts); front matter with a few plain aliases is read as before.
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../generator/load/load.ts';
import { MAX_ALIAS_EXPANSION } from '../../../generator/load/yaml-aliases.ts';
import type { Problem } from '../../../generator/support/errors.ts';

/** `levels` anchors, each a list of nine aliases of the one before: 9^levels values in all. */
function aliasBomb(levels: number): string {
  const lines = ['title: A page', 'a0: &a0 [x, x, x, x, x, x, x, x, x]'];
  for (let level = 1; level <= levels; level++) lines.push(`a${level}: &a${level} [${Array(9).fill(`*a${level - 1}`).join(', ')}]`);
  return `---\n${lines.join('\n')}\n---\nBody\n`;
}

describe('YAML aliases in front matter', () => {
  // Nine levels: without the limit the reader expands 9^9 values and this never returns.
  it.each([3, 9])('%i levels of nested aliases are refused at the first alias, with its line and column', (levels) => {
    const problems: Problem[] = [];
    expect(parseMarkdown('data/pages/about.md', aliasBomb(levels), problems)).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'data/pages/about.md',
        line: 4,
        column: 10,
        message: `front matter: its YAML aliases (*name) repeat more than ${MAX_ALIAS_EXPANSION} values in all; write the values out instead of nesting aliases`,
      },
    ]);
  });

  it('a few aliases are read as YAML means them, and an asterisk in a value is no alias', () => {
    const problems: Problem[] = [];
    const text = '---\ntitle: "*Spring* cleaning"\ntowns: &towns [Novi, Wixom]\nalso: *towns\nnote: "*starred*"\n---\nBody *em*\n';
    const document = parseMarkdown('data/pages/about.md', text, problems);
    expect(problems).toEqual([]);
    expect(document?.data).toEqual({ title: '*Spring* cleaning', towns: ['Novi', 'Wixom'], also: ['Novi', 'Wixom'], note: '*starred*' });
  });

  it('two levels of nine stay within the limit', () => {
    const problems: Problem[] = [];
    const text = aliasBomb(1);
    expect(parseMarkdown('data/pages/about.md', text, problems)?.data).toMatchObject({ a1: Array(9).fill(Array(9).fill('x')) });
    expect(problems).toEqual([]);
  });
});
