// Browser tests drive Debian's Chromium. A fresh machine lacks it: install it when we are root,
// otherwise stop with the command that fixes it. Never download a browser build of our own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${chromium}. Install it as root: apt-get update && apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('Could not install Chromium. Run as root: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing.`);
    process.exit(1);
  }
}
