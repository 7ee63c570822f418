// The marketers' guide shows what the command line prints; each such block (marked
// `<!-- example: name -->` in docs/marketers.md) must equal what today's CLI prints for the
// scenario it describes, once times are normalised. A `...` line in a block stands for any lines.
// Real CLI on copies of the whole data: the guide's figures are the real site's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite, type CliResult } from '../helpers/cli.ts';
import { copyData, findLine, PROJECT_ROOT, readCsv, setCell, writeCsv } from '../helpers/data.ts';

const GUIDE = path.join(PROJECT_ROOT, 'docs/marketers.md');

/** The guide's example blocks by name, dedented to the fence. */
async function guideExamples(): Promise<Map<string, string[]>> {
  const guide = await readFile(GUIDE, 'utf8');
  const examples = new Map<string, string[]>();
  for (const match of guide.matchAll(/<!-- example: ([a-z-]+) -->\n( *)```\n([\s\S]*?)\n *```/g)) {
    const indent = match[2]!.length;
    examples.set(match[1]!, match[3]!.split('\n').map((line) => line.slice(indent)));
  }
  return examples;
}

const normalised = (text: string) => text.replace(/ in \d+ ms\b/g, ' in N ms');

/** `shown` (with `...` lines standing for any run of lines) against what the CLI printed. */
function matchesExample(shown: string[], printed: string[]): boolean {
  const [head, ...rest] = shown;
  if (head === undefined) return printed.length === 0;
  if (head.trim() === '...') return printed.some((_, skip) => matchesExample(rest, printed.slice(skip))) || matchesExample(rest, []);
  return printed[0] !== undefined && normalised(printed[0]) === normalised(head) && matchesExample(rest, printed.slice(1));
}

const linesOf = (text: string) => text.replace(/\n+$/, '').split('\n');

/** Takes a service off the site as a marketer does: its row, its towns' rows, its page copy. */
async function retireService(data: string, slug: string, keep: { menus: boolean }): Promise<void> {
  const dropRows = async (file: string, column: string) => {
    const { header, rows } = await readCsv(path.join(data, file));
    await writeCsv(path.join(data, file), header, rows.filter((row) => row[header.indexOf(column)] !== slug));
  };
  await dropRows('services.csv', 'slug');
  await dropRows('availability.csv', 'service');
  await dropRows('seo-keywords.csv', 'service_slug');
  if (!keep.menus) await dropRows('menus.csv', 'service');
  const cities = await readCsv(path.join(data, 'cities.csv'));
  const featured = cities.header.indexOf('featured_services');
  for (const row of cities.rows) row[featured] = row[featured]!.split('|').filter((s) => s !== slug).join('|');
  await writeCsv(path.join(data, 'cities.csv'), cities.header, cities.rows);
  const testimonials = path.join(data, 'testimonials.json');
  const list = JSON.parse(await readFile(testimonials, 'utf8')) as { services?: string[] }[];
  for (const item of list) item.services = item.services?.filter((s) => s !== slug);
  await writeFile(testimonials, `${JSON.stringify(list, null, 2)}\n`);
  await rm(path.join(data, 'services', `${slug}.md`), { force: true });
}

let examples: Map<string, string[]>;
const printed = new Map<string, CliResult>();
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  examples = await guideExamples();
  const site = (root: string, ...args: string[]) => runSite(['generate', '--data', 'data', ...args], { cwd: root, env: { SITE_URL: '', GITHUB_ACTIONS: '' } });

  // a good build after a one-cell edit, then a service retired whose menu row stays behind
  const built = await copyData();
  cleanups.push(built.cleanup);
  expect((await site(built.root, '--out', 'dist')).code).toBe(0);
  const services = path.join(built.data, 'services.csv');
  const line = await findLine(services, (row) => row.slug === 'general-cleaning');
  await setCell(services, line, 'meta_description', 'House cleaning in Metro Detroit from $160: kitchens, bathrooms, dusting and floors, done by an insured team based in Milford, MI. Get a free quote.');
  printed.set('good-build', await site(built.root, '--out', 'dist'));
  await retireService(built.data, 'airbnb-cleaning', { menus: true });
  // the home page's copy linked to it: that link now goes to the list of services
  const home = path.join(built.data, 'pages', 'home.md');
  await writeFile(home, (await readFile(home, 'utf8')).replaceAll('(/services/airbnb-cleaning/)', '(/services/)'));
  printed.set('retired-service-warnings', await site(built.root, '--out', 'dist', '--verbose'));

  // mistakes that stop the build: the route table alone (--to json) finds them
  const broken = await copyData();
  cleanups.push(broken.cleanup);
  const cities = path.join(broken.data, 'cities.csv');
  await setCell(cities, await findLine(cities, (row) => row.slug === 'wixom'), 'lat', 'north-ish');
  const availability = path.join(broken.data, 'availability.csv');
  await setCell(availability, await findLine(availability, (row) => row.city === 'novi' && row.service === 'deep-cleaning'), 'service', 'deep-claening');
  printed.set('data-errors', await site(broken.root, '--to', 'json'));

  const linked = await copyData();
  cleanups.push(linked.cleanup);
  await retireService(linked.data, 'window-cleaning', { menus: false });
  printed.set('link-errors', await site(linked.root, '--to', 'json'));
}, 900_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe("the marketers' guide shows today's output", () => {
  it('marks every block it checks', () => {
    expect([...examples.keys()].sort()).toEqual(['data-errors', 'good-build', 'link-errors', 'retired-service-warnings']);
  });

  it.each([
    ['good-build', 'stdout'],
    ['data-errors', 'stderr'],
    ['link-errors', 'stderr'],
    ['retired-service-warnings', 'stdout'],
  ] as const)('%s', (name, stream) => {
    const result = printed.get(name)!;
    const output = linesOf(result[stream]);
    // the warnings block starts at the warnings (the lines above are the summary and the tables)
    const from = name === 'retired-service-warnings' ? output.findIndex((l) => l.startsWith('⚠ ')) : 0;
    const shown = examples.get(name) ?? [];
    expect(matchesExample(shown, output.slice(from)), `the guide shows:\n${shown.join('\n')}\n\nthe CLI printed:\n${output.slice(from).join('\n')}`).toBe(true);
  });
});
