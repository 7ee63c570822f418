// Reading module-level state from source text: the declarations at column 0 of a module that make
// a collection (a Map, a Set, a WeakMap, a BoundedCache, a memo), and whether the module changes
// them after making them. Used by the tests that keep the READMEs' **State:** lines true.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Modules whose whole life is one build: their collections are that build's state. */
const ONE_BUILD_MODULES: Record<string, string> = {
  // a render worker is started for one build and closed when its pages are rendered
  'generator/render/render-worker-body.ts': 'a render worker lives one build',
};

/** A module-level declaration: `const name = new Kind(` or `const name = memoizedByText(`, at column 0. */
const DECLARATION = /^(?:export )?(?:const|let) (\w+)\b[^=]*= *(?:new (Map|Set|WeakMap|WeakSet|BoundedCache)\b(<[^(]*>)?\((.?)|(memoizedByText)\()/;

interface ModuleCollection {
  file: string;
  line: number;
  name: string;
  kind: string;
  /** the first character of the constructor's argument: `[` for a table written in place */
  argument: string;
}

export async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export function moduleCollections(file: string, text: string): ModuleCollection[] {
  const found: ModuleCollection[] = [];
  text.split('\n').forEach((line, index) => {
    const match = DECLARATION.exec(line);
    if (!match) return;
    found.push({ file, line: index + 1, name: match[1]!, kind: match[2] ?? match[5]!, argument: match[4] ?? '' });
  });
  return found;
}

/** A collection changed after it is made: `name.add(`, `.set(`, `.delete(`, `.clear(` or a new value. */
export function isChanged(text: string, name: string): boolean {
  return new RegExp(`\\b${name}\\.(?:add|set|delete|clear)\\(|^\\s*${name}\\s*=[^=]`, 'm').test(text);
}

/** Why a collection is unbounded, or undefined when it is bounded, per build, or constant. */
export function unboundedReason(collection: ModuleCollection, text: string): string | undefined {
  if (collection.kind !== 'Map' && collection.kind !== 'Set') return undefined;
  if (ONE_BUILD_MODULES[collection.file]) return undefined;
  if (collection.argument === '[' && !isChanged(text, collection.name)) return undefined;
  return `${collection.file}:${collection.line} ${collection.name}: a module-level ${collection.kind} that grows with every build (use BoundedCache, a WeakMap keyed by the build's objects, or state passed in per build)`;
}


/** Module-level `let` bindings: state a module changes for as long as it is loaded. */
export function moduleLets(file: string, text: string): string[] {
  return [...text.matchAll(/^(?:export )?let (\w+)/gm)].map((match) => `${file}: let ${match[1]}`);
}

/** Every module-level collection a module changes after making it, and every module-level `let`. */
export function moduleState(file: string, text: string): string[] {
  const changed = moduleCollections(file, text)
    .filter((c) => c.kind !== 'memoizedByText' && !(c.argument === '[' && !isChanged(text, c.name)))
    .map((c) => `${file}:${c.line} ${c.name} (${c.kind})`);
  return [...changed, ...moduleLets(file, text)];
}

/** The static imports of a module (`import ... from 'x'`, `export ... from 'x'`, `import 'x'`), type-only ones marked. */
export function importsOf(text: string): { from: string; typeOnly: boolean }[] {
  return [...text.matchAll(/^(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => ({ from: match[3]!, typeOnly: match[2] !== undefined }));
}
