// `site dev` (docs/decisions.md#the-dev-loop): the real command on a private copy of data/, a
// one-row keyword edit reaches open tabs as a reload event and the page shows the new words; a bad
// row is printed in the terminal and sent to tabs as the overlay's problem list, while the last
// good page keeps being served. No timing here: `npm run bench` times the loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEnv } from '../../helpers/cli.ts';
import { copyData, findLine, PROJECT_ROOT, readCsv, setCell, SMALL_SITE } from '../../helpers/data.ts';
import { waitFor } from '../../helpers/wait.ts';
import { devEvents } from '../../../generator/dev/dev.ts';

let root: string;
let data: string;
let cleanup: () => Promise<void>;
let child: ChildProcess;
let output = '';
let origin: string;
let events: Awaited<ReturnType<typeof devEvents>>;

const PAGE = '/mi/novi/deep-cleaning/';
const keywords = () => path.join(data, 'seo-keywords.csv');
const noviDeepCleaning = () => findLine(keywords(), (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning');

/** The next event of that name whose data passes `check` (a half-written file may come first). */
async function until(name: string, check: (data: unknown) => boolean) {
  for (;;) {
    const event = await events.next(name);
    if (check(event.data)) return event;
  }
}

/** Waits until the output of site dev shows `check`; fails at once, with that output, if it exits. */
function untilOutput(check: () => boolean, what: string): Promise<boolean> {
  const stillRunning = () => {
    if (child.exitCode !== null) throw new Error(`site dev exited while waiting for ${what}:\n${output}`);
    return check();
  };
  return waitFor(stillRunning, 300_000, () => `${what}:\n${output}`, 100);
}

beforeAll(async () => {
  ({ root, data, cleanup } = await copyData(SMALL_SITE));
  child = spawn(
    process.execPath,
    [path.join(PROJECT_ROOT, 'bin/site.js'), 'dev', '--data', 'data', '--out', 'dist', '--port', '0', '--db', path.join(root, 'site.db')],
    { cwd: root, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await untilOutput(() => /Dev server at (http:\/\/\S+?)\/ /.test(output), 'the dev server');
  origin = /Dev server at (http:\/\/\S+?)\/ /.exec(output)![1]!;
  events = await devEvents(origin);
}, 600_000);

afterAll(async () => {
  events?.close();
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('close', resolve));
  }
  await cleanup();
});

describe('site dev', () => {
  it('serves the built pages with the reload client', async () => {
    const res = await fetch(`${origin}${PAGE}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Deep Cleaning in Novi, MI</h1>');
    expect(html).toContain('<script type="module" src="/__dev/client.js"></script>');
  });

  it('answers only to its own names: another Host header gets 403 on every route, the reload stream included', async () => {
    const { port } = new URL(origin);
    /** status and the start of the body, for a GET sent with this Host header */
    const asHost = (host: string, urlPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
          res.setEncoding('utf8');
          res.once('data', (chunk: string) => {
            resolve({ status: res.statusCode ?? 0, body: chunk });
            req.destroy(); // the event stream never ends by itself
          });
        });
        req.on('error', reject);
        req.end();
      });
    for (const urlPath of [PAGE, '/__dev/events', '/__dev/client.js', '/api/health', '/sitemap.xml']) {
      const refused = await asHost(`rebound.example:${port}`, urlPath);
      expect(refused.status, urlPath).toBe(403);
      expect(refused.body).not.toContain(root);
      expect((await asHost(`localhost:${port}`, urlPath)).status, urlPath).toBe(200);
    }
    // the terminal shows build lines, not a JSON log line per request
    expect(output).not.toContain('{"level"');
    expect(output).not.toMatch(/"path":"\/api\/health"/);
  });

  it('reloads open pages after a keyword-sheet edit, and the page shows the new copy', async () => {
    events.drop();
    // an editor's swap file, a spreadsheet's lock file and sed -i's file, saved beside the sheet: no build names them
    const temporary = ['.seo-keywords.csv.swp', '.~lock.seo-keywords.csv#', 'sedQ4cHbX'];
    for (const name of temporary) await writeFile(path.join(data, name), 'x');
    await setCell(keywords(), await noviDeepCleaning(), 'intro', 'We make ovens spotless in Novi.');
    const reload = await events.next('reload');
    expect(reload.data).toMatchObject({ ms: expect.any(Number) });
    const html = await (await fetch(`${origin}${PAGE}`)).text();
    expect(html).toContain('We make ovens spotless in Novi.');
    // one sentence of its own is too little for the index gate: the page is held back, and the
    // Novi hub's featured card for it now points at /services/deep-cleaning/. Links feed
    // indexable pages first, so the other Novi service pages' four cards and the service hub's
    // list of towns move it behind the indexable ones, and /sitemap/ (indexable town pages only)
    // drops it: exactly those pages were rendered again.
    expect(html).toContain('<meta name="robots" content="noindex,follow"');
    const availability = await readCsv(path.join(data, 'availability.csv'));
    const noviPages = availability.rows.filter((row) => row[availability.header.indexOf('city')] === 'novi').length;
    const rendered = noviPages + 3; // the town's service pages, its hub, /services/deep-cleaning/ and /sitemap/
    expect(output).toMatch(new RegExp(`seo-keywords\\.csv changed: ${rendered} pages rendered`));
    for (const name of temporary) {
      expect(output).not.toContain(name);
      await rm(path.join(data, name));
    }
  }, 120_000);

  it('shows a bad row in the terminal and the overlay, and keeps serving the last good page', async () => {
    events.drop();
    const line = await noviDeepCleaning();
    await setCell(keywords(), line, 'suggested_url', '/mi/novi/deep-clean/');
    // keyword intros span lines: the row a spreadsheet shows is named beside the file line
    const row = (await readCsv(keywords())).lines.indexOf(line) + 2;
    const expected = `data/seo-keywords.csv row ${row} (line ${line}), column 9: suggested_url: "/mi/novi/deep-clean/" differs from the page this row describes, ${PAGE}`;
    const problems = await until('problems', (list) => Array.isArray(list) && list.some((p) => String(p).includes(expected)));
    expect(problems.data).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
    await untilOutput(() => output.includes(expected), 'the problem in the terminal');
    expect(output).toContain('the last good site is still served');
    // the overlay's words: saving the file rebuilds, there is no command to run again
    expect(problems.data).toEqual(expect.arrayContaining([expect.stringMatching(/^1 problem in the data: .* Fix the rows below and save the file to rebuild\.$/)]));
    expect(JSON.stringify(problems.data)).not.toContain('run the command again');
    expect(await (await fetch(`${origin}/__dev/client.js`)).text()).toContain('fix these problems and save the file to rebuild');
    const res = await fetch(`${origin}${PAGE}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('We make ovens spotless in Novi.');
    // a tab opened now gets the problem list at once, as the overlay shows it
    const late = await devEvents(origin);
    expect((await late.next('problems')).data).toEqual(problems.data);
    late.close();
  }, 120_000);

  it('reloads again once the row is fixed', async () => {
    events.drop();
    await setCell(keywords(), await noviDeepCleaning(), 'suggested_url', PAGE);
    await events.next('reload');
    const html = await (await fetch(`${origin}${PAGE}`)).text();
    expect(html).toContain('We make ovens spotless in Novi.');
  }, 120_000);
});
