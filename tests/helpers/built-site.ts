// The real site, built once from data/ and shared read-only by every test that only reads it.
// Tests that edit data work on their own copy (copyData) and build that instead.
import path from 'node:path';
import { runSite } from './cli.ts';
import { tempDir } from './data.ts';

let built: Promise<string> | undefined;

/** Path of a folder holding `site generate` output for the real data/ (do not write into it). */
export function builtSite(): Promise<string> {
  built ??= (async () => {
    const out = path.join(await tempDir('site-built-'), 'dist');
    const result = await runSite(['generate', '--out', out, '--quiet']);
    if (result.code !== 0) throw new Error(`site generate failed:\n${result.stderr}`);
    return out;
  })();
  return built;
}
