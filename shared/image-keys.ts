// Image keys name the files under data/images/ by path without extension ("services/deep"). A key
// that names no file is reported with the nearest known keys, by validation (keys written in
// data) and by <Picture> (keys the templates derive).
import { editDistance } from './edit-distance.ts';

/** `no image "blog/mop". Did you mean "blog/mops"? ...`: what is missing and what to do. */
export function unknownImageMessage(keys: readonly string[], known: string[], usedBy = ''): string {
  const close = closeMatches(keys[0]!, known);
  return (
    `no image ${keys.map((k) => `"${k}"`).join(' or ')}${usedBy}. ` +
    (close.length > 0 ? `Did you mean ${close.map((k) => `"${k}"`).join(', ')}? ` : '') +
    `Images are the files under data/images/ named without extension (${known.length} known).`
  );
}

/** Keys nearest to a mistyped one: same last segment first, then by edit distance. */
function closeMatches(key: string, known: string[]): string[] {
  const base = key.split('/').at(-1)!;
  // a renamed file usually keeps the old name inside the new one ("deep" -> "deep-clean")
  const contains = (k: string) => k.includes(base) || key.includes(k.split('/').at(-1)!);
  return known
    .map((k) => ({ k, d: k.split('/').at(-1) === base ? 0 : contains(k) ? 1 : editDistance(key, k) }))
    .filter(({ d }) => d <= Math.max(3, Math.floor(key.length / 3)))
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, 5)
    .map(({ k }) => k);
}
