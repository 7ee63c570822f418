// The command-line tool runs from a precompiled bundle of its sources (bin/compiled.js).
// These tests hold it to two promises: an edit to any source reaches the next call (the bundle is
// made again, lazily loaded parts included; V8's cache of its compiled code is made once and then
// used), and the bundle builds the same site, byte for byte, as the TypeScript sources run through
// tsx (SITE_FROM_SOURCES=1).
import { cp, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SITE_URL } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { copyData, PROJECT_ROOT, SMALL_SITE, tempDir } from '../helpers/data.ts';
import { differingFiles } from '../helpers/output-snapshot.ts';
import { filesUnder } from '../../generator/support/hash.ts';

const SOURCES = ['bin', 'generator', 'templates', 'shared', 'api', 'package.json', 'tsconfig.json'];

describe('the precompiled command-line tool', () => {
  let root: string;
  let project: string;
  const bundles = async () => (await readdir(path.join(project, '.cache', 'cli'))).filter((name) => !name.endsWith('.tmp'));
  /** `site generate --to xml`: exits 1 with a message from generator/cli.ts, a lazily loaded chunk */
  const badFormat = () => runSite(['generate', '--to', 'xml'], { cwd: project, script: path.join(project, 'bin/site.js') });

  beforeAll(async () => {
    root = await tempDir('site-compiled-');
    project = path.join(root, 'project');
    await mkdir(project);
    await Promise.all(SOURCES.map((name) => cp(path.join(PROJECT_ROOT, name), path.join(project, name), { recursive: true })));
    await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  });

  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('makes its bundle on the first call, reuses it while the sources are unchanged, and makes a new one after an edit', async () => {
    const first = await badFormat();
    expect(first.stderr).toContain('--to accepts only "json", got "xml"');
    expect(first.code).toBe(1);
    const [made] = await bundles();
    expect(await bundles()).toEqual([made]);
    const madeAt = (await stat(path.join(project, '.cache', 'cli', made!, 'site.cjs'))).mtimeMs;
    // V8's compiled code of the command, written once it had run
    const codeCache = path.join(project, '.cache', 'cli', made!, 'site.generate.v8');
    const cachedAt = (await stat(codeCache)).mtimeMs;

    const again = await badFormat();
    expect(again.stderr).toBe(first.stderr);
    expect(await bundles()).toEqual([made]);
    expect((await stat(path.join(project, '.cache', 'cli', made!, 'site.cjs'))).mtimeMs).toBe(madeAt);
    // V8 took the cache (a rejected one is written again)
    expect((await stat(codeCache)).mtimeMs).toBe(cachedAt);

    const cli = path.join(project, 'generator', 'cli.ts');
    const source = await readFile(cli, 'utf8');
    expect(source).toContain('--to accepts only "json"');
    await writeFile(cli, source.replace('--to accepts only "json"', '--to takes "json" and nothing else'));
    const edited = await badFormat();
    expect(edited.stderr).toContain('--to takes "json" and nothing else, got "xml"');
    const after = await bundles();
    expect(after).toHaveLength(2);
    expect(after).toContain(made);
  });

  it('builds the same files, byte for byte, as the sources run through tsx', async () => {
    // a few towns' copy of the data holds every kind of page at a third of the whole site's build
    const copy = await copyData(SMALL_SITE);
    onTestFinished(copy.cleanup);
    const fromBundle = path.join(copy.root, 'bundle-dist');
    const fromSources = path.join(copy.root, 'sources-dist');
    const args = (out: string) => ['generate', '--out', out, '--quiet', '--site-url', SITE_URL, '--data', copy.data];
    // runSite runs bin/site.js as is: the bundle
    const bundled = await runSite(args(fromBundle));
    const sourced = await runSite(args(fromSources), { env: { SITE_FROM_SOURCES: '1' } });
    expect(bundled.stderr).toBe('');
    expect(sourced.stderr).toBe('');
    expect([bundled.code, sourced.code]).toEqual([0, 0]);
    const files = (await filesUnder(fromBundle)).sort();
    // 106 pages of every kind (SMALL_SITE), each with its .br and .gz, and the assets
    expect(files.length).toBeGreaterThan(400);
    expect((await filesUnder(fromSources)).sort()).toEqual(files);
    expect(await differingFiles(fromBundle, fromSources, files)).toEqual([]);
  });
}, 900_000);
