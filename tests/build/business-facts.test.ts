// What each data folder's business.json says decides what its site claims (docs/decisions.md#structured-data):
// the home page's title names the business, the structured data accepts the payments it lists, and
// the Bitcoin page exists only for a business that takes Bitcoin. Read from `site generate --to
// json` on the three data folders (the cleaning company and the Ohio cleaner take Bitcoin, the
// plumber does not); a plumber's menu row pointing at the missing page stops the build at its cell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../helpers/cli.ts';
import { DATA_DIR, PROJECT_ROOT, tempDir } from '../helpers/data.ts';

interface RouteTable {
  routes: { path: string; kind: string; head: { title: string }; jsonLd: Record<string, unknown>[]; props: unknown }[];
}

const FOLDERS = {
  cleaning: DATA_DIR,
  ohio: path.join(PROJECT_ROOT, 'examples', 'olentangy-cleaning', 'data'),
  plumbing: path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data'),
};
type Folder = keyof typeof FOLDERS;

const routeTables = {} as Record<Folder, RouteTable>;
const businesses = {} as Record<Folder, { name: string; paymentMethods: string[] }>;

async function routeTable(data: string): Promise<RouteTable> {
  const result = await runSite(['generate', '--data', data, '--to', 'json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as RouteTable;
}

const home = (folder: Folder) => routeTables[folder].routes.find((r) => r.path === '/')!;
const profile = (folder: Folder) => home(folder).jsonLd.find((b) => b['@type'] === 'LocalBusiness')!;

beforeAll(async () => {
  for (const folder of Object.keys(FOLDERS) as Folder[]) {
    routeTables[folder] = await routeTable(FOLDERS[folder]);
    businesses[folder] = JSON.parse(await readFile(path.join(FOLDERS[folder], 'business.json'), 'utf8'));
  }
}, 600_000);

describe('the home page title', () => {
  it.each(Object.keys(FOLDERS) as Folder[])('names the business (%s), within 60 characters', (folder) => {
    const { title } = home(folder).head;
    expect(title).toContain(businesses[folder].name);
    expect(title.length).toBeLessThanOrEqual(60);
  });
});

describe('payments', () => {
  it.each(Object.keys(FOLDERS) as Folder[])('paymentAccepted lists business.json paymentMethods (%s)', (folder) => {
    expect(profile(folder).paymentAccepted).toBe(businesses[folder].paymentMethods.join(', '));
  });

  it('builds the Bitcoin page for the businesses that list Bitcoin, and only for them', () => {
    for (const folder of Object.keys(FOLDERS) as Folder[]) {
      const accepts = businesses[folder].paymentMethods.includes('Bitcoin');
      expect(accepts, folder).toBe(folder !== 'plumbing');
      expect(routeTables[folder].routes.some((r) => r.path === '/bitcoin-payments/'), folder).toBe(accepts);
    }
    // and nothing in the plumber's site links to it
    expect(JSON.stringify(routeTables.plumbing.routes)).not.toContain('/bitcoin-payments/');
  });
});

describe('a link to the Bitcoin page of a business that does not take Bitcoin', () => {
  let root: string;
  afterAll(async () => root && rm(root, { recursive: true, force: true }));

  it('stops the build at the menus.csv cell, saying why the page is missing', async () => {
    root = await tempDir();
    const data = path.join(root, 'data');
    await cp(FOLDERS.plumbing, data, { recursive: true });
    const menus = await readFile(path.join(data, 'menus.csv'), 'utf8');
    const lines = menus.trimEnd().split('\n');
    await writeFile(path.join(data, 'menus.csv'), `${[...lines, 'footer-quick,,,/bitcoin-payments/,Pay in Bitcoin'].join('\n')}\n`);
    const result = await runSite(['generate', '--data', data, '--to', 'json']);
    expect(result.code).toBe(1);
    const column = lines[0]!.split(',').indexOf('page') + 1;
    expect(result.stderr).toContain(`menus.csv:${lines.length + 1}:${column}`);
    expect(result.stderr).toMatch(/the Bitcoin page is built only when paymentMethods in business\.json lists Bitcoin/);
  });
});
