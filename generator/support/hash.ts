// Hashes, file lists and JSON comparison that several stages use to tell what changed since the
// last build.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Strings go in as UTF-16: route records hold curly quotes and accents, so V8 keeps their JSON
 * as two-byte strings, and copying those out as UTF-16 is cheaper than encoding them to UTF-8
 * (every route is hashed on every build).
 */
export function hash(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const part of parts) (typeof part === 'string' ? h.update(part, 'utf16le') : h.update(part)).update('\0');
  return h.digest('hex').slice(0, 32);
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      return e.isDirectory() ? filesUnder(dir, rel) : [rel];
    }),
  );
  return nested.flat();
}

/**
 * Whether two JSON-like values (route records) are equal, without serializing them: the dev
 * server compares each route with the one its last build rendered, which costs a fraction of
 * hashing every route again (docs/decisions.md#the-dev-loop). `assume` names a pair of objects taken as
 * equal without a look (the site-wide JSON-LD block, compared once through the global hash).
 */
export function sameJson(a: unknown, b: unknown, assume?: [unknown, unknown]): boolean {
  return jsonComparer(assume)(a, b);
}

/**
 * sameJson as a function, for comparing many records (a build's routes with the last build's).
 * A plain walk: the routes of one build share few objects, so remembering pairs already found
 * equal (a WeakMap) cost more than the walk it saved.
 */
export function jsonComparer(assume?: [unknown, unknown]): (a: unknown, b: unknown) => boolean {
  const [assumedA, assumedB] = assume ?? [];
  const same = (a: unknown, b: unknown): boolean => {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (a === assumedA && b === assumedB) return true;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
      return true;
    }
    if (Array.isArray(b)) return false;
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    let keys = 0;
    for (const key in left) {
      keys += 1;
      if (!Object.hasOwn(right, key) || !same(left[key], right[key])) return false;
    }
    for (const key in right) if (Object.hasOwn(right, key)) keys -= 1;
    return keys === 0;
  };
  return same;
}
