// `site init`: a new data folder that builds at once. It is a copy of a source folder (an example,
// or by default the neutral starter: the smallest example with every text replaced by a starter
// mark, "✎ title"), without what belongs to the source's own history and customers: its ledger of
// published addresses, its redirects, its keyword rows, its testimonials and its review snapshot.
// The words of the source's business, towns and trade are recorded in starter.json, so every
// build can name the texts that still hold them (check/leftovers.ts) until the new business's
// own words have replaced them.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import matter from 'gray-matter';
import { isPair, isScalar, parseDocument, visit } from 'yaml';
import { STARTER_FILE, STARTER_MARK, type StarterRecord } from '../support/starter.ts';
import { COPY_FILES, type CopyFile } from '../../shared/model/copy/index.ts';
import { PLACEHOLDER_SITE_URL } from '../check/warnings.ts';

/** The example the neutral starter is made from: the smallest, four towns and seven services. */
export const NEUTRAL_SOURCE = path.resolve(import.meta.dirname, '../../examples/tabletop-plumbing/data');

/** The neutral starter's logo (a plain mark, no trade's): the source's own is the source's brand. */
const STARTER_LOGO = path.resolve(import.meta.dirname, 'logo.svg');

/** Files of the source that describe its past and its customers, not a business to come. */
const SOURCE_HISTORY = ['published.csv'];
/** Tables kept with their header row only. */
const EMPTIED_TABLES = ['redirects.csv', 'seo-keywords.csv'];

export interface InitOptions {
  /** the new data folder: missing or empty (with `missing`: an existing data folder) */
  dir: string;
  /** a data folder to start from (an example's folder or its data/); default: the neutral starter */
  from?: string;
  /** add only the copy files (pages/, blocks/) `dir` lacks, marked, to an existing folder */
  missing?: boolean;
}

/** The copy files (pages/*.md, blocks/*.md) of the neutral starter that `dir` lacks and its
 * business needs, written marked. */
