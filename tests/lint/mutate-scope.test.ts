// `npm run mutate` judges a module by the tests in vitest.mutate.config.ts, so a test file that
// imports a mutated module but is missing from that list makes the module's score look worse than
// its tests are, and a mutant that file kills counts as a survivor. Eight such files (validation,
// loader, gate and Markdown-attack tests written after the list) were missing until this test.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATED } from '../../stryker.config.mjs';
import mutateConfig from '../../vitest.mutate.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IMPORT = /^\s*import\s[^;]*?from\s+'([^']+)'/gm;

/** The globs both lists use (`**` across folders, `*` within one); path.matchesGlob is still
 * experimental on Node 20 and prints a warning into the test output. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The project files a test imports directly, relative to the project root. */
async function importsOf(testFile: string): Promise<string[]> {
  const source = await readFile(path.join(ROOT, testFile), 'utf8');
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, testFile)), specifier)));
}

describe('the tests mutation testing runs', () => {
  it('include every test file that imports a mutated module, unless it is left out on purpose', async () => {
    const { include = [], exclude = [] } = mutateConfig.test ?? {};
    const matches = (file: string, patterns: readonly string[]) => patterns.some((pattern) => globRegExp(pattern).test(file));
    const testFiles = (await readdir(path.join(ROOT, 'tests'), { recursive: true }))
      .map((file) => path.join('tests', file))
      .filter((file) => /\.test\.tsx?$/.test(file));
    const missing: string[] = [];
    for (const file of testFiles) {
      const mutatedImports = (await importsOf(file)).filter((imported) => matches(imported, MUTATED));
      if (mutatedImports.length > 0 && !matches(file, include) && !matches(file, exclude)) missing.push(`${file} (imports ${mutatedImports.join(', ')})`);
    }
    expect(missing).toEqual([]);
  });

  it('finds the test files it judges: the list of mutated modules is read, and tests import them', async () => {
    expect(MUTATED).toContain('generator/write/output-tree.ts');
    expect(globRegExp('generator/validate/**/*.ts').test('generator/validate/rows.ts')).toBe(true);
    expect(globRegExp('api/storage/*.ts').test('api/storage/sqlite.ts')).toBe(true);
    expect(globRegExp('api/storage/*.ts').test('api/storage/sqlite.tsx')).toBe(false);
    expect(globRegExp('tests/api/**/*.test.ts').test('tests/api/export.test.ts')).toBe(true);
    expect(await importsOf('tests/generator/write/output-tree.test.ts')).toContain('generator/write/output-tree.ts');
  });
});
