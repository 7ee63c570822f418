// The index gate's cost (the target: well under a second for 1,000 pages and close to linear
// at 10x): CPU time of the 'index gate' stage, which on a shared machine moves far less
// than wall time. `npm run bench` reads it from the full builds' stage timings; `npm run bench --
// --gate` runs only load, validate, routes and the gate, for quick iterations on the gate's code.
import { performance } from 'node:perf_hooks';
import type { StageTiming } from '../generator/build.ts';
import type { Coverage } from '../generator/index-gate/index.ts';

/** time per page at 10x over time per page at 1x, at most */
export const GATE_PER_PAGE_RATIO = 1.2;
/** CPU ms of the 1x gate: "well under a second", and under half of one */
export const GATE_1X_CPU_MS = 500;

export interface GateFigures {
  label: string;
  /** templated pages the gate measured */
  pages: number;
  cpuMs: number;
  ms: number;
  /** gate-only runs: CPU ms of the later runs in the same process, code warm */
  warmCpuMs?: number[];
}

export function gateFigures(label: string, timings: StageTiming[], coverage: Coverage): GateFigures {
  const stage = timings.find((t) => t.stage === 'index gate');
  if (!stage) throw new Error('the build reported no "index gate" stage');
  return { label, pages: coverage.kinds.reduce((sum, kind) => sum + kind.pages, 0), cpuMs: stage.cpuMs, ms: stage.ms };
}

/**
 * Child mode of `--gate`: plans the routes of `dataDir` once, then runs the gate `runs` times.
 * The first run is what a build pays (fresh process, code not yet optimised); the rest show the
 * gate's own cost once warm.
 */
export async function measureGateOnly(dataDir: string, label: string, runs: number): Promise<GateFigures> {
  const { load } = await import('../generator/load/load.ts');
  const { validate } = await import('../generator/validate/index.ts');
  const { routes } = await import('../generator/routes/index.ts');
  const { indexGate } = await import('../generator/index-gate/index-gate.ts');
  const site = validate(await load(dataDir));
  const ctx = { site, siteUrl: 'https://www.example.com', buildDate: '2026-01-01' };
  const all = routes(ctx);
  const measured: { cpuMs: number; ms: number; coverage: Coverage }[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const { coverage } = indexGate(ctx, all);
    const used = process.cpuUsage(cpu);
    measured.push({ cpuMs: (used.user + used.system) / 1000, ms: performance.now() - start, coverage });
  }
  const first = measured[0]!;
  return { ...gateFigures(label, [{ stage: 'index gate', ms: first.ms, cpuMs: first.cpuMs }], first.coverage), warmCpuMs: measured.slice(1).map((m) => m.cpuMs) };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

/** The figures and the two targets, as the bench prints them. */
export function gateLines(one: GateFigures, ten: GateFigures): string[] {
  const perPage = (f: GateFigures) => f.cpuMs / f.pages;
  const row = (f: GateFigures) =>
    `  ${f.label.padEnd(24)} ${String(f.pages).padStart(6)} pages  ${String(Math.round(f.cpuMs)).padStart(6)} ms CPU (${Math.round(f.ms)} ms wall)  ${perPage(f).toFixed(3)} ms/page` +
    (f.warmCpuMs?.length ? `; warm runs ${f.warmCpuMs.map(Math.round).join(', ')} ms` : '');
  const ratio = perPage(ten) / perPage(one);
  return [
    'index gate stage (CPU time inside the process; the first run in a fresh process, as a build pays it):',
    row(one),
    row(ten),
    `  ${verdict(ratio <= GATE_PER_PAGE_RATIO)}  index gate time per page at 10x ${perPage(ten).toFixed(3)} ms <= ${GATE_PER_PAGE_RATIO} x 1x ${perPage(one).toFixed(3)} ms (ratio ${ratio.toFixed(2)})`,
    `  ${verdict(one.cpuMs < GATE_1X_CPU_MS)}  index gate at 1x ${Math.round(one.cpuMs)} ms CPU < ${GATE_1X_CPU_MS} ms`,
  ];
}
