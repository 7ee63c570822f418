// The test suite drives two programs from Debian: Chromium (browser tests) and a Java runtime (the
// W3C Nu HTML Checker, vnu-jar). A fresh machine may lack them: install the missing ones when we
// are root, otherwise stop with the command that fixes it. Never download a browser or a JDK build
// of our own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

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
  console.log(`${what} missing: installing Debian's ${packages} (apt-get)...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install ${packages}. Run as root: ${fix}`);
    process.exit(1);
  }
  for (const tool of missing) {
    if (!existsSync(tool.binary)) {
      console.error(`apt-get finished but ${tool.binary} is still missing.`);
      process.exit(1);
    }
  }
}
