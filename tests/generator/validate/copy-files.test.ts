// The copy files (data/pages/*.md, data/blocks/*.md): every problem at its file:line:column, and
// placeholders filled as text, never as markup.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCopy, keyLocation } from '../../../generator/validate/copy.ts';
import { businessValues, fillCopy, fillMarkdown, fillText, serviceValues, siteFaqs, siteValues, townValues } from '../../../generator/routes/fill.ts';
import { PLACEHOLDER_GROUPS } from '../../../shared/model/copy/placeholders.ts';
import { validate } from '../../../generator/validate/index.ts';
import type { Problem } from '../../../generator/support/errors.ts';
import type { MarkdownDocument } from '../../../generator/load/load.ts';
import { fresh, problemsOf } from '../../helpers/loaded-data.ts';
import { copyData, FEW_SERVICES } from '../../helpers/data.ts';
import { runSite } from '../../helpers/cli.ts';

const document = (raw: ReturnType<typeof fresh>, name: string): MarkdownDocument => [...raw.pageBodies, ...raw.blockBodies].find((d) => `${d.file}`.endsWith(`${name}.md`))!;

/** The 1-based line and column of `text` in the file as written on disk. */
async function positionOf(file: string, text: string): Promise<{ line: number; column: number }> {
  const source = await readFile(file, 'utf8');
  const before = source.slice(0, source.indexOf(text)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe('validateCopy', () => {
  it('accepts the real data and keeps every placeholder for the pages to fill', () => {
    const problems: Problem[] = [];
    const copy = validateCopy(fresh(), problems, []);
    expect(problems).toEqual([]);
    expect(copy['pages/home'].hero.heading).toBe('House and Commercial Cleaning in {{business.city}} and {{business.region}}');
  });

  it('names an unknown placeholder at the line and column where it is written', async () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    const planted = '{{business.owner}}';
    home.frontMatter = home.frontMatter.replace('socialLabel: Find us online', `socialLabel: Find ${planted} online`);
    (home.data.hero as Record<string, string>).socialLabel = `Find ${planted} online`;
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    const line = home.frontMatter.split('\n').findIndex((l) => l.includes(planted)) + 1;
    const column = home.frontMatter.split('\n')[line - 1]!.indexOf(planted) + 1;
    expect(problems).toEqual([{ file: home.file, line, column, message: expect.stringMatching(/^unknown placeholder \{\{business\.owner\}\} \(this file may use \{\{business\.name\}\}, /) }]);
  });

  it('a town placeholder is unknown in a file about no town', () => {
    const raw = fresh();
    const layout = document(raw, 'blocks/layout');
    (layout.data as { opensInNewTab: string }).opensInNewTab = 'in {{town.name}}';
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('unknown placeholder {{town.name}}')]);
  });

  it('names a missing field, a too long one and a list item at the key\'s line', () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    const data = home.data as { hero: Record<string, string>; commercial: { reasons: unknown[] }; faq?: unknown };
    delete data.faq;
    home.frontMatter = home.frontMatter.replace(/^faq:\n( {2}.*\n)+/m, '');
    data.hero.socialLabel = 'x'.repeat(41);
    data.commercial.reasons[1] = 42;
    const problems: Problem[] = [];
    const copy = validateCopy(raw, problems, []);
    expect(copy['pages/home']).toBeUndefined();
    const lines = home.frontMatter.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf('socialLabel:'), 'hero.socialLabel: is longer than 40 characters: shorten it'],
      [lineOf('A written cleaning scope'), 'commercial.reasons.1: expected text'],
      // a missing group says which fields it holds
      [lineOf('title:'), 'faq: is required: a group of fields: heading, link'],
    ]);
  });

  it('names a missing copy file and a file no page reads', () => {
    const raw = fresh();
    raw.blockBodies = raw.blockBodies.filter((d) => !d.file.endsWith('why-us.md'));
    raw.pageBodies.push({ ...document(raw, 'pages/home'), name: 'about', file: 'data/pages/about.md' });
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    expect(problems).toEqual([
      { file: expect.stringMatching(/data\/blocks\/why-us\.md$/), message: expect.stringContaining('file is missing') },
      { file: 'data/pages/about.md', message: expect.stringContaining('no page reads this file') },
    ]);
  });

  it('checks the placeholders of list items and of the body, where they are written', () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    (home.data as { commercial: { reasons: string[] } }).commercial.reasons[0] = 'In {{town.mayor}} too';
    home.frontMatter = home.frontMatter.replace('    - Evening and weekend visits', '    - In {{town.mayor}} too');
    home.body = '{{business.owner}} is based here.\n';
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    const line = home.frontMatter.split('\n').findIndex((l) => l.includes('{{town.mayor}}')) + 1;
    expect(problems.map((p) => [p.line, p.column, p.message.split(' (')[0]])).toEqual([
      [line, 10, 'unknown placeholder {{town.mayor}}'],
      [home.bodyLine, 1, 'unknown placeholder {{business.owner}}'],
    ]);
  });

  it('reports one problem per key, an empty key as missing, and an unknown field at its line', () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    (home.data as { hero: Record<string, unknown> }).hero.socialLabel = `${'x'.repeat(50)}\nsecond line`;
    (home.data as Record<string, unknown>).faq = null;
    const layout = document(raw, 'blocks/layout');
    layout.frontMatter = `${layout.frontMatter}\nbuttonz: Call`;
    (layout.data as Record<string, unknown>).buttonz = 'Call';
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    expect(problems.filter((p) => p.file === home.file).map((p) => p.message)).toEqual(['hero.socialLabel: is longer than 40 characters: shorten it', 'faq: is required: a group of fields: heading, link']);
    expect(problems.filter((p) => p.file === layout.file)).toEqual([
      { file: layout.file, line: layout.frontMatter.split('\n').length, column: 1, message: 'buttonz: no such field here; check its spelling and how far it is indented' },
    ]);
  });

  it("names an application form key the format renamed once, at the old key's line, with its new name", () => {
    const raw = fresh();
    const form = document(raw, 'blocks/application-form');
    form.frontMatter = form.frontMatter.replaceAll('previousExperience:', 'previousCleaning:');
    const data = form.data as { labels: Record<string, unknown>; hints: Record<string, unknown> };
    for (const group of [data.labels, data.hints]) {
      group.previousCleaning = group.previousExperience;
      delete group.previousExperience;
    }
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    const lines = form.frontMatter.split('\n');
    expect(problems).toEqual(
      ['labels', 'hints'].map((group) => ({
        file: form.file,
        line: lines.findIndex((l, i) => l.includes('previousCleaning:') && lines.slice(0, i).some((above) => above.startsWith(`${group}:`))) + 1,
        column: 3,
        message: `${group}.previousCleaning: renamed to "previousExperience": rename the key, keeping its value`,
      })),
    );
  });

  it('takes the body without the blank lines around it, and a blank body as none', () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    home.body = '\n\nThe local block.\n\n';
    expect(validateCopy(raw, [], [])['pages/home'].body).toEqual({ markdown: 'The local block.', inline: false });
    home.body = '\n  \n';
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    expect(problems.map((p) => p.message)).toEqual(['body: is required']);
  });

  it('locates nested keys and list items in front matter', () => {
    const doc = { frontMatter: '\na: 1\nb:\n  c: two\n  list:\n    - x\n    - y\n', body: '', bodyLine: 9 } as MarkdownDocument;
    expect(keyLocation(doc, ['b', 'c'])).toEqual({ line: 4, column: 6 });
    expect(keyLocation(doc, ['b', 'list', 1])).toEqual({ line: 7, column: 7 });
    expect(keyLocation(doc, ['b', 'missing'])).toEqual({ line: 4, column: 3 });
    expect(keyLocation(doc, ['missing'])).toEqual({ line: 2, column: 1 });
    const empty = { frontMatter: '\nfirst: 1\nempty:\nlast: 2\n', body: '', bodyLine: 6 } as MarkdownDocument;
    expect(keyLocation(empty, ['empty'])).toEqual({ line: 3, column: 7 });
    expect(keyLocation(doc, ['body'])).toEqual({ line: 9, column: 1 });
  });
});

