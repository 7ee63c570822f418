// The keyword sheet's own copy (docs/decisions.md#keyword-copy): the optional title,
// meta_description, intro and faq columns of seo-keywords.csv reach their city-service page,
// keywords are never printed as a list, and a title or description too long for a search result is
// a file:line:column error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { builtSite } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, csvPlace, DATA_DIR, FEW_SERVICES, findLine, readCsv, setCell, writeCsv } from '../../helpers/data.ts';

interface KeywordSheetRow {
  suggested_url: string;
  title: string;
  meta_description: string;
  heading: string;
  intro: string;
  faq: string;
}

interface RouteRecord {
  path: string;
  head: { title: string; description: string };
  props: { intro?: string[]; introHtml?: string; faqs?: { question: string; answer: string }[]; words?: { intro: { heading: string } } };
}

async function sheet(dir: string): Promise<KeywordSheetRow[]> {
  const { header, rows } = await readCsv(path.join(dir, 'seo-keywords.csv'));
  return rows.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i] ?? ''])) as unknown as KeywordSheetRow);
}

/** `site generate --to json` on a data folder: the route table, or the failure. */
async function routeTable(root: string) {
  const result = await runSite(['generate', '--data', 'data', '--to', 'json', '--site-url', 'https://clean.test'], { cwd: root });
  if (result.code !== 0) return { result, routes: [] as RouteRecord[] };
  const parsed = JSON.parse(result.stdout) as RouteRecord[] | { routes: RouteRecord[] };
  return { result, routes: Array.isArray(parsed) ? parsed : parsed.routes };
}

