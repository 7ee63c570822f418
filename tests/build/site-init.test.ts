// `site init`: a new data folder that builds at once, with the real CLI. The neutral starter marks
// every text for the new business's words and the build counts them; the source's history (ledger,
// redirects, keyword rows, testimonials, reviews) stays behind; every text still holding a mark or a
// word of the source (its business, towns, trade) is named at its file and line, by the build and
// by `site check`, and a text written in the business's own words is not.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/data.ts';

interface Warning {
  file: string;
  line?: number;
  key?: string;
  message: string;
}

let root: string;
const dataOf = (name: string) => path.join(root, name, 'data');

/** The warnings of a build of `data` (`--to json`: nothing written). */
async function warningsOf(data: string): Promise<Warning[]> {
  const result = await runSite(['generate', '--data', data, '--to', 'json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { warnings: Warning[] }).warnings;
}
const leftovers = (warnings: Warning[]) => warnings.filter((w) => /still holds/.test(w.message));
const countLine = (warnings: Warning[]) => warnings.find((w) => /still hold starter words/.test(w.message));

beforeAll(async () => {
  root = await tempDir('site-init-');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('site init into an empty folder (the neutral starter)', () => {
  let init: Awaited<ReturnType<typeof runSite>>;
  let warnings: Warning[];
  beforeAll(async () => {
    init = await runSite(['init', dataOf('groomer')]);
    warnings = await warningsOf(dataOf('groomer'));
  }, 120_000);

  it('makes a folder and prints the next steps', () => {
    expect(init.code).toBe(0);
    expect(init.stdout).toMatch(/made from the neutral starter: \d+ files/);
    expect(init.stdout).toMatch(/(\d{3}) texts hold a starter mark/);
    expect(init.stdout).toContain(`generate --data ${dataOf('groomer')}`);
  });

  it('leaves the source’s history behind: no ledger, no redirects, keyword rows, testimonials or reviews', async () => {
    const data = dataOf('groomer');
    expect(existsSync(path.join(data, 'published.csv'))).toBe(false);
    for (const table of ['redirects.csv', 'seo-keywords.csv']) expect((await readFile(path.join(data, table), 'utf8')).trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(await readFile(path.join(data, 'testimonials.json'), 'utf8'))).toEqual([]);
    expect(JSON.parse(await readFile(path.join(data, 'reviews.json'), 'utf8'))).toMatchObject({ total_ratings: 0, reviews: [] });
    // its towns offer every service: written as no exception, so a town added needs no row
    expect(await readFile(path.join(data, 'availability.csv'), 'utf8')).toBe('city,service,offered\n');
  });

  it('puts the starter’s plain mark where business.json names the logo, not the source’s', async () => {
    const logo = await readFile(path.join(dataOf('groomer'), 'images', 'logo.svg'), 'utf8');
    expect(logo).toBe(await readFile(path.join(PROJECT_ROOT, 'generator', 'scaffold', 'logo.svg'), 'utf8'));
    expect(logo).not.toBe(await readFile(path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data', 'images', 'logo.svg'), 'utf8'));
  });

  it('builds green at once, counting the texts that still hold starter words, each named at its file and line', async () => {
    const found = leftovers(warnings);
    const count = countLine(warnings)!;
    expect(count.file).toBe(path.join(dataOf('groomer'), 'starter.json'));
    expect(count.message).toMatch(new RegExp(`^${found.length} texts in \\d+ files still hold starter words`));
    expect(found.length).toBeGreaterThan(300);
    // the count comes first, so the summary's few lines show it
    expect(warnings[0]).toBe(count);
    const heading = found.find((w) => w.file.endsWith(path.join('pages', 'home.md')) && /^hero\.lead: still holds the starter mark/.test(w.message));
    expect(heading?.line).toBeGreaterThan(1);
    const home = (await readFile(path.join(dataOf('groomer'), 'pages', 'home.md'), 'utf8')).split('\n');
    expect(home[heading!.line! - 1]).toMatch(/lead: "✎ lead/);
    // the source's own name, in business.json, and its towns in cities.csv
    expect(found).toContainEqual(expect.objectContaining({ key: 'name', message: expect.stringMatching(/^still holds "Tabletop Plumbing & Drain", from the neutral starter/) }));
    expect(found.some((w) => w.file.endsWith('cities.csv') && /"Lakewood"/.test(w.message))).toBe(true);
  });

  it('names a source word planted in a text at its file and line, and stops naming a text once it is the business’s own', async () => {
    const file = path.join(dataOf('groomer'), 'pages', 'faq.md');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const marked = lines.findIndex((line) => /✎/.test(line));
    expect(marked).toBeGreaterThan(0);
    const key = lines[marked]!.split(':')[0]!;
    // the plant: a leftover town of the source in the business's own sentence
    lines[marked] = `${key}: "Answers about grooming appointments in Arvada and nearby"`;
    await writeFile(file, lines.join('\n'));
    const planted = leftovers(await warningsOf(dataOf('groomer'))).filter((w) => w.file === file && w.line === marked + 1);
    expect(planted.map((w) => w.message)).toEqual([expect.stringMatching(/still holds "Arvada", from the neutral starter: write your own$/)]);
    // the business's own words: nothing left to name on that line
    lines[marked] = `${key}: "Answers about grooming appointments, coats and nails"`;
    await writeFile(file, lines.join('\n'));
    const after = await warningsOf(dataOf('groomer'));
    expect(leftovers(after).filter((w) => w.file === file && w.line === marked + 1)).toEqual([]);
    expect(leftovers(after).length).toBe(leftovers(warnings).length - 1);
  }, 120_000);

  it('marks the short texts that are only ever the source’s: its articles’ titles and tags, its checklist’s groups, a menu label beside a service', async () => {
    const data = dataOf('groomer');
    const article = await readFile(path.join(data, 'articles', 'hard-water-heater-care.md'), 'utf8');
    expect(article).toMatch(/^title: "✎ title 1"$/m);
    expect(article).toMatch(/^tags: \[ "✎ tags 1", "✎ tags 2", "✎ tags 3", "✎ tags 4" \]$/m);
    const checklist = JSON.parse(await readFile(path.join(data, 'checklist.json'), 'utf8')) as { lists: { groups: { group: string }[] }[] };
    expect(checklist.lists.flatMap((list) => list.groups.map((group) => group.group)).every((group) => group.startsWith('✎ group'))).toBe(true);
    const menus = (await readFile(path.join(data, 'menus.csv'), 'utf8')).split('\n');
    expect(menus).toContain('header-services,,water-heater-repair,,✎ label 2');
    // a label of a page link is the site's own, not the source's trade
    expect(menus).toContain('header-main,,,/contact/,Contact');
    expect(leftovers(warnings).some((w) => w.file.endsWith('menus.csv') && w.line === menus.indexOf('header-services,,water-heater-repair,,✎ label 2') + 1)).toBe(true);
  });

  it('names a trade word in its other forms ("Plumbers" for "plumbing"), and a one-word town only as a name', async () => {
    const file = path.join(dataOf('groomer'), 'pages', 'contact.md');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const title = lines.findIndex((line) => line.startsWith('title:'));
    // the starter's own title, a capitalized name the mark leaves alone: the trade's word in another form
    expect(lines[title]).toBe('title: Contact Our Plumbers');
    const named = leftovers(warnings).filter((w) => w.file === file && w.line === title + 1);
    expect(named.map((w) => w.message)).toEqual(['title: still holds "Plumbers" (starter.json: "plumbing"), from the neutral starter: write your own']);
    // a golden retriever is no leftover of the town of Golden; the town is
    lines[title] = 'title: Contact the Golden Retriever Groomers';
    await writeFile(file, lines.join('\n'));
    expect(leftovers(await warningsOf(dataOf('groomer'))).filter((w) => w.file === file && w.line === title + 1)).toHaveLength(1);
    lines[title] = 'title: Contact the golden retriever groomers';
    await writeFile(file, lines.join('\n'));
    expect(leftovers(await warningsOf(dataOf('groomer'))).filter((w) => w.file === file && w.line === title + 1)).toEqual([]);
  }, 120_000);

  it('writes no copy for a page the business does not build, and counts none in one left there; the source’s address becomes the placeholder', async () => {
    const data = dataOf('groomer');
    // the starter takes no Bitcoin: its Bitcoin page is never built
    expect(existsSync(path.join(data, 'pages', 'bitcoin-payments.md'))).toBe(false);
    await cp(path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data', 'pages', 'bitcoin-payments.md'), path.join(data, 'pages', 'bitcoin-payments.md'));
    const after = await warningsOf(data);
    expect(leftovers(after).filter((w) => /bitcoin-payments/.test(w.file))).toEqual([]);
    await rm(path.join(data, 'pages', 'bitcoin-payments.md'));
    const business = JSON.parse(await readFile(path.join(data, 'business.json'), 'utf8')) as { siteUrl: string };
    expect(business.siteUrl).toBe('https://www.example.com');
    expect(after).toContainEqual(expect.objectContaining({ key: 'siteUrl', message: expect.stringMatching(/point at the placeholder/) }));
    // a text file without front matter (a service's) stays without it
    expect(await readFile(path.join(data, 'services', 'drain-clearing.md'), 'utf8')).toMatch(/^✎ body 1\n$/);
  }, 120_000);

  it('site check names the leftovers of the build that wrote the folder', async () => {
    const out = path.join(root, 'groomer', 'dist');
    const build = await runSite(['generate', '--data', dataOf('groomer'), '--out', out]);
    expect(build.code).toBe(0);
    expect(build.stdout + build.stderr).toMatch(/texts in \d+ files still hold starter words/);
    const check = await runSite(['check', '--dir', out]);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/Leftovers of the starter \(\d+ texts\)/);
    expect(check.stdout).toContain(`${path.join(dataOf('groomer'), 'business.json')} name: still holds "Tabletop Plumbing & Drain"`);
  }, 120_000);
});

describe('site init --from an example', () => {
  it('keeps the example’s texts and names each holding its words; a folder with no starter.json has none', async () => {
    const init = await runSite(['init', dataOf('cleaner'), '--from', path.join(PROJECT_ROOT, 'examples', 'olentangy-cleaning')]);
    expect(init.code).toBe(0);
    const record = JSON.parse(await readFile(path.join(dataOf('cleaner'), 'starter.json'), 'utf8')) as { words: string[] };
    expect(record.words).toEqual(expect.arrayContaining(['Olentangy Home & Office Cleaning', 'cleaning']));
    // an example's own logo comes along with its texts
    const logo = (folder: string) => readFile(path.join(folder, 'images', 'logo.svg'), 'utf8');
    expect(await logo(dataOf('cleaner'))).toBe(await logo(path.join(PROJECT_ROOT, 'examples', 'olentangy-cleaning', 'data')));
    const warnings = await warningsOf(dataOf('cleaner'));
    expect(leftovers(warnings).some((w) => /"cleaning"/.test(w.message))).toBe(true);
    expect(leftovers(warnings).some((w) => /✎/.test(w.message))).toBe(false);
    // the same data without the record: no leftovers to find
    await rm(path.join(dataOf('cleaner'), 'starter.json'));
    const none = await warningsOf(dataOf('cleaner'));
    expect(leftovers(none)).toEqual([]);
    expect(countLine(none)).toBeUndefined();
  }, 120_000);

  it('refuses a folder that is not empty, and a source with no business.json, writing nothing', async () => {
    const taken = path.join(root, 'taken');
    await mkdir(taken, { recursive: true });
    await writeFile(path.join(taken, 'notes.txt'), 'mine');
    const refused = await runSite(['init', taken]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${taken} is not empty`);
    expect(await readFile(path.join(taken, 'notes.txt'), 'utf8')).toBe('mine');
    const noSource = await runSite(['init', path.join(root, 'nowhere'), '--from', root]);
    expect(noSource.code).toBe(1);
    expect(noSource.stderr).toMatch(/holds no business\.json/);
    expect(existsSync(path.join(root, 'nowhere'))).toBe(false);
  });
});

describe('errors that teach, on an old data folder', () => {
  it('a missing copy file names its fields and the command that writes it; a renamed key says its new name; a missing field its shape and an example', async () => {
    const data = dataOf('old');
    await cp(path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data'), data, { recursive: true });
    const businessFile = path.join(data, 'business.json');
    const business = JSON.parse(await readFile(businessFile, 'utf8')) as Record<string, unknown> & { promises: Record<string, unknown> };
    const { jobsDone, ...rest } = business;
    delete rest.promises.replyTime;
    await writeFile(businessFile, JSON.stringify({ ...rest, homesCleaned: jobsDone }, null, 2));
    await rm(path.join(data, 'pages', 'careers.md'));
    // a plumber who takes no Bitcoin builds no Bitcoin page and needs no copy file for it
    await rm(path.join(data, 'pages', 'bitcoin-payments.md'));
    const failed = await runSite(['generate', '--data', data, '--to', 'json']);
    expect(failed.code).toBe(1);
    const lines = failed.stderr.split('\n');
    expect(lines).toContain(`${businessFile} homesCleaned: renamed to "jobsDone": rename the key, keeping its value`);
    // one problem for the rename, not a second for the new name
    expect(lines.filter((line) => /jobsDone/.test(line))).toHaveLength(1);
    expect(lines).toContain(`${businessFile} promises.replyTime: is required: text, for example "within one business day"`);
    const careers = lines.find((line) => line.startsWith(`${path.join(data, 'pages', 'careers.md')}: file is missing`));
    expect(lines.filter((line) => /bitcoin-payments/.test(line))).toEqual([]);
    expect(careers).toMatch(/its fields title, description, breadcrumb, hero, benefits, apply, contact .*"node bin\/site\.js init .* --missing" writes it with a starter text in each field/);

    // what the message says to run: the file comes back, each text marked, and the build names them
    const added = await runSite(['init', data, '--missing']);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('1 copy file added');
    await writeFile(businessFile, JSON.stringify({ ...rest, jobsDone, promises: { ...rest.promises, replyTime: 'within an hour' } }, null, 2));
    const warnings = await warningsOf(data);
    expect(countLine(warnings)?.message).toMatch(/^\d+ texts in 1 file still hold starter words \(the mark ✎\)/);
    expect(leftovers(warnings).every((w) => w.file === path.join(data, 'pages', 'careers.md'))).toBe(true);
  }, 120_000);

  it('an old blocks/why-us.md without categories: says what the key holds, with an example', async () => {
    const data = dataOf('old-categories');
    await cp(path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data'), data, { recursive: true });
    const file = path.join(data, 'blocks', 'why-us.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text.slice(0, text.indexOf('\ncategories:'))}\n---\n`);
    const failed = await runSite(['generate', '--data', data, '--to', 'json']);
    expect(failed.code).toBe(1);
    const line = failed.stderr.split('\n').find((l) => l.startsWith(file));
    expect(line).toMatch(
      /categories: is required: a list of groups of fields: id, heading, label, artwork, reasons \(optional\), for example "- id: home" with "heading: .*", "label: .*" and "artwork: .*" on the lines below it, one entry per category services\.csv names \(docs\/marketers\.md, "Service categories"\)$/,
    );
  }, 120_000);
});
