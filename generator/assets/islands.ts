// Stage: client bundles. One entry per island, generated on the fly so each stays a two-line
// module; esbuild splits shared code (React is one chunk), minifies and hashes every file. The
// deferred-island loader is one more entry, and every output's gzipped size is recorded so the
// build summary and `site check` can hold each page to the JavaScript budget.
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { islands } from '../../templates/islands/registry.ts';
import { VIRTUAL_OUT, writeEsbuildOutputs, type OutputWriter } from './output-writer.ts';
import { cachedBuild } from './esbuild-cache.ts';
import { precompress } from './compress.ts';
import type { IslandBundles } from '../../shared/model/site.ts';

const ISLANDS_DIR = path.resolve(import.meta.dirname, '../../templates/islands');
const VENDOR = 'vendor';
const LOADER = 'loader';
const PRIVATE_CLASS_MEMBERS = Object.fromEntries(
  ['field', 'method', 'accessor', 'static-field', 'static-method', 'static-accessor', 'brand-check'].map((kind) => [`class-private-${kind}`, true]),
);

function entrySource(name: string): string {
  if (name === VENDOR) {
    // an entry of its own forces React into one shared chunk, whatever number of islands exist
    return `export * from 'react'; export * from 'react/jsx-runtime'; export { hydrateRoot } from 'react-dom/client';`;
  }
  if (name === LOADER) return `import './loader.ts';`;
  const island = islands[name]!;
  const [runtime, start] = island.client === 'dom' ? ['./markers.ts', 'mountIslands'] : ['./runtime.tsx', 'hydrateIslands'];
  return [
    `import { ${start} } from '${runtime}';`,
    `import { ${island.exportName} } from './${island.file}';`,
    `${start}(${JSON.stringify(name)}, ${island.exportName});`,
  ].join('\n');
}

function islandEntries(): Plugin {
  return {
    name: 'island-entries',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
        contents: entrySource(args.path),
        resolveDir: ISLANDS_DIR,
        loader: 'tsx',
      }));
    },
  };
}

/** Every file `file` imports statically, directly or not: what loads along with it. */
function staticImports(outputs: Metafile['outputs'], file: string, seen = new Set<string>()): string[] {
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
      seen.add(imported.path);
      staticImports(outputs, imported.path, seen);
    }
  }
  return [...seen];
}

/** Bundles every registered island and the loader; returns the scripts each island needs. */
export async function buildIslands(write: OutputWriter): Promise<IslandBundles> {
  const names = Object.keys(islands).sort();
  const bundles: IslandBundles = { byName: new Map(), loader: null, gzipBytes: new Map() };
  if (names.length === 0) return bundles;
  const deferred = names.some((name) => islands[name]!.hydrate !== 'load');
  const assetsDir = path.join(VIRTUAL_OUT, 'assets');
  const entries = [...names, VENDOR, ...(deferred ? [LOADER] : [])];
  // the entries' sources come from the registry through the plugin: they are part of the cache key
  const generated = JSON.stringify(entries.map(entrySource));
  const result = await cachedBuild({
    entryPoints: entries.map((name) => ({ in: `island:${name}`, out: `island-${name}` })),
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    // Private class members as written: lowering them (TanStack Query's classes are full of them)
    // puts esbuild's helpers into the chunk every island shares, a library's cost on pages that
    // never load it. Every browser with native private members (Chrome 91, Firefox 90, Safari 15,
    // all 2021) runs them; older ones already get the plain HTML, which works without script.
    supported: PRIVATE_CLASS_MEMBERS,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [islandEntries()],
  }, generated);
  await writeEsbuildOutputs(result.outputFiles, write);
  const url = (file: string) => `/assets/${path.relative(assetsDir, path.resolve(file)).split(path.sep).join('/')}`;
  // the gzipped copies the writer just made (read back from the compression cache)
  for (const output of result.outputFiles) {
    bundles.gzipBytes.set(url(output.path), (await precompress(url(output.path).slice(1), output.contents)).gz.length);
  }
  const outputs = result.metafile.outputs;
  for (const [file, output] of Object.entries(outputs)) {
    const entry = output.entryPoint?.replace(/^island:/, '');
    if (!entry || entry === VENDOR) continue;
    const scripts = { entry: url(file), chunks: staticImports(outputs, file).map(url).sort() };
    if (entry === LOADER) bundles.loader = { ...scripts, hydrate: 'load' };
    else bundles.byName.set(entry, { ...scripts, hydrate: islands[entry]!.hydrate });
  }
  return bundles;
}