describe('filling placeholders', () => {
  const values = { 'business.name': 'Oak & *Shore* <b>', 'links.text': 'sms:+1?&body=a b', 'town.name': 'Novi' };

  it('fills text as text, and leaves a placeholder a template fills itself', () => {
    expect(fillText('{{business.name}} in {{ town.name }}, {{town.county}} County', values)).toBe('Oak & *Shore* <b> in Novi, {{town.county}} County');
  });

  it('renders Markdown once and escapes each value where it lands, in text and in a link', () => {
    const markdown = { markdown: '**{{business.name}}** [text us]({{links.text}})', inline: true };
    expect(fillMarkdown(markdown, values).html).toBe('<strong>Oak &amp; *Shore* &lt;b&gt;</strong> <a href="sms:+1?&amp;body=a b">text us</a>');
    expect(fillMarkdown(markdown, { ...values, 'business.name': 'Pine' }).html).toContain('<strong>Pine</strong>');
    expect(fillMarkdown({ markdown: 'One {{town.name}}.\n\nTwo.', inline: false }, values).html).toBe('<p>One Novi.</p>\n<p>Two.</p>');
  });

  it('escapes quotes in a value, keeps a placeholder without a value, and renders one text inline and as paragraphs apart', () => {
    const quoted = { 'business.name': 'Bob\'s "Best"', 'links.text': 'sms:1?body="hi"' };
    expect(fillMarkdown({ markdown: '[{{business.name}}]({{links.text}}) {{town.name}}', inline: true }, quoted).html).toBe(
      '<a href="sms:1?body=&quot;hi&quot;">Bob&#39;s &quot;Best&quot;</a> {{town.name}}',
    );
    expect(fillMarkdown({ markdown: 'Same text', inline: true }, {}).html).toBe('Same text');
    const eleven = Array.from({ length: 11 }, (_, i) => `{{n${i}}}`).join(' ');
    const numbers = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`n${i}`, String(i)]));
    expect(fillMarkdown({ markdown: eleven, inline: true }, numbers).html).toBe('0 1 2 3 4 5 6 7 8 9 10');
    expect(fillMarkdown({ markdown: 'Same text', inline: false }, {}).html).toBe('<p>Same text</p>');
  });

  it('leaves numbers, booleans and empty values alone, and fills an object whose keys only look like Markdown', () => {
    expect(fillCopy({ count: 3, shown: true, none: null, inline: '{{town.name}}' }, values)).toEqual({ count: 3, shown: true, none: null, inline: 'Novi' });
  });

  it('fills a whole copy value, lists and nested parts included', () => {
    expect(fillCopy({ a: ['{{town.name}}'], b: { markdown: '{{town.name}}', inline: true } }, values)).toEqual({ a: ['Novi'], b: { html: 'Novi' } });
  });
});

