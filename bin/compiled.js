// Start-up without a run-time transpiler (issue 18): the command-line tool and the dev builder
// run from one esbuild bundle of the TypeScript sources, made on the first call after a source
// changed and reused until the next change. Loading the sources through tsx cost every command
// ~1.5 s of wall time (generate, check, dev); the bundle loads in a fraction and costs ~0.2 s to
// make. Bundles live in .cache/cli/<hash of the sources>/, so an edit to any source file makes
// the next call build a fresh one, a fresh clone builds its own on the first call after `npm ci`,
// and SITE_FROM_SOURCES=1 runs the sources through tsx as before (for debugging with source maps
// and for the test that both ways write the same bytes).
// The plain-JavaScript packages the build path imports (React, zod, marked, commander...) are
// bundled in too: loading them from node_modules, file by file, cost `site generate` ~0.45 s of
// CPU before any work (resolving each file, scanning CommonJS for its exports, compiling many
// small modules); the bundle compiles as a few large chunks (issue 18, measured side by side:
// `site generate --to xml` 1.05 -> 0.63 s of CPU). Native addons and the server's packages stay
// external: they read files of their own at run time.
// Plain JavaScript on purpose: this file runs before anything can compile TypeScript.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
/** everything the bundle is made of; packages stay external (node_modules is read at run time) */
const SOURCE_DIRS = ['bin', 'generator', 'templates', 'shared', 'api'];
/** the bundle's entries: the command-line tool, and the build process `site dev` keeps running */
const ENTRIES = { site: 'bin/site.ts', 'dev-builder': 'generator/dev/dev-builder.ts' };
const SETTINGS = ['package.json', 'package-lock.json', 'tsconfig.json', 'node_modules/esbuild/package.json'];
/** packages our sources import that go into the bundle, with whatever they import in turn */
const BUNDLED = new Set([
  'react',
  'react-dom',
  'zod',
  'marked',
  'commander',
  'csv-parse',
  'gray-matter',
  'node-html-parser',
  '@tanstack/react-query',
  '@radix-ui/react-toast',
  'react-hook-form',
  '@hookform/resolvers',
]);
/** React and its peers pick their production or development build by NODE_ENV: one bundle each */
const nodeEnv = () => process.env.NODE_ENV ?? '';
export const BUNDLES = path.join(ROOT, '.cache', 'cli');
/** bundles of other source versions are removed once this old (a long `site dev` may still use one) */
const STALE_MS = 24 * 3600 * 1000;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Hash of every source file's path and bytes, and of the settings the bundle is made with. */
export function sourceHash() {
  const files = SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir))).sort();
  const hash = createHash('sha256').update(`NODE_ENV=${nodeEnv()}\0`);
  for (const file of [...files, ...SETTINGS.map((name) => path.join(ROOT, name))]) {
    hash.update(path.relative(ROOT, file)).update('\0');
    try {
      hash.update(readFileSync(file)).update('\0');
    } catch {
      hash.update('missing\0');
    }
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * Bundled modules keep the paths of their sources: `import.meta.dirname` and `import.meta.url`
 * become the source file's own, so data, templates and caches resolve as they do under tsx.
 */
const keepSourcePaths = {
  name: 'keep-source-paths',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') };
    });
  },
};

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Our sources' imports of BUNDLED packages are bundled, and so is everything those packages
 * import (whichever copy node_modules holds for them); every other package stays external.
 */
const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      return fromPackage || BUNDLED.has(packageName(args.path)) ? undefined : { external: true };
    });
  },
};

async function compile(target) {
  const { build } = await import('esbuild');
  const staging = `${target}.${process.pid}.tmp`;
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    plugins: [bundledPackages, keepSourcePaths],
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv()) },
    // the bundled CommonJS packages call require() for Node's own modules
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    logLevel: 'error',
  });
  try {
    renameSync(staging, target);
  } catch {
    // another process made the same bundle first: use theirs
    rmSync(staging, { recursive: true, force: true });
  }
  for (const name of readdirSync(BUNDLES)) {
    const dir = path.join(BUNDLES, name);
    if (dir !== target && Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder holding the bundle of the sources as they are now, made if missing. */
export async function bundleDir() {
  const target = path.join(BUNDLES, sourceHash());
  try {
    statSync(path.join(target, 'site.mjs'));
  } catch {
    mkdirSync(BUNDLES, { recursive: true });
    await compile(target);
  }
  return target;
}

/** Imports one entry (`site` or `dev-builder`): from the bundle, or from the sources under tsx. */
export async function importEntry(name) {
  if (process.env.SITE_FROM_SOURCES !== '1') {
    const dir = await bundleDir().catch((error) => {
      // a read-only install cannot keep a bundle: run the sources, as before there was one
      if (['EACCES', 'EPERM', 'EROFS'].includes(error?.code)) return undefined;
      throw error;
    });
    // (not inside the catch: the entry runs the command, whose own errors are not ours to take)
    if (dir) return import(pathToFileURL(path.join(dir, `${name}.mjs`)).href);
  }
  // tsx reads tsconfig.json from the working directory; a site may be built from anywhere.
  process.env.TSX_TSCONFIG_PATH ??= path.join(ROOT, 'tsconfig.json');
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, ENTRIES[name])).href);
}