export async function addMissingCopyFiles(dir: string): Promise<string[]> {
  if (!existsSync(path.join(dir, 'business.json'))) throw new InitError(`${dir} holds no business.json: --missing adds copy files to an existing data folder`);
  const needed = await copyFilesNeeded(dir);
  const added: string[] = [];
  for (const folder of ['pages', 'blocks']) {
    const names = (await readdir(path.join(NEUTRAL_SOURCE, folder))).filter((name) => name.endsWith('.md'));
    for (const name of names) {
      const target = path.join(dir, folder, name);
      if (existsSync(target) || !needed(`${folder}/${name.replace(/\.md$/, '')}`)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await cp(path.join(NEUTRAL_SOURCE, folder, name), target, { errorOnExist: true, force: false });
      await markMarkdown(target);
      added.push(path.join(folder, name));
    }
  }
  return added;
}

/** Whether the business of `dir` builds the page of a copy file ("pages/bitcoin-payments"). */
async function copyFilesNeeded(dir: string): Promise<(name: string) => boolean> {
  const business = JSON.parse(await readFile(path.join(dir, 'business.json'), 'utf8')) as { paymentMethods?: unknown };
  const paymentMethods = Array.isArray(business.paymentMethods) ? business.paymentMethods.map(String) : [];
  return (name) => (COPY_FILES as Record<string, CopyFile>)[name]?.neededBy?.({ paymentMethods }) ?? true;
}

/** The source's web address is not the new business's: the placeholder, which every build warns
 * about until the real address replaces it. */
async function placeholderSiteUrl(dir: string): Promise<void> {
  const file = path.join(dir, 'business.json');
  const business = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  if (business.siteUrl === undefined || business.siteUrl === PLACEHOLDER_SITE_URL) return;
  await writeFile(file, `${JSON.stringify({ ...business, siteUrl: PLACEHOLDER_SITE_URL }, null, 2)}\n`);
}

/** Copy files of pages the source's business does not build (the Bitcoin page of a business that
 * takes no Bitcoin) are not written: nobody would read their words. `--missing` adds one later. */
async function dropUnbuiltCopyFiles(dir: string): Promise<void> {
  const needed = await copyFilesNeeded(dir);
  const names = Object.keys(COPY_FILES).filter((name) => !needed(name));
  await Promise.all(names.map((name) => rm(path.join(dir, `${name}.md`), { force: true })));
}

export interface InitResult {
  dir: string;
  /** the source folder, as given (or the neutral starter's) */
  from: string;
  neutral: boolean;
  files: number;
  /** texts replaced by a starter mark */
  marked: number;
  /** the source's words the leftover check looks for */
  words: string[];
}

export class InitError extends Error {}

/** The data folder inside `from`: the folder itself when it holds business.json, else its data/. */
function sourceDataDir(from: string): string {
  if (existsSync(path.join(from, 'business.json'))) return from;
  if (existsSync(path.join(from, 'data', 'business.json'))) return path.join(from, 'data');
  throw new InitError(`${from} holds no business.json (nor does ${path.join(from, 'data')}): name a data folder, for example --from examples/tabletop-plumbing`);
}

export async function initDataFolder(options: InitOptions): Promise<InitResult> {
  const neutral = options.from === undefined;
  const source = neutral ? NEUTRAL_SOURCE : sourceDataDir(options.from!);
  if (existsSync(options.dir) && (await readdir(options.dir)).length > 0) {
    throw new InitError(`${options.dir} is not empty: name a new folder (site init never writes over data)`);
  }
  const words = await sourceWords(source);
  await mkdir(path.dirname(path.resolve(options.dir)), { recursive: true });
  await cp(source, options.dir, { recursive: true, errorOnExist: true, force: false });
  await Promise.all(SOURCE_HISTORY.map((name) => rm(path.join(options.dir, name), { force: true })));
  await Promise.all(EMPTIED_TABLES.map((name) => keepHeader(path.join(options.dir, name))));
  await writeFile(path.join(options.dir, 'testimonials.json'), '[]\n');
  await emptyReviewSnapshot(path.join(options.dir, 'reviews.json'));
  await availabilityAsExceptions(options.dir);
  await dropUnbuiltCopyFiles(options.dir);
  await placeholderSiteUrl(options.dir);
  await rm(path.join(options.dir, STARTER_FILE), { force: true });
  const marked = neutral ? await markTexts(options.dir) : 0;
  if (neutral) await neutralLogo(options.dir);
  const record: StarterRecord = { from: neutral ? 'the neutral starter' : options.from!, words };
  await writeFile(path.join(options.dir, STARTER_FILE), `${JSON.stringify(record, null, 2)}\n`);
  const files = (await readdir(options.dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  return { dir: options.dir, from: record.from, neutral, files, marked, words };
}

/** The starter's plain mark in place of the source's logo, as business.json's `artwork.logo` names it. */
async function neutralLogo(dir: string): Promise<void> {
  const business = JSON.parse(await readFile(path.join(dir, 'business.json'), 'utf8')) as { artwork?: { logo?: string; favicon?: string } };
  const images = path.join(dir, 'images');
  for (const key of new Set([business.artwork?.logo, business.artwork?.favicon])) {
    if (!key) continue;
    const sources = (await readdir(path.dirname(path.join(images, key)))).filter((name) => name.replace(/\.[^.]+$/, '') === path.basename(key));
    await Promise.all(sources.map((name) => rm(path.join(path.dirname(path.join(images, key)), name))));
    await cp(STARTER_LOGO, `${path.join(images, key)}.svg`);
  }
}

async function keepHeader(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const [header = ''] = (await readFile(file, 'utf8')).split(/\r?\n/);
  await writeFile(file, `${header}\n`);
}

async function emptyReviewSnapshot(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, `${JSON.stringify({ ...snapshot, total_ratings: 0, reviews: [] }, null, 2)}\n`);
}

/** A source whose towns offer every service lists no pair: a town added then needs no row. */
async function availabilityAsExceptions(dir: string): Promise<void> {
  const [cities, services, pairs] = await Promise.all(['cities.csv', 'services.csv', 'availability.csv'].map((name) => csvRows(path.join(dir, name))));
  const offered = new Set(pairs!.filter((pair) => (pair.offered ?? '').trim().toLowerCase() !== 'no').map((pair) => `${pair.city},${pair.service}`));
  const everyPair = cities!.every((city) => services!.every((service) => offered.has(`${city.slug},${service.slug}`)));
  if (everyPair && offered.size === pairs!.length) await writeFile(path.join(dir, 'availability.csv'), 'city,service,offered\n');
}

// ---- the source's words -------------------------------------------------------------------------

/** Short words every trade writes: never a sign of the source's trade. */
const FUNCTION_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'your', 'our', 'of', 'in', 'on', 'to', 'a', 'an', 'at', 'by', 'or', 'co', 'llc', 'inc', 'company']);

