// The dependency rules (docs/decisions.md#one-way-dependencies) are lint errors: each forbidden
// direction is reported at the import, the allowed ones are not, and an import cycle is reported.
// The sources are linted as if they sat at the given path, with the project's own eslint.config.js.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { API_FLOORS } from '../../eslint.config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleHits(file: string, source: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restricted = (file: string, from: string) =>
  ruleHits(file, `import { x } from '${from}';\nexport const y = x;\n`, 'import-x/no-restricted-paths');

describe('dependency rules', () => {
  it.each([
    ['templates/pages/Fixture.tsx', '../../api/app.ts'],
    ['templates/components/Fixture.tsx', '../../generator/routes/head.ts'],
    ['templates/islands/fixture.ts', '../pages/Home.tsx'],
    ['templates/islands/fixture.ts', '../layout/Header.tsx'],
    ['api/fixture.ts', '../generator/build.ts'],
    ['api/fixture.ts', '../templates/islands/registry.ts'],
    ['generator/fixture.ts', '../api/app.ts'],
    ['generator/fixture.ts', '../templates/components/Picture.tsx'],
    ['shared/fixture.ts', '../generator/support/errors.ts'],
    // a generator stage imports only the stages below it, through their entry module
    ['generator/load/fixture.ts', '../check/index.ts'],
    ['generator/support/fixture.ts', '../load/index.ts'],
    ['generator/routes/fixture.ts', '../build.ts'],
    ['generator/check/fixture.ts', '../load/load.ts'],
    // the API's floors: storage imports no feature and nothing above it, a feature no other feature
    ['api/storage/fixture.ts', '../applications/service.ts'],
    ['api/storage/fixture.ts', '../notify/email.ts'],
    ['api/storage/fixture.ts', '../config.ts'],
    ['api/http/fixture.ts', '../contact/router.ts'],
    ['api/notify/fixture.ts', '../http/errors.ts'],
    ['api/submissions.ts', './http/errors.ts'],
    ['api/contact/fixture.ts', '../applications/service.ts'],
    ['api/reviews/fixture.ts', '../app.ts'],
  ])('%s may not import %s', async (file, from) => {
    const hits = await restricted(file, from);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatch(/restricted zone/);
  });

  it.each([
    ['templates/pages/Fixture.tsx', '../../shared/model/pages.ts'],
    ['templates/pages/Fixture.tsx', '../components/Picture.tsx'],
    ['templates/islands/fixture.ts', '../components/safe-json.ts'],
    ['api/fixture.ts', '../shared/forms.ts'],
    ['generator/fixture.ts', '../templates/pages/index.ts'],
    ['generator/fixture.ts', '../templates/layout/Document.tsx'],
    ['generator/fixture.ts', '../templates/islands/registry.ts'],
    ['bin/fixture.ts', '../api/app.ts'],
    ['generator/check/fixture.ts', '../load/index.ts'],
    ['generator/check/fixture.ts', '../support/errors.ts'],
    ['generator/dev/fixture.ts', '../build.ts'],
    ['api/storage/fixture.ts', './types.ts'],
    ['api/storage/fixture.ts', '../../shared/forms.ts'],
    ['api/http/fixture.ts', '../storage/types.ts'],
    ['api/contact/fixture.ts', '../notify/email.ts'],
    ['api/contact/fixture.ts', '../http/submission.ts'],
    ['api/app.ts', './contact/router.ts'],
  ])('%s may import %s', async (file, from) => {
    expect(await restricted(file, from)).toEqual([]);
  });

  it('puts every module of api/ on one of its floors', async () => {
    const onAFloor = (file: string) => API_FLOORS.some(({ paths }) => paths.some((floor) => file === floor || file.startsWith(`${floor}/`)));
    const modules = (await readdir(path.join(ROOT, 'api'), { recursive: true })).filter((file) => file.endsWith('.ts')).map((file) => `./api/${file}`);
    expect(modules).toContain('./api/storage/postgres.ts');
    expect(modules.filter((file) => !onAFloor(file))).toEqual([]);
  });

  it('reports an import cycle', async () => {
    const linter = new ESLint({ cwd: ROOT, ignore: false });
    const [result] = await linter.lintFiles([path.join(ROOT, 'tests/fixtures/lint/cycle-a.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('reports an import cycle that passes through a type import, naming the chain', async () => {
    const linter = new ESLint({ cwd: ROOT, ignore: false });
    const [result] = await linter.lintFiles([path.join(ROOT, 'tests/fixtures/lint/type-cycle-b.ts')]);
    const cycles = result!.messages.filter((m) => m.ruleId === 'local/no-type-cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.message).toContain('tests/fixtures/lint/type-cycle-b.ts -> tests/fixtures/lint/type-cycle-a.ts -> tests/fixtures/lint/type-cycle-b.ts');
  });
});

// Not a dependency rule, but a rule of the same lint: test processes keep the modules their files
// import (vitest's `isolate: false`), so a hook at the top of a shared test module would run for
// the first file that loads it only (tests/helpers/cleanup.ts).
describe('hooks in shared test modules', () => {
  const hook = "import { afterEach } from 'vitest';\nafterEach(() => {});\n";
  const hookHits = (file: string) => ruleHits(file, hook, 'no-restricted-syntax');

  it.each(['tests/helpers/fixture.ts', 'tests/api/fixture-helpers.ts'])('are an error at the top of %s', async (file) => {
    expect(await hookHits(file)).toEqual([expect.stringMatching(/first test file that loads it only/)]);
  });

  it.each(['tests/api/fixture.test.ts', 'tests/setup/fixture.ts'])('are allowed in %s', async (file) => {
    expect(await hookHits(file)).toEqual([]);
  });

  it('are allowed inside a function a test file calls', async () => {
    const inFunction = "import { afterAll } from 'vitest';\nexport function useThing() {\n  afterAll(() => {});\n}\n";
    expect(await ruleHits('tests/helpers/fixture.ts', inFunction, 'no-restricted-syntax')).toEqual([]);
  });
});
