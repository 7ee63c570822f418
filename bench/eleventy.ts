// Side by side with Eleventy: the wall time of the real commands as each project's README starts
// them from a shell (`node bin/site.js generate`, `npx @11ty/eleventy`), alternating runs on one
// machine, medians and
// their ratio, each run into a new folder. Two Eleventy workloads:
// - equal work: a Nunjucks layout holding our own head, header and footer as static text (cut from
//   one of our built city-service pages) around Markdown that renders to a <main> shaped like our
//   average page, so both sides write about the same bytes per page (printed, to show it);
// - long Markdown: 1,000 pages of about 25 KB of Markdown each, most of whose time goes to parsing
//   Markdown our build never parses (kept for comparison with earlier figures).
// Then the start-up cost of the command itself (`node bin/site.js --help`, and `npx site --help`,
// which npm makes about a second slower) and `site check`'s time on our output. Both sides start warm: one untimed run of
// each first (our compiled bundle and image cache, Eleventy's module cache). Run alone with
// `npx tsx bench/eleventy.ts` (BENCH_RUNS, BENCH_DATA as for `npm run bench`).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ELEVENTY_PAGES = 1000;
/** the built page whose head, header and footer the equal-work peer's layout holds */
const CHROME_PAGE = 'mi/novi/deep-cleaning/index.html';
const STARTUP_RUNS = 5;
/** our command as the README starts it (npx would add npm's reading of the dependency tree) */
const SITE = 'node bin/site.js';

