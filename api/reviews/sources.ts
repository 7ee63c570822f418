// Where reviews come from (docs/decisions.md#reviews-never-wait): Google's Place Details API when a key and place id are
// configured, else the snapshot in data/reviews.json. Both answers are zod-parsed, so a malformed
// upstream answer is a failure like any other, never a half-shaped payload passed to the page.
import fs from 'node:fs/promises';
import { z } from 'zod';

import { liveReviewsSchema, type LiveReviews } from '../../shared/reviews.ts';

export type ReviewSource = () => Promise<LiveReviews>;

export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export function snapshotSource(file: string): ReviewSource {
  return async () => {
    const parsed = liveReviewsSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
    if (!parsed.success) throw new UpstreamError(`${file}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  };
}

// Place Details (legacy JSON endpoint), only the fields we read.
const placeDetailsSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  result: z
    .object({
      rating: z.number().min(0).max(5).optional(),
      user_ratings_total: z.number().int().min(0).optional(),
      reviews: z
        .array(
          z.object({
            author_name: z.string().min(1),
            profile_photo_url: z.url().optional(),
            relative_time_description: z.string().default(''),
            rating: z.number().int().min(1).max(5),
            text: z.string().default(''),
          }),
        )
        .default([]),
    })
    .optional(),
});

export interface PlacesOptions {
  apiKey: string;
  placeId: string;
  baseUrl: string;
  /** for the whole exchange, body included */
  timeoutMs: number;
  /** the largest answer read; a bigger one is cut off and counts as a failure */
  maxBytes: number;
}

/**
 * The answer's text, refusing more than `maxBytes` (an unbounded upstream body would be held
 * whole in memory). Stops reading, and drops the connection, as soon as the cap is passed.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new UpstreamError(`Places API answer is ${declared} bytes, over the ${maxBytes}-byte cap`);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new UpstreamError(`Places API answer passed the ${maxBytes}-byte cap`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const MAX_REDIRECTS = 5;

/**
 * GET `url`, following redirects only on its own origin: the request carries the API key in its
 * query, and a redirect to another host (a hijacked DNS name, a misconfigured proxy) would hand
 * the key, and the answer we trust, to whoever runs that host.
 */
async function fetchOnOrigin(url: URL, signal: AbortSignal): Promise<Response> {
  let current = url;
  for (let hops = 0; ; hops++) {
    const response = await fetch(current, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) return response;
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.origin !== url.origin) throw new UpstreamError(`Places API redirected to another host (${next.origin}); not followed`);
    if (hops >= MAX_REDIRECTS) throw new UpstreamError(`Places API redirected more than ${MAX_REDIRECTS} times`);
    current = next;
  }
}

export function placesSource(options: PlacesOptions): ReviewSource {
  const url = new URL('/maps/api/place/details/json', options.baseUrl);
  url.searchParams.set('place_id', options.placeId);
  url.searchParams.set('fields', 'reviews,rating,user_ratings_total');
  url.searchParams.set('key', options.apiKey);

  return async () => {
    let body: unknown;
    try {
      const response = await fetchOnOrigin(url, AbortSignal.timeout(options.timeoutMs));
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError(`Places API answered HTTP ${response.status}`);
      }
      body = JSON.parse(await readCapped(response, options.maxBytes));
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : String(error);
      throw new UpstreamError(`Places API request failed: ${reason}`, { cause: error });
    }
    const parsed = placeDetailsSchema.safeParse(body);
    if (!parsed.success) throw new UpstreamError(`Places API answer malformed: ${z.prettifyError(parsed.error)}`);
    const { status, error_message, result } = parsed.data;
    if (status !== 'OK' || !result) throw new UpstreamError(`Places API status ${status}${error_message ? `: ${error_message}` : ''}`);
    return {
      reviews: result.reviews.map(({ author_name, profile_photo_url, relative_time_description, rating, text }) => ({
        author_name,
        ...(profile_photo_url ? { profile_photo_url } : {}),
        relative_time_description,
        rating,
        text,
      })),
      rating: result.rating ?? 0,
      total_ratings: result.user_ratings_total ?? 0,
    };
  };
}
