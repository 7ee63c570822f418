// A promotion is advertised only until its validThrough date (docs/decisions.md#promotions-end). Both sides, on
// built sites: the shared build runs today, after the Memorial Day Special ended (May 25, 2024): no
// promotion box, no description offering it, a warning naming it. A copy of the data built as of
// May 1, 2024 (SITE_BUILD_DATE) shows the box with its booking link and offers it in descriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { runSite, type CliResult } from '../helpers/cli.ts';
import { copyData, DATA_DIR, SMALL_SITE } from '../helpers/data.ts';
import { builtSiteInfo } from '../helpers/built-site.ts';

const MEMORIAL = '/blog/memorial-day-cleaning/';
const APPLIANCE = '/blog/inside-appliance-cleaning/';

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const page = async (dist: string, urlPath: string) => parse(await readFile(path.join(dist, ...urlPath.split('/').filter(Boolean), 'index.html'), 'utf8'));
const description = (doc: HTMLElement) => doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
const posting = (doc: HTMLElement) =>
  doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, string>).find((b) => b['@type'] === 'BlogPosting')!;
const memorialCard = (blog: HTMLElement) => text(blog.querySelectorAll('article').find((card) => text(card).includes('Memorial Day Party')));

let today: { dist: string; result: CliResult };
let may: { dist: string; result: CliResult };
let copy: Awaited<ReturnType<typeof copyData>>;

beforeAll(async () => {
  today = await builtSiteInfo();
  copy = await copyData(SMALL_SITE);
  const dist = path.join(copy.root, 'dist');
  const result = await runSite(['generate', '--data', 'data', '--out', dist], { cwd: copy.root, env: { SITE_BUILD_DATE: '2024-05-01' } });
  may = { dist, result };
}, 600_000);

afterAll(async () => copy?.cleanup());

describe('a promotion past its validThrough', () => {
  it('shows no promotion box', async () => {
    for (const slug of [MEMORIAL, APPLIANCE]) expect((await page(today.dist, slug)).querySelector('.promo-box'), slug).toBeNull();
  });

  it('is offered by no description: the meta description, the BlogPosting and the blog card', async () => {
    const doc = await page(today.dist, MEMORIAL);
    expect(description(doc)).toBe('A before-and-after checklist for Memorial Day cookouts in Metro Detroit, from the grill to the guest bath.');
    expect(posting(doc).description).not.toMatch(/15%|Special/);
    expect(memorialCard(await page(today.dist, '/blog/'))).not.toMatch(/15%|Special/);
  });

  it('is named in a warning, at its business.json key', () => {
    expect(today.result.stdout).toMatch(/data\/business\.json promotions\.0\.validThrough: "Memorial Day Special" ended on 2024-05-25/);
    expect(today.result.stdout).toMatch(/promotions\.1\.validThrough: "Appliance Deep Cleaning Package" ended on 2024-05-30/);
  });
});

describe('a current promotion', () => {
  it('builds without a warning about it', () => {
    expect(may.result.stderr).toBe('');
    expect(may.result.code).toBe(0);
    expect(may.result.stdout).not.toMatch(/ended on/);
  });

  it('shows its box, with the booking link in a new tab', async () => {
    const business = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as { bookingUrl: string };
    for (const [slug, words] of [
      [MEMORIAL, ['15%', 'May 25']],
      [APPLIANCE, ['20%', 'Appliance Deep Cleaning', 'May 30']],
    ] as const) {
      const box = (await page(may.dist, slug)).querySelector('.promo-box');
      for (const word of words) expect(text(box), slug).toContain(word);
      const link = box!.querySelector('a.button')!;
      expect(link.getAttribute('href')).toBe(business.bookingUrl);
      expect(new URL(link.getAttribute('href')!).searchParams.get('source')).toBe('social_media');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('is offered in the descriptions', async () => {
    const doc = await page(may.dist, MEMORIAL);
    expect(description(doc)).toMatch(/Our Memorial Day Special takes 15% off\.$/);
    expect(posting(doc).description).toMatch(/15% off/);
    expect(memorialCard(await page(may.dist, '/blog/'))).toMatch(/15% off/);
  });
});
