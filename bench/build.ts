// `npm run bench`: full builds of the real data and of ten times the data (synthetic cities made
// here), each in a fresh child process so peak memory is its own. Prints pages, wall time,
// pages per second, peak memory, and how wall time grows against the page count.
// A benchmark, not a test: it prints figures and asserts nothing.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

interface Figures {
  label: string;
  pages: number;
  coldMs: number;
  warmMs: number;
  peakMb: number;
  stages: string;
}

const SCALE = 10;

/** Child mode: build `dataDir` twice (cold, then warm with unchanged data) and print JSON figures. */
async function measure(dataDir: string, label: string): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const { build } = await import('../generator/build.ts');
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-out-'));
  const outDir = path.join(root, 'dist');
  try {
    const run = async () => {
      const start = performance.now();
      const result = await build({ dataDir, outDir, siteUrl: 'https://www.example.com', buildDate: '2026-01-01' });
      return { result, ms: performance.now() - start };
    };
    const cold = await run();
    const warm = await run();
    const figures: Figures = {
      label,
      pages: cold.result.pages,
      coldMs: cold.ms,
      warmMs: warm.ms,
      peakMb: process.resourceUsage().maxRSS / 1024,
      stages: cold.result.timings.map((t) => `${t.stage} ${Math.round(t.ms)}`).join(', '),
    };
    console.log(JSON.stringify(figures));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
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

function runChild(dataDir: string, label: string): Figures {
  const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure', dataDir, label], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) throw new Error(`benchmark child failed:\n${child.stderr}\n${child.stdout}`);
  return JSON.parse(line) as Figures;
}

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_DATA ?? 'data';
  console.log(`Full builds (Node ${process.version}, ${(await import('node:os')).availableParallelism()} cores); each figure set from a fresh process\n`);
  const synthetic = await syntheticData(dataDir);
  try {
    const rows = [runChild(dataDir, 'site (data/)'), runChild(synthetic, `${SCALE}x cities (synthetic)`)];
    const pad = (text: string | number, width: number) => String(text).padStart(width);
    console.log(`${'build'.padEnd(26)}${pad('pages', 7)}${pad('cold ms', 9)}${pad('pages/s', 9)}${pad('warm ms', 9)}${pad('peak MB', 9)}`);
    for (const r of rows) {
      console.log(
        `${r.label.padEnd(26)}${pad(r.pages, 7)}${pad(Math.round(r.coldMs), 9)}${pad(Math.round(r.pages / (r.coldMs / 1000)), 9)}${pad(Math.round(r.warmMs), 9)}${pad(Math.round(r.peakMb), 9)}`,
      );
    }
    const [base, big] = rows as [Figures, Figures];
    const pageRatio = big.pages / base.pages;
    const timeRatio = big.coldMs / base.coldMs;
    console.log(`\npages grew ${pageRatio.toFixed(1)}x, cold wall time grew ${timeRatio.toFixed(1)}x (${timeRatio <= pageRatio ? 'no faster than' : 'FASTER than'} the page count)`);
    console.log(`peak memory at ${SCALE}x: ${Math.round(big.peakMb)} MB (${big.peakMb < 1024 ? 'under' : 'OVER'} 1 GB)`);
    for (const r of rows) console.log(`stages, ${r.label}: ${r.stages}`);
  } finally {
    await rm(synthetic, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--measure') await measure(process.argv[3]!, process.argv[4]!);
  else await main();
}
