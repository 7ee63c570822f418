// The build half of `site dev`, in a child process that stays up between edits, so that a one-row
// keyword edit reaches the browser at once (docs/decisions.md#the-dev-loop). Staying up is what
// makes a data edit cheap: the code is loaded and warm, and the build cache keeps the code
// fingerprint, the stylesheet, island bundles and images of the last build, so only load, validate,
// routes and the changed pages run again. A template change ends this process and dev.ts starts a
// fresh one (ES modules cannot be reloaded), which re-renders every page the new code touches.
import { build, type BuildCache, type BuildOptions } from '../build.ts';
import { DataValidationError, DuplicateOutputError, formatProblem, problemsHeadline } from '../support/errors.ts';

export interface BuildRequest {
  /** files that changed since the last build, relative to the data folder ([] = unknown) */
  changed: string[];
}

export type BuildOutcome =
  | { ok: true; ms: number; rendered: number; written: number; stages: string }
  | { ok: false; problems: string[] };

function problemsOf(error: unknown): string[] {
  // the builder watches the files: saving one rebuilds, no command to run again
  if (error instanceof DataValidationError) return [problemsHeadline(error.problems.length, 'Fix the rows below and save the file to rebuild.'), ...error.problems.map(formatProblem)];
  if (error instanceof DuplicateOutputError) return [error.message];
  return [error instanceof Error ? (error.stack ?? error.message) : String(error)];
}

/** Changes the cached asset stage cannot absorb: image sources, or files dev.ts could not name ('.'). */
export function touchesAssets(changed: string[]): boolean {
  return changed.length === 0 || changed.some((file) => file === '.' || file.split('/')[0] === 'images');
}

export async function buildOnce(options: BuildOptions, cache: BuildCache, request: BuildRequest): Promise<BuildOutcome> {
  const start = performance.now();
  if (touchesAssets(request.changed)) delete cache.assets;
  try {
    const result = await build(options, cache);
    return {
      ok: true,
      ms: performance.now() - start,
      rendered: result.rendered,
      written: result.written,
      stages: result.timings.map((t) => `${t.stage} ${Math.round(t.ms)}`).join(', '),
    };
  } catch (error) {
    return { ok: false, problems: problemsOf(error) };
  }
}

/**
 * Child mode (bin/dev-build-process.js, started by dev.ts with the BuildOptions as JSON): requests and
 * outcomes over the IPC channel, one build at a time (dev.ts queues).
 */
export function serveBuilds(optionsJson: string): void {
  if (!process.send) throw new Error('the dev builder runs as a child of `site dev`, with an IPC channel');
  const options = JSON.parse(optionsJson) as BuildOptions;
  const cache: BuildCache = {};
  process.on('message', (request: BuildRequest) => {
    void buildOnce(options, cache, request).then((outcome) => process.send!(outcome));
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true });
}
