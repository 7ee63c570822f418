// Texts of the town pages that name a list a town may leave empty (its neighbourhoods, its
// landmarks): such a text has a second wording for the towns without one, required as soon as the
// text names the list, so no page reads "from  and across".
import type { z } from 'zod';
import { group, line } from './kinds.ts';

/** `{{town.neighborhoods}}`, `{{town.twoNeighborhoods}}`, `{{town.threeNeighborhoods}}` */
const NEIGHBORHOODS = /\{\{\s*town\.(?:neighborhoods|twoNeighborhoods|threeNeighborhoods)\s*\}\}/;
const LANDMARKS = /\{\{\s*town\.landmarks\s*\}\}/;

function requireVariant(text: string, variant: string | undefined, uses: RegExp, key: string, what: string, ctx: z.RefinementCtx): void {
  if (uses.test(text) && variant === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `is required: ${what}` });
}

const noNeighborhoods = 'the words for a town that lists no neighbourhoods, since the text names them';

/** A sentence that may name the town's neighbourhoods. */
export const neighborhoodsText = (max: number) =>
  group({ text: line(max), withoutNeighborhoods: line(max).optional() }).superRefine((value, ctx) =>
    requireVariant(value.text, value.withoutNeighborhoods, NEIGHBORHOODS, 'withoutNeighborhoods', noNeighborhoods, ctx),
  );

/** A sentence that may name the town's landmarks. */
export const landmarksText = (max: number) =>
  group({ text: line(max), withoutLandmarks: line(max).optional() }).superRefine((value, ctx) =>
    requireVariant(value.text, value.withoutLandmarks, LANDMARKS, 'withoutLandmarks', 'the words for a town that lists no landmarks, since the text names them', ctx),
  );

/** A question whose answer may name the town's neighbourhoods (shown as text and in FAQ markup). */
export const townQuestion = group({ question: line(200), answer: line(1200), withoutNeighborhoods: line(1200).optional() }).superRefine((value, ctx) =>
  requireVariant(value.answer, value.withoutNeighborhoods, NEIGHBORHOODS, 'withoutNeighborhoods', noNeighborhoods, ctx),
);

/** The wording of a text for a town: its variant when the town lacks the list the text names. */
export function forTown(text: { text: string; withoutNeighborhoods?: string; withoutLandmarks?: string }, town: { neighborhoods: readonly unknown[]; landmarks: readonly unknown[] }): string {
  if (town.neighborhoods.length === 0 && text.withoutNeighborhoods !== undefined) return text.withoutNeighborhoods;
  if (town.landmarks.length === 0 && text.withoutLandmarks !== undefined) return text.withoutLandmarks;
  return text.text;
}
