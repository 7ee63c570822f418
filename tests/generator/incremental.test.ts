// Incremental builds: after a one-row edit only the pages that row feeds are written again;
// every other file keeps its inode and modification time (a deploy uploads only what changed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { copyData, findLine, setCell } from '../helpers/data.ts';
import { runSite } from '../helpers/cli.ts';

let root: string;
let data: string;
let cleanup: () => Promise<void>;

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (sub: string) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) await walk(rel);
      else {
        const s = await stat(path.join(dir, rel));
        files.set(rel, `${s.ino}:${s.mtimeMs}`);
      }
    }
  };
  await walk('');
  return files;
}

const changedPages = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([file, id]) => before.get(file) !== id && file.endsWith('.html')).map(([file]) => file).sort();

async function generate() {
  const result = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test'], { cwd: root });
  expect(result.stderr).toBe('');
  return result;
}

beforeAll(async () => {
  ({ root, data, cleanup } = await copyData());
  await generate();
});

afterAll(async () => cleanup());

describe('incremental generate', () => {
  it('rewrites nothing when nothing changed', async () => {
    const before = await snapshot(path.join(root, 'dist'));
    const result = await generate();
    expect(result.stdout).toMatch(/ 0 rendered, \d+ unchanged and re-used; files: 0 written/);
    expect(changedPages(before, await snapshot(path.join(root, 'dist')))).toEqual([]);
  });

  it('re-renders exactly the page a keyword row feeds', async () => {
    const before = await snapshot(path.join(root, 'dist'));
    const file = path.join(data, 'seo-keywords.csv');
    const line = await findLine(file, (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning');
    await setCell(file, line, 'primary_keyword', 'deep cleaning in novi michigan');
    const result = await generate();
    expect(result.stdout).toMatch(/ 1 rendered/);
    expect(changedPages(before, await snapshot(path.join(root, 'dist')))).toEqual(['mi/novi/deep-cleaning/index.html']);
  });

  it('writes every page that shows a changed landmark, and no other', async () => {
    const before = await snapshot(path.join(root, 'dist'));
    const file = path.join(data, 'landmarks.csv');
    const line = await findLine(file, (r) => r.city === 'highland');
    await setCell(file, line, 'detail', 'A newly rewritten detail about this Highland landmark.');
    await generate();
    const changed = changedPages(before, await snapshot(path.join(root, 'dist')));
    expect(changed.length).toBeGreaterThan(0);
    // the landmark details show on Highland's city-service pages only
    for (const page of changed) expect(page).toMatch(/^mi\/highland\//);
  });

  it('writes every page again when the business profile changes what every page shows', async () => {
    const before = await snapshot(path.join(root, 'dist'));
    const { readFile, writeFile } = await import('node:fs/promises');
    const businessFile = path.join(data, 'business.json');
    const business = JSON.parse(await readFile(businessFile, 'utf8'));
    business.phone = '(248) 555-0199';
    business.phoneE164 = '+12485550199';
    await writeFile(businessFile, JSON.stringify(business, null, 2));
    await generate();
    const after = await snapshot(path.join(root, 'dist'));
    const pages = [...after.keys()].filter((f) => f.endsWith('.html'));
    expect(changedPages(before, after)).toHaveLength(pages.length);
  });
});
