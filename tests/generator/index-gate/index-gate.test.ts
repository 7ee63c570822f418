// The index gate (docs/decisions.md#index-gate), read from the built site. The gate decides from a
// text model of each templated page (generator/index-gate/page-text.ts); these tests read the
// <main> text of the built HTML instead and check that it is the text the gate measured, that no
// two indexable pages of a kind are more alike than the threshold, that held-back pages are
// noindex,follow and out of the sitemap, that the coverage table is printed, and that the
// thresholds in data steer decisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { builtSite, builtSiteInfo, checkedBuiltSite, SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, DATA_DIR, readCsv, SMALL_SITE } from '../../helpers/data.ts';
import { prepareRoutes } from '../../../generator/build.ts';
import { isGated, mainText, NOT_TEXT_SELECTORS, sharedWords, type GatedKind, type GatedRoute, type SharedWords } from '../../../generator/index-gate/page-text.ts';
import { jaccardOfSets, shingleHashes, uniqueness, words } from '../../../generator/index-gate/similarity.ts';
import type { Coverage } from '../../../generator/index-gate/index-gate.ts';
import type { RouteOf } from '../../../shared/model/routes.ts';
import { pathToFile } from '../../../generator/routes/index.ts';

interface BuiltPage {
  route: GatedRoute;
  html: string;
  /** the words of <main> without its navigation, read from the HTML */
  words: string[];
  robots: string | undefined;
}

const THRESHOLD = 0.5;
const MIN_OWN_WORDS = 150;
let pages: BuiltPage[] = [];
let coverage: Coverage;
let shared: SharedWords;
let sitemap: Set<string>;
const ofKind = (kind: GatedKind) => pages.filter((p) => p.route.kind === kind);

/** Text nodes joined by spaces: markup puts block elements side by side with no space between. */
function textOf(node: Node): string {
  if (node.nodeType === 3) return node.text;
  return node.childNodes.map(textOf).join(' ');
}

function mainWords(html: string): string[] {
  const main = parse(html).querySelector('main') as HTMLElement;
  for (const selector of NOT_TEXT_SELECTORS) for (const element of main.querySelectorAll(selector)) element.remove();
  return words(textOf(main));
}

beforeAll(async () => {
  // ask now for the one shared `site check` of the build; the test that reads it awaits it
  void checkedBuiltSite().catch(() => undefined);
  const dist = await builtSite();
  const prepared = await prepareRoutes({ dataDir: DATA_DIR, outDir: 'unused', siteUrl: SITE_URL });
  coverage = prepared.coverage;
  shared = sharedWords(prepared.ctx.site);
  pages = await Promise.all(
    prepared.routes.filter(isGated).map(async (route) => {
      const html = await readFile(path.join(dist, pathToFile(route.path)), 'utf8');
      const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
      return { route, html, words: mainWords(html), robots };
    }),
  );
  const xml = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  sitemap = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
}, 600_000);

describe('the text the gate measures', () => {
  it('is word for word the <main> text of every built templated page, navigation left out', () => {
    const mismatches: string[] = [];
    for (const page of pages) {
      const model = words(mainText(page.route, shared));
      if (model.join(' ') === page.words.join(' ')) continue;
      const at = model.findIndex((word, i) => page.words[i] !== word);
      mismatches.push(`${page.route.path}: from word ${at}: model "${model.slice(at, at + 8).join(' ')}", HTML "${page.words.slice(at, at + 8).join(' ')}"`);
    }
    expect(mismatches).toEqual([]);
    expect(pages).toHaveLength(910 + 14 + 12);
  });

  it('gives from the HTML the figures and decisions the build made', () => {
    // the gate measures the full pages; an indexable town x service page sheds its shared blocks
    // afterwards (routes/town-first.ts), so its measured text is the model's full form, whose
    // shown form the test above holds to the HTML
    const measuredWords = (page: BuiltPage) =>
      page.route.kind === 'cityService' && page.route.props.townFirst ? words(mainText({ ...page.route, props: { ...page.route.props, townFirst: false } }, shared)) : page.words;
    for (const kind of ['cityService', 'cityHub', 'cityArticle'] as const) {
      const siblings = ofKind(kind);
      const measured = uniqueness(siblings.map((p) => ({ id: p.route.path, text: measuredWords(p).join(' ') })));
      const recorded = new Map(coverage.pages.map((p) => [p.path, p]));
      measured.forEach((m, i) => {
        const passes = m.nearest <= THRESHOLD && m.ownWords >= MIN_OWN_WORDS;
        const page = siblings[i]!;
        expect(recorded.get(m.id), m.id).toMatchObject({ ownWords: m.ownWords, nearest: m.nearest, indexable: passes });
        expect(page.route.indexable, m.id).toBe(passes);
        expect(page.robots, m.id).toBe(passes ? undefined : 'noindex,follow');
      });
    }
  });
});

