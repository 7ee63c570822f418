// What a marketer might change is data (docs/decisions.md#words-from-data). The region, the
// promises, the terms' jurisdiction, the state and the menus come from data/business.json and
// data/menus.csv, and their validation names file, line and column (or key) like every other table.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { appendRow, copyData, findLine, readCsv, SMALL_SITE, writeCsv } from '../../helpers/data.ts';

let root: string;
let data: string;
let cleanup: () => Promise<void>;

const generate = () => runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test'], { cwd: root });
const page = async (urlPath: string): Promise<HTMLElement> =>
  parse(await readFile(path.join(root, 'dist', ...urlPath.split('/').filter(Boolean), 'index.html'), 'utf8'));
const words = (el: HTMLElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

interface BusinessFacts {
  region: string;
  state: { code: string; name: string; urlPrefix: string };
  address: { region: string };
  legal: { governingLaw: string; courts: string };
  promises: Record<string, string>;
}

async function editBusiness(edit: (business: BusinessFacts) => void): Promise<void> {
  const file = path.join(data, 'business.json');
  const business = JSON.parse(await readFile(file, 'utf8')) as BusinessFacts;
  edit(business);
  await writeFile(file, JSON.stringify(business, null, 2));
}

// One build serves the two describes below: their edits to business.json and menus.csv touch
// different facts (the one promise both change, the reply time, they change alike).
describe('facts edited in data, one build', () => {
  let menuLocations: string[][];
  beforeAll(async () => {
    ({ root, data, cleanup } = await copyData(SMALL_SITE));
    await editBusiness((b) => {
      b.region = 'Huron Valley';
      b.promises = {
        ...b.promises,
        schedulingWindow: '2-4 days',
        replyTime: 'within two hours',
        guaranteeWindow: '72 hours',
        quoteValidity: 'two full weeks',
        applicationReply: 'within three working days',
        cancellationNotice: '96 hours',
        lateCancellationWindow: '36 hours',
      };
      b.legal = { governingLaw: 'the State of Michigan', courts: 'Livingston County, Michigan' };
    });
    const menus = path.join(data, 'menus.csv');
    const { header, rows } = await readCsv(menus);
    const locations = rows.filter((r) => r[0] === 'header-locations');
    const reordered = [...rows.filter((r) => r[0] !== 'header-locations' && !(r[0] === 'home-towns' && r[1] === 'wixom')), ...locations.reverse()];
    await writeCsv(menus, header, reordered);
    menuLocations = locations;

    const built = await generate();
    expect(built.code, built.stderr).toBe(0);
  }, 600_000);
  afterAll(() => cleanup());

  describe('business facts from data', () => {
    it('region, promises, jurisdiction, menu order and featured towns change with the data alone', async () => {
      const home = await page('/');
      expect(words(home.querySelector('h1'))).toBe('House and Commercial Cleaning in Milford and Huron Valley');
      expect(words(home.querySelector('#local-heading'))).toBe('House Cleaning in Milford, Novi and Beyond');
      expect(words(home.querySelector('#start-heading')!.parentNode)).toContain('scheduled within 2-4 days');
      const cities = await readCsv(path.join(data, 'cities.csv'));
      const nameOf = new Map(cities.rows.map((r) => [r[cities.header.indexOf('slug')]!, r[cities.header.indexOf('name')]!]));
      const shownTowns = home.querySelectorAll('header nav .nav-dropdown')[1]!.querySelectorAll('a').map((a) => words(a));
      expect(shownTowns).toEqual(menuLocations.map((r) => r[4] || nameOf.get(r[1]!)));
      const terms = words((await page('/terms-of-service/')).querySelector('main'));
      expect(terms).toContain('courts of Livingston County, Michigan');
      expect(terms).toContain('tell us within 72 hours of the visit');
      expect(words((await page('/thank-you/')).querySelector('main'))).toContain('will reply within two hours');
      expect(words((await page('/service-areas/')).querySelector('h1'))).toBe('Our Service Areas in Huron Valley');
    });
  });

  describe('promises', () => {
    it('are written once, in business.json: the terms, careers, application-received and contact pages read them there', async () => {
      const terms = words((await page('/terms-of-service/')).querySelector('main'));
      expect(terms).toContain('it stays valid for two full weeks');
      expect(terms).toContain('give us at least 96 hours’ notice');
      expect(terms).toContain('less than 36 hours’ notice');
      const careers = await page('/careers/');
      expect(words(careers.querySelector('main'))).toContain('We review every application within three working days');
      expect(words(careers.querySelector('#careers-contact'))).toContain('Applications are reviewed within three working days.');
      expect(words((await page('/careers/application-received/')).querySelector('main'))).toContain('We review every application within three working days');
      const contact = await page('/contact/');
      expect(words(contact.querySelector('main .lead'))).toContain('We reply within two hours');
      expect(contact.querySelector('meta[name="description"]')!.getAttribute('content')).toContain('We answer within two hours');
    });
  });
});

describe('validation of the new facts', () => {
  beforeEach(async () => {
    ({ root, data, cleanup } = await copyData(SMALL_SITE));
  });
  afterEach(() => cleanup());

  it('checks city coordinates against the state in business.json, and names bad menu rows at line and column', async () => {
    await editBusiness((b) => {
      b.state = { code: 'OH', name: 'Ohio', urlPrefix: 'oh' };
      b.address.region = 'OH';
    });
    const menus = path.join(data, 'menus.csv');
    const unknownMenu = await appendRow(menus, { menu: 'sidebar', city: 'novi' });
    const twoTargets = await appendRow(menus, { menu: 'home-towns', city: 'novi', page: '/services/' });
    const missingPage = await appendRow(menus, { menu: 'footer-resources', page: '/no-such-page/', label: 'Nowhere' });
    const wixom = await findLine(path.join(data, 'cities.csv'), (r) => r.slug === 'wixom');

    const result = await generate();
    expect(result.code).toBe(1);
    // every Michigan town now lies outside Ohio; the message gives the state's bounds
    expect(result.stderr).toContain(`data/cities.csv:${wixom}:5: lat: latitude lies outside Ohio (38.4 to 41.98), got "42.5247"`);
    expect(result.stderr).toContain(`data/menus.csv:${unknownMenu}:1: menu: expected one of header-main, header-services,`);
    expect(result.stderr).toContain(`data/menus.csv:${twoTargets}:2: city: fill exactly one of city, service or page`);
    // page links are checked against the route table, which needs valid data first
    expect(result.stderr).not.toContain('/no-such-page/');

    await editBusiness((b) => {
      b.state = { code: 'MI', name: 'Michigan', urlPrefix: 'mi' };
      b.address.region = 'MI';
    });
    const { header, rows, lines } = await readCsv(menus);
    await writeCsv(menus, header, rows.filter((_, i) => lines[i] !== unknownMenu && lines[i] !== twoTargets));
    // the plan alone (--to json) finds a link to a missing page, with no render of every page;
    // validate.test.ts holds a full generate to the same report
    const linked = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: root });
    expect(linked.code).toBe(1);
    expect(linked.stderr).toContain(`data/menus.csv:${missingPage - 2}:4: link to "/no-such-page/", which is not a page of the site`);
  }, 300_000);

  it('names the business.json key of a state that is not a state, or whose name does not match', async () => {
    await editBusiness((b) => {
      b.state = { code: 'ZZ', name: 'Michigan', urlPrefix: 'mi' };
    });
    const bad = await generate();
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('data/business.json state.code: expected a two-letter US state code like MI or OH');
    await editBusiness((b) => {
      b.state = { code: 'MI', name: 'Ohio', urlPrefix: 'mi' };
    });
    const mismatch = await generate();
    expect(mismatch.stderr).toContain('data/business.json state.name: "Ohio" is not the name of MI, "Michigan"');
  }, 300_000);
});
