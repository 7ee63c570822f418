// Reviews never wait on a dead upstream. Stale-while-revalidate with one
// refresh in flight, the snapshot while nothing live has arrived, a remembered failure with
// back-off, a timeout and a size cap on the upstream's answer.
import fs from 'node:fs';
import type http from 'node:http';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REVIEWS_SNAPSHOT } from '../../api/config.ts';
import { reviewsService } from '../../api/reviews/service.ts';
import { placesSource } from '../../api/reviews/sources.ts';
import type { LiveReviews } from '../../shared/reviews.ts';
import { fakePlaces, placeDetails, startApi } from '../helpers/api.ts';
import { waitFor } from '../helpers/wait.ts';

const PATH = '/api/google-reviews';
const live: LiveReviews = { reviews: [], rating: 4.8, total_ratings: 131 };
const snapshot: LiveReviews = JSON.parse(fs.readFileSync(DEFAULT_REVIEWS_SNAPSHOT, 'utf8'));

/** A source the test answers by hand: each call waits until the test settles it. */
function manualSource() {
  const calls: { resolve(s: LiveReviews): void; reject(e: Error): void }[] = [];
  const source = () => new Promise<LiveReviews>((resolve, reject) => calls.push({ resolve, reject }));
  return { source, calls };
}

afterEach(() => vi.useRealTimers());

describe('the review cache', () => {
  it('serves the snapshot at once while the first live answer is pending', async () => {
    const { source, calls } = manualSource();
    const get = reviewsService(source, { cacheMs: 60_000, fallback: async () => snapshot, retry: { baseMs: 1000, maxMs: 8000 }, onError() {} });
    const first = await get();
    expect(first.summary).toEqual(snapshot);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(live);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await get()).summary).toEqual(live);
    expect(calls).toHaveLength(1);
  });

  it('serves the expired copy at once and runs one refresh for any number of callers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { source, calls } = manualSource();
    const get = reviewsService(source, { cacheMs: 1000, retry: { baseMs: 1000, maxMs: 8000 }, onError() {} });
    const firstCall = get();
    calls[0]!.resolve(live);
    expect((await firstCall).summary).toEqual(live);
    vi.setSystemTime(Date.now() + 5000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => get()));
    for (const answer of answers) expect(answer).toMatchObject({ summary: live, stale: true });
    expect(calls).toHaveLength(2);
  });

  it('remembers a failure and backs off, doubling, before asking again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { source, calls } = manualSource();
    const errors: unknown[] = [];
    const get = reviewsService(source, { cacheMs: 0, fallback: async () => snapshot, retry: { baseMs: 1000, maxMs: 3000 }, onError: (e) => errors.push(e) });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await get();
    calls[0]!.reject(new Error('upstream down'));
    await settle();
    for (let i = 0; i < 50; i++) expect((await get()).summary).toEqual(snapshot);
    expect(calls).toHaveLength(1); // remembered: no call per visit
    vi.setSystemTime(Date.now() + 1001);
    await get();
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('still down'));
    await settle();
    vi.setSystemTime(Date.now() + 1500);
    await get();
    expect(calls).toHaveLength(2); // the second back-off is 2 s
    vi.setSystemTime(Date.now() + 600);
    await get();
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(live);
    await settle();
    expect((await get()).summary).toEqual(live);
    expect(errors).toHaveLength(2);
  });

  it('without a snapshot, the first caller waits for the one refresh; later callers see the failure at once', async () => {
    const { source, calls } = manualSource();
    const get = reviewsService(source, { cacheMs: 60_000, retry: { baseMs: 60_000, maxMs: 60_000 }, onError() {} });
    const first = get();
    const second = get();
    calls[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    await expect(get()).rejects.toThrow('down');
    expect(calls).toHaveLength(1);
  });
});

