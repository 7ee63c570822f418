// Command-line entry: parses arguments and hands each command to one function. No logic here.
import { Command } from 'commander';
import { portOption } from '../shared/port-option.ts';

const program = new Command();
program
  .name('site')
  .description('Build, check and serve the business website from the tables in data/.')
  .showHelpAfterError();

/** The options of every command that builds: where the data is, where the site goes, its address. */
const buildCommand = (name: string, description: string) =>
  program
    .command(name)
    .description(description)
    .option('--data <dir>', 'folder holding the data tables', 'data')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--site-url <url>', 'absolute origin for canonical URLs and the sitemap (default: SITE_URL, else siteUrl in business.json)');

buildCommand('generate', 'Validate data/ and build every page into the output folder (atomic: the old output stays on any error).')
  .option('--to <format>', 'write nothing; print the route table (and warnings) instead ("json")')
  .option('--quiet', 'print only errors')
  .option('--verbose', 'also print the stage timings, the JavaScript and index-gate tables, and every warning')
  .option('--reporter <name>', 'also print problems as "github" workflow annotations (default under GITHUB_ACTIONS=true)')
  .option('--strict', 'fail when a published address is gone with no row in redirects.csv (default when CI is set)')
  .option('--no-strict', 'only warn about such addresses')
  .option('--report <file>', 'write a Markdown report of what changed against the build the output folder held')
  .option('--screenshots <dir>', 'with --report: before and after screenshots (375 and 1280 px) of the 3 pages that changed most, into this folder, shown in the report')
  .option('--publish', "this build goes live (the deploy job): record its addresses in the data folder's published.csv")
  .action(async (options) => {
    // commands load their modules on demand so that `--help` and small commands start quickly
    const { runGenerate } = await import('../generator/cli.ts');
    process.exitCode = await runGenerate(options);
  });

program
  .command('check')
  .description('Check a built site: internal links, sitemap entries, titles, descriptions, canonicals and JSON-LD.')
  .option('--dir <dir>', 'built site folder', 'dist')
  .option('--reporter <name>', 'also print problems as "github" workflow annotations (default under GITHUB_ACTIONS=true)')
  .option('--layout', 'check the layout instead, in Chromium: a few pages of every kind at 375, 768 and 1280 px')
  .option('--per-kind <count>', 'with --layout: pages of each kind to look at', (value) => Number(value), 2)
  .option('--to <format>', 'with --layout: print the problems as "json"')
  .action(async (options) => {
    const { runCheck, runLayoutCheck } = await import('../generator/cli.ts');
    process.exitCode = options.layout ? await runLayoutCheck(options) : await runCheck(options);
  });

program
  .command('diff')
  .description('Write a Markdown report of what a built site changed against another (a base branch\'s build), without building.')
  .argument('<base>', 'the built folder to compare with')
  .option('--dir <dir>', 'built site folder', 'dist')
  .option('--report <file>', 'write the report to this file (default: print it)')
  .option('--screenshots <dir>', 'before and after screenshots (375 and 1280 px) of the 3 pages that changed most, into this folder, shown in the report')
  .action(async (base: string, options: { dir: string; report?: string; screenshots?: string }) => {
    const { runDiff } = await import('../generator/cli.ts');
    process.exitCode = await runDiff({ base, ...options });
  });

program
  .command('screenshots')
  .description('Take a screenshot of a page of every kind at 375 and 1280 px, and write a contact sheet (index.html) of them.')
  .option('--dir <dir>', 'built site folder', 'dist')
  .option('--out <dir>', 'folder for the PNGs and index.html', 'screenshots')
  .option('--per-kind <count>', 'pages of each kind', (value) => Number(value), 1)
  .action(async (options) => {
    const { runScreenshots } = await import('../generator/cli.ts');
    process.exitCode = await runScreenshots(options);
  });

program
  .command('coverage')
  .description('Print the writing plan: every page the index gate holds back, ranked by value, with what to write (writes nothing).')
  .option('--data <dir>', 'folder holding the data tables', 'data')
  .option('--search-console <files...>', 'first import a Google Search Console performance export (its Queries.csv and Pages.csv, and Dates.csv for its length) into the data folder\'s search-console.csv, to rank by real demand')
  .option('--months <number>', 'how many months the export covers, when it has no Dates.csv (default 3, Search Console\'s own)')
  .option('--to <format>', 'print CSV a spreadsheet opens as a to-do list ("csv") instead of a table')
  .action(async (options) => {
    const { runCoverage } = await import('../generator/cli.ts');
    process.exitCode = await runCoverage(options);
  });

program
  .command('init')
  .description('Start a new business: a data folder that builds at once, every text marked for your own words (writes nothing over existing files).')
  .argument('[dir]', 'the new data folder (missing or empty)', 'data')
  .option('--from <folder>', 'start from this data folder (an example: examples/tabletop-plumbing) instead of the neutral starter, keeping its texts')
  .option('--missing', 'add only the copy files an existing data folder lacks (pages/, blocks/), each text marked for your words')
  .action(async (dir: string, options: { from?: string; missing?: boolean }) => {
    const { runInit } = await import('../generator/cli.ts');
    process.exitCode = await runInit({ dir, ...options });
  });

// The server commands load Express, the database driver and the logger, which slows start-up;
// the commands of this file load what they need themselves, so only other command
// lines (and --help) wait for them.
const OWN_COMMANDS = new Set(['generate', 'check', 'coverage', 'diff', 'dev', 'init', 'screenshots']);

// In a function, not at the top level: the bundle is CommonJS, which has no top-level await and
// which V8 keeps compiled between calls (bin/compiled.js).
async function main(): Promise<void> {
  if (!OWN_COMMANDS.has(process.argv[2] ?? '')) (await import('../api/cli.ts')).registerServerCommands(program);

  buildCommand('start', 'Build the site, then serve it with the API and print the address to open (what `npm start` runs).')
    .option('--port <port>', 'port to listen on (default: PORT, else 4173)', portOption)
    .option('--host <host>', 'address to listen on (default: HOST, else 127.0.0.1)')
    .option('--db <file>', 'SQLite file for submissions (default: SITE_DB, else var/site.db)')
    .action(async (options) => {
      const { runGenerate } = await import('../generator/cli.ts');
      const built = await runGenerate({ data: options.data, out: options.out, siteUrl: options.siteUrl });
      const { runServe } = await import('../api/cli.ts');
      process.exitCode = built === 0 ? await runServe({ dir: options.out, port: options.port, host: options.host, db: options.db, data: options.data }) : built;
    });

  buildCommand('dev', 'Build, serve with the API, and rebuild and reload open pages whenever data/ or templates/ change.')
    .option('--port <port>', 'port to listen on', (value) => Number(value), 4173)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--db <file>', 'SQLite file for submissions (default: SITE_DB, else var/site.db)')
    .action(async (options) => {
      const { dev } = await import('./commands/dev.ts');
      process.exitCode = await dev(options);
    });

  await program.parseAsync();
}

void main();
