// How the asset stages hand files to the output: esbuild builds into a virtual folder in memory,
// and every file goes through one writer (which skips unchanged bytes). Shared by the stylesheet,
// favicon and island bundles (assets.ts, islands.ts).
import path from 'node:path';

/** Writes one file of the output, by path relative to the output root. */
export type OutputWriter = (file: string, contents: string | Uint8Array) => Promise<unknown>;

/** esbuild works on a virtual folder; files come back in memory and go through the writer. */
export const VIRTUAL_OUT = path.resolve('/virtual-site-output');

export async function writeEsbuildOutputs(outputFiles: { path: string; contents: Uint8Array }[], write: OutputWriter) {
  await Promise.all(outputFiles.map((f) => write(path.relative(VIRTUAL_OUT, f.path).split(path.sep).join('/'), f.contents)));
}
