// import-x/no-cycle skips type-only imports (they vanish from the compiled JavaScript), so two
// modules that import each other's types pass it. They still make a cycle a reader must hold in
// mind, and the type belongs in a module both can import. This rule follows every relative import
// of the linted sources, types included, and reports a type-only import that leads back to the
// importing file; cycles made of value imports only are import-x/no-cycle's to report.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** relative imports of each file read so far, by absolute path (one lint run reads each file once) */
const importsByFile = new Map();

function importsOf(file) {
  let found = importsByFile.get(file);
  if (found) return found;
  let source = '';
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    // a package or a file that does not exist: nothing to follow
  }
  found = [...source.matchAll(RELATIVE_IMPORT)].map((match) => path.resolve(path.dirname(file), match[1] ?? match[2])).filter((target) => existsSync(target));
  importsByFile.set(file, found);
  return found;
}

/** The chain of files from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    for (const next of importsOf(chain.at(-1))) {
      if (next === goal) return chain;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
}

const typeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles that pass through type-only imports.' },
    schema: [],
    messages: { cycle: 'import cycle through a type import: {{chain}}. Move the shared types down into a module that both import.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || !typeOnly(node)) return;
      const target = path.resolve(path.dirname(file), specifier);
      if (!existsSync(target)) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      const root = context.cwd ?? process.cwd();
      const names = [file, ...chain, file].map((f) => path.relative(root, f));
      context.report({ node: node.source, messageId: 'cycle', data: { chain: names.join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
