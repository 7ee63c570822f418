// The allow-list of data Markdown and the refusal of executable markup (generator/validate/
// safe-markdown.ts) rule by rule, in the test process where mutation testing sees them:
// markdown-safety.test.ts checks the same promises end to end through the CLI. Here: where each
// refused pattern is found (table cell, Markdown line, JSON key) and what it does not catch, the
// entities and control characters a browser would decode in a URL, and each character a table
// cell escapes so it renders as typed.
import { describe, expect, it } from 'vitest';
import { isSafeUrl, markdownText, renderMarkdown, safeMarked, unsafeMarkupProblems } from '../../../generator/validate/safe-markdown.ts';
import { column, fresh, loaded, rowOf } from '../../helpers/loaded-data.ts';

const REFUSED = 'is not allowed in site copy; remove it (pages run no script from data)';

describe('unsafeMarkupProblems', () => {
  it('finds nothing in the real data', () => {
    expect(unsafeMarkupProblems(loaded())).toEqual([]);
  });

  it('names every script tag, event handler and javascript: URL in a cell, at its row and column', () => {
    const raw = fresh();
    const novi = rowOf(raw.cities, (v) => v.slug === 'novi');
    novi.values.description = 'Homes < SCRIPT src=x> and <Script>again';
    const landmark = raw.landmarks.rows[0]!;
    landmark.values.detail = 'See <a href=/x ONCLICK =go()>here</a> or VBScript :x';
    const faq = raw.faqs.rows[0]!;
    faq.values.answer = 'Our javascript: page';
    expect(unsafeMarkupProblems(raw)).toEqual([
      { file: raw.cities.file, line: novi.line, column: column(raw.cities, 'description'), message: `description: a <script> tag ${REFUSED}` },
      { file: raw.cities.file, line: novi.line, column: column(raw.cities, 'description'), message: `description: a <script> tag ${REFUSED}` },
      { file: raw.landmarks.file, line: landmark.line, column: column(raw.landmarks, 'detail'), message: `detail: an on* event handler ${REFUSED}` },
      { file: raw.landmarks.file, line: landmark.line, column: column(raw.landmarks, 'detail'), message: `detail: a javascript: URL ${REFUSED}` },
      { file: raw.faqs.file, line: faq.line, column: column(raw.faqs, 'answer'), message: `answer: a javascript: URL ${REFUSED}` },
    ]);
  });

  it('leaves copy that only looks close: a word starting with on outside a tag, "javascript" without a colon, a scripted word', () => {
    const raw = fresh();
    rowOf(raw.cities, (v) => v.slug === 'novi').values.description =
      'Onions=cheap at the market; we write no javascript, read manuscripts: <b>one</b> <p class=x>only=</p> a<script';
    expect(unsafeMarkupProblems(raw).map((p) => p.message)).toEqual([`description: a <script> tag ${REFUSED}`]);
  });

  it('points at the line and column of a Markdown body, in every kind of Markdown file', () => {
    const raw = fresh();
    const service = raw.serviceBodies[0]!;
    service.body = 'Intro\n\nSee [offer](javascript:alert(1)) and <img src=x onerror=y>\n';
    const article = raw.articles[0]!;
    article.body = '<script>x</script>';
    expect(unsafeMarkupProblems(raw)).toEqual([
      { file: service.file, line: service.bodyLine + 2, column: 38, message: `an on* event handler ${REFUSED}` },
      { file: service.file, line: service.bodyLine + 2, column: 13, message: `a javascript: URL ${REFUSED}` },
      { file: article.file, line: article.bodyLine, column: 1, message: `a <script> tag ${REFUSED}` },
    ]);
  });

  it('names the key of a JSON value, through objects and arrays', () => {
    const raw = fresh();
    raw.business.value = { name: 'x<script>', hours: [{ note: 'ok' }, { note: 'javascript:go' }], rating: 5, none: null };
    raw.testimonials.value = [{ text: 'fine' }, { text: '<b onmouseover=x>' }];
    raw.checklist.value = 'javascript:top';
    expect(unsafeMarkupProblems(raw)).toEqual([
      { file: raw.business.file, key: 'name', message: `a <script> tag ${REFUSED}` },
      { file: raw.business.file, key: 'hours[1].note', message: `a javascript: URL ${REFUSED}` },
      { file: raw.testimonials.file, key: '[1].text', message: `an on* event handler ${REFUSED}` },
      { file: raw.checklist.file, key: '', message: `a javascript: URL ${REFUSED}` },
    ]);
  });
});