function pageFile(out: string, urlPath: string): string {
  return path.join(out, urlPath, 'index.html');
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

describe('the real keyword sheet on the built site', () => {
  let out: string;
  let rows: KeywordSheetRow[];
  let brand: string;
  beforeAll(async () => {
    out = await builtSite();
    rows = await sheet(DATA_DIR);
    brand = (JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as { alternateName: string }).alternateName;
  }, 600_000);

  it('gives every row its own title, description and intro', () => {
    // the sheet's first 45 rows at least: more are added as each town gets its own copy
    expect(rows.length).toBeGreaterThanOrEqual(45);
    // every written intro has a heading of its own: no two pages share one pattern
    expect(new Set(rows.map((row) => row.heading)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.title, row.suggested_url).not.toBe('');
      expect(row.heading, row.suggested_url).not.toBe('');
      expect(row.meta_description, row.suggested_url).not.toBe('');
      expect(row.intro, row.suggested_url).not.toBe('');
    }
  });

  it("shows each row's intro, title, description and FAQ on its page, in place of the templated ones", async () => {
    for (const row of rows) {
      const doc = parseHtml(await readFile(pageFile(out, row.suggested_url), 'utf8'));
      const intro = doc.querySelector('section[aria-labelledby="intro-heading"]')!;
      // the first paragraph of the Markdown, as the visitor reads it
      const firstParagraph = row.intro.split(/\n\s*\n/)[0]!.replace(/\*\*/g, '').trim();
      // the row's own heading over it, in place of the copy file's pattern
      expect(intro.querySelector('h2')!.textContent, row.suggested_url).toBe(row.heading);
      expect(intro.textContent.replace(/\s+/g, ' '), row.suggested_url).toContain(firstParagraph.replace(/\s+/g, ' '));
      // the brand (the business's shorter name) follows a written title when both fit in 60 characters
      const branded = [`${row.title} | ${brand}`, row.title].find((title) => title.length <= 60);
      expect(doc.querySelector('title')!.textContent, row.suggested_url).toBe(branded);
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content'), row.suggested_url).toBe(row.meta_description);
      // the faq column is optional: a row without one keeps the templated questions, which carry no
      // FAQPage because they read alike in every town
      const questions = row.faq ? row.faq.split('||').map((p) => p.split('>>')[0]!.trim()) : [];
      const faqPage = doc
        .querySelectorAll('script[type="application/ld+json"]')
        .map((s) => JSON.parse(s.textContent) as { '@type': string; mainEntity?: { name: string }[] })
        .find((block) => block['@type'] === 'FAQPage');
      expect(faqPage?.mainEntity?.map((q) => q.name), row.suggested_url).toEqual(questions.length ? questions : undefined);
      // the visible section, not the page: the FAQPage script holds the questions too
      const shown = doc.querySelectorAll('section#faq .faq-question').map((q) => q.textContent.trim());
      if (questions.length) expect(shown, row.suggested_url).toEqual(questions);
      else expect(shown.length, row.suggested_url).toBeGreaterThan(0);
    }
  });

  it('has at least 150 words of its own copy in every intro', async () => {
    const short: string[] = [];
    for (const row of rows) {
      const doc = parseHtml(await readFile(pageFile(out, row.suggested_url), 'utf8'));
      const section = doc.querySelector('section[aria-labelledby="intro-heading"]')!;
      section.querySelector('h2')?.remove();
      const count = words(section.textContent);
      if (count < 150) short.push(`${row.suggested_url}: ${count} words`);
    }
    expect(short).toEqual([]);
  });

  it('keeps titles within 60 characters and descriptions within 155 on the keyword pages', async () => {
    for (const row of rows) {
      const doc = parseHtml(await readFile(pageFile(out, row.suggested_url), 'utf8'));
      expect(doc.querySelector('title')!.textContent.length, row.suggested_url).toBeLessThanOrEqual(60);
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')!.length).toBeLessThanOrEqual(155);
    }
  });

  it('prints no keyword list: no page says "If you searched for"', async () => {
    const files = (await readdir(out, { recursive: true })).filter((name) => name.endsWith('.html')).map((name) => path.join(out, name));
    expect(files.length).toBeGreaterThan(1000);
    const offending: string[] = [];
    for (const file of files) if (/If you searched for/i.test(await readFile(file, 'utf8'))) offending.push(path.relative(out, file));
    expect(offending).toEqual([]);
  });
});

describe('the keyword sheet columns through `site generate --to json`', () => {
  let root: string;
  let data: string;
  let cleanup: () => Promise<void>;
  const keywords = () => path.join(data, 'seo-keywords.csv');
  const PAGE = '/mi/south-lyon/carpet-cleaning/';
  const row = () => findLine(keywords(), (r) => r.suggested_url === PAGE);

  beforeAll(async () => {
    // the two towns these tests read: the columns' rules are the same for one row in two towns as
    // in fourteen, and each plan costs a third of the whole data's
    ({ root, data, cleanup } = await copyData({ towns: ['south-lyon', 'brighton'], services: FEW_SERVICES }));
  });
  afterAll(async () => cleanup());

  it('renders the intro as Markdown, shows HTML in it as text, and uses the row on its page only', async () => {
    const line = await row();
    await setCell(keywords(), line, 'intro', 'First paragraph about **South Lyon** carpet.\n\n- stairs\n- playrooms\n\nA <marquee>sale</marquee> tag.');
    await setCell(keywords(), line, 'title', 'Carpet Cleaning for South Lyon Families');
    await setCell(keywords(), line, 'heading', 'Stairs, playrooms and the family carpet of South Lyon');
    await setCell(keywords(), line, 'faq', 'Do you clean stairs?>>Yes, every step.||Do you move furniture?>>Light pieces, yes.');
    const { result, routes } = await routeTable(root);
    expect(result.stderr).toBe('');
    const page = routes.find((r) => r.path === PAGE)!;
    expect(page.props.introHtml).toContain('<p>First paragraph about <strong>South Lyon</strong> carpet.</p>');
    expect(page.props.introHtml).toContain('<li>stairs</li>');
    // HTML typed into a cell shows as text (a <script> there fails the build: markdown-safety.test.ts)
    expect(page.props.introHtml).not.toContain('<marquee>');
    expect(page.props.introHtml).toContain('&lt;marquee&gt;');
    expect(page.props.intro).toEqual([]);
    // the company name is added when title and name fit in 60 characters, else its shorter name
    expect(page.head.title).toBe('Carpet Cleaning for South Lyon Families | Oak & Shore');
    expect(page.props.faqs).toEqual([
      { question: 'Do you clean stairs?', answer: 'Yes, every step.' },
      { question: 'Do you move furniture?', answer: 'Light pieces, yes.' },
    ]);
    expect(page.props.words!.intro.heading).toBe('Stairs, playrooms and the family carpet of South Lyon');
    // a page without a row keeps its templated copy, its heading from the copy file's pattern, and three FAQs
    const other = routes.find((r) => r.path === '/mi/brighton/carpet-cleaning/')!;
    expect(other.props.words!.intro.heading).toBe('Carpet Cleaning for Brighton homes and businesses');
    expect(other.props.introHtml).toBeUndefined();
    expect(other.props.intro!.join(' ')).toContain('Brighton');
    expect(other.props.faqs).toHaveLength(3);
  }, 300_000);

  it('rejects a title over 60 characters, a description over 155 and a malformed FAQ, each with file:line:column', async () => {
    const line = await row();
    const { header } = await readCsv(keywords());
    const column = (name: string) => header.indexOf(name) + 1;
    await setCell(keywords(), line, 'title', 'Carpet Cleaning in South Lyon, Michigan: Salt, Pets and Stairs Done');
    await setCell(keywords(), line, 'meta_description', `${'Carpet cleaning for South Lyon homes. '.repeat(5)}`.trim());
    await setCell(keywords(), line, 'faq', 'Do you clean stairs? Yes, every step.');
    const { result } = await routeTable(root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${await csvPlace(keywords(), 'data/seo-keywords.csv', line, column('title'))}: title: is longer than 60 characters`);
    expect(result.stderr).toContain(`${await csvPlace(keywords(), 'data/seo-keywords.csv', line, column('meta_description'))}: meta_description: is longer than 155 characters`);
    expect(result.stderr).toContain(`${await csvPlace(keywords(), 'data/seo-keywords.csv', line, column('faq'))}: faq: pair 1 should read "Question?>>Answer."`);
    await setCell(keywords(), line, 'heading', 'Carpet cleaning for South Lyon homes, '.repeat(4).trim());
    const long = await routeTable(root);
    expect(long.result.stderr).toContain(`${await csvPlace(keywords(), 'data/seo-keywords.csv', line, column('heading'))}: heading: is longer than 120 characters`);
  }, 300_000);

  it('accepts a sheet without the optional columns (the spec part 2 sheet)', async () => {
    const { header, rows } = await readCsv(keywords());
    const keep = header.map((_, i) => i).filter((i) => !['title', 'meta_description', 'heading', 'intro', 'faq'].includes(header[i]!));
    await writeCsv(keywords(), keep.map((i) => header[i]!), rows.map((cells) => keep.map((i) => cells[i] ?? '')));
    const { result, routes } = await routeTable(root);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const page = routes.find((r) => r.path === PAGE)!;
    expect(page.props.introHtml).toBeUndefined();
    expect(page.props.intro!.join(' ')).toContain('South Lyon');
    expect(page.props.intro!.join(' ')).not.toMatch(/searched for/i);
  }, 300_000);
});
