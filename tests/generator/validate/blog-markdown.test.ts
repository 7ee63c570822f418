// The blog's Markdown helpers (generator/validate/blog-markdown.ts) rule by rule, in the test
// process where mutation testing sees them: heading ids a table of contents links to, the
// heading-order check with its file lines, reading time, dates read from the raw front matter,
// and `{{city.name}}` placeholders filled as text or named as problems at file:line:column.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../generator/support/errors.ts';
import type { MarkdownDocument } from '../../../generator/load/load.ts';
import {
  fillTemplate,
  headingProblems,
  joinList,
  rawFrontMatterValue,
  readingMinutes,
  renderArticleMarkdown,
  slugify,
  type TemplateValue,
} from '../../../generator/validate/blog-markdown.ts';

const article = (body: string, frontMatter = ''): MarkdownDocument => ({
  file: 'data/articles/spring-cleaning.md',
  name: 'spring-cleaning',
  data: {},
  body,
  bodyLine: 7,
  frontMatter,
});

describe('heading ids', () => {
  it('slugs the text: lower case, no tags or entities, runs of other characters one dash, none at the ends', () => {
    expect(slugify('  Room-by-Room <em>Cleaning</em>!! ')).toBe('room-by-room-cleaning');
    expect(slugify('Pets &amp; Kids &#39;n More')).toBe('pets-kids-n-more');
    expect(slugify('--Ovens, 2024--')).toBe('ovens-2024');
  });

  it('uses an explicit {#id}, else the slug, else "section", and numbers repeats from 2', () => {
    const html = renderArticleMarkdown('## Seasonal cleaning in Novi {#seasonal}\n\n## Kitchens\n\n### Kitchens\n\n## Kitchens\n\n## !!!\n\n## ???\n');
    expect(html).toBe(
      '<h2 id="seasonal">Seasonal cleaning in Novi</h2>\n' +
        '<h2 id="kitchens">Kitchens</h2>\n' +
        '<h3 id="kitchens-2">Kitchens</h3>\n' +
        '<h2 id="kitchens-3">Kitchens</h2>\n' +
        '<h2 id="section">!!!</h2>\n' +
        '<h2 id="section-2">???</h2>\n',
    );
  });

  it('takes {#id} only at the end of a heading, with or without a space before it', () => {
    expect(renderArticleMarkdown('## Ovens{#ovens}\n\n## A {#x} b')).toBe('<h2 id="ovens">Ovens</h2>\n<h2 id="a-x-b">A {#x} b</h2>\n');
  });

  it('counts repeats per article, not across articles', () => {
    expect(renderArticleMarkdown('## Tips')).toBe('<h2 id="tips">Tips</h2>\n');
    expect(renderArticleMarkdown('## Tips')).toBe('<h2 id="tips">Tips</h2>\n');
  });
});

describe('headingProblems', () => {
  it('refuses a level-1 heading and a skipped level at their file lines, and reads each level from the one before', () => {
    const body = ['Intro', '# Title', '## Start', '#### Skipped', '### Fine', '###### Far', '##No space is no heading', '## Back up'].join('\n');
    expect(headingProblems(article(body))).toEqual([
      { file: 'data/articles/spring-cleaning.md', line: 8, message: 'a level-1 heading (# ...) is not allowed: the page title is the only <h1>; start at ##' },
      { file: 'data/articles/spring-cleaning.md', line: 10, message: 'heading level 4 follows level 2; do not skip levels' },
      { file: 'data/articles/spring-cleaning.md', line: 12, message: 'heading level 6 follows level 3; do not skip levels' },
    ]);
  });

  it('starts from level 1, so a first ### is a skip, and a first ## is not', () => {
    expect(headingProblems(article('### Deep'))).toEqual([
      { file: 'data/articles/spring-cleaning.md', line: 7, message: 'heading level 3 follows level 1; do not skip levels' },
    ]);
    expect(headingProblems(article('## Fine\n### Fine'))).toEqual([]);
  });

  it('ignores # lines inside fenced code, with ``` or ~~~, indented or not', () => {
    expect(headingProblems(article('## A\n```\n# comment\n```\n  ~~~\n#### not a heading\n~~~\n### B'))).toEqual([]);
    // a fence and a heading start a line: the same marks inside a line are text
    expect(headingProblems(article('## A\nUse ``` here\n#### Skip')).map((p) => p.line)).toEqual([9]);
    expect(headingProblems(article('## A\nSee #### here'))).toEqual([]);
  });
});