const csvRows = async (file: string): Promise<Record<string, string>[]> =>
  existsSync(file) ? (parseCsv(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true }) as Record<string, string>[]) : [];

/**
 * What marks a text as the source's: its business's names, its office's town and region, its towns
 * and their landmarks, its services' names and titles (whole names: "water heater service"), and
 * each word of its business's name (its trade: "plumbing", "drain"), less the short words every
 * business writes.
 */
async function sourceWords(source: string): Promise<string[]> {
  const business = JSON.parse(await readFile(path.join(source, 'business.json'), 'utf8')) as {
    name?: string;
    alternateName?: string;
    legalName?: string;
    region?: string;
    address?: { city?: string };
  };
  const [cities, services, landmarks] = await Promise.all(['cities.csv', 'services.csv', 'landmarks.csv'].map((name) => csvRows(path.join(source, name))));
  const names = [
    business.name,
    business.alternateName,
    business.legalName,
    business.region,
    business.address?.city,
    ...cities!.map((c) => c.name),
    ...landmarks!.map((l) => l.landmark ?? l.name),
    ...services!.flatMap((s) => [s.name, s.title]),
  ];
  const tradeWords = [business.name, business.alternateName]
    .flatMap((text) => (text ?? '').toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? [])
    .filter((word) => word.length > 2 && !FUNCTION_WORDS.has(word));
  const all = [...names.map((name) => name?.trim() ?? ''), ...tradeWords].filter((word) => word.length > 0);
  return [...new Map(all.map((word) => [word.toLowerCase(), word])).values()];
}

// ---- starter marks ------------------------------------------------------------------------------

/**
 * Prose: a text of four words or more that is not a name. Shorter values, and values without a
 * space (addresses, slugs, keys, dates), are kept; so are names, every word capitalized ("Bear
 * Creek Lake Park", "Get a Free Quote"): the leftover check finds the source's among them.
 */
function isProse(text: string): boolean {
  if (!/\s/.test(text.trim()) || /^[a-z][a-z+.-]*:\/\//i.test(text.trim())) return false;
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (words.length < 4) return false;
  return !words.every((word) => /^\p{Lu}/u.test(word) || FUNCTION_WORDS.has(word.toLowerCase()));
}

/**
 * The starter texts of one file: the mark, the field's name with a number (two texts of a file are
 * never alike: a question or a heading must be unique), and the placeholders the text used.
 */
function starterTexts(): (field: string, text: string) => string {
  const seen = new Map<string, number>();
  return (field, text) => {
    const count = (seen.get(field) ?? 0) + 1;
    seen.set(field, count);
    const placeholders = [...new Set(text.match(/\{\{[^}]*\}\}/g) ?? [])];
    return [STARTER_MARK, `${field} ${count}`, ...placeholders].join(' ');
  };
}

/**
 * Short texts that are not prose but only ever the source's: its articles' titles and tags (an
 * article of the source is about its trade), its checklist's group names, and a menu label beside a
 * service (the source's service's name: "Water Heaters"). Marked like prose, so the leftover check
 * names them even when they hold none of the source's words.
 */
