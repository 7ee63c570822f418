// `npm run bench`: full builds of the real data and of ten times the data (synthetic
// cities made here), each in a fresh child process so peak memory is its own; then the dev loop,
// timed from saving a one-row edit of data/seo-keywords.csv to the reload event a browser tab
// receives. Prints the figures and PASS/FAIL per target. A benchmark, not a test: the machine
// is shared, so figures vary from run to run; CPU time shows what the build itself costs.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { comparisonHeading, compareWithEleventy, ELEVENTY_RUNS, formatComparison, median } from './eleventy.ts';
import { gateFigures, gateLines, measureGateOnly, type GateFigures } from './gate.ts';

interface Figures {
  label: string;
  pages: number;
  coldMs: number;
  coldCpuMs: number;
  /** a full build with .cache/ warm: a fresh output folder, every page rendered */
  warmMs: number;
  /** CPU time of the warm full build: with the cold one's, a ratio that other work on the machine distorts less */
  warmCpuMs?: number;
  /** the warm full build again, in a process of its own as `site generate` runs it: .cache/ warm,
   * the code loaded and compiled afresh (a cold build is a first process too) */
  warmProcessMs: number;
  warmProcessCpuMs: number;
  /** the same data built again into the warm build's folder: the incremental rebuild */
  rebuildMs: number;
  peakMb: number;
  stages: string;
  warmStages: string;
  runs?: number;
  /** average bytes of one artwork's variants at 600 px, by format */
  imageBytes?: Record<string, number>;
  /** the cold build's index gate stage */
  gate: GateFigures;
}

const SCALE = 10;
const ROOT = path.resolve(import.meta.dirname, '..');
/** 1x cold build at commit 07b2469 (same machine), for comparison only: it
 * wrote no .br/.gz copies, which are two of every three files a build writes now */
const BASELINE_1X_COLD_MS = 4250;
/** "both cores used (worker threads for rendering)": CPU time over wall time of the 10x build */
const CORES_TARGET = 1.5;
/** a first build (no .cache/) at most twice a warm full one (fresh output folder, every page
 * rendered) */
const COLD_OVER_WARM = 2;
/** one artwork at 600 px with the earlier encoder settings (AVIF effort 2, WebP effort 4, mozjpeg),
 * measured */
const IMAGE_BYTES_BEFORE = { avif: 3.9 * 1024, webp: 4.9 * 1024, jpeg: 9.8 * 1024 };
/** the same with WebP effort 2 and plain JPEG, before vector artwork was published as SVG */
const IMAGE_BYTES_RASTERISED = { webp: 5.2 * 1024, jpeg: 11.4 * 1024 };
const DEV_LOOP_TARGET_MS = 300;
const DEV_EDITS = 9;
/** fresh processes per data set; the best is reported (BENCH_RUNS overrides both) */
const RUNS_1X = Number(process.env.BENCH_RUNS ?? 3);
const RUNS_10X = Number(process.env.BENCH_RUNS ?? 1);

/**
 * Child mode: build `dataDir` three times and print JSON figures. Cold: a fresh clone's first
 * build (empty .cache/: no encoded images, esbuild outputs, compressed assets or page audits) into
 * a fresh folder; warm full: the same into another fresh folder, .cache/ now warm, every page
 * rendered; rebuild: unchanged data into the warm build's folder again (pages re-used).
 */
async function measure(dataDir: string, label: string): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-out-'));
  // set before the generator loads: its cache folders are read once
  process.env.SITE_CACHE_DIR = path.join(root, 'cache');
  delete process.env.SITE_IMAGE_CACHE;
  const { build } = await import('../generator/build.ts');
  try {
    const run = async (outDir: string) => {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const result = await build({ dataDir, outDir, siteUrl: 'https://www.example.com', buildDate: '2026-01-01' });
      const used = process.cpuUsage(cpu);
      return { result, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
    };
    const cold = await run(path.join(root, 'cold'));
    const warm = await run(path.join(root, 'warm'));
    const rebuild = await run(path.join(root, 'warm'));
    if (warm.result.rendered !== warm.result.pages || rebuild.result.reused === 0) throw new Error('the warm build re-used pages, or the rebuild rendered every page');
    const stages = (timings: { stage: string; ms: number }[]) => timings.map((t) => `${t.stage} ${Math.round(t.ms)}`).join(', ');
    const fresh = runWarmProcess(dataDir, path.join(root, 'fresh'));
    const figures: Figures = {
      label,
      pages: cold.result.pages,
      coldMs: cold.ms,
      coldCpuMs: cold.cpuMs,
      warmMs: warm.ms,
      warmCpuMs: warm.cpuMs,
      warmProcessMs: fresh.ms,
      warmProcessCpuMs: fresh.cpuMs,
      rebuildMs: rebuild.ms,
      peakMb: process.resourceUsage().maxRSS / 1024,
      stages: stages(cold.result.timings),
      warmStages: stages(warm.result.timings),
      imageBytes: await imageBytes(path.join(root, 'warm'), 600),
      gate: gateFigures(label, cold.result.timings, cold.result.coverage),
    };
    console.log(JSON.stringify(figures));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Child mode: one full build into `outDir` with the .cache/ of the process that started it (SITE_CACHE_DIR). */
async function warmProcess(dataDir: string, outDir: string): Promise<void> {
  const { build } = await import('../generator/build.ts');
  const start = performance.now();
  const cpu = process.cpuUsage();
  await build({ dataDir, outDir, siteUrl: 'https://www.example.com', buildDate: '2026-01-01' });
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 }));
}