describe('readingMinutes', () => {
  it('counts words with a letter or digit at 200 a minute, rounded up, at least 1', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(`${words(200)} x`)).toBe(2);
    expect(readingMinutes(`${words(200)} - * — ##`)).toBe(1);
    expect(readingMinutes(words(401).replaceAll(' ', '\n\t '))).toBe(3);
  });
});

describe('rawFrontMatterValue', () => {
  it('reads a top-level key (a date) as written, without quotes or a trailing comment', () => {
    const doc = article('', 'title: Spring\ndate: 2024-05-32  # typo\nupdated: \'2024-06-01\'\n  date: nested\nodd: "half\ndated: x');
    expect(rawFrontMatterValue(doc, 'date')).toBe('2024-05-32');
    expect(rawFrontMatterValue(doc, 'updated')).toBe('2024-06-01');
    expect(rawFrontMatterValue(doc, 'title')).toBe('Spring');
    expect(rawFrontMatterValue(doc, 'odd')).toBe('"half');
    expect(rawFrontMatterValue(article('', 'a: x"b"\nb: "b"x'), 'a')).toBe('x"b"');
    expect(rawFrontMatterValue(article('', 'a: x"b"\nb: "b"x'), 'b')).toBe('"b"x');
    expect(rawFrontMatterValue(doc, 'missing')).toBeUndefined();
  });
});

describe('joinList', () => {
  it('joins with "and", and commas before the last of three or more', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C'], ['A', 'B', 'C', 'D']].map(joinList)).toEqual(['', 'A', 'A and B', 'A, B and C', 'A, B, C and D']);
  });
});

describe('fillTemplate', () => {
  const context: Record<string, TemplateValue> = {
    city: { name: 'Novi', population: 66243, landmarks: ['Twelve Oaks', 'Lakeshore Park', 'Walled Lake'], empty: undefined, nested: { deep: 'yes' }, mixed: ['a', 1] as unknown as TemplateValue },
    business: { name: 'Bright & Tidy' },
  };

  it('fills values as text: numbers, lists joined, one item by index, nested keys, spaces inside the braces', () => {
    const problems: Problem[] = [];
    const body = 'Homes in {{city.name}} ({{ city.population }} people) near {{city.landmarks}}.\nStart at {{city.landmarks.1}}; {{city.nested.deep}} by {{business.name}}.';
    expect(fillTemplate(article(body), context, 'Novi', 'city.name, business.name', problems)).toBe(
      'Homes in Novi (66243 people) near Twelve Oaks, Lakeshore Park and Walled Lake.\nStart at Lakeshore Park; yes by Bright \\& Tidy.',
    );
    expect(problems).toEqual([]);
  });

  it('indexes a list only by a whole number, and nothing else by index', () => {
    const problems: Problem[] = [];
    fillTemplate(article('{{city.landmarks.x1}} {{city.landmarks.1x}} {{city.landmarks.10}} {{city.name.0}}'), context, 'Novi', 'city.name', problems);
    expect(problems.map((p) => p.message)).toEqual([
      'unknown placeholder {{city.landmarks.x1}} (known placeholders: city.name)',
      'unknown placeholder {{city.landmarks.1x}} (known placeholders: city.name)',
      'placeholder {{city.landmarks.10}} has no value for Novi',
      'unknown placeholder {{city.name.0}} (known placeholders: city.name)',
    ]);
  });

  it('names an unknown placeholder and one without a value at file:line:column, and leaves them as written', () => {
    const problems: Problem[] = [];
    const body = 'Intro\nIn {{city.nme}} and {{city.landmarks.7}}, {{city.landmarks.x}} {{city.empty}} {{city}} {{city.mixed}} {{city.name.first}}';
    const filled = fillTemplate(article(body), context, 'Novi', 'city.name', problems);
    expect(filled).toBe(body);
    const unknown = (p: string) => `unknown placeholder ${p} (known placeholders: city.name)`;
    expect(problems).toEqual([
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 4, message: unknown('{{city.nme}}') },
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 21, message: 'placeholder {{city.landmarks.7}} has no value for Novi' },
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 43, message: unknown('{{city.landmarks.x}}') },
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 64, message: 'placeholder {{city.empty}} has no value for Novi' },
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 79, message: unknown('{{city}}') },
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 88, message: unknown('{{city.mixed}}') },
      { file: 'data/articles/spring-cleaning.md', line: 8, column: 103, message: unknown('{{city.name.first}}') },
    ]);
  });
});
