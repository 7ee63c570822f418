// Valid form bodies and a spawned `site api` process, shared by the tests and `npm run
// bench:api`. No vitest import here, so the benchmark can load it outside the test runner.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ApplicationFormValues, ContactFormValues } from '../../shared/forms.ts';
import { userEnv } from './cli.ts';

export function validApplication(overrides: Partial<Record<keyof ApplicationFormValues, unknown>> = {}): Record<string, unknown> {
  return {
    firstName: 'Jordan',
    lastName: 'Avery',
    email: 'jordan.avery@example.com',
    phone: '(248) 555-0142',
    address: '412 Main Street',
    city: 'Milford',
    state: 'MI',
    zipCode: '48381',
    experience: '1-2-years',
    availability: 'part-time',
    whyJoin: 'I enjoy detailed work and want a steady team.',
    ...overrides,
  };
}

export function validMessage(overrides: Partial<Record<keyof ContactFormValues, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Casey Morgan',
    email: 'casey@example.com',
    phone: '248-555-0199',
    subject: 'Deep clean quote',
    message: 'Could you deep clean a 3-bedroom house in Novi next week?',
    ...overrides,
  };
}

export interface SpawnedApi {
  process: ChildProcess;
  /** http://127.0.0.1:PORT, without /api. */
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** what it has printed on stderr so far */
  stderr(): string;
}

const SITE = path.resolve(import.meta.dirname, '../../bin/site.js');

/** Starts `node bin/site.js api --port 0 --db FILE` and resolves once it prints its address. */
export function spawnSiteApi(dbPath: string, env: NodeJS.ProcessEnv = {}): Promise<SpawnedApi> {
  return spawnServer(['api', '--port', '0', '--db', dbPath], env);
}

/** Starts `node bin/site.js serve --dir DIR --port 0 --db FILE`: the built site and the API in one
 * process, as visitors meet them (the browser tests of the widgets run against it). */
export function spawnSiteServe(siteDir: string, dbPath: string, env: NodeJS.ProcessEnv = {}): Promise<SpawnedApi> {
  return spawnServer(['serve', '--dir', siteDir, '--port', '0', '--db', dbPath], env);
}

/** Starts `node bin/site.js ARGS` (api or serve) and resolves once it prints its address. */
export async function spawnServer(args: string[], env: NodeJS.ProcessEnv): Promise<SpawnedApi> {
  const child = spawn(process.execPath, [SITE, ...args], {
    env: userEnv({ HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /API at (http:\/\/[\d.]+:\d+)\//.exec(stderr);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`site api exited before listening:\n${stderr}`)));
  });
  return { process: child, url, exited, stderr: () => stderr };
}