describe('placeholder values', () => {
  it('fills exactly the names each group declares', () => {
    const site = validate(fresh());
    const city = site.cities[0]!;
    const service = site.services[0]!;
    expect(Object.keys(businessValues(site.business, site.cities.length, [])).sort()).toEqual([...PLACEHOLDER_GROUPS.business].sort());
    expect(Object.keys(townValues(site.business, city, site.cities)).sort()).toEqual([...PLACEHOLDER_GROUPS.town].sort());
    expect(Object.keys(serviceValues(service)).sort()).toEqual([...PLACEHOLDER_GROUPS.service].sort());
  });

  it('writes the figures as a visitor reads them', () => {
    const site = validate(fresh());
    const values = businessValues({ ...site.business, rating: 5, jobsDone: 12500 }, 14, ['Novi', 'Wixom']);
    expect([values['business.rating'], values['business.jobsDone'], values['business.townCount'], values['business.homeTowns']]).toEqual([
      '5.0',
      '12,500',
      '14',
      `${site.business.address.city}, Novi, Wixom`,
    ]);
    expect(values['business.paymentMethods']).toBe(site.business.paymentMethods.join(', ').toLowerCase());
    const city = { slug: 'novi', name: 'Novi', county: 'Oakland', zipCodes: ['48374', '48375'], lat: 42.48, lng: -83.48 };
    const served = [
      city,
      { slug: 'far', name: 'Far', county: 'Oakland', zipCodes: [], lat: 43.5, lng: -84 },
      { slug: 'commerce', name: 'Commerce', county: 'Oakland', zipCodes: [], lat: 42.59, lng: -83.49 },
      { slug: 'wixom', name: 'Wixom', county: 'Oakland', zipCodes: [], lat: 42.52, lng: -83.53 },
    ];
    expect(townValues(site.business, city, served)).toMatchObject({
      'town.zipCodes': '48374, 48375',
      'town.path': `/${site.business.state.urlPrefix}/novi/`,
      // the served towns nearest, nearest first, never the town itself nor the whole county
      'town.nearbyTowns': 'Wixom and Commerce',
    });
    expect(serviceValues({ slug: 'deep-cleaning', name: 'deep cleaning', title: 'Deep Cleaning', startingPrice: '$220' })).toMatchObject({ 'service.path': '/services/deep-cleaning/' });
    expect(siteValues(site)).toBe(siteValues(site));
    expect(siteValues(site)['business.homeTowns']).toBe([site.business.address.city, ...site.menus['home-towns'].map((l) => l.label)].join(', '));
  });
});