describe('indexable pages', () => {
  // each page's shingle set made once: the median test compares every indexable page with all 910
  const shingleSets = new Map<string, Set<number>>();
  const shingles = (page: BuiltPage) => {
    let set = shingleSets.get(page.route.path);
    if (!set) shingleSets.set(page.route.path, (set = new Set(shingleHashes(page.words))));
    return set;
  };

  it('no two of a kind are more alike than the threshold (exact Jaccard of the built text)', () => {
    const tooAlike: string[] = [];
    for (const kind of ['cityService', 'cityHub', 'cityArticle'] as const) {
      const indexable = ofKind(kind).filter((p) => p.route.indexable);
      for (let i = 0; i < indexable.length; i++) {
        for (let j = i + 1; j < indexable.length; j++) {
          const similarity = jaccardOfSets(shingles(indexable[i]!), shingles(indexable[j]!));
          // the gate estimates (MinHash, standard error about 0.06); the exact figure may sit a little above
          if (similarity > THRESHOLD + 0.1) tooAlike.push(`${indexable[i]!.route.path} ~ ${indexable[j]!.route.path}: ${similarity.toFixed(2)}`);
        }
      }
    }
    expect(tooAlike).toEqual([]);
  });

  it('city-service pages: median nearest-sibling similarity at most 0.35, each with 150+ words of its own', () => {
    const all = ofKind('cityService');
    const indexable = all.filter((p) => p.route.indexable);
    expect(indexable.length).toBeGreaterThanOrEqual(45);
    const nearest = indexable.map((page) => Math.max(...all.filter((other) => other !== page).map((other) => jaccardOfSets(shingles(page), shingles(other)))));
    nearest.sort((a, b) => a - b);
    expect(nearest[nearest.length >> 1]).toBeLessThanOrEqual(0.35);
    for (const page of indexable) expect(coverage.pages.find((p) => p.path === page.route.path)!.ownWords).toBeGreaterThanOrEqual(MIN_OWN_WORDS);
  }, 120_000);

  it('include every city-service page whose keyword row has its own intro', async () => {
    const { header, rows } = await readCsv(path.join(DATA_DIR, 'seo-keywords.csv'));
    const written = rows.filter((row) => row[header.indexOf('intro')]).map((row) => row[header.indexOf('suggested_url')]!);
    // the sheet's first 45 rows at least: more are added as each town gets its own copy
    expect(written.length).toBeGreaterThanOrEqual(45);
    const held = written.filter((url) => !pages.find((p) => p.route.path === url)!.route.indexable);
    expect(held).toEqual([]);
  });

  it('represent every town of cities.csv with at least two town x service pages', async () => {
    const { header, rows } = await readCsv(path.join(DATA_DIR, 'cities.csv'));
    const towns = rows.map((row) => row[header.indexOf('slug')]!);
    const indexableIn = (town: string) => ofKind('cityService').filter((p) => p.route.indexable && p.route.path.startsWith(`/mi/${town}/`)).length;
    expect(towns.length).toBe(14);
    expect(towns.filter((town) => indexableIn(town) < 2)).toEqual([]);
  });

  it('include all 14 city hubs', () => {
    const hubs = ofKind('cityHub');
    expect(hubs).toHaveLength(14);
    expect(hubs.filter((p) => !p.route.indexable).map((p) => p.route.path)).toEqual([]);
  });
});

describe('held-back pages', () => {
  it('carry noindex,follow, leave sitemap.xml, and still exist', () => {
    const held = pages.filter((p) => !p.route.indexable);
    expect(held.length).toBeGreaterThan(0);
    for (const page of held) {
      expect(page.html, page.route.path).toContain('<meta name="robots" content="noindex,follow"/>');
      expect(sitemap.has(page.route.path), page.route.path).toBe(false);
    }
    for (const page of pages.filter((p) => p.route.indexable)) {
      expect(page.robots, page.route.path).toBeUndefined();
      expect(sitemap.has(page.route.path), page.route.path).toBe(true);
    }
    // an indexable town x service page puts its town first; a held-back one keeps every block
    for (const page of ofKind('cityService')) expect((page.route as RouteOf<'cityService'>).props.townFirst, page.route.path).toBe(page.route.indexable);
  });
});

