// Which pages of a built folder to look at: a few of each page kind. The kinds come from the
// manifest of the build that wrote the folder (this working folder's .cache/); a folder built
// elsewhere has none, and its pages are grouped by the shape of their addresses instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from '../support/hash.ts';
import { fileToUrlPath } from '../support/links.ts';
import { readManifest } from '../write/index.ts';

export interface PageSample {
  /** the page's address, like /mi/novi/ */
  path: string;
  kind: string;
}

/** A redirect stub: nothing to look at, the browser leaves it at once. */
const REFRESH = /<meta\s+http-equiv="refresh"/i;

/**
 * The shape of an address when no manifest names its kind: a segment becomes `*` when pages of
 * that depth hold three or more different values at that place under the same shape so far
 * (/mi/novi/deep-cleaning/ -> /mi/* /*), so the town pages group apart from the top-level pages,
 * each of which is a kind of its own.
 */
export function addressShapes(paths: string[]): Map<string, string> {
  const segments = new Map(paths.map((p) => [p, p.split('/').filter(Boolean)]));
  const shapes = new Map(paths.map((p) => [p, [] as string[]]));
  const depth = Math.max(0, ...[...segments.values()].map((s) => s.length));
  for (let place = 0; place < depth; place++) {
    const values = new Map<string, Set<string>>();
    for (const [p, parts] of segments) {
      if (parts.length <= place || parts.length < 2) continue;
      const key = `${parts.length}:${shapes.get(p)!.join('/')}`;
      if (!values.has(key)) values.set(key, new Set());
      values.get(key)!.add(parts[place]!);
    }
    for (const [p, parts] of segments) {
      if (parts.length <= place) continue;
      const many = parts.length >= 2 && (values.get(`${parts.length}:${shapes.get(p)!.join('/')}`)?.size ?? 0) >= 3;
      shapes.get(p)!.push(many ? '*' : parts[place]!);
    }
  }
  return new Map([...shapes].map(([p, shape]) => [p, `/${shape.join('/')}${shape.length > 0 && !p.endsWith('.html') ? '/' : ''}`]));
}

/** Picks `perKind` pages of each kind, spread over the kind's pages in address order (the first,
 * the last, and evenly between), kinds in the order of their first page. */
export function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  if (count <= 1) return items.slice(0, 1);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * (items.length - 1)) / (count - 1))))].map((i) => items[i]!);
}

/** The page kind of every page of the built folder `dir` by address, in address order, redirect stubs left out. */
export async function pageKinds(dir: string): Promise<Map<string, string>> {
  const files = (await filesUnder(dir)).filter((file) => file.endsWith('.html')).sort();
  const manifest = await readManifest(dir);
  const pages: { file: string; path: string }[] = [];
  for (const file of files) {
    const head = (await readFile(path.join(dir, file), 'utf8')).slice(0, 4000);
    if (!REFRESH.test(head)) pages.push({ file, path: fileToUrlPath(file) });
  }
  const shapes = addressShapes(pages.map((page) => page.path));
  return new Map(pages.map((page) => [page.path, manifest?.pages[page.file]?.kind ?? shapes.get(page.path)!]));
}

/** A few pages of every page kind of the built folder `dir`, kinds in the order of their first page. */
export async function samplePages(dir: string, perKind: number): Promise<PageSample[]> {
  const byKind = new Map<string, string[]>();
  for (const [page, kind] of await pageKinds(dir)) {
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)!.push(page);
  }
  return [...byKind].flatMap(([kind, paths]) => spread(paths, perKind).map((p) => ({ path: p, kind })));
}
