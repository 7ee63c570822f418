// Start-up without a run-time transpiler (docs/architecture.md#caches-and-the-compiled-commands):
// the command-line tool and the dev builder run from one esbuild bundle of the TypeScript sources,
// made on the first call after a source changed and reused until the next change. Loading the
// sources through tsx slowed every command (generate, check, dev); the bundle loads in a fraction
// of that time and is quick to make. Bundles live in .cache/cli/<hash of the sources>/, so an edit
// to any source file makes the next call build a fresh one, a fresh clone builds its own on the
// first call after `npm ci`, and SITE_FROM_SOURCES=1 runs the sources through tsx as before (for
// debugging with source maps and for the test that both ways write the same bytes).
// The plain-JavaScript packages the build path imports (React, zod, marked, commander...) are
// bundled in too: loading them from node_modules, file by file, cost `site generate` much CPU
// before any work (resolving each file, scanning CommonJS for its exports, compiling many small
// modules); the bundle compiles as one large file, for less. Native addons and the server's
// packages stay external: they read files of their own at run time. Commands load what they need on
// demand, and a module of the bundle runs only once something imports it.
// Each entry is one CommonJS file, run through vm.Script with V8's code cache beside it
// (<entry>.<command>.v8): Node 20 caches no compiled code of its own, and compiling the large
// bundle, with the functions a command calls, added CPU time to every call. The cache is
// written after the first call of each command, from the functions that call compiled; V8 checks
// it against the source and flags and rejects a stale one, which is then written again.
// Plain JavaScript on purpose: this file runs before anything can compile TypeScript.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

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
  'yaml',
  'htmlparser2',
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
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // import() of the packages left external (sharp, esbuild) becomes require(): code compiled from
    // V8's cache has no dynamic-import callback in Node 20 (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING)
    supported: { 'dynamic-import': false },
    target: 'node20',
    jsx: 'automatic',
    plugins: [bundledPackages, keepSourcePaths],
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv()) },
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
    statSync(path.join(target, 'site.cjs'));
  } catch {
    mkdirSync(BUNDLES, { recursive: true });
    await compile(target);
  }
  return target;
}

/** The code cache's name: one per command (`site generate`, `site api`...), since each compiles
 * different functions; the dev builder is one command of its own. */
function cacheName(entry) {
  const command = process.argv[2] ?? '';
  return entry === 'site' && /^[a-z][a-z-]{0,30}$/.test(command) ? `${entry}.${command}` : entry;
}

/**
 * Runs a CommonJS bundle file as Node's loader would (the same wrapper and arguments), compiled
 * from its code cache when there is one. The cache is written once the command has run (at exit,
 * or after a few seconds for a server), in a temporary file renamed into place; a read-only
 * install just goes without.
 */
function runBundle(file, entry) {
  const cacheFile = path.join(path.dirname(file), `${cacheName(entry)}.v8`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // not made yet
  }
  const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) {
    let written = false;
    const writeCache = () => {
      if (written) return;
      written = true;
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, cacheFile);
      } catch {
        // (a folder we cannot write to holds no temporary file: force ignores its absence)
        rmSync(temp, { force: true });
      }
    };
    process.once('exit', writeCache);
    setTimeout(writeCache, 5000).unref();
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/** Runs one entry (`site` or `dev-builder`): from the bundle, or from the sources under tsx. */
export async function importEntry(name) {
  if (process.env.SITE_FROM_SOURCES !== '1') {
    const dir = await bundleDir().catch((error) => {
      // a read-only install cannot keep a bundle: run the sources, as before there was one
      if (['EACCES', 'EPERM', 'EROFS'].includes(error?.code)) return undefined;
      throw error;
    });
    // (not inside the catch: the entry runs the command, whose own errors are not ours to take)
    if (dir) return runBundle(path.join(dir, `${name}.cjs`), name);
  }
  // tsx reads tsconfig.json from the working directory; a site may be built from anywhere.
  process.env.TSX_TSCONFIG_PATH ??= path.join(ROOT, 'tsconfig.json');
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, ENTRIES[name])).href);
}