const SOURCE_ONLY: { file: RegExp; fields: string[] }[] = [
  { file: /[\\/]articles[\\/][^\\/]+\.md$/, fields: ['title', 'tags'] },
  { file: /[\\/]checklist\.json$/, fields: ['group'] },
];
const sourceOnlyFields = (file: string): ReadonlySet<string> => new Set(SOURCE_ONLY.filter((rule) => rule.file.test(file)).flatMap((rule) => rule.fields));

/** Replaces every prose text of the folder's copy files and tables with a starter text; returns how many. */
async function markTexts(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).map((name) => path.join(dir, name));
  const counts = await Promise.all(
    files.map(async (file) => {
      if (file.endsWith('.md')) return markMarkdown(file, sourceOnlyFields(file));
      if (file.endsWith('.csv')) return markCsv(file);
      if (file.endsWith('.json') && !file.endsWith(STARTER_FILE)) return markJson(file, sourceOnlyFields(file));
      return 0;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The nearest key above a node of the front matter: the field's name. */
function fieldName(ancestors: readonly unknown[]): string {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (isPair(ancestor) && isScalar(ancestor.key)) return String(ancestor.key.value);
  }
  return 'text';
}

async function markMarkdown(file: string, always: ReadonlySet<string> = new Set()): Promise<number> {
  const text = await readFile(file, 'utf8');
  const { content } = matter(text, {});
  const frontMatter = text.slice(0, text.length - content.length).replace(/^---\r?\n/, '').replace(/\r?\n---\r?\n?$/, '');
  const document = parseDocument(frontMatter);
  const starterText = starterTexts();
  let marked = 0;
  visit(document, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const field = fieldName(ancestors);
      if (!isProse(node.value) && !always.has(field)) return;
      node.value = starterText(field, node.value);
      node.type = 'QUOTE_DOUBLE';
      marked++;
    },
  });
  const body = content.trim().length > 0 && isProse(content) ? `\n${starterText('body', content)}\n` : content;
  if (body !== content) marked++;
  // a file without front matter (a service's text) stays without it
  const head = frontMatter.trim() ? `---\n${document.toString({ lineWidth: 0 })}---\n` : '';
  if (marked > 0) await writeFile(file, head ? `${head}${body}` : body.replace(/^\n/, ''));
  return marked;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

async function markCsv(file: string): Promise<number> {
  const rows = parseCsv(await readFile(file, 'utf8'), { skip_empty_lines: true, bom: true, relax_column_count: true }) as string[][];
  const [header = [], ...body] = rows;
  const starterText = starterTexts();
  let marked = 0;
  const serviceColumn = header.indexOf('service');
  const out = body.map((row) =>
    row.map((cell, i) => {
      // a menu's label beside a service is the source's service's name
      if (header[i] === 'label' && serviceColumn >= 0 && row[serviceColumn] && cell.trim()) {
        marked++;
        return starterText('label', cell);
      }
      // a list cell (a|b|c) marks each item of its own
      const items = cell.split('|');
      if (!items.some(isProse)) return cell;
      marked += items.filter(isProse).length;
      return items.map((item) => (isProse(item) ? starterText(header[i] ?? 'text', item) : item)).join('|');
    }),
  );
  if (marked > 0) await writeFile(file, `${[header, ...out].map((row) => row.map(csvCell).join(',')).join('\n')}\n`);
  return marked;
}

async function markJson(file: string, always: ReadonlySet<string> = new Set()): Promise<number> {
  const starterText = starterTexts();
  let marked = 0;
  const mark = (value: unknown, field: string): unknown => {
    if (typeof value === 'string') {
      if (!isProse(value) && !always.has(field)) return value;
      marked++;
      return starterText(field, value);
    }
    if (Array.isArray(value)) return value.map((item) => mark(item, field));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mark(item, key)]));
    return value;
  };
  const value = mark(JSON.parse(await readFile(file, 'utf8')), 'text');
  if (marked > 0) await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
  return marked;
}