describe('GET /api/google-reviews with the upstream hanging', () => {
  const hanging = async () => {
    const open: http.ServerResponse[] = [];
    let mode: 'ok' | 'hang' = 'ok';
    const places = await fakePlaces((_req, res) => {
      if (mode === 'hang') return void open.push(res);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(placeDetails()));
    });
    return { ...places, open, hang: () => (mode = 'hang') };
  };
  const withPlaces = (url: string, cacheMs: number) =>
    startApi({ places: { apiKey: 'k', placeId: 'p', baseUrl: url, timeoutMs: 60_000, maxBytes: 1 << 20 }, reviewsCacheMs: cacheMs });

  it('before any live answer, every visitor gets the snapshot while the upstream hangs', async () => {
    const places = await hanging();
    places.hang();
    const { app } = withPlaces(places.url, 60_000);
    const answers = await Promise.all(Array.from({ length: 40 }, () => request(app).get(PATH)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(snapshot);
    }
    // The upstream never answers, so nobody waited for it; and 40 visitors cost one call.
    await waitFor(() => places.open.length === 1, 10_000, 'the one upstream call');
    expect(places.requests).toHaveLength(1);
  });

  it('after a live answer and the cache time, every visitor gets the last copy while the refresh hangs', async () => {
    const places = await hanging();
    const { app } = withPlaces(places.url, 50);
    const good = await waitFor(async () => {
      const res = await request(app).get(PATH);
      return res.body.data?.total_ratings === 131 ? res : undefined;
    }, 10_000, 'the first live answer');
    places.hang();
    await new Promise((resolve) => setTimeout(resolve, 80));
    const answers = await Promise.all(Array.from({ length: 40 }, () => request(app).get(PATH)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(good!.body);
    }
    await waitFor(() => places.open.length > 0, 10_000, 'the refresh');
    expect(places.open).toHaveLength(1); // one refresh in flight, however many visitors
  });
});

describe('the Places source', () => {
  it('refuses an answer over the size cap, declared or streamed, without reading it all', async () => {
    let streamedBytes = 0;
    let streamClosed = false;
    const places = await fakePlaces((req, res) => {
      if (req.url?.includes('place_id=declared')) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(200 * 1024 * 1024) });
        return void res.write('{"status":"OK",');
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.on('close', () => (streamClosed = true));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && streamedBytes < 200 * 1024 * 1024 && res.write(chunk)) streamedBytes += chunk.length;
        if (!res.destroyed && streamedBytes < 200 * 1024 * 1024) res.once('drain', pump);
      };
      res.write('{"status":"OK","x":"');
      pump();
    });
    const options = { apiKey: 'k', baseUrl: places.url, timeoutMs: 30_000, maxBytes: 256 * 1024 };
    await expect(placesSource({ ...options, placeId: 'declared' })()).rejects.toThrow(/over the 262144-byte cap/);
    await expect(placesSource({ ...options, placeId: 'streamed' })()).rejects.toThrow(/passed the 262144-byte cap/);
    await waitFor(() => streamClosed, 10_000, 'the upstream connection to close');
    expect(streamedBytes).toBeLessThan(50 * 1024 * 1024);
  });

  it('gives up on an upstream that never answers after its timeout', async () => {
    const places = await fakePlaces(() => {});
    await expect(placesSource({ apiKey: 'k', placeId: 'p', baseUrl: places.url, timeoutMs: 200, maxBytes: 1 << 20 })()).rejects.toThrow(/no answer within 200 ms/);
  });

  it('is never asked while a refresh is in flight or backing off, with a real app', async () => {
    const places = await fakePlaces((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { app } = startApi({ places: { apiKey: 'k', placeId: 'p', baseUrl: places.url, timeoutMs: 5000, maxBytes: 1 << 20 }, reviewsCacheMs: 0 });
    await waitFor(() => places.requests.length === 1, 10_000, 'the warm-up request');
    for (let i = 0; i < 30; i++) expect((await request(app).get(PATH)).status).toBe(200);
    expect(places.requests).toHaveLength(1);
  });
});