const runWarmProcess = (dataDir: string, outDir: string) => childFigures<{ ms: number; cpuMs: number }>('--warm-process', dataDir, outDir);

/** Average size of one artwork's variant at `width`, per format, read from the built catalogue; an
 * SVG (one variant for every width) by its own bytes and its brotli copy's, what a browser loads. */
async function imageBytes(outDir: string, width: number): Promise<Record<string, number>> {
  const { stat } = await import('node:fs/promises');
  const catalogue = JSON.parse(await readFile(path.join(outDir, 'assets/images/catalogue.json'), 'utf8')) as Record<string, Record<string, { width: number; url: string; format: string }[]>>;
  const sums: Record<string, number[]> = {};
  for (const entry of Object.values(catalogue)) {
    for (const variants of Object.values(entry)) {
      if (!Array.isArray(variants)) continue;
      const variant = variants.find((v) => v.width === width || v.format === 'svg');
      if (variant) (sums[variant.format] ??= []).push((await stat(path.join(outDir, variant.url))).size);
      if (variant?.format === 'svg') (sums['svg (brotli)'] ??= []).push((await stat(path.join(outDir, `${variant.url}.br`))).size);
    }
  }
  return Object.fromEntries(Object.entries(sums).map(([format, sizes]) => [format, sizes.reduce((a, b) => a + b, 0) / sizes.length]));
}

/** Ten times the cities: each real city again nine times, shifted a little, offering the same services. */
export async function syntheticData(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-bench-data-'));
  await cp(source, dir, { recursive: true });
  const readCsv = async (name: string) => parse(await readFile(path.join(dir, name), 'utf8'), { columns: true }) as Record<string, string>[];
  const cities = await readCsv('cities.csv');
  const landmarks = await readCsv('landmarks.csv');
  const availability = await readCsv('availability.csv');
  const copies = cities.flatMap((city, c) =>
    Array.from({ length: SCALE - 1 }, (_, i) => ({
      ...city,
      slug: `${city.slug}-area-${i + 2}`,
      name: `${city.name} Area ${i + 2}`,
      full_name: `${city.name} Area ${i + 2}, Michigan`,
      lat: (Number(city.lat) + ((i + c) % 5) * 0.02).toFixed(4),
      lng: (Number(city.lng) - ((i * 3 + c) % 7) * 0.02).toFixed(4),
    })),
  );
  const write = (name: string, rows: Record<string, string>[]) => writeFile(path.join(dir, name), stringify(rows, { header: true }));
  await write('cities.csv', [...cities, ...copies]);
  await write(
    'landmarks.csv',
    [...landmarks, ...copies.flatMap((copy) => landmarks.filter((l) => copy.slug.startsWith(`${l.city}-area-`)).map((l) => ({ ...l, city: copy.slug })))],
  );
  await write(
    'availability.csv',
    [...availability, ...copies.flatMap((copy) => availability.filter((a) => copy.slug.startsWith(`${a.city}-area-`)).map((a) => ({ ...a, city: copy.slug })))],
  );
  return dir;
}

/**
 * The best of `times` fresh processes: the machine is shared, so the fastest run is the one
 * least disturbed by others (peak memory: the largest seen).
 */
function bestOf(times: number, dataDir: string, label: string): Figures {
  const runs = Array.from({ length: times }, () => runChild(dataDir, label));
  const best = runs.reduce((a, b) => (b.coldMs < a.coldMs ? b : a));
  const fastest = runs.reduce((a, b) => (b.warmMs < a.warmMs ? b : a));
  return {
    ...best,
    warmMs: fastest.warmMs,
    warmCpuMs: fastest.warmCpuMs,
    warmStages: fastest.warmStages,
    warmProcessMs: Math.min(...runs.map((r) => r.warmProcessMs)),
    warmProcessCpuMs: Math.min(...runs.map((r) => r.warmProcessCpuMs)),
    rebuildMs: Math.min(...runs.map((r) => r.rebuildMs)),
    peakMb: Math.max(...runs.map((r) => r.peakMb)),
    runs: times,
  };
}

