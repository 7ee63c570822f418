// The index gate's re-use between builds of `site dev` (gate-reuse.ts): an edit that
// changes no page's inputs gets the last result without the gate running, and any edit that can
// change a decision or its advice gets exactly what a fresh gate says. The truth each step is
// checked against is the gate itself run from scratch on the same data (no memo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appendRow, copyData, FEW_SERVICES, findLine, readCsv, setCell, writeCsv } from '../../helpers/data.ts';
import { load } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { routes as buildRoutes } from '../../../generator/routes/index.ts';
import { indexGate } from '../../../generator/index-gate/index-gate.ts';
import { gateRoutes, type GateMemo } from '../../../generator/index-gate/gate-reuse.ts';
import type { RouteContext } from '../../../generator/routes/context.ts';

let data: string;
let cleanup: () => Promise<void>;
const memo: { gateMemo?: GateMemo } = {};

async function routed(): Promise<{ ctx: RouteContext; all: ReturnType<typeof buildRoutes> }> {
  const ctx: RouteContext = { site: validate(await load(data)), siteUrl: 'https://www.example.com', buildDate: '2026-01-01' };
  return { ctx, all: buildRoutes(ctx) };
}

/** The memo's answer for the data as it is now, checked against a fresh gate's. */
async function gateNow() {
  const { ctx, all } = await routed();
  const before = memo.gateMemo?.result;
  const reused = gateRoutes(ctx, all, memo);
  expect(reused).toEqual(indexGate(ctx, all));
  return { reused, wasLast: reused === before };
}

const advice = (result: Awaited<ReturnType<typeof gateNow>>['reused'], page: string) => result.coverage.pages.find((p) => p.path === page);

beforeAll(async () => {
  // the towns and services the edits name, with FEW_SERVICES: a gate of a hundred pages, not a thousand
  ({ data, cleanup } = await copyData({ towns: ['novi', 'south-lyon'], services: [...FEW_SERVICES, 'power-washing'] }));
  await gateNow();
});
afterAll(() => cleanup());

describe('the index gate between builds of site dev', () => {
  it('re-uses its last result when an edit changes no page (a keyword row\'s primary_keyword)', async () => {
    const keywords = path.join(data, 'seo-keywords.csv');
    await setCell(keywords, await findLine(keywords, (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning'), 'primary_keyword', 'deep cleaning novi edited');
    const { wasLast } = await gateNow();
    expect(wasLast).toBe(true);
  });

  it('runs again when a keyword row is added for a held-back page, and its advice follows the row', async () => {
    const page = '/mi/south-lyon/power-washing/';
    const { reused: before } = await gateNow();
    expect(advice(before, page)?.lacks).toMatch(/no row for south-lyon,power-washing/);
    await appendRow(path.join(data, 'seo-keywords.csv'), {
      city: 'South Lyon',
      state: 'MI',
      city_slug: 'south-lyon',
      zips: '48178',
      service: 'Power Washing',
      service_slug: 'power-washing',
      primary_keyword: 'power washing south lyon mi',
      suggested_url: page,
      title: 'Power Washing in South Lyon, MI',
      meta_description: 'Power washing for South Lyon decks, driveways and siding.',
    });
    const { reused, wasLast } = await gateNow();
    expect(wasLast).toBe(false);
    expect(advice(reused, page)?.lacks).not.toMatch(/no row for/);
  });

  it('runs again when a page\'s own copy changes (an intro cut to one sentence holds its page back)', async () => {
    const keywords = path.join(data, 'seo-keywords.csv');
    const page = '/mi/south-lyon/deep-cleaning/';
    expect(advice((await gateNow()).reused, page)?.indexable).toBe(true);
    await setCell(keywords, await findLine(keywords, (r) => r.city_slug === 'south-lyon' && r.service_slug === 'deep-cleaning'), 'intro', 'Deep cleaning for South Lyon homes.');
    const { reused, wasLast } = await gateNow();
    expect(wasLast).toBe(false);
    expect(advice(reused, page)).toMatchObject({ indexable: false, lacks: expect.stringMatching(/a longer intro/) });
  });

  it('runs again when the gate\'s settings in business.json change', async () => {
    const file = path.join(data, 'business.json');
    const business = JSON.parse(await readFile(file, 'utf8')) as { indexGate?: { minOwnWords: number } };
    const { reused: before } = await gateNow();
    const heldBefore = before.coverage.kinds.reduce((n, k) => n + k.heldBack, 0);
    business.indexGate = { ...before.coverage.settings, minOwnWords: before.coverage.settings.minOwnWords * 4 };
    await writeFile(file, JSON.stringify(business, null, 2));
    const { reused, wasLast } = await gateNow();
    expect(wasLast).toBe(false);
    expect(reused.coverage.kinds.reduce((n, k) => n + k.heldBack, 0)).toBeGreaterThan(heldBefore);
  });

  it('keeps its verdicts but makes the writing plan again when only monthly searches change', async () => {
    const keywords = path.join(data, 'seo-keywords.csv');
    const page = '/mi/south-lyon/power-washing/';
    const { reused: before } = await gateNow();
    expect(before.coverage.plan!.rows[0]!.path).not.toBe(page);
    const sheet = await readCsv(keywords);
    const at = sheet.rows.findIndex((row) => row[sheet.header.indexOf('suggested_url')] === page);
    await writeCsv(keywords, [...sheet.header, 'monthly_searches'], sheet.rows.map((row, i) => [...row, i === at ? '100000' : '']));
    const { reused } = await gateNow();
    expect(reused.routes).toBe(before.routes);
    expect(reused.coverage.plan!.rows[0]).toMatchObject({ path: page, monthlySearches: 100000, estimated: false });
  });
});