/** Wall ms of each timed run, in the order run, and the bytes each side wrote per page. */
export interface CommandTimes {
  site: number[];
  /** CPU ms of each timed run of ours, of the equal-work peer and of the long-Markdown one */
  cpu: { site: number[]; eleventy: number[]; eleventyLong: number[] };
  /** the equal-work peer: our chrome, a <main> like ours */
  eleventy: number[];
  /** the long-Markdown peer: 1,000 pages of about 25 KB of Markdown */
  eleventyLong: number[];
  check: number[];
  sitePages: number;
  siteBytesPerPage: number;
  eleventyBytesPerPage: number;
  eleventyLongBytesPerPage: number;
  /** bytes of the chrome (everything outside <main>) cut from CHROME_PAGE */
  chromeBytes: number;
  /** `npx site --help` and `node bin/site.js --help` (the README's), wall ms of each run */
  startNpx: number[];
  startNode: number[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** `times` prints the shell's CPU time, then its children's: user and system, as 0m1.234s */
const CHILD_TIMES = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s\s*$/;

/**
 * Wall ms of one shell command, and the CPU ms it used on every core (the shell's `times`: other
 * work on a shared machine stretches wall time far more than CPU time); a failure stops the
 * benchmark with its output.
 */
function timed(command: string, cwd: string): { ms: number; cpuMs: number; stdout: string } {
  const start = performance.now();
  const child = spawnSync(`${command} && times`, { cwd, shell: true, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`\`${command}\` failed (exit ${child.status}):\n${child.stderr}\n${child.stdout}`);
  const cpu = CHILD_TIMES.exec(child.stdout);
  const cpuMs = cpu ? (Number(cpu[1]) * 60 + Number(cpu[2]) + Number(cpu[3]) * 60 + Number(cpu[4])) * 1000 : Number.NaN;
  return { ms, cpuMs, stdout: child.stdout };
}

/** Average bytes of the .html files under `dir` (not their .br/.gz copies), and how many there are. */
export async function htmlBytesPerPage(dir: string): Promise<{ pages: number; bytesPerPage: number }> {
  const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html'));
  const sizes = await Promise.all(files.map(async (name) => (await stat(path.join(dir, name))).size));
  return { pages: files.length, bytesPerPage: sizes.reduce((a, b) => a + b, 0) / Math.max(files.length, 1) };
}

const TOWNS = ['Milford', 'Novi', 'Wixom', 'Highland', 'Commerce', 'Walled Lake', 'South Lyon', 'Brighton', 'Hartland', 'White Lake'];
const TASKS = ['baseboards', 'ceiling fans', 'oven interiors', 'window tracks', 'grout lines', 'stair rails', 'cabinet fronts', 'shower glass'];
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** One page of long Markdown, about 25 KB of HTML once rendered. */
function longMarkdownPage(n: number): string {
  const town = TOWNS[n % TOWNS.length]!;
  const sections = Array.from({ length: 20 }, (_, s) => {
    const task = TASKS[(n + s) % TASKS.length]!;
    const paragraph = (p: number) =>
      `Crew ${(n * 7 + s * 3 + p) % 23} starts every visit in ${town} with the ${task}, working top to bottom so dust falls ` +
      `onto floors that are cleaned last. Visit ${n}-${s}-${p} follows the same written checklist, and the team lead signs ` +
      `it off room by room before leaving, so nothing depends on memory. See [our ${task} notes](/notes/${(n + s + p) % ELEVENTY_PAGES}/) ` +
      `and the **${town}** schedule for the week; _recurring_ clients keep the same crew wherever possible.`;
    return [
      `## ${capitalised(task)} in ${town}, part ${s + 1}`,
      paragraph(0),
      paragraph(1),
      `- ${task} wiped and dried\n- fixtures polished\n- floors vacuumed, then mopped\n- photos sent on request`,
    ].join('\n\n');
  });
  return `---\ntitle: Cleaning notes ${n} for ${town}\nlayout: page.njk\n---\n\n${sections.join('\n\n')}\n`;
}

const SHORT_LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title><meta name="description" content="{{ title }}"><link rel="canonical" href="https://www.example.com{{ page.url }}">
<link rel="stylesheet" href="/site.css"></head>
<body><header><a href="/">Home</a><nav>${TOWNS.map((t, i) => `<a href="/notes/${i}/">${t}</a>`).join(' ')}</nav></header>
<main><h1>{{ title }}</h1>{{ content | safe }}</main>
<footer><p>Residential and commercial cleaning across Metro Detroit.</p></footer></body></html>
`;

/**
 * One page shaped like our average <main> (about 9 KB): a title, then nine sections, each a
 * heading, a paragraph of about 85 words with a link and a bold word, and a six-item list.
 */
function ourShapePage(n: number): string {
  const town = TOWNS[n % TOWNS.length]!;
  const sections = Array.from({ length: 9 }, (_, s) => {
    const task = TASKS[(n + s) % TASKS.length]!;
    const paragraph =
      `Crew ${(n * 7 + s * 3) % 23} starts every visit in ${town} with the ${task}, working from the top of each room to the ` +
      `bottom so that dust falls onto floors that are cleaned last. Visit ${n}-${s} follows the same written checklist, and ` +
      `the team lead signs it off room by room before leaving and notes anything that needs a second look. See [our ${task} checklist](/mi/${town.toLowerCase().replace(' ', '-')}/notes-${(n + s) % ELEVENTY_PAGES}/) ` +
      `and the **${town}** schedule for the week; recurring clients keep the same crew wherever possible, and every visit ends with a walk-through.`;
    const items = [
      `${capitalised(task)} wiped, rinsed and dried by hand`,
      'Fixtures, handles and switch plates polished in every room',
      'Floors vacuumed along the edges and under furniture, then mopped',
      'Vents, returns and the tops of door frames dusted',
      'Trash taken out, bins wiped and relined with bags from your own supply',
      'Photos of the finished rooms sent by text message on request',
    ];
    return [`## ${capitalised(task)} in ${town}, step ${s + 1}`, paragraph, items.map((item) => `- ${item}`).join('\n')].join('\n\n');
  });
  return `---\ntitle: ${capitalised(TASKS[n % TASKS.length]!)} in ${town}, notes ${n}\nlayout: ours.njk\n---\n\n# ${capitalised(TASKS[n % TASKS.length]!)} in ${town}\n\n${sections.join('\n\n')}\n`;
}

/**
 * A Nunjucks layout of our own chrome: everything outside <main> of a built page, as static text
 * (raw, so nothing in it is read as a tag), with the title and canonical address per page, the
 * two things besides the current link that differ from page to page.
 */
