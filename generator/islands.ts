// Stage: client bundles. One entry per island, generated on the fly so each stays a two-line
// module; esbuild splits shared code (React is one chunk), minifies and hashes every file.
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { islands } from '../templates/islands/registry.ts';
import { VIRTUAL_OUT, writeEsbuildOutputs, type OutputWriter } from './assets.ts';

export interface IslandScripts {
  /** the module to load with <script type="module"> */
  entry: string;
  /** chunks it imports, for <link rel="modulepreload"> */
  chunks: string[];
}

const ISLANDS_DIR = path.resolve(import.meta.dirname, '../templates/islands');
const VENDOR = 'vendor';

function islandEntries(): Plugin {
  return {
    name: 'island-entries',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        if (args.path === VENDOR) {
          // an entry of its own forces React into one shared chunk, whatever number of islands exist
          return { contents: `export * from 'react'; export { hydrateRoot } from 'react-dom/client';`, resolveDir: ISLANDS_DIR, loader: 'ts' };
        }
        const island = islands[args.path]!;
        return {
          contents: [
            `import { hydrateIslands } from './runtime.tsx';`,
            `import { ${island.exportName} } from './${island.file}';`,
            `hydrateIslands(${JSON.stringify(args.path)}, ${island.exportName});`,
          ].join('\n'),
          resolveDir: ISLANDS_DIR,
          loader: 'tsx',
        };
      });
    },
  };
}

/** Bundles every registered island; returns the scripts each island needs, by name. */
export async function buildIslands(write: OutputWriter): Promise<Map<string, IslandScripts>> {
  const names = Object.keys(islands).sort();
  const scripts = new Map<string, IslandScripts>();
  if (names.length === 0) return scripts;
  const assetsDir = path.join(VIRTUAL_OUT, 'assets');
  const result = await build({
    entryPoints: [...names, VENDOR].map((name) => ({ in: `island:${name}`, out: `island-${name}` })),
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [islandEntries()],
  });
  await writeEsbuildOutputs(result.outputFiles, write);
  const url = (file: string) => `/assets/${path.relative(assetsDir, path.resolve(file)).split(path.sep).join('/')}`;
  const outputs = result.metafile.outputs;
  const chunksOf = (file: string, seen = new Set<string>()): string[] => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        chunksOf(imported.path, seen);
      }
    }
    return [...seen];
  };
  for (const [file, output] of Object.entries(outputs)) {
    const entry = output.entryPoint?.replace(/^island:/, '');
    if (!entry || entry === VENDOR) continue;
    scripts.set(entry, { entry: url(file), chunks: chunksOf(file).map(url).sort() });
  }
  return scripts;
}
