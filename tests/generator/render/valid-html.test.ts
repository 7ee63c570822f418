// Valid HTML. The W3C Nu HTML Checker (vnu-jar, run offline on Debian's Java) checks one built page
// of every kind the route table has; it must report no error. Errors it has caught: width="100%" on
// the map iframes of /contact/ and /locations/, and autocomplete="street-address" on an <input> in
// /careers/ (allowed only on a textarea).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareRoutes } from '../../../generator/build.ts';
import { builtSite, SITE_URL } from '../../helpers/built-site.ts';
import { DATA_DIR } from '../../helpers/data.ts';

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let pages: { kind: string; file: string }[] = [];
let messages: VnuMessage[] = [];

beforeAll(async () => {
  const dist = await builtSite();
  const { routes } = await prepareRoutes({ dataDir: DATA_DIR, outDir: 'unused', siteUrl: SITE_URL, buildDate: '2026-01-15' });
  const firstOfKind = new Map<string, string>();
  for (const route of routes) if (!firstOfKind.has(route.kind)) firstOfKind.set(route.kind, route.path);
  pages = [...firstOfKind].map(([kind, urlPath]) => ({ kind, file: path.join(dist, urlPath.endsWith('.html') ? urlPath : `${urlPath}index.html`) }));
  // one JVM for every page; the checker exits non-zero on errors, so its report is read either way
  const run = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...pages.map((p) => p.file)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}, 300_000);

describe('valid HTML (W3C Nu HTML Checker)', () => {
  it('checks one page of every kind of the route table', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
    for (const page of pages) expect(existsSync(page.file), `${page.kind}: ${page.file}`).toBe(true);
  });

  it('reports no error on any of them', () => {
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map((m) => `${m.url.replace(/^file:.*?\/dist\//, '/')}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});