const runChild = (dataDir: string, label: string) => childFigures<Figures>('--measure', dataDir, label);

/** This file run as a child in `mode`: the JSON its last line prints (the environment's SITE_CACHE_DIR goes along). */
function childFigures<T>(...args: string[]): T {
  const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) throw new Error(`benchmark child failed:\n${child.stderr}\n${child.stdout}`);
  return JSON.parse(line) as T;
}

/** `site dev` on a copy of the data: ms from saving a one-row keyword edit to the reload event. */
export async function devLoop(dataDir: string): Promise<{ startMs: number; samples: number[] }> {
  const { devEvents } = await import('../generator/dev/dev.ts');
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-dev-'));
  await cp(dataDir, path.join(root, 'data'), { recursive: true });
  const args = ['dev', '--data', 'data', '--out', 'dist', '--port', '0', '--db', path.join(root, 'site.db')];
  const spawned = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/site.js'), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const address = /Dev server at (http:\/\/\S+?)\/ /;
    while (!address.test(output)) {
      if (child.exitCode !== null) throw new Error(`site dev stopped:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const startMs = performance.now() - spawned;
    const events = await devEvents(address.exec(output)![1]!);
    const file = path.join(root, 'data', 'seo-keywords.csv');
    const rows = parse(await readFile(file, 'utf8'), { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning') ?? rows[0]!;
    const samples: number[] = [];
    for (let i = 1; i <= DEV_EDITS; i++) {
      row.primary_keyword = `deep cleaning novi mi edit ${i}`;
      const text = stringify(rows, { header: true });
      await new Promise((r) => setTimeout(r, 400));
      events.drop();
      const saved = performance.now();
      await writeFile(file, text);
      await events.next('reload');
      samples.push(performance.now() - saved);
    }
    events.close();
    if (process.env.BENCH_VERBOSE) console.log(output);
    return { startMs, samples };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('close', r));
    await rm(root, { recursive: true, force: true });
  }
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_DATA ?? 'data';
  console.log(`Full builds (Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}); each figure set from a fresh process\n`);
  const synthetic = await syntheticData(dataDir);
  let rows: Figures[];
  try {
    rows = [bestOf(RUNS_1X, dataDir, 'site (data/)'), bestOf(RUNS_10X, synthetic, `${SCALE}x cities (synthetic)`)];
  } finally {
    await rm(synthetic, { recursive: true, force: true });
  }
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(
    `${'build'.padEnd(26)}${pad('pages', 7)}${pad('cold ms', 9)}${pad('ms/page', 9)}${pad('cores', 7)}${pad('warm full ms', 14)}${pad('own process', 13)}${pad('rebuild ms', 12)}${pad('peak MB', 9)}`,
  );
  for (const r of rows) {
    const cores = (r.coldCpuMs / r.coldMs).toFixed(1);
    console.log(
      `${r.label.padEnd(26)}${pad(r.pages, 7)}${pad(Math.round(r.coldMs), 9)}${pad((r.coldMs / r.pages).toFixed(2), 9)}${pad(cores, 7)}${pad(Math.round(r.warmMs), 14)}${pad(Math.round(r.warmProcessMs), 13)}${pad(Math.round(r.rebuildMs), 12)}${pad(Math.round(r.peakMb), 9)}`,
    );
  }
  for (const r of rows) console.log(`stages, ${r.label}, cold: ${r.stages}\nstages, ${r.label}, warm full: ${r.warmStages}`);
  for (const line of gateLines(rows[0]!.gate, rows[1]!.gate)) console.log(line);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const bytes = rows[0]!.imageBytes ?? {};
  console.log(
    `image bytes per artwork at 600 px: ${Object.entries(bytes).map(([format, n]) => `${format} ${kb(n)}`).join(', ')} (before: ${Object.entries(IMAGE_BYTES_RASTERISED).map(([format, n]) => `${format} ${kb(n)}`).join(', ')}; before issue 12: ${Object.entries(IMAGE_BYTES_BEFORE).map(([format, n]) => `${format} ${kb(n)}`).join(', ')})`,
  );
  console.log(
    `(best cold build of ${rows.map((r) => `${r.runs} for ${r.label}`).join(', ')}; cores = CPU time / wall time of that build: how many cores it kept busy; ` +
      'cold = empty .cache/ into a fresh folder, warm full = .cache/ warm into another fresh folder, rebuild = unchanged data into the warm folder again)',
  );
  const load = loadavg()[0]!;
  if (load > availableParallelism()) console.log(`load average ${load.toFixed(1)} on ${availableParallelism()} cores: other work shares the machine, so wall times run long`);
  console.log('');

  // the real commands, side by side with Eleventy
  console.log(comparisonHeading(ELEVENTY_RUNS));
  for (const line of formatComparison(await compareWithEleventy(dataDir, ELEVENTY_RUNS))) console.log(line);
  console.log('');

  const { startMs, samples } = await devLoop(dataDir);
  console.log(`site dev start-up (first build of a fresh copy included) to its address: ${Math.round(startMs)} ms`);
  console.log(`dev loop, save of one seo-keywords.csv row -> reload event: ${samples.map(Math.round).join(', ')} ms (fastest ${Math.round(Math.min(...samples))})\n`);

  const [base, big] = rows as [Figures, Figures];
  const perPage = (r: Figures) => r.coldMs / r.pages;
  console.log('targets (issues 7 and 18):');
  console.log(
    `  ${verdict(perPage(big) <= perPage(base))}  ${SCALE}x time per page ${perPage(big).toFixed(2)} ms <= 1x time per page ${perPage(base).toFixed(2)} ms (pages grew ${(big.pages / base.pages).toFixed(1)}x, wall time ${(big.coldMs / base.coldMs).toFixed(1)}x)`,
  );
  console.log(`  ${verdict(big.peakMb < 1024)}  ${SCALE}x peak memory ${Math.round(big.peakMb)} MB < 1024 MB`);
  const cores = (r: Figures) => r.coldCpuMs / r.coldMs;
  if (availableParallelism() >= 2) {
    console.log(`  ${verdict(cores(big) >= CORES_TARGET)}  ${SCALE}x build keeps ${cores(big).toFixed(1)} cores busy >= ${CORES_TARGET} (render workers)`);
  }
  console.log(`  ${verdict(median(samples) < DEV_LOOP_TARGET_MS)}  dev loop median ${Math.round(median(samples))} ms < ${DEV_LOOP_TARGET_MS} ms`);
  // A first build is compared with a warm one as users run them: both in a process of their
  // own, .cache/ empty or warm. The same-process figure (code already loaded and compiled by the
  // cold build) is printed beside it for comparison with earlier runs.
  console.log(
    `  ${verdict(base.coldMs <= COLD_OVER_WARM * base.warmProcessMs)}  1x cold build (no .cache/) ${Math.round(base.coldMs)} ms <= ${COLD_OVER_WARM} x warm full build in its own process ${Math.round(base.warmProcessMs)} ms (ratio ${(base.coldMs / base.warmProcessMs).toFixed(1)}; CPU time ${Math.round(base.coldCpuMs)} vs ${Math.round(base.warmProcessCpuMs)} ms, ratio ${(base.coldCpuMs / base.warmProcessCpuMs).toFixed(1)}; issue 12)`,
  );
  console.log(
    `        (warm full build in the cold build's process: ${Math.round(base.warmMs)} ms, ratio ${(base.coldMs / base.warmMs).toFixed(1)}; CPU time ${Math.round(base.warmCpuMs ?? 0)} ms, ratio ${(base.coldCpuMs / (base.warmCpuMs ?? base.coldCpuMs)).toFixed(1)})`,
  );
  console.log(`  (for comparison: 1x cold build ${Math.round(base.coldMs)} ms; ${BASELINE_1X_COLD_MS} ms before issue 7, without the .br/.gz copies)`);
}

/**
 * `--gate`: only the index gate, at 1x and 10x, each in a fresh process (load, validate and routes
 * once, then the gate GATE_RUNS times): a minute instead of the whole bench's several.
 */
async function gateOnly(): Promise<void> {
  const dataDir = process.env.BENCH_DATA ?? 'data';
  const synthetic = await syntheticData(dataDir);
  try {
    const run = (dir: string, label: string) => childFigures<GateFigures>('--gate-measure', dir, label);
    const one = run(dataDir, 'site (data/)');
    const ten = run(synthetic, `${SCALE}x cities (synthetic)`);
    console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    for (const line of gateLines(one, ten)) console.log(line);
  } finally {
    await rm(synthetic, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--measure') await measure(process.argv[3]!, process.argv[4]!);
  else if (process.argv[2] === '--gate-measure') console.log(JSON.stringify(await measureGateOnly(process.argv[3]!, process.argv[4]!, Number(process.env.GATE_RUNS ?? 4))));
  else if (process.argv[2] === '--gate') await gateOnly();
  else if (process.argv[2] === '--warm-process') await warmProcess(process.argv[3]!, process.argv[4]!);
  else await main();
}
