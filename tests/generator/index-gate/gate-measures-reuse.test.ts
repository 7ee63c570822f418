// The index gate's measures between builds of `site dev` (gate-reuse.ts): when an
// edit changes routes but no page's main text (a keyword row's title), the gate decides again on
// the new routes with the last build's measures; when a page's text changes, its kind is measured
// again. Every answer is checked against the gate run from scratch on the same data (no memo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { copyData, FEW_SERVICES, findLine, setCell } from '../../helpers/data.ts';
import { load } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { routes as buildRoutes } from '../../../generator/routes/index.ts';
import { indexGate, type Coverage } from '../../../generator/index-gate/index-gate.ts';
import { gateRoutes, type GateMemo } from '../../../generator/index-gate/gate-reuse.ts';
import { GateReadings } from '../../../generator/index-gate/gate-readings.ts';
import type { RouteContext } from '../../../generator/routes/context.ts';
import type { Route } from '../../../shared/model/routes.ts';

let data: string;
let keywords: string;
let cleanup: () => Promise<void>;
const memo: { gateMemo?: GateMemo } = {};
const readings = GateReadings.inMemory();

/** The memo's answer for the data as it is now, checked against a fresh gate's. */
async function gateNow(): Promise<{ routes: Route[]; coverage: Coverage; serviceMeasuresReused: boolean }> {
  const ctx: RouteContext = { site: validate(await load(data)), siteUrl: 'https://www.example.com', buildDate: '2026-01-01' };
  const all = buildRoutes(ctx);
  const before = memo.gateMemo?.measured.kinds.get('cityService')?.result;
  const result = gateRoutes(ctx, all, memo, readings);
  expect(result).toEqual(indexGate(ctx, all));
  return { ...result, serviceMeasuresReused: before !== undefined && memo.gateMemo!.measured.kinds.get('cityService')?.result === before };
}

const keywordLine = (city: string, service: string) => findLine(keywords, (row) => row.city_slug === city && row.service_slug === service);
const page = (result: { coverage: Coverage }, at: string) => result.coverage.pages.find((p) => p.path === at);

beforeAll(async () => {
  // the towns and services the edits name, with FEW_SERVICES: a gate of a hundred pages, not a thousand
  ({ data, cleanup } = await copyData({ towns: ['novi', 'south-lyon'], services: FEW_SERVICES }));
  keywords = path.join(data, 'seo-keywords.csv');
  await gateNow();
});
afterAll(() => cleanup());

describe('the index gate\'s measures between builds of site dev', () => {
  it('re-uses them when an edit changes a page\'s title but no main text, and the new title is in the result', async () => {
    const at = '/mi/novi/deep-cleaning/';
    await setCell(keywords, await keywordLine('novi', 'deep-cleaning'), 'title', 'Deep Cleaning for Novi Homes, Edited');
    const result = await gateNow();
    expect(result.serviceMeasuresReused).toBe(true);
    expect(result.routes.find((route) => route.path === at)?.head.title).toMatch(/Edited/);
  });

  it('measures again when one page\'s intro changes, and the page\'s figures follow its new text', async () => {
    const at = '/mi/south-lyon/deep-cleaning/';
    expect(page(await gateNow(), at)?.indexable).toBe(true);
    await setCell(keywords, await keywordLine('south-lyon', 'deep-cleaning'), 'intro', 'Deep cleaning for South Lyon homes, room by room.');
    const result = await gateNow();
    expect(result.serviceMeasuresReused).toBe(false);
    expect(page(result, at)).toMatchObject({ indexable: false, lacks: expect.stringMatching(/a longer intro/) });
  });

  it('gives new advice when a row loses its intro', async () => {
    const at = '/mi/novi/deep-cleaning/';
    expect(page(await gateNow(), at)?.indexable).toBe(true);
    await setCell(keywords, await keywordLine('novi', 'deep-cleaning'), 'intro', '');
    const result = await gateNow();
    expect(page(result, at)).toMatchObject({ indexable: false, lacks: expect.stringMatching(/no intro in seo-keywords\.csv/) });
  });

  it('re-uses them again once the edits stop changing texts (a title back as it was)', async () => {
    await setCell(keywords, await keywordLine('novi', 'deep-cleaning'), 'title', 'Deep Cleaning in Novi, MI');
    expect((await gateNow()).serviceMeasuresReused).toBe(true);
  });
});
