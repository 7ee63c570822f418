// The test suite drives two programs from Debian: Chromium (browser tests) and a Java runtime (the
// W3C Nu HTML Checker, vnu-jar). A fresh machine may lack them: install the missing ones when we
// are root, otherwise stop with the command that fixes it. Never download a browser or a JDK build
// of our own. apt-get waits for another install holding dpkg's lock (apt-install.mjs).
import { existsSync } from 'node:fs';
import { aptInstall, LOCK_WAIT_SECONDS } from './apt-install.mjs';

const tools = [
  { name: 'Chromium', binary: '/usr/bin/chromium', debianPackage: 'chromium' },
  { name: 'a Java runtime', binary: '/usr/bin/java', debianPackage: 'default-jre-headless' },
];

const missing = tools.filter((tool) => !existsSync(tool.binary));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  const fix = `apt-get update && apt-get install -y ${packages}`;
  const what = missing.map((tool) => `${tool.name} (${tool.binary})`).join(' and ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${what} missing. Install as root: ${fix}`);
    process.exit(1);
  }
  console.log(`${what} missing: installing Debian's ${packages} (apt-get, waiting up to ${LOCK_WAIT_SECONDS} s for another install to finish)...`);
  const failure = aptInstall(missing.map((tool) => tool.debianPackage));
  if (failure) {
    console.error(failure);
    process.exit(1);
  }
  for (const tool of missing) {
    if (!existsSync(tool.binary)) {
      console.error(`apt-get finished but ${tool.binary} is still missing.`);
      process.exit(1);
    }
  }
}
