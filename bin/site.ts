// Command-line entry: parses arguments and hands each command to one function. No logic here.
import { Command } from 'commander';

const program = new Command();
program
  .name('site')
  .description('Build, check and serve the business website from the tables in data/.')
  .showHelpAfterError();

program
  .command('generate')
  .description('Validate data/ and build every page into the output folder (atomic: the old output stays on any error).')
  .option('--data <dir>', 'folder holding the data tables', 'data')
  .option('--out <dir>', 'output folder', 'dist')
  .option('--site-url <url>', 'absolute origin used for canonical URLs and the sitemap', process.env.SITE_URL ?? 'https://www.example.com')
  .option('--to <format>', 'write nothing; print the route table instead ("json")')
  .option('--quiet', 'print only errors')
  .action(async (options) => {
    // commands load their modules on demand so that `--help` and small commands start quickly
    const { runGenerate } = await import('../generator/cli.ts');
    process.exitCode = await runGenerate(options);
  });

program
  .command('check')
  .description('Check a built site: internal links, sitemap entries, titles, descriptions, canonicals and JSON-LD.')
  .option('--dir <dir>', 'built site folder', 'dist')
  .action(async (options) => {
    const { runCheck } = await import('../generator/cli.ts');
    process.exitCode = await runCheck(options);
  });

// The server commands load Express, the database driver and the logger (~0.4 s of CPU at start-up,
// issue 18); the commands of this file load what they need themselves, so only other command
// lines (and --help) wait for them.
const OWN_COMMANDS = new Set(['generate', 'check', 'dev']);
if (!OWN_COMMANDS.has(process.argv[2] ?? '')) (await import('../api/cli.ts')).registerServerCommands(program);

program
  .command('dev')
  .description('Build, serve with the API, and rebuild and reload open pages whenever data/ or templates/ change.')
  .option('--data <dir>', 'folder holding the data tables', 'data')
  .option('--out <dir>', 'output folder', 'dist')
  .option('--site-url <url>', 'absolute origin used for canonical URLs', process.env.SITE_URL ?? 'https://www.example.com')
  .option('--port <port>', 'port to listen on', (value) => Number(value), 4173)
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--db <file>', 'SQLite file for submissions (default: SITE_DB, else var/site.db)')
  .action(async (options) => {
    const { runDev } = await import('../generator/dev.ts');
    process.exitCode = await runDev(options);
  });

await program.parseAsync();
