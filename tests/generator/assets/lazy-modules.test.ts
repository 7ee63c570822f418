// sharp and esbuild load only when their work runs: a build whose image variants,
// image sizes, favicon and bundles are all in the cache imports neither, and still writes the
// same bytes as the build that made the cache. The real command runs with hooks that note every
// load of either package: a resolution hook (node:module register) for ES imports, and a wrapper
// of require() for the CommonJS bundle the command runs from (bin/compiled.js).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { PROJECT_ROOT, tempDir } from '../../helpers/data.ts';
import { differingFiles } from '../../helpers/output-snapshot.ts';
import { filesUnder } from '../../../generator/support/hash.ts';

const DATA = path.join(PROJECT_ROOT, 'examples', 'olentangy-cleaning', 'data');
const WATCHED = ['esbuild', 'sharp'];

describe('a build with a warm cache', () => {
  let root: string;
  let log: string;
  /** one `site generate` into `out`, returning the watched packages it imported */
  const generate = async (out: string): Promise<string[]> => {
    await writeFile(log, '');
    const result = await runSite(['generate', '--data', DATA, '--out', out, '--quiet', '--site-url', 'https://clean.test'], {
      env: {
        SITE_CACHE_DIR: path.join(root, 'cache'),
        NODE_OPTIONS: `--import ${path.join(root, 'register.mjs')} --require ${path.join(root, 'watch-require.cjs')}`,
        IMPORT_LOG: log,
      },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return [...new Set((await readFile(log, 'utf8')).split('\n').filter(Boolean))].sort();
  };

  beforeAll(async () => {
    root = await tempDir('site-lazy-');
    log = path.join(root, 'imports.log');
    await writeFile(
      path.join(root, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
const watched = ${JSON.stringify(WATCHED)};
export async function resolve(specifier, context, next) {
  if (watched.includes(specifier)) appendFileSync(process.env.IMPORT_LOG, specifier + '\\n');
  return next(specifier, context);
}
`,
    );
    await writeFile(path.join(root, 'register.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`);
    await writeFile(
      path.join(root, 'watch-require.cjs'),
      `const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const watched = ${JSON.stringify(WATCHED)};
const original = Module.prototype.require;
Module.prototype.require = function (id) {
  if (watched.includes(id)) appendFileSync(process.env.IMPORT_LOG, id + '\\n');
  return original.apply(this, arguments);
};
`,
    );
  });

  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('loads neither sharp nor esbuild, and writes what the build that filled the cache wrote', async () => {
    const cold = path.join(root, 'cold');
    const warm = path.join(root, 'warm');
    // an empty cache: images are encoded and bundles made, so both packages load
    expect(await generate(cold)).toEqual(WATCHED);
    expect(await generate(warm)).toEqual([]);
    const files = (await filesUnder(cold)).sort();
    expect(files).toContain('favicon.ico');
    expect(files.filter((file) => file.startsWith('assets/images/')).length).toBeGreaterThan(10);
    expect((await filesUnder(warm)).sort()).toEqual(files);
    expect(await differingFiles(cold, warm, files)).toEqual([]);
  });
}, 600_000);
