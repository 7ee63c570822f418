// `npm run bench`: builds the whole site from data/ into a temporary folder and prints pages,
// wall time, pages per second and peak memory. A benchmark, not a test: it prints figures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

process.env.NODE_ENV ??= 'production';
const { build } = await import('../generator/build.ts');

const runs = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = process.env.BENCH_DATA ?? 'data';
const root = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
const outDir = path.join(root, 'dist');

console.log(`Full build of ${dataDir}/ (${runs} runs, Node ${process.version})`);
const walls: number[] = [];
let pages = 0;
try {
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = await build({ dataDir, outDir, siteUrl: 'https://www.example.com', buildDate: '2026-01-01' });
    const wall = performance.now() - start;
    walls.push(wall);
    pages = result.pages;
    console.log(
      `  run ${i + 1}: ${result.pages} pages in ${Math.round(wall)} ms (${Math.round(result.pages / (wall / 1000))} pages/s); ` +
        result.timings.map((t) => `${t.stage} ${Math.round(t.ms)}`).join(', '),
    );
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
const best = Math.min(...walls);
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log('');
console.log(`pages            ${pages}`);
console.log(`wall time (best) ${Math.round(best)} ms`);
console.log(`pages per second ${Math.round(pages / (best / 1000))}`);
console.log(`peak memory      ${Math.round(peakMb)} MB (max RSS)`);
