// On a fresh clone, `npm start` builds, serves and prints the address to
// open; the build's summary opens its output (the stage lines are for --verbose); warnings follow
// the summary. Runs the real `npm start` (as a newcomer would) on a temporary output folder and port,
// with a few towns' copy of the data: what it checks (the stages, the warning, serving) does not
// depend on the number of pages, and the build takes a third of the whole site's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { userEnv } from '../helpers/cli.ts';
import { copyData, PROJECT_ROOT, SMALL_SITE } from '../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let root: string;
let child: ChildProcess;
let output = '';
let address: string;

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  root = copy.root;
  child = spawn('npm', ['start', '--', '--data', copy.data, '--out', path.join(root, 'dist'), '--db', path.join(root, 'site.db'), '--port', '0'], {
    cwd: PROJECT_ROOT,
    env: userEnv({ SITE_URL: '', GITHUB_ACTIONS: '', PORT: '' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // npm runs node in a child of its own: stop the whole group afterwards
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const printed = /Open (http:\/\/127\.0\.0\.1:\d+\/) in a browser/;
  await new Promise<void>((resolve, reject) => {
    const look = () => {
      const match = printed.exec(output);
      if (match) {
        address = match[1]!;
        resolve();
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
  });
}, 900_000);

afterAll(async () => {
  if (child?.exitCode === null && child.pid) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  await copy?.cleanup();
});

describe('npm start on a fresh clone', () => {
  it('answers on the address it prints, with the home page and the API', async () => {
    const home = await fetch(address);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/^<!DOCTYPE html><html lang="en">/);
    const missing = await fetch(new URL('no-such-page/', address));
    expect(missing.status).toBe(404);
    const health = await fetch(new URL('api/health', address));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, status: 'ok' });
  });

  it('opens with the summary when the output is not a terminal: no stage lines, no live redraws', () => {
    const lines = output.split('\n');
    const summary = lines.findIndex((line) => line.startsWith('✔ '));
    expect(summary, output).toBeGreaterThanOrEqual(0);
    // before it, only what npm prints about the script it runs
    expect(lines.slice(0, summary).filter((line) => line.trim() !== '' && !line.startsWith('> '))).toEqual([]);
    expect(output).not.toMatch(/ done in \d/);
    expect(output).not.toContain('\r');
  });

  it('prints warnings after the summary: here, that canonical URLs point at the placeholder', () => {
    const lines = output.split('\n');
    const summary = lines.findIndex((line) => line.includes('pages built into'));
    // the copy also warns about its ended promotions; the placeholder, a publish blocker, leads
    const warning = lines.findIndex((line) => /^⚠ \d+ warnings? \(the site was built; worth fixing\):$/.test(line));
    expect(summary, output).toBeGreaterThanOrEqual(0);
    expect(warning, output).toBeGreaterThan(summary);
    // it names the business.json the build read: here the copy's, given by --data
    const business = path.join(copy.data, 'business.json');
    expect(lines[warning + 1]).toBe(
      `  ${business} siteUrl: canonical URLs and the sitemap point at the placeholder https://www.example.com: set siteUrl in ${business} (or SITE_URL) to the real address before publishing`,
    );
  });
});