describe('isSafeUrl', () => {
  it('keeps paths, fragments, queries and the schemes copy needs, in any case', () => {
    for (const url of ['/quote/', '#top', '?q=1', 'about/', 'HTTPS://example.com', 'Http://x', 'MailTo:a@b.c', 'TEL:+1555', '/a?b=1&c=2', '/p#a&b', '1abc:x', '&#104;ttps://x.test/', '&#104ttps://x.test/', '&#x68ttps://x.test/', 'https&#58//x.test/'])
      expect(isSafeUrl(url), url).toBe(true);
  });

  it('refuses other schemes, also when written with entities or with characters a browser drops', () => {
    const refused = [
      'javascript:x',
      'data:text/html,x',
      'a+b.c-d:x',
      '&#106;avascript:x',
      '&#106avascript:x',
      '&#x6A;avascript:x',
      '&#X6a;avascript:x',
      'javascript&#x3a//x',
      'javascript&colon;x',
      'javascript&COLON;x',
      'java&tab;script:x',
      'java&NewLine;script:x',
      'java\u0000script:x',
      'java\u007fscript:x',
      ' java script:x',
      '&#x110000;javascript:x',
      '&#1114112;javascript:x',
      'x&amp;y:z',
      '&lpar;',
    ];
    for (const url of refused) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
  });
});

describe('markdownText', () => {
  it('escapes each character Markdown or HTML acts on, and nothing else', () => {
    expect(markdownText('\\`*_{}[]()<>&#!|~')).toBe('\\\\\\`\\*\\_\\{\\}\\[\\]\\(\\)\\<\\>\\&\\#\\!\\|\\~');
    expect(markdownText('Plain words, 3.5 rooms; "quoted" - dash = sign + plus')).toBe('Plain words, 3.5 rooms; "quoted" - dash = sign + plus');
  });

  it('joins lines with one space, whatever the line ends and spaces around them', () => {
    expect(markdownText('one  \r\n\r\n  two\rthree\nfour')).toBe('one two three four');
  });

  it('cannot start a list or heading at the start of a line, and leaves the same marks later in the text', () => {
    expect(['- a', '+ a', '= a', '12. a', '3) a', 'a - b', '12 rooms. Done'].map(markdownText)).toEqual([
      '\\- a',
      '\\+ a',
      '\\= a',
      '12\\. a',
      '3\\) a',
      'a - b',
      '12 rooms. Done',
    ]);
  });
});

describe('renderMarkdown', () => {
  it('shows raw HTML as text, every special character escaped', () => {
    expect(renderMarkdown(`a <span title="it's">&x</span> b`)).toBe('<p>a &lt;span title=&quot;it&#39;s&quot;&gt;&amp;x&lt;/span&gt; b</p>\n');
    expect(renderMarkdown('<div>\nblock\n</div>')).toBe('&lt;div&gt;\nblock\n&lt;/div&gt;');
  });

  it('keeps the text of a link to a refused URL, with its formatting, and the alt text of such an image', () => {
    expect(renderMarkdown('[Book *now*](javascript:go) ![a <b> & c](javascript:go)')).toBe('<p>Book <em>now</em> a &lt;b&gt; &amp; c</p>\n');
  });

  it('renders safe links and images as Markdown does, and GitHub-flavoured strikethrough', () => {
    expect(renderMarkdown('[quote](/quote/) ![logo](/logo.png) ~~old~~')).toBe('<p><a href="/quote/">quote</a> <img src="/logo.png" alt="logo"> <del>old</del></p>\n');
  });

  it('renders the same text the same way again (the memo of site dev)', () => {
    const body = `Memo ${Math.random()} **bold**`;
    const first = renderMarkdown(body);
    expect(first).toBe(`<p>${body.replace('**bold**', '<strong>bold</strong>')}</p>\n`);
    expect(renderMarkdown(body)).toBe(first);
  });

  it('adds the renderers a feature passes, keeping the allow-list', () => {
    const marked = safeMarked({ heading: ({ text }) => `<h2 class="x">${text}</h2>` });
    expect(marked.parse('# Title\n\n<i>x</i> [y](javascript:z)', { async: false })).toBe('<h2 class="x">Title</h2><p>&lt;i&gt;x&lt;/i&gt; y</p>\n');
  });
});
