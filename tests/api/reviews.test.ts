// GET /api/google-reviews (docs/requirements.md#live-reviews): the snapshot without Places
// configured; with it, a real HTTP client against a fake Place Details server on loopback,
// including slow, failing and malformed answers; the cache and the last-good fallback.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEWS_SNAPSHOT, loadConfig } from '../../api/config.ts';
import { placesSource } from '../../api/reviews/sources.ts';
import { liveReviewsSchema } from '../../shared/reviews.ts';
import { fakePlaces, placeDetails, startApi } from '../helpers/api.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

const PATH = '/api/google-reviews';

type Mode = 'ok' | 'slow' | 'http500' | 'denied' | 'malformed-json' | 'wrong-shape';

/** A fake Places server whose behaviour the test switches between requests. */
async function switchablePlaces(initial: Mode = 'ok') {
  const state = { mode: initial };
  const places = await fakePlaces((_req, res) => {
    const json = (body: unknown, status = 200) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    switch (state.mode) {
      case 'ok':
        return json(placeDetails());
      case 'slow':
        return void setTimeout(() => json(placeDetails()), 3000);
      case 'http500':
        return json({ error: 'boom' }, 500);
      case 'denied':
        return json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
      case 'malformed-json':
        return json('{"status":"OK","result":{"rating":');
      case 'wrong-shape':
        return json({ status: 'OK', result: { rating: 'five', reviews: [{ rating: 9 }] } });
    }
  });
  return { ...places, state };
}

// A short timeout only where the test is about the timeout: on a busy 2-core machine a healthy
// loopback answer can take longer than 300 ms.
// These tests are about the live source alone: no snapshot to show meanwhile (so the first
// visitor waits for the first answer), and a failed refresh may be retried at once. The snapshot
// fallback and the back-off are tested in reviews-stale.test.ts.
function withPlaces(url: string, cacheMs = 60_000, timeoutMs = 5000) {
  return startApi({
    places: { apiKey: 'test-key', placeId: 'ChIJtest', baseUrl: url, timeoutMs, maxBytes: 1024 * 1024 },
    reviewsCacheMs: cacheMs,
    reviewsSnapshotPath: path.join(tempDirRemovedAfterTest(), 'no-snapshot.json'),
    reviewsRetry: { baseMs: 0, maxMs: 0 },
  });
}

describe('GET /api/google-reviews from the snapshot', () => {
  it('serves data/reviews.json when no Places key is configured', async () => {
    const { app } = startApi();
    const res = await request(app).get(PATH);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual(JSON.parse(fs.readFileSync(DEFAULT_REVIEWS_SNAPSHOT, 'utf8')));
  });

  it("serves the reviews.json of the data folder named with --data (another business's site)", async () => {
    const example = path.resolve(import.meta.dirname, '../../examples/olentangy-cleaning/data');
    const { reviewsSnapshotPath } = loadConfig({}, { data: example });
    expect(reviewsSnapshotPath).toBe(path.join(example, 'reviews.json'));
    const { app } = startApi({ reviewsSnapshotPath });
    const res = await request(app).get(PATH);
    expect(res.status).toBe(200);
    const own = JSON.parse(fs.readFileSync(path.join(example, 'reviews.json'), 'utf8'));
    expect(res.body.data).toEqual(own);
    expect(res.body.data).not.toEqual(JSON.parse(fs.readFileSync(DEFAULT_REVIEWS_SNAPSHOT, 'utf8')));
  });

  it('ships a snapshot of 5 reviews matching the business profile (4.9 from 127)', () => {
    const snapshot = liveReviewsSchema.parse(JSON.parse(fs.readFileSync(DEFAULT_REVIEWS_SNAPSHOT, 'utf8')));
    expect(snapshot.reviews).toHaveLength(5);
    expect(snapshot).toMatchObject({ rating: 4.9, total_ratings: 127 });
  });

  it('fails with success:false and a non-200 status when the snapshot is unreadable', async () => {
    const { app } = startApi({ reviewsSnapshotPath: '/nonexistent/reviews.json' });
    const res = await request(app).get(PATH);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/not available/) });
  });
});

