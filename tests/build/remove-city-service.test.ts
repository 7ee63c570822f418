// Retiring a town and a service that the header's menus show takes data edits
// only. Their rows go from the tables; the menu rows stay behind and are dropped from the menus
// with a warning at their line, and the site builds and passes `site check` with no code change.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { copyData, FEW_SERVICES, FEW_TOWNS, findLine, retire } from '../helpers/data.ts';

// both in the header: Highland in Locations, Maid Services in Services
const CITY = 'highland';
const SERVICE = 'maid-services';

describe(`removing ${CITY} and ${SERVICE}, both in the header's menus`, () => {
  let root: string;
  let cleanup: () => Promise<void>;
  let menus: string;
  beforeAll(async () => {
    let data: string;
    ({ root, data, cleanup } = await copyData({ towns: [...FEW_TOWNS, CITY], services: FEW_SERVICES }));
    menus = path.join(data, 'menus.csv');
    await retire(data, { cities: [CITY], services: [SERVICE] });
  });
  afterAll(() => cleanup());

  it('builds, warns at the menu rows left behind, and passes site check', async () => {
    const cityLine = await findLine(menus, (r) => r.menu === 'header-locations' && r.city === CITY);
    const serviceLine = await findLine(menus, (r) => r.menu === 'header-services' && r.service === SERVICE);
    const built = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', '--verbose'], { cwd: root });
    expect(built.code, built.stderr).toBe(0);
    const output = built.stdout + built.stderr;
    expect(output).toContain(`data/menus.csv:${cityLine}:2: city: "${CITY}" is not in data/cities.csv, so the header-locations menu leaves it out`);
    expect(output).toContain(`data/menus.csv:${serviceLine}:3: service: "${SERVICE}" is not in data/services.csv, so the header-services menu leaves it out`);
    const checked = await runSite(['check', '--dir', 'dist'], { cwd: root });
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);

    const header = parse(await readFile(path.join(root, 'dist', 'index.html'), 'utf8')).querySelector('header')!;
    const links = header.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(links).not.toContain(`/mi/${CITY}/`);
    expect(links).not.toContain(`/services/${SERVICE}/`);
    // the rest of each menu is intact and in order
    expect(links).toContain('/mi/novi/');
    expect(links).toContain('/services/deep-cleaning/');
  }, 600_000);
});
