// A built site knows its own data: the build records the reviews snapshot of the data folder it
// was built from in its output (BUILT_REVIEWS_SNAPSHOT), and `site serve --dir` without --data
// serves that one, saying so; likewise the application form's copy file
// (BUILT_APPLICATION_FORM_COPY), whose availability choices the served API then accepts, the ones
// the built form shows. Before, it served this project's data/reviews.json, so a site built
// from another data folder showed the first customer's rating and reviews until Google answered.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_APPLICATION_FORM_COPY, BUILT_REVIEWS_SNAPSHOT, type LiveReviews } from '../../shared/reviews.ts';
import { DEFAULT_APPLICATION_FORM_COPY } from '../../api/config.ts';
import { spawnSiteServe, validApplication, type SpawnedApi } from '../helpers/api-fixtures.ts';
import { fixtureSite } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { runSite } from '../helpers/cli.ts';
import { copyData, SMALL_SITE, tempDirRemovedAfterTest } from '../helpers/data.ts';
import { waitFor } from '../helpers/wait.ts';

const THEIR_REVIEWS: LiveReviews = {
  rating: 3.7,
  total_ratings: 12,
  reviews: [{ author_name: 'Odile Marchetti', relative_time_description: 'a week ago', rating: 4, text: 'The crew fixed our gutters before the storm.' }],
};

async function serve(siteDir: string): Promise<SpawnedApi> {
  const db = path.join(tempDirRemovedAfterTest(), 'site.db');
  const server = await spawnSiteServe(siteDir, db);
  cleanup(() => {
    server.process.kill('SIGTERM');
    return server.exited;
  });
  return server;
}

/** What the served API answers to an application offering `availability`. */
async function applying(server: SpawnedApi, availability: string): Promise<number> {
  const res = await fetch(`${server.url}/api/employee-application`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validApplication({ availability })),
  });
  return res.status;
}

/** This project's application form, offering only `choices` (YAML lines under availability:). */
async function formOffering(choices: string): Promise<string> {
  const source = await readFile(DEFAULT_APPLICATION_FORM_COPY, 'utf8');
  const written = source.replace(/^ {2}availability:\n(?: {4}.*\n)+/m, `  availability:\n${choices}`);
  expect(written).not.toBe(source);
  return written;
}

const reviewsOf = async (server: SpawnedApi) => ((await (await fetch(`${server.url}/api/google-reviews`)).json()) as { data: LiveReviews }).data;
/** what the server printed, once it printed its line about the reviews */
async function printed(server: SpawnedApi): Promise<string> {
  await waitFor(() => server.stderr().includes('Reviews snapshot:'), 10_000, 'the line about the reviews snapshot');
  return server.stderr();
}

describe('site serve --dir without --data', () => {
  it("serves the snapshot the build recorded, says so, and never serves it as a page", async () => {
    const site = fixtureSite({ 'index.html': '<!doctype html><title>Home</title>', [BUILT_REVIEWS_SNAPSHOT]: JSON.stringify(THEIR_REVIEWS) });
    const server = await serve(site);
    expect(await reviewsOf(server)).toMatchObject(THEIR_REVIEWS);
    expect(await printed(server)).toContain(`Reviews snapshot: ${path.join(site, BUILT_REVIEWS_SNAPSHOT)} (recorded by the build of this site)`);
    expect((await fetch(`${server.url}/${BUILT_REVIEWS_SNAPSHOT}`)).status).toBe(404);
  });

  it("accepts the application choices of the form the build recorded, not this project's, and never serves that file as a page", async () => {
    const form = await formOffering('    seasonal-only: Seasonal only\n');
    const site = fixtureSite({ 'index.html': '<!doctype html><title>Home</title>', [BUILT_APPLICATION_FORM_COPY]: form });
    const server = await serve(site);
    expect(await applying(server, 'seasonal-only')).toBe(201);
    // this project's data/ offers part-time; the built form does not
    expect(await readFile(DEFAULT_APPLICATION_FORM_COPY, 'utf8')).toMatch(/^ {4}part-time:/m);
    expect(await applying(server, 'part-time')).toBe(400);
    expect((await fetch(`${server.url}/${BUILT_APPLICATION_FORM_COPY}`)).status).toBe(404);
  });

  it('says when a site records none (built by an older version) which snapshot it serves instead', async () => {
    const site = fixtureSite({ 'index.html': '<!doctype html><title>Home</title>' });
    const server = await serve(site);
    expect(await printed(server)).toMatch(/Reviews snapshot: \S*data\/reviews\.json, this project's: .* records none \(built by an older version\); build it again, or pass --data/);
  });
});

describe('the build', () => {
  let copy: Awaited<ReturnType<typeof copyData>>;
  beforeAll(async () => {
    copy = await copyData(SMALL_SITE);
  });
  afterAll(async () => copy?.cleanup());
  const generate = () => runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', '--quiet'], { cwd: copy.root });

  it("records its data folder's reviews.json; for a folder without one, the business's own rating and count with no reviews", { timeout: 120_000 }, async () => {
    const snapshot = path.join(copy.root, 'dist', BUILT_REVIEWS_SNAPSHOT);
    const first = await generate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(await readFile(snapshot, 'utf8')).toBe(await readFile(path.join(copy.data, 'reviews.json'), 'utf8'));
    const form = path.join(copy.data, 'blocks', 'application-form.md');
    expect(await readFile(path.join(copy.root, 'dist', BUILT_APPLICATION_FORM_COPY), 'utf8')).toBe(await readFile(form, 'utf8'));

    await rm(path.join(copy.data, 'reviews.json'));
    const second = await generate();
    expect(second.code, second.stdout + second.stderr).toBe(0);
    const business = JSON.parse(await readFile(path.join(copy.data, 'business.json'), 'utf8')) as { rating: number; reviewCount: number };
    expect(JSON.parse(await readFile(snapshot, 'utf8'))).toEqual({ reviews: [], rating: business.rating, total_ratings: business.reviewCount });
    expect(existsSync(snapshot)).toBe(true);
    const server = await serve(path.join(copy.root, 'dist'));
    expect(await reviewsOf(server)).toMatchObject({ reviews: [], rating: business.rating, total_ratings: business.reviewCount });
  });
});