describe('GET /api/google-reviews from the Places API', () => {
  it('asks Place Details for reviews and maps them to the live review shape', async () => {
    const places = await switchablePlaces();
    const { app } = withPlaces(places.url);
    const res = await request(app).get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Reviews loaded',
      data: {
        rating: 4.8,
        total_ratings: 131,
        reviews: [
          {
            author_name: 'Alex P.',
            profile_photo_url: 'https://lh3.googleusercontent.com/a/photo.png',
            relative_time_description: 'a week ago',
            rating: 5,
            text: 'Spotless kitchen, friendly crew.',
          },
        ],
      },
    });
    const [asked] = places.requests;
    expect(asked?.pathname).toBe('/maps/api/place/details/json');
    expect(asked?.searchParams.get('place_id')).toBe('ChIJtest');
    expect(asked?.searchParams.get('key')).toBe('test-key');
    expect(asked?.searchParams.get('fields')).toContain('reviews');
  });

  it('answers from the cache without asking upstream again, even under concurrency', async () => {
    const places = await switchablePlaces();
    const { app } = withPlaces(places.url);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get(PATH)));
    for (const res of answers) expect(res.status).toBe(200);
    await request(app).get(PATH).expect(200);
    expect(places.requests).toHaveLength(1);
  });

  it('asks again (in the background) once the cache time has passed', async () => {
    const places = await switchablePlaces();
    const { app } = withPlaces(places.url, 50);
    await request(app).get(PATH).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await request(app).get(PATH).expect(200);
    await expect.poll(() => places.requests.length).toBe(2);
  });

  it.each<Mode>(['slow', 'http500', 'denied', 'malformed-json', 'wrong-shape'])(
    'with no good answer yet, a %s upstream gives success:false and 502',
    async (mode) => {
      const places = await switchablePlaces(mode);
      const { app } = withPlaces(places.url, 60_000, mode === 'slow' ? 300 : 5000);
      const started = Date.now();
      const res = await request(app).get(PATH);
      expect(res.status).toBe(502);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/not available/);
      expect(places.requests).toHaveLength(1);
      // The 300 ms timeout, not the fake's 3 s delay, decides how long a visitor waits.
      if (mode === 'slow') expect(Date.now() - started).toBeLessThan(2500);
    },
  );

  it.each<Mode>(['slow', 'http500', 'denied', 'malformed-json', 'wrong-shape'])(
    'after a good answer, a %s upstream serves the last good answer',
    async (mode) => {
      const places = await switchablePlaces('ok');
      const { app } = withPlaces(places.url, 10, mode === 'slow' ? 300 : 5000);
      const good = await request(app).get(PATH).expect(200);
      places.state.mode = mode;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await request(app).get(PATH);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(good.body);
      await expect.poll(() => places.requests.length).toBe(2);
    },
  );

  it('accepts a review without words', async () => {
    const places = await fakePlaces((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(placeDetails({ reviews: [{ author_name: 'Sam', rating: 4, relative_time_description: 'a day ago' }] })));
    });
    const { app } = withPlaces(places.url);
    const res = await request(app).get(PATH).expect(200);
    expect(res.body.data.reviews).toEqual([{ author_name: 'Sam', rating: 4, relative_time_description: 'a day ago', text: '' }]);
  });
});

describe('redirects from the Places API', () => {
  const places = (baseUrl: string) => placesSource({ apiKey: 'test-key', placeId: 'ChIJtest', baseUrl, timeoutMs: 5000, maxBytes: 1024 * 1024 });
  const answerDetails = (res: http.ServerResponse) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(placeDetails()));

  it('follows one on the same host', async () => {
    const moved = await fakePlaces((req, res) => {
      if (req.url!.startsWith('/moved/')) return answerDetails(res);
      res.writeHead(307, { Location: `/moved${req.url}` }).end();
    });
    await expect(places(moved.url)()).resolves.toMatchObject({ rating: 4.8, total_ratings: 131 });
    expect(moved.requests.map((url) => url.pathname)).toEqual(['/maps/api/place/details/json', '/moved/maps/api/place/details/json']);
  });

  it('refuses one to another host (another port counts), which never sees the request or the key', async () => {
    const elsewhere = await fakePlaces((_req, res) => answerDetails(res));
    const redirecting = await fakePlaces((req, res) => res.writeHead(302, { Location: `${elsewhere.url}${req.url}` }).end());
    await expect(places(redirecting.url)()).rejects.toThrow(`Places API redirected to another host (${elsewhere.url}); not followed`);
    expect(elsewhere.requests).toEqual([]);
  });

  it('gives up on a loop', async () => {
    const loop = await fakePlaces((req, res) => res.writeHead(301, { Location: req.url! }).end());
    await expect(places(loop.url)()).rejects.toThrow('Places API redirected more than 5 times');
    expect(loop.requests).toHaveLength(6);
  });
});
