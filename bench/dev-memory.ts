// `npm run bench:dev-memory`: the memory of `site dev`'s builder over 200 rebuilds. The builder is
// the process `site dev` keeps running between edits (generator/dev/dev-builder.ts, from the same
// precompiled bundle bin/dev-build-process.js starts, with its V8 flags); here it runs in this process, so
// its heap can be read after a full collection. Each round saves a real edit: the intro of a keyword
// row, a new text every time, which is the worst case for any cache keyed by text. Prints the live
// heap and the resident set after the first build, every 50 rebuilds and at the end; a heap that
// keeps growing round after round is a leak.
//   npm run bench:dev-memory [-- --rounds 200]
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildCache, BuildOptions } from '../generator/build.ts';
import type { buildOnce as BuildOnce } from '../generator/dev/dev-builder.ts';
import { findLine, setCell } from '../tests/helpers/data.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.argv[process.argv.indexOf('--rounds') + 1] || 200) || 200;
const EVERY = 50;
const MB = 1024 * 1024;

const collect = globalThis.gc;
if (!collect) throw new Error('run with --expose-gc (npm run bench:dev-memory does)');

interface Reading {
  round: number;
  heapMb: number;
  rssMb: number;
  ms: number;
}

function read(round: number, ms: number): Reading {
  collect!();
  collect!();
  const { heapUsed, rss } = process.memoryUsage();
  return { round, heapMb: heapUsed / MB, rssMb: rss / MB, ms };
}

const line = (r: Reading) =>
  `  ${String(r.round).padStart(4)}  heap ${r.heapMb.toFixed(1).padStart(6)} MB  rss ${r.rssMb.toFixed(1).padStart(6)} MB  last rebuild ${Math.round(r.ms)} ms`;

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'site-dev-memory-'));
  try {
    const data = path.join(work, 'data');
    await cp(path.join(ROOT, 'data'), data, { recursive: true });
    const options: BuildOptions = { dataDir: data, outDir: path.join(work, 'dist'), siteUrl: 'https://dev-memory.test' };
    // the bundle bin/dev-build-process.js runs (bin/compiled.js has no types: it is plain JavaScript)
    const compiled = (await import(pathToFileURL(path.join(ROOT, 'bin/compiled.js')).href)) as { importEntry: (name: string) => Promise<unknown> };
    const { buildOnce } = (await compiled.importEntry('dev-builder')) as { buildOnce: typeof BuildOnce };
    const cache: BuildCache = {};
    const keywords = path.join(data, 'seo-keywords.csv');
    const row = await findLine(keywords, (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning');

    console.log(`site dev's builder, ${ROUNDS} rebuilds after a first build; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    const first = await buildOnce(options, cache, { changed: [] });
    if (!first.ok) throw new Error(first.problems.join('\n'));
    const readings: Reading[] = [read(0, first.ms)];
    console.log(line(readings[0]!));

    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await setCell(keywords, row, 'intro', `Edit ${round}: Novi's older colonials get a top-to-bottom clean, baseboards and vents included, in visit number ${round}.`);
      const outcome = await buildOnce(options, cache, { changed: ['seo-keywords.csv'] });
      if (!outcome.ok) throw new Error(outcome.problems.join('\n'));
      times.push(outcome.ms);
      if (round % EVERY === 0 || round === ROUNDS) {
        readings.push(read(round, outcome.ms));
        console.log(line(readings.at(-1)!));
      }
    }
    const start = readings[0]!;
    const afterFirst = readings[1] ?? start;
    const end = readings.at(-1)!;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`  rebuild median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms`);
    console.log(`  heap: start ${start.heapMb.toFixed(1)} MB, after ${afterFirst.round} rebuilds ${afterFirst.heapMb.toFixed(1)} MB, end ${end.heapMb.toFixed(1)} MB`);
    // growth from the first reading after rebuilds began, so the one-off fill of the caches is not counted as a leak
    const perRebuild = ((end.heapMb - afterFirst.heapMb) * 1024) / Math.max(1, end.round - afterFirst.round);
    console.log(`  heap growth after round ${afterFirst.round}: ${(end.heapMb - afterFirst.heapMb).toFixed(1)} MB (${perRebuild.toFixed(1)} KB per rebuild); rss end ${end.rssMb.toFixed(1)} MB`);
    console.log(`  load at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