describe('the coverage table', () => {
  const tableOf = (stdout: string) => stdout.slice(stdout.indexOf('Index gate'));

  it('is printed by site generate, with the writing plan: one line per town and its most valuable held-back page', async () => {
    const table = tableOf((await builtSiteInfo()).result.stdout);
    expect(table).toMatch(/^Index gate \(nearest sibling at most 0\.5, at least 150 own words\):/);
    const service = coverage.kinds.find((k) => k.kind === 'cityService')!;
    expect(table).toMatch(new RegExp(`cityService +${service.indexable} +${service.heldBack} +${service.medianNearest.toFixed(2)} +${service.worstNearest.toFixed(2)} +${Math.round(service.medianOwnWords)}\\n`));
    expect(table).toContain(`Writing plan (town x service pages indexable per town, and the held-back page worth most; "site coverage" lists all ${coverage.plan!.rows.length}):`);
    const towns = table.match(/^ {2}[a-z-]+ +\d+ of \d+ indexable(, next \/mi\/[a-z-]+\/[a-z-]+\/ \(value [\d,]+: \d+ (searches a month, estimated|searches a month \(keyword sheet\)|impressions a month in Search Console)(, \d+ visits a year)?\))?$/gm) ?? [];
    expect(towns).toHaveLength(14);
    // the first town is the one whose next page is worth most: the plan's first city-service row
    const first = coverage.plan!.rows.find((row) => row.kind === 'cityService')!;
    expect(towns[0]).toContain(`next ${first.path} `);
  });

  it('is printed by site check for the folder the build wrote', async () => {
    const result = await checkedBuiltSite();
    expect(result.code, result.stderr).toBe(0);
    // the same lines as the build printed: the gate's table, then the writing plan's line per town
    // (the build's output goes on with its warnings; check's ends there)
    const checked = tableOf(result.stdout).trimEnd().split('\n');
    expect(checked.join('\n')).toContain('Writing plan (');
    expect(checked).toEqual(tableOf((await builtSiteInfo()).result.stdout).split('\n').slice(0, checked.length));
  }, 300_000);
});

// A few towns' city-service pages (195, 27 of them indexable as the data stands) are enough to see
// the gate move both ways, at a fraction of the whole site's similarity work per run.
describe('thresholds in data', () => {
  let data: string;
  let cleanup: () => Promise<void>;
  let business: string;
  beforeAll(async () => {
    ({ data, cleanup } = await copyData(SMALL_SITE));
    business = await readFile(path.join(data, 'business.json'), 'utf8');
  });
  afterAll(() => cleanup());

  /** How many city-service pages the gate `gate` in business.json lets through: prepared by the
   * real command, or (`inProcess`) by the same preparation in this process, which skips starting a
   * process and loading the pipeline. */
  async function decisions(gate: unknown, { inProcess = false } = {}): Promise<{ code: number; stderr: string; indexable: number }> {
    await writeFile(path.join(data, 'business.json'), JSON.stringify({ ...(JSON.parse(business) as Record<string, unknown>), indexGate: gate }, null, 2));
    const cityServices = (routes: { kind: string; indexable: boolean }[]) => routes.filter((r) => r.kind === 'cityService' && r.indexable).length;
    if (inProcess) return { code: 0, stderr: '', indexable: cityServices((await prepareRoutes({ dataDir: data, outDir: 'unused', siteUrl: SITE_URL })).routes) };
    const result = await runSite(['generate', '--data', data, '--out', path.join(data, '..', 'dist'), '--to', 'json', '--site-url', SITE_URL]);
    if (result.code !== 0) return { code: result.code, stderr: result.stderr, indexable: 0 };
    return { code: 0, stderr: '', indexable: cityServices((JSON.parse(result.stdout) as { routes: { kind: string; indexable: boolean }[] }).routes) };
  }

  it('steer the decisions: a stricter gate holds back more pages, a looser one lets more through', async () => {
    await writeFile(path.join(data, 'business.json'), business);
    const today = (await prepareRoutes({ dataDir: data, outDir: 'unused', siteUrl: SITE_URL })).coverage.kinds.find((k) => k.kind === 'cityService')!.indexable;
    expect((await decisions({ maxSimilarity: 0.2, minOwnWords: 150 })).indexable).toBeLessThan(today);
    expect((await decisions({ maxSimilarity: 0.5, minOwnWords: 400 }, { inProcess: true })).indexable).toBeLessThan(today);
    expect((await decisions({ maxSimilarity: 0.9, minOwnWords: 10 }, { inProcess: true })).indexable).toBeGreaterThan(today);
  }, 300_000);

  it('are validated like other data', async () => {
    const result = await decisions({ maxSimilarity: 1.5, minOwnWords: 150 });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/business\.json.*indexGate\.maxSimilarity.*expected a share from 0 to 1/s);
  }, 300_000);
});