describe('promises in data/faqs.csv', () => {
  it('are filled from business.json, so the FAQ says what the terms and the quote page say', () => {
    const raw = fresh();
    const business = raw.business.value as { promises: Record<string, string> };
    business.promises.quoteValidity = 'exactly 45 days';
    const validity = siteFaqs(validate(raw)).find((faq) => faq.question === 'How long is my quote valid?')!;
    expect(validity.answer).toContain('stays valid for exactly 45 days');
    expect(siteFaqs(validate(fresh())).flatMap((faq) => [faq.question, faq.answer]).join(' ')).not.toContain('{{');
  });

  it('names an unknown placeholder at its cell', () => {
    const raw = fresh();
    const row = raw.faqs.rows[2]!;
    row.values.answer = `${row.values.answer} {{promises.refundWindow}}`;
    expect(problemsOf(raw)).toEqual([
      {
        file: raw.faqs.file,
        line: row.line,
        column: raw.faqs.columns.indexOf('answer') + 1,
        message: expect.stringMatching(/^answer: unknown placeholder \{\{promises\.refundWindow\}\} \(a question or answer may use the business's: /),
      },
    ]);
  });
});

describe('site generate with a copy file mistake', () => {
  it('fails at the placeholder\'s file:line:column and keeps the previous output', async () => {
    const copy = await copyData({ towns: ['milford'], services: FEW_SERVICES });
    try {
      const file = path.join(copy.data, 'pages', 'home.md');
      const source = await readFile(file, 'utf8');
      await writeFile(file, source.replace('heading: Ready to Get Started?', 'heading: Ready, {{business.owner}}?'));
      const { line, column } = await positionOf(file, '{{business.owner}}');
      const result = await runSite(['generate', '--data', 'data', '--out', 'dist', '--quiet'], { cwd: copy.root });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`data/pages/home.md:${line}:${column}: unknown placeholder {{business.owner}}`);
    } finally {
      await copy.cleanup();
    }
  });

  it('names a broken link written in front matter at its line and column, and reads no link in a YAML comment', async () => {
    const copy = await copyData({ towns: ['milford'], services: FEW_SERVICES });
    try {
      const file = path.join(copy.data, 'pages', 'blog.md');
      const source = await readFile(file, 'utf8');
      const edited = source
        .replace('[Browse all city guides](/blog/cities/)', '[Browse all city guides](/blog/citiez/)')
        .replace('---\n', '---\n# an old note: [the tips](/blog/tips-gone/) moved\n');
      expect(edited).not.toBe(source);
      await writeFile(file, edited);
      const { line, column } = await positionOf(file, '](/blog/citiez/)');
      const result = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root });
      expect(result.code).toBe(1);
      const problems = result.stderr.split('\n').filter((l) => l.includes('link to'));
      expect(problems).toEqual([
        `data/pages/blog.md:${line}:${column}: link to "/blog/citiez/", which is not a page of the site. Restore the page, change the link, or add a row to data/redirects.csv`,
      ]);
    } finally {
      await copy.cleanup();
    }
  });
});
