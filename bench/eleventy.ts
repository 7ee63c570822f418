// Side by side with Eleventy: both generators started the same way, `node` on the entry each
// package installs (ours: bin/site.js; Eleventy: its package's cmd.cjs), each from an install of
// its own. Eleventy's install is made once in the system's temporary folder, outside this
// repository, with `npm install --prefix` (from npm's cache when it holds the version our lock
// file pins), so its process resolves only its own dependencies, as in a project that uses it
// (inside the repository, a module missing there would be looked up in our node_modules); npx is not used on either side, since npm's start-up
// (its read of the whole dependency tree before it finds the command) is not the generator's work.
// Runs alternate (ours, then each Eleventy project, the order reversed every other round), each
// into a new folder kept until the end; medians of wall time and of CPU time (user + system of the
// child and everything it waited for, from /proc) and their ratios, with the load average before
// and after. Two Eleventy workloads:
// - equal work: a Nunjucks layout holding our own head, header and footer as static text (cut from
//   one of our built city-service pages) around Markdown that renders to a <main> shaped like our
//   average page, so both sides write about the same bytes per page (printed, to show it);
// - long Markdown: 1,000 pages of about 25 KB of Markdown each, most of whose time goes to parsing
//   Markdown our build never parses (kept for comparison with earlier figures).
// Then the start-up cost of the command itself (`node bin/site.js --help`, and `npx site --help`,
// which npm makes about a second slower) and `site check`'s time on our output. Both sides start warm: one untimed run of
// each first (our compiled bundle and image cache, Eleventy's module cache). Run alone with
// `npx tsx bench/eleventy.ts` (BENCH_RUNS, BENCH_DATA as for `npm run bench`); `-- --equal-only`
// times only our build and the equal-work peer (no long Markdown, start-up or `site check`), for
// quick work on the build's speed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { childrenCpuMs } from './cpu.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ELEVENTY_PAGES = 1000;
/** the built page whose head, header and footer the equal-work peer's layout holds */
const CHROME_PAGE = 'mi/novi/deep-cleaning/index.html';
const STARTUP_RUNS = 5;
/** at least five timed runs a side: medians of fewer move with every burst of other work */
export const ELEVENTY_RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** our installed entry, as package.json's "bin" names it */
const SITE_ENTRY = path.join(ROOT, 'bin', 'site.js');
const SITE = 'node bin/site.js';
/** the Eleventy our lock file pins; the bench installs the same version apart from our tree */
const ELEVENTY_VERSION: string = JSON.parse(await readFile(path.join(ROOT, 'node_modules', '@11ty', 'eleventy', 'package.json'), 'utf8')).version;
const ELEVENTY_INSTALL = path.join(tmpdir(), `site-bench-eleventy-install-${ELEVENTY_VERSION}`);
const ELEVENTY_ENTRY = path.join(ELEVENTY_INSTALL, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');

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
  /** `node cmd.cjs --version` of Eleventy's own install, wall ms of each run */
  startEleventy: number[];
  /** 1-, 5- and 15-minute load averages before the first timed run and after the last */
  loadBefore: number[];
  loadAfter: number[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Wall ms of one command (an argument list, no shell), and the CPU ms it used on every core: user
 * and system time of the child and of whatever it waited for (other work on a shared machine
 * stretches wall time far more than CPU time); a failure stops the benchmark with its output.
 */
function timed(command: string[], cwd: string): { ms: number; cpuMs: number; stdout: string } {
  const cpuBefore = childrenCpuMs();
  const start = performance.now();
  const child = spawnSync(command[0]!, command.slice(1), { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  const ms = performance.now() - start;
  const cpuMs = childrenCpuMs() - cpuBefore;
  if (child.status !== 0) throw new Error(`\`${command.join(' ')}\` failed (exit ${child.status}):\n${child.stderr}\n${child.stdout}`);
  return { ms, cpuMs, stdout: child.stdout };
}

/** Average bytes of the .html files under `dir` (not their .br/.gz copies), and how many there are. */
export async function htmlBytesPerPage(dir: string): Promise<{ pages: number; bytesPerPage: number }> {
  const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html'));
  const sizes = await Promise.all(files.map(async (name) => (await stat(path.join(dir, name))).size));
  return { pages: files.length, bytesPerPage: sizes.reduce((a, b) => a + b, 0) / Math.max(files.length, 1) };
}

/**
 * Eleventy installed on its own, as a project that uses it installs it: made once (npm takes the
 * package from its cache when it has it), then reused; the path of its cmd.cjs.
 */
async function eleventyInstall(): Promise<string> {
  if (existsSync(ELEVENTY_ENTRY)) return ELEVENTY_ENTRY;
  await mkdir(ELEVENTY_INSTALL, { recursive: true });
  await writeFile(path.join(ELEVENTY_INSTALL, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', ELEVENTY_INSTALL, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', `@11ty/eleventy@${ELEVENTY_VERSION}`],
    { encoding: 'utf8' },
  );
  if (npm.status !== 0 || !existsSync(ELEVENTY_ENTRY)) throw new Error(`npm could not install @11ty/eleventy@${ELEVENTY_VERSION} into ${ELEVENTY_INSTALL}:\n${npm.stderr}`);
  return ELEVENTY_ENTRY;
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
export function ourShapePage(n: number): string {
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

/**
 * An Eleventy project of ELEVENTY_PAGES Markdown pages; its node_modules is a link to Eleventy's
 * own install (Node follows the link, so Eleventy resolves its modules there, never in ours).
 */
async function eleventyProject(name: string, layoutFile: string, layout: string, page: (n: number) => string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `site-bench-eleventy-${name}-`));
  await mkdir(path.join(dir, 'src', '_includes'), { recursive: true });
  await mkdir(path.join(dir, 'src', 'notes'));
  await symlink(path.join(ELEVENTY_INSTALL, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await writeFile(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  await writeFile(path.join(dir, 'eleventy.config.js'), `export default { dir: { input: 'src', output: '_site' } };\n`);
  await writeFile(path.join(dir, 'src', '_includes', layoutFile), layout);
  await Promise.all(Array.from({ length: ELEVENTY_PAGES }, (_, n) => writeFile(path.join(dir, 'src', 'notes', `${n}.md`), page(n))));
  return dir;
}

/**
 * `runs` timed runs of each generator, alternating, after one untimed run of each; then start-up
 * and `site check`. `equalOnly`: our build and the equal-work peer alone.
 */
export async function compareWithEleventy(dataDir: string, runs: number, { equalOnly = false } = {}): Promise<CommandTimes> {
  const eleventyEntry = await eleventyInstall();
  const outRoot = await mkdtemp(path.join(tmpdir(), 'site-bench-cmd-'));
  const projects: string[] = [];
  try {
    let last = '';
    let sitePages = 0;
    const site = (i: number) => {
      last = path.join(outRoot, `dist-${i}`);
      const run = timed(['node', SITE_ENTRY, 'generate', '--data', path.resolve(dataDir), '--out', last], ROOT);
      sitePages = Number(/(\d+) pages built/.exec(run.stdout)?.[1] ?? 0);
      return run;
    };
    // the untimed first run of ours is also the real build the chrome is cut from
    site(0);
    const { layout, chromeBytes } = chromeLayout(await readFile(path.join(last, CHROME_PAGE), 'utf8'));
    const equal = await eleventyProject('equal', 'ours.njk', layout, ourShapePage);
    projects.push(equal);
    const long = equalOnly ? undefined : await eleventyProject('long', 'page.njk', SHORT_LAYOUT, longMarkdownPage);
    if (long) projects.push(long);
    const eleventyRun = (project: string, i: number) => timed(['node', eleventyEntry, '--quiet', `--output=_site-${i}`], project);
    eleventyRun(equal, 0);
    if (long) eleventyRun(long, 0);
    const times = { site: [] as number[], eleventy: [] as number[], eleventyLong: [] as number[] };
    const cpu = { site: [] as number[], eleventy: [] as number[], eleventyLong: [] as number[] };
    const sides: Partial<Record<keyof typeof times, (i: number) => ReturnType<typeof timed>>> = {
      site: (i: number) => site(i),
      eleventy: (i: number) => eleventyRun(equal, i),
      ...(long && { eleventyLong: (i: number) => eleventyRun(long, i) }),
    };
    const loadBefore = loadavg();
    for (let i = 1; i <= runs; i++) {
      // every other round in reverse, so neither side always runs after the same one
      const order = Object.keys(sides) as (keyof typeof sides)[];
      for (const side of i % 2 ? order : order.reverse()) {
        const run = sides[side]!(i);
        times[side].push(run.ms);
        cpu[side].push(run.cpuMs);
      }
    }
    const loadAfter = loadavg();
    const startNpx: number[] = [];
    const startNode: number[] = [];
    const startEleventy: number[] = [];
    for (let i = 0; i < (equalOnly ? 0 : STARTUP_RUNS); i++) {
      startNpx.push(timed(['npx', 'site', '--help'], ROOT).ms);
      startNode.push(timed(['node', SITE_ENTRY, '--help'], ROOT).ms);
      startEleventy.push(timed(['node', eleventyEntry, '--version'], equal).ms);
    }
    const check: number[] = [];
    for (let i = 0; i < (equalOnly ? 0 : runs); i++) check.push(timed(['node', SITE_ENTRY, 'check', '--dir', last], ROOT).ms);
    const ours = await htmlBytesPerPage(last);
    const theirs = await htmlBytesPerPage(path.join(equal, `_site-${runs}`));
    const theirsLong = long ? await htmlBytesPerPage(path.join(long, `_site-${runs}`)) : { pages: ELEVENTY_PAGES, bytesPerPage: Number.NaN };
    if (theirs.pages !== ELEVENTY_PAGES || theirsLong.pages !== ELEVENTY_PAGES) throw new Error(`Eleventy wrote ${theirs.pages} and ${theirsLong.pages} pages, not ${ELEVENTY_PAGES}`);
    // equal work: the peer's pages hold our chrome whole, around a <main> of their own
    const peerPage = await readFile(path.join(equal, `_site-${runs}`, 'notes', '1', 'index.html'), 'utf8');
    const ourPage = await readFile(path.join(last, CHROME_PAGE), 'utf8');
    const ourHeader = ourPage.slice(ourPage.indexOf('<body'), ourPage.indexOf('<main'));
    if (!peerPage.includes(ourHeader)) throw new Error("the equal-work peer's pages do not hold our header: the layout was not cut as expected");
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
      startEleventy,
      loadBefore,
      loadAfter,
    };
  } finally {
    for (const project of projects) await rm(project, { recursive: true, force: true });
    await rm(outRoot, { recursive: true, force: true });
  }
}

export function formatComparison(times: CommandTimes): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const list = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const loads = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
  const verdict = (ratio: number) => (ratio <= 1 ? 'PASS' : 'FAIL');
  const ours = { wall: median(times.site), cpu: median(times.cpu.site) };
  const side = (label: string, wall: number[], cpu: number[], pages: number, bytes: number) =>
    `  ${label}: ${pages} pages, ${kb(bytes)} of HTML a page; wall median ${seconds(median(wall))} of ${list(wall)}; CPU median ${seconds(median(cpu))} of ${list(cpu)}`;
  const ratios = (wall: number[], cpu: number[]) => {
    const theirs = { wall: median(wall), cpu: median(cpu) };
    return {
      wall: ours.wall / theirs.wall,
      cpu: ours.cpu / theirs.cpu,
      pageWall: ours.wall / times.sitePages / (theirs.wall / ELEVENTY_PAGES),
      pageCpu: ours.cpu / times.sitePages / (theirs.cpu / ELEVENTY_PAGES),
    };
  };
  const equal = ratios(times.eleventy, times.cpu.eleventy);
  const long = ratios(times.eleventyLong, times.cpu.eleventyLong);
  const hasLong = times.eleventyLong.length > 0;
  const row = (label: string, a: number, b: number) => `    ${label.padEnd(18)}${a.toFixed(2).padStart(11)}${hasLong ? b.toFixed(2).padStart(16) : ''}`;
  const lines = [
    `  load average (1, 5, 15 min) ${loads(times.loadBefore)} before the first timed run, ${loads(times.loadAfter)} after the last`,
    side(`${SITE} generate (warm .cache/, .br/.gz copies written)`, times.site, times.cpu.site, times.sitePages, times.siteBytesPerPage),
    side(`node cmd.cjs of @11ty/eleventy ${ELEVENTY_VERSION}, equal work (our chrome, a <main> like ours)`, times.eleventy, times.cpu.eleventy, ELEVENTY_PAGES, times.eleventyBytesPerPage),
    ...(hasLong ? [side(`the same, long Markdown (about 25 KB of Markdown a page)`, times.eleventyLong, times.cpu.eleventyLong, ELEVENTY_PAGES, times.eleventyLongBytesPerPage)] : []),
    `  (the equal-work layout holds our head, header and footer from /${CHROME_PAGE.replace(/index\.html$/, '')}: ${kb(times.chromeBytes)} outside <main>)`,
    `  ratio ours/theirs, of medians   equal work${hasLong ? '   long Markdown' : ''}`,
    row('wall time', equal.wall, long.wall),
    row('CPU time', equal.cpu, long.cpu),
    row('wall time a page', equal.pageWall, long.pageWall),
    row('CPU time a page', equal.pageCpu, long.pageCpu),
    `  ${verdict(equal.wall)}  full build ${equal.wall.toFixed(2)}x Eleventy's wall time on equal work <= 1.00 (ambition 0.60)`,
    `  ${verdict(equal.cpu)}  full build ${equal.cpu.toFixed(2)}x Eleventy's CPU time on equal work <= 1.00 (ambition 0.60)`,
  ];
  if (times.startNode.length === 0) return lines;
  const npx = median(times.startNpx);
  const node = median(times.startNode);
  return [
    ...lines,
    `  start-up: ${SITE} --help median ${Math.round(node)} ms of ${times.startNode.map(Math.round).join(', ')}; ` +
      `node cmd.cjs --version (Eleventy) median ${Math.round(median(times.startEleventy))} ms; npx site --help median ${Math.round(npx)} ms (npx adds ${Math.round(npx - node)} ms)`,
    `  ${SITE} check on our output: median ${seconds(median(times.check))} of ${list(times.check)}`,
  ];
}

/** The heading the comparison's figures follow. */
export const comparisonHeading = (runs: number) =>
  `Side by side with Eleventy (Node ${process.version}, ${availableParallelism()} cores): both started as node <installed entry>, each in its own install, ${runs} alternating timed runs a side after one untimed:`;

if (process.argv[1] === import.meta.filename) {
  const equalOnly = process.argv.includes('--equal-only');
  console.log(comparisonHeading(ELEVENTY_RUNS));
  for (const line of formatComparison(await compareWithEleventy(process.env.BENCH_DATA ?? 'data', ELEVENTY_RUNS, { equalOnly }))) console.log(line);
}
