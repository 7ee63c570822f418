// Where builds keep what a later build re-uses (.cache/): encoded images, esbuild outputs,
// compressed assets and worker bundles beside the project; build manifests and page audits in the
// folder the command runs from. SITE_CACHE_DIR moves all of it: the benchmark's cold build starts
// from an empty one, as a fresh clone does.
import path from 'node:path';
import { hash } from './hash.ts';

const moved = () => process.env.SITE_CACHE_DIR || undefined;

/** a cache of the project (its code and its assets' inputs) */
export const projectCache = (name: string): string => path.join(moved() ?? path.resolve(import.meta.dirname, '../../.cache'), name);

/** a cache of the working folder's builds */
export const workingCache = (...parts: string[]): string => (moved() ? path.join(moved()!, ...parts) : path.resolve('.cache', ...parts));

/** Where the build manifest of the output folder `outDir` lives (write/incremental.ts); other
 * per-output caches sit beside it under the same name. */
export function manifestPath(outDir: string): string {
  return workingCache('site-build', `${hash(path.resolve(outDir)).slice(0, 16)}.json`);
}
