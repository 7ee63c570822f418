// A site of one town has no nearby towns: every sentence of the copy that names
// {{town.nearbyTowns}} is left out on its pages (routes/fill.ts), never printed as "and nearby ."
// or an empty paragraph; a site of several towns names them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { copyData, FEW_SERVICES } from '../helpers/data.ts';

const main = async (root: string, url: string): Promise<HTMLElement> => parse(await readFile(path.join(root, 'dist', url, 'index.html'), 'utf8')).querySelector('main')!;
const words = (el: HTMLElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each([
  { towns: ['milford'], nearby: false },
  { towns: ['milford', 'wixom'], nearby: true },
])('a site of $towns.length town(s)', ({ towns, nearby }) => {
  let root: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ root, cleanup } = await copyData({ towns, services: FEW_SERVICES }));
    const built = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', '--quiet'], { cwd: root });
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
  }, 300_000);
  afterAll(() => cleanup());

  it(nearby ? 'names the nearby towns on a town page' : 'leaves out the sentences that would name nearby towns, and no empty paragraph', async () => {
    for (const url of ['mi/milford/deep-cleaning', 'mi/milford/basement-cleaning']) {
      const page = await main(root, url);
      const text = words(page);
      expect(text, url).not.toMatch(/nearby\s*[.,]|nearby\s+too/);
      expect(page.querySelectorAll('p').filter((p) => words(p) === '' && p.childNodes.length === 0), url).toHaveLength(0);
      const lead = words(page.querySelector('.hero .lead'));
      const area = words(page.querySelector('section[aria-labelledby="area-heading"]'));
      if (nearby) {
        expect(lead, url).toContain('nearby Wixom');
        expect(area, url).toContain('nearby Wixom');
      } else {
        // the lead's price stays; the town's own area block keeps its heading and link to the hub
        expect(lead, url).toMatch(/^From \$\d+\.$/);
        expect(text, url).not.toContain('nearby');
        expect(page.querySelectorAll('section[aria-labelledby="area-heading"] a').map((a) => a.getAttribute('href')), url).toEqual(['/mi/milford/']);
      }
    }
  }, 120_000);
});
