// Ctrl+C on `site dev` with a page open: the open reload stream ends at once and the command exits
// cleanly (exit code 0, nothing logged as an error), instead of waiting out the graceful-shutdown
// deadline for a response that never ends by itself. The real command on a private copy of the
// data, its reload stream read by a real HTTP client as a tab's EventSource reads it.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEnv } from '../../helpers/cli.ts';
import { copyData, PROJECT_ROOT, SMALL_SITE } from '../../helpers/data.ts';
import { waitFor } from '../../helpers/wait.ts';

/**
 * Bounds the wait for the exit: the deadline the stream used to hold the process for is 10 s, so
 * an exit within 5 s is the stream ending at once, not a timing of how fast it happens.
 */
const EXIT_WITHIN_MS = 5_000;

let copy: Awaited<ReturnType<typeof copyData>>;
let child: ChildProcess;
let output = '';

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  child = spawn(
    process.execPath,
    [path.join(PROJECT_ROOT, 'bin/site.js'), 'dev', '--data', 'data', '--out', 'dist', '--port', '0', '--db', path.join(copy.root, 'site.db')],
    { cwd: copy.root, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`site dev exited before serving:\n${output}`);
      return /Dev server at (http:\/\/\S+?)\/ /.test(output);
    },
    300_000,
    () => `the dev server:\n${output}`,
    100,
  );
}, 600_000);

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('close', resolve));
  }
  await copy.cleanup();
});

describe('site dev on Ctrl+C', () => {
  it('ends the open reload stream at once and exits with code 0, logging no error', async () => {
    const origin = /Dev server at (http:\/\/\S+?)\/ /.exec(output)![1]!;
    // a tab's reload stream, open and connected
    const stream = await new Promise<{ ended: Promise<void> }>((resolve, reject) => {
      const request = get(`${origin}/__dev/events`, (res) => {
        expect(res.headers['content-type']).toBe('text/event-stream');
        res.setEncoding('utf8');
        res.resume();
        const ended = new Promise<void>((done) => res.once('close', () => done()));
        res.once('data', () => resolve({ ended }));
      });
      request.on('error', reject);
    });
    const before = output.length;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGINT');
    const outcome = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), EXIT_WITHIN_MS))]);
    expect(outcome, output.slice(before)).toEqual({ code: 0, signal: null });
    await stream.ended;
    const afterSignal = output.slice(before);
    // code 0 is the clean path (a failed close or the deadline exits 1); the terminal stays the
    // build's: no JSON log line from the API, no error
    expect(afterSignal).not.toMatch(/"level":/);
    expect(afterSignal).not.toMatch(/error|deadline/i);
  }, 60_000);
});
