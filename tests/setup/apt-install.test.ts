// The test set-up's apt-get waits for dpkg's lock (tests/setup/apt-install.mjs): a machine running
// its own updates holds it, and apt-get gave up at once ("Could not get lock
// /var/lib/dpkg/lock-frontend"), failing `npm test` before any test ran. Here another process
// really holds the lock (an fcntl lock, as dpkg and apt take it) while apt-get "installs" a package
// that is already there with --no-upgrade: it has nothing to do, but must take the lock to know.
// As root only: apt-get takes the lock only then.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module of the set-up, without types
import { aptCommands, aptInstall } from './apt-install.mjs';
import { cleanup } from '../helpers/cleanup.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

const LOCK = '/var/lib/dpkg/lock-frontend';
const NOTHING_TO_DO = ['--no-upgrade', 'coreutils'];

/**
 * Another process holding dpkg's front-end lock for `seconds`; resolves once it holds it. Just
 * before it lets go, it creates `released` (a file, as this process's event loop is blocked while
 * apt-get runs).
 */
async function holdLock(seconds: number, released = '/dev/null') {
  const script = `import fcntl, time\nf = open(${JSON.stringify(LOCK)}, "w")\nfcntl.lockf(f, fcntl.LOCK_EX)\nprint("held", flush=True)\ntime.sleep(${seconds})\nopen(${JSON.stringify(released)}, "a").close()`;
  const holder = spawn('python3', ['-c', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanup(() => {
    if (holder.exitCode === null) holder.kill();
  });
  await once(holder.stdout, 'data');
  return holder;
}

describe.runIf(process.getuid?.() === 0)('apt-get under a held dpkg lock', () => {
  it('waits for the lock to be given back, then installs', { timeout: 60_000 }, async () => {
    const released = path.join(tempDirRemovedAfterTest('apt-lock-'), 'released');
    await holdLock(3, released);
    expect(aptInstall(NOTHING_TO_DO, { update: false, lockWaitSeconds: 30, stdio: 'pipe' })).toBeUndefined();
    // it finished only once the lock was given back
    expect(existsSync(released)).toBe(true);
  });

  it('gives up after its bounded wait with the same clear message', { timeout: 60_000 }, async () => {
    await holdLock(20);
    expect(aptInstall(NOTHING_TO_DO, { update: false, lockWaitSeconds: 1, stdio: 'pipe' })).toBe(
      'Could not install --no-upgrade coreutils. Run as root: apt-get update && apt-get install -y --no-upgrade coreutils',
    );
  });
});

it('every apt-get it runs waits for the lock', () => {
  expect(aptCommands(['chromium'], { lockWaitSeconds: 300 })).toEqual([
    ['-o', 'DPkg::Lock::Timeout=300', 'update', '-qq'],
    ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', '-qq', 'chromium'],
  ]);
});
