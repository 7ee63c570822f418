// The READMEs' claims a machine can check, checked: each folder's "State:" and "Never:" lines say
// what its code does not do, and a change that starts doing it fails here, naming the file, so
// the README and the code change together. The caches of generator/ are checked by
// module-caches.test.ts; the import rules between folders by the lint (dependency-rules.test.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, moduleState, ROOT, sourceFiles } from '../helpers/module-state.ts';

async function sources(dir: string): Promise<{ file: string; text: string }[]> {
  return Promise.all((await sourceFiles(dir)).map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })));
}

/** A clock, the file system, the environment or randomness: what a pure function of its input never reads. */
const IMPURE = /\bDate\.now\(|\bnew Date\(\)|\bMath\.random\(|\bprocess\.env\b|\bperformance\.now\(|from ['"]node:fs/;

export function impureLines(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (IMPURE.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('README claims', () => {
  it('generator/support/ imports no stage', async () => {
    const found = (await sources('generator/support')).flatMap(({ file, text }) =>
      importsOf(text)
        .filter(({ from }) => from.startsWith('.') && !from.startsWith('./') && !from.startsWith('../../shared/'))
        .map(({ from }) => `${file}: ${from}`),
    );
    expect(found).toEqual([]);
  });

  it('generator/validate/ reads no file, and zod is called in the generator only there and in support/starter.ts', async () => {
    const validate = await sources('generator/validate');
    expect(validate.flatMap(({ file, text }) => importsOf(text).filter(({ from }) => /^(node:)?fs/.test(from)).map(({ from }) => `${file}: ${from}`))).toEqual([]);
    const zodOutside = (await sources('generator')).filter(
      ({ file, text }) => !file.startsWith('generator/validate/') && file !== 'generator/support/starter.ts' && importsOf(text).some(({ from, typeOnly }) => from.startsWith('zod') && !typeOnly),
    );
    expect(zodOutside.map(({ file }) => file)).toEqual([]);
  });

  it('generator/routes/ and the server-side templates read no clock, file, environment or randomness', async () => {
    const templates = (await sources('templates')).filter(({ file }) => !file.startsWith('templates/islands/'));
    const found = [...(await sources('generator/routes')), ...templates].flatMap(({ file, text }) => impureLines(file, text));
    expect(found).toEqual([]);
  });

  it('generator/visual/ loads playwright-core only when a command looks at pages', async () => {
    const found = (await sources('generator/visual')).flatMap(({ file, text }) =>
      importsOf(text).filter(({ from, typeOnly }) => from.startsWith('playwright') && !typeOnly).map(({ from }) => `${file}: ${from}`),
    );
    expect(found).toEqual([]);
  });

  it('keeps no module-level state where a README says "State: none" or "nothing at module level"', async () => {
    const folders = ['generator/report', 'generator/scaffold', 'generator/visual', 'generator/support', 'shared', 'api'];
    const found: string[] = [];
    for (const folder of folders) {
      const readme = await readFile(path.join(ROOT, folder, 'README.md'), 'utf8');
      expect(readme, folder).toMatch(/\*\*State:\*\* (none|nothing at module level)/);
      for (const { file, text } of await sources(folder)) found.push(...moduleState(file, text));
    }
    expect(found).toEqual([]);
  });

  it('shared/ imports nothing of ours outside it, and reads no file or environment', async () => {
    const found = (await sources('shared')).flatMap(({ file, text }) => [
      ...importsOf(text)
        .filter(({ from }) => (from.startsWith('.') && !path.resolve(path.dirname(path.join(ROOT, file)), from).startsWith(path.join(ROOT, 'shared'))) || from.startsWith('node:'))
        .map(({ from }) => `${file}: ${from}`),
      ...impureLines(file, text).filter((line) => /process\.env|node:fs/.test(line)),
    ]);
    expect(found).toEqual([]);
  });

  it('finds what it looks for: planted lines fail each check', () => {
    expect(impureLines('generator/routes/x.ts', "const today = new Date();\n// new Date() in a comment is fine\n")).toEqual(['generator/routes/x.ts:1: const today = new Date();']);
    expect(importsOf("import { readFile } from 'node:fs/promises';\nimport type { Page } from 'playwright-core';\n")).toEqual([
      { from: 'node:fs/promises', typeOnly: false },
      { from: 'playwright-core', typeOnly: true },
    ]);
    expect(moduleState('api/x.ts', "let cached: string | undefined;\nconst seen = new Map<string, number>();\nseen.set('a', 1);\nconst KINDS = new Set(['a']);\n")).toEqual([
      'api/x.ts:2 seen (Map)',
      'api/x.ts: let cached',
    ]);
  });
});
