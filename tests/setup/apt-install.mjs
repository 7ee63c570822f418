// Installing Debian packages for the test set-up (ensure-system-tools.mjs). A freshly booted
// machine often runs its own updates at first: apt-get then finds dpkg's lock taken ("Could not
// get lock /var/lib/dpkg/lock-frontend") and, by default, gives up at once. So every apt-get here
// waits for the lock, up to lockWaitSeconds (DPkg::Lock::Timeout), before it fails with the same
// message as any other failure.
import { execFileSync } from 'node:child_process';

/** Long enough for a boot-time update to finish; APT_LOCK_WAIT_SECONDS overrides it. */
export const LOCK_WAIT_SECONDS = Number(process.env.APT_LOCK_WAIT_SECONDS) || 300;

/** The apt-get argument lists that install `packages`, each waiting for dpkg's lock. */
export function aptCommands(packages, { update = true, lockWaitSeconds = LOCK_WAIT_SECONDS } = {}) {
  const wait = ['-o', `DPkg::Lock::Timeout=${lockWaitSeconds}`];
  return [...(update ? [[...wait, 'update', '-qq']] : []), [...wait, 'install', '-y', '-qq', ...packages]];
}

/**
 * Installs `packages` with apt-get (as root). Returns undefined when done, or the message to
 * print when apt-get failed, the lock still held after the wait included.
 */
export function aptInstall(packages, options = {}) {
  const fix = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  try {
    for (const args of aptCommands(packages, options)) {
      execFileSync('apt-get', args, { stdio: options.stdio ?? 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    }
    return undefined;
  } catch {
    return `Could not install ${packages.join(' ')}. Run as root: ${fix}`;
  }
}
