// The index gate re-uses what it read for unchanged pages (docs/decisions.md#index-gate). A `site
// generate` into a folder built before re-uses the index gate's reading of every page whose text is
// unchanged (kept in .cache/ under a hash of the text), reads again a page whose text changed
// anywhere, and comes to the same coverage table as a build that read every page. A kind's
// similarity is kept as well, and worked out again when any of its pages' texts changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyData, findLine, readCsv, setCell, SMALL_SITE } from '../../helpers/data.ts';
import { runSite, type CliResult } from '../../helpers/cli.ts';
import { GateReadings } from '../../../generator/index-gate/gate-readings.ts';
import { uniqueness, type PageText, type Uniqueness } from '../../../generator/index-gate/similarity.ts';

let root: string;
let data: string;
let cleanup: () => Promise<void>;
/** templated pages of SMALL_SITE: 45 city-service pages, 3 hubs, 6 city articles (the whole site
 * has 936; a few towns and services show the same re-use, at a fraction of each build's time) */
const GATED = 54;

/** Run from the copy's folder, so the readings are kept in its own .cache/ (the working cache);
 * images and bundles come from the project's cache, as for every other build of a copy: a private
 * cache (SITE_CACHE_DIR) would make the first build encode every image again for nothing. */
async function generate(out = 'dist'): Promise<CliResult> {
  // --verbose: the readings line and the coverage table are printed on every build
  const result = await runSite(['generate', '--data', 'data', '--out', out, '--site-url', 'https://clean.test', '--verbose'], { cwd: root });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result;
}

/** [read, re-used] from the build's "index gate: N page texts read, M unchanged and re-used" line */
function readings(result: CliResult): [number, number] {
  const line = /index gate: (\d+) page texts? read, (\d+) unchanged and re-used/.exec(result.stdout);
  expect(line, result.stdout).not.toBeNull();
  return [Number(line![1]), Number(line![2])];
}

/** the coverage table and the pages closest to passing, as printed */
function coverageTable(result: CliResult): string {
  const lines = result.stdout.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Index gate ('));
  const end = lines.findIndex((line, i) => i > start && line.startsWith('  index gate: '));
  return lines.slice(start, end).join('\n');
}

const keywords = () => path.join(data, 'seo-keywords.csv');
const noviDeepCleaning = () => findLine(keywords(), (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning');

let first: CliResult;
let second: CliResult;
let otherFolder: CliResult;
let edited: CliResult;

beforeAll(async () => {
  ({ root, data, cleanup } = await copyData(SMALL_SITE));
  first = await generate();
  second = await generate();
  otherFolder = await generate('dist-other');
  const line = await noviDeepCleaning();
  const { header, rows, lines } = await readCsv(keywords());
  const intro = rows[lines.indexOf(line)]![header.indexOf('intro')]!;
  await setCell(keywords(), line, 'intro', `${intro}\n\nWe also bring a step stool for the tall kitchen cabinets of Novi's newer colonials.`);
  edited = await generate();
}, 900_000);

afterAll(async () => {
  await cleanup();
});

describe('the index gate in incremental builds', () => {
  it('reads every templated page on a first build', () => {
    expect(readings(first)).toEqual([GATED, 0]);
  });

  it('re-uses every reading when nothing changed, and comes to the same figures', () => {
    expect(readings(second)).toEqual([0, GATED]);
    expect(coverageTable(second)).toBe(coverageTable(first));
    // the copy's own figures: 27 city-service pages indexable, 18 held back
    expect(coverageTable(first)).toMatch(/cityService\s+27\s+18\b/);
  });

  it('re-uses every reading in a build into another folder (CI builds into a fresh one)', () => {
    expect(readings(otherFolder)).toEqual([0, GATED]);
    expect(coverageTable(otherFolder)).toBe(coverageTable(first));
  });

  it('reads again only the page whose text changed', () => {
    expect(readings(edited)).toEqual([1, GATED - 1]);
  });

  it('reads every page again when the kept readings are unreadable, and still builds', async () => {
    const dir = path.join(root, '.cache', 'site-build');
    const kept = (await readdir(dir)).filter((file) => file.endsWith('.gate'));
    expect(kept).toHaveLength(1);
    const bytes = await readFile(path.join(dir, kept[0]!));
    await writeFile(path.join(dir, kept[0]!), bytes.subarray(0, bytes.length >> 1));
    const result = await generate();
    expect(readings(result)).toEqual([GATED, 0]);
    expect(coverageTable(result)).toBe(coverageTable(edited));
  }, 600_000);
});

describe("a kind's similarity kept in .cache/", () => {
  const A = 'deep cleaning for kitchens and baths in Novi with a written checklist';
  const B = 'move-out cleaning for apartments in Wixom, inside every cabinet';
  const pages = (third: string, [a, b] = [A, B]) => [
    { id: '/a/', text: a },
    { id: '/b/', text: b },
    { id: '/c/', text: third },
  ];
  const THIRD = 'office cleaning after hours in Milford, trash and breakrooms and every desk in Milford';

  /** a build's measuring of `list` through readings kept in `file`: the result, and whether it was worked out */
  async function measureOnce(file: string, list: PageText[]): Promise<{ result: Uniqueness[]; worked: boolean }> {
    const kept = await GateReadings.open(file);
    kept.begin();
    let worked = false;
    const result = kept.similarity(list, () => {
      worked = true;
      return uniqueness(list, undefined, kept);
    });
    await kept.save();
    return { result, worked };
  }

  it('takes the last result while every page and text is the same, and works it out again when one text changes or two swap', async () => {
    const file = path.join(root, '.cache', 'similarity-test.gate');
    const first = await measureOnce(file, pages(THIRD));
    const again = await measureOnce(file, pages(THIRD));
    const changed = await measureOnce(file, pages(`${THIRD} and the windows`));
    // texts read before, each on the other page: every reading is kept, the pairing is new
    const swapped = await measureOnce(file, pages(`${THIRD} and the windows`, [B, A]));
    expect([first.worked, again.worked, changed.worked, swapped.worked]).toEqual([true, false, true, true]);
    expect(again.result).toEqual(first.result);
    expect(changed.result).toEqual(uniqueness(pages(`${THIRD} and the windows`)));
    expect(swapped.result).toEqual(uniqueness(pages(`${THIRD} and the windows`, [B, A])));
  });
});