export function chromeLayout(page: string): { layout: string; chromeBytes: number } {
  const open = /<main\b[^>]*>/.exec(page);
  const close = page.lastIndexOf('</main>');
  if (!open || close < open.index) throw new Error('the built page has no <main>…</main> to cut the chrome from');
  const before = page.slice(0, open.index + open[0].length);
  const after = page.slice(close);
  const raw = (text: string) => `{% raw %}${text}{% endraw %}`;
  const templated = raw(before)
    .replace(/<title>[^<]*<\/title>/, `{% endraw %}<title>{{ title }}</title>{% raw %}`)
    .replace(/(<link rel="canonical" href=")[^"]*(")/, `$1{% endraw %}https://www.example.com{{ page.url }}{% raw %}$2`);
  return { layout: `${templated}{{ content | safe }}${raw(after)}`, chromeBytes: Buffer.byteLength(before) + Buffer.byteLength(after) };
}

/** An Eleventy project of ELEVENTY_PAGES Markdown pages; node_modules is ours, linked. */
async function eleventyProject(name: string, layoutFile: string, layout: string, page: (n: number) => string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `site-bench-eleventy-${name}-`));
  await mkdir(path.join(dir, 'src', '_includes'), { recursive: true });
  await mkdir(path.join(dir, 'src', 'notes'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await writeFile(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  await writeFile(path.join(dir, 'eleventy.config.js'), `export default { dir: { input: 'src', output: '_site' } };\n`);
  await writeFile(path.join(dir, 'src', '_includes', layoutFile), layout);
  await Promise.all(Array.from({ length: ELEVENTY_PAGES }, (_, n) => writeFile(path.join(dir, 'src', 'notes', `${n}.md`), page(n))));
  return dir;
}

/** `runs` timed runs of each generator, alternating, after one untimed run of each; then start-up and `site check`. */
export async function compareWithEleventy(dataDir: string, runs: number): Promise<CommandTimes> {
  const outRoot = await mkdtemp(path.join(tmpdir(), 'site-bench-cmd-'));
  const projects: string[] = [];
  try {
    let last = '';
    let sitePages = 0;
    const site = (i: number) => {
      last = path.join(outRoot, `dist-${i}`);
      const run = timed(`${SITE} generate --data ${JSON.stringify(path.resolve(dataDir))} --out ${JSON.stringify(last)}`, ROOT);
      sitePages = Number(/(\d+) pages built/.exec(run.stdout)?.[1] ?? 0);
      return run;
    };
    // the untimed first run of ours is also the real build the chrome is cut from
    site(0);
    const { layout, chromeBytes } = chromeLayout(await readFile(path.join(last, CHROME_PAGE), 'utf8'));
    const equal = await eleventyProject('equal', 'ours.njk', layout, ourShapePage);
    projects.push(equal);
    const long = await eleventyProject('long', 'page.njk', SHORT_LAYOUT, longMarkdownPage);
    projects.push(long);
    const eleventyRun = (project: string, i: number) => timed(`npx @11ty/eleventy --quiet --output=${JSON.stringify(`_site-${i}`)}`, project);
    eleventyRun(equal, 0);
    eleventyRun(long, 0);
    const times = { site: [] as number[], eleventy: [] as number[], eleventyLong: [] as number[] };
    const cpu = { site: [] as number[], eleventy: [] as number[], eleventyLong: [] as number[] };
    const record = (side: keyof typeof times, run: { ms: number; cpuMs: number }) => {
      times[side].push(run.ms);
      cpu[side].push(run.cpuMs);
    };
    for (let i = 1; i <= runs; i++) {
      record('site', site(i));
      record('eleventy', eleventyRun(equal, i));
      record('eleventyLong', eleventyRun(long, i));
    }
    const startNpx: number[] = [];
    const startNode: number[] = [];
    for (let i = 0; i < STARTUP_RUNS; i++) {
      startNpx.push(timed('npx site --help', ROOT).ms);
      startNode.push(timed(`${SITE} --help`, ROOT).ms);
    }
    const check: number[] = [];
    for (let i = 0; i < runs; i++) check.push(timed(`${SITE} check --dir ${JSON.stringify(last)}`, ROOT).ms);
    const ours = await htmlBytesPerPage(last);
    const theirs = await htmlBytesPerPage(path.join(equal, `_site-${runs}`));
    const theirsLong = await htmlBytesPerPage(path.join(long, `_site-${runs}`));
    if (theirs.pages !== ELEVENTY_PAGES || theirsLong.pages !== ELEVENTY_PAGES) throw new Error(`Eleventy wrote ${theirs.pages} and ${theirsLong.pages} pages, not ${ELEVENTY_PAGES}`);
    return {
      ...times,
      cpu,
      check,
      sitePages,
      siteBytesPerPage: ours.bytesPerPage,
      eleventyBytesPerPage: theirs.bytesPerPage,
      eleventyLongBytesPerPage: theirsLong.bytesPerPage,
      chromeBytes,
      startNpx,
      startNode,
    };
  } finally {
    for (const project of projects) await rm(project, { recursive: true, force: true });
    await rm(outRoot, { recursive: true, force: true });
  }
}

export function formatComparison(times: CommandTimes): string[] {
  const ours = median(times.site);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const list = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const perPage = (ms: number, pages: number) => `${(ms / pages).toFixed(2)} ms/page`;
  const verdict = (ratio: number) => (ratio <= 1 ? 'PASS' : 'FAIL');
  const peer = (label: string, values: number[], bytes: number) => {
    const theirs = median(values);
    const ratio = ours / theirs;
    const pageRatio = ours / times.sitePages / (theirs / ELEVENTY_PAGES);
    return {
      ratio,
      pageRatio,
      lines: [
        `npx @11ty/eleventy, ${label}: ${ELEVENTY_PAGES} pages, ${kb(bytes)} of HTML per page; median ${seconds(theirs)} (${perPage(theirs, ELEVENTY_PAGES)}) of ${list(values)}`,
      ],
    };
  };
  const equal = peer('equal work (our chrome, a <main> like ours)', times.eleventy, times.eleventyBytesPerPage);
  const long = peer('long Markdown (about 25 KB of Markdown a page)', times.eleventyLong, times.eleventyLongBytesPerPage);
  const cpuRatio = (theirs: number[]) => (median(times.cpu.site) / median(theirs)).toFixed(2);
  const npx = median(times.startNpx);
  const node = median(times.startNode);
  return [
    `${SITE} generate: ${times.sitePages} pages, ${kb(times.siteBytesPerPage)} of HTML per page (.br/.gz on, warm cache); median ${seconds(ours)} (${perPage(ours, times.sitePages)}) of ${list(times.site)}`,
    ...equal.lines,
    ...long.lines,
    `  (the equal-work layout holds our head, header and footer from /${CHROME_PAGE.replace(/index\.html$/, '')}: ${kb(times.chromeBytes)} outside <main>)`,
    `  ratio ours/theirs     equal work   long Markdown`,
    `    total time          ${equal.ratio.toFixed(2).padStart(10)}   ${long.ratio.toFixed(2).padStart(13)}`,
    `    time per page       ${equal.pageRatio.toFixed(2).padStart(10)}   ${long.pageRatio.toFixed(2).padStart(13)}`,
    `    CPU time            ${cpuRatio(times.cpu.eleventy).padStart(10)}   ${cpuRatio(times.cpu.eleventyLong).padStart(13)}   (CPU s of each run: ours ${list(times.cpu.site)}; theirs ${list(times.cpu.eleventy)}, ${list(times.cpu.eleventyLong)})`,
    `  ${verdict(equal.ratio)}  full build ${equal.ratio.toFixed(2)}x Eleventy's time on equal work <= 1.00 (moonshot 0.60); ${equal.pageRatio.toFixed(2)}x per page`,
    `  ${verdict(long.ratio)}  full build ${long.ratio.toFixed(2)}x Eleventy's time on long Markdown <= 1.00; ${long.pageRatio.toFixed(2)}x per page`,
    `start-up of the README's command: ${SITE} --help median ${Math.round(node)} ms of ${times.startNode.map(Math.round).join(', ')}; npx site --help median ${Math.round(npx)} ms of ${times.startNpx.map(Math.round).join(', ')} (npx adds ${Math.round(npx - node)} ms)`,
    `${SITE} check on our output: median ${seconds(median(times.check))} of ${list(times.check)}`,
  ];
}

if (process.argv[1] === import.meta.filename) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  console.log(`Side by side with Eleventy (Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}), ${runs} alternating runs of each from a shell:`);
  for (const line of formatComparison(await compareWithEleventy(process.env.BENCH_DATA ?? 'data', runs))) console.log(line);
}
