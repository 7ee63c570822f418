// Side by side with Eleventy (issue 18): the wall time of the real commands as a user runs them
// from a shell, `npx site generate` on data/ against `npx @11ty/eleventy` on 1,000 Markdown pages
// of about our pages' size, alternating runs on one machine and comparing medians; then the wall
// time of `npx site check` on the output. Both start warm: one untimed run of each first (our
// compiled bundle and image cache, Eleventy's module cache), each timed run into a new folder.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ELEVENTY_PAGES = 1000;

export interface CommandTimes {
  /** wall ms of each timed run, in the order run */
  site: number[];
  eleventy: number[];
  check: number[];
  sitePages: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Wall time of one shell command; a failure stops the benchmark with its output. */
function timed(command: string, cwd: string): { ms: number; stdout: string } {
  const start = performance.now();
  const child = spawnSync(command, { cwd, shell: true, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`\`${command}\` failed (exit ${child.status}):\n${child.stderr}\n${child.stdout}`);
  return { ms, stdout: child.stdout };
}

const TOWNS = ['Milford', 'Novi', 'Wixom', 'Highland', 'Commerce', 'Walled Lake', 'South Lyon', 'Brighton', 'Hartland', 'White Lake'];
const TASKS = ['baseboards', 'ceiling fans', 'oven interiors', 'window tracks', 'grout lines', 'stair rails', 'cabinet fronts', 'shower glass'];

/** One page of Markdown, about 25 KB of HTML once rendered (our pages average 27 KB). */
function markdownPage(n: number): string {
  const town = TOWNS[n % TOWNS.length]!;
  const sections = Array.from({ length: 20 }, (_, s) => {
    const task = TASKS[(n + s) % TASKS.length]!;
    const paragraph = (p: number) =>
      `Crew ${(n * 7 + s * 3 + p) % 23} starts every visit in ${town} with the ${task}, working top to bottom so dust falls ` +
      `onto floors that are cleaned last. Visit ${n}-${s}-${p} follows the same written checklist, and the team lead signs ` +
      `it off room by room before leaving, so nothing depends on memory. See [our ${task} notes](/notes/${(n + s + p) % ELEVENTY_PAGES}/) ` +
      `and the **${town}** schedule for the week; _recurring_ clients keep the same crew wherever possible.`;
    return [
      `## ${task[0]!.toUpperCase()}${task.slice(1)} in ${town}, part ${s + 1}`,
      paragraph(0),
      paragraph(1),
      `- ${task} wiped and dried\n- fixtures polished\n- floors vacuumed, then mopped\n- photos sent on request`,
    ].join('\n\n');
  });
  return `---\ntitle: Cleaning notes ${n} for ${town}\nlayout: page.njk\n---\n\n${sections.join('\n\n')}\n`;
}

const LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title><meta name="description" content="{{ title }}"><link rel="canonical" href="https://www.example.com{{ page.url }}">
<link rel="stylesheet" href="/site.css"></head>
<body><header><a href="/">Home</a><nav>${TOWNS.map((t, i) => `<a href="/notes/${i}/">${t}</a>`).join(' ')}</nav></header>
<main><h1>{{ title }}</h1>{{ content | safe }}</main>
<footer><p>Residential and commercial cleaning across Metro Detroit.</p></footer></body></html>
`;

/** An Eleventy project of ELEVENTY_PAGES Markdown pages; node_modules is ours, linked. */
async function eleventyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-bench-eleventy-'));
  await mkdir(path.join(dir, 'src', '_includes'), { recursive: true });
  await mkdir(path.join(dir, 'src', 'notes'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await writeFile(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  await writeFile(path.join(dir, 'eleventy.config.js'), `export default { dir: { input: 'src', output: '_site' } };\n`);
  await writeFile(path.join(dir, 'src', '_includes', 'page.njk'), LAYOUT);
  await Promise.all(Array.from({ length: ELEVENTY_PAGES }, (_, n) => writeFile(path.join(dir, 'src', 'notes', `${n}.md`), markdownPage(n))));
  return dir;
}

/** `runs` timed runs of each generator, alternating, after one untimed run of each. */
export async function compareWithEleventy(dataDir: string, runs: number): Promise<CommandTimes> {
  const eleventy = await eleventyProject();
  const outRoot = await mkdtemp(path.join(tmpdir(), 'site-bench-cmd-'));
  const times: CommandTimes = { site: [], eleventy: [], check: [], sitePages: 0 };
  try {
    let last = '';
    const site = async (i: number) => {
      last = path.join(outRoot, `dist-${i}`);
      const run = timed(`npx site generate --data ${JSON.stringify(path.resolve(dataDir))} --out ${JSON.stringify(last)}`, ROOT);
      times.sitePages = Number(/(\d+) pages built/.exec(run.stdout)?.[1] ?? 0);
      return run.ms;
    };
    const eleventyRun = async () => {
      await rm(path.join(eleventy, '_site'), { recursive: true, force: true });
      return timed('npx @11ty/eleventy --quiet', eleventy).ms;
    };
    await site(0);
    await eleventyRun();
    for (let i = 1; i <= runs; i++) {
      times.site.push(await site(i));
      times.eleventy.push(await eleventyRun());
    }
    for (let i = 0; i < runs; i++) times.check.push(timed(`npx site check --dir ${JSON.stringify(last)}`, ROOT).ms);
    return times;
  } finally {
    await rm(eleventy, { recursive: true, force: true });
    await rm(outRoot, { recursive: true, force: true });
  }
}

export function formatComparison(times: CommandTimes): string[] {
  const ours = median(times.site);
  const theirs = median(times.eleventy);
  const ratio = ours / theirs;
  const list = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
  return [
    `npx site generate (${times.sitePages} pages, .br/.gz on, warm cache): median ${(ours / 1000).toFixed(2)} s of ${list(times.site)}`,
    `npx @11ty/eleventy (${ELEVENTY_PAGES} Markdown pages):             median ${(theirs / 1000).toFixed(2)} s of ${list(times.eleventy)}`,
    `  ${ratio <= 1 ? 'PASS' : 'FAIL'}  full build ${ratio.toFixed(2)}x Eleventy's time <= 1.00 (moonshot 0.50)`,
    `npx site check on that output: median ${(median(times.check) / 1000).toFixed(2)} s of ${list(times.check)}`,
  ];
}
