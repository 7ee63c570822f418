// Every path cell of the data (redirects.csv's from and to, the keyword sheet's suggested_url, a
// menu's page, a copy file's links, and the ledger data/published.csv) is a path of this site
// (shared/site-path.ts), refused at its cell with the reason. Without that, `/x//y`, a path holding
// a backtick and `<`, and `/../../escape` in redirects.csv ended the build in a stack trace, and a
// ledger row holding ESC, BEL, CSI or NUL was printed raw to the terminal and into ::warning lines.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePathProblem, visibleText } from '../../../shared/site-path.ts';
import { parseLedger } from '../../../generator/write/ledger.ts';
import { runSite } from '../../helpers/cli.ts';
import { appendRow, copyData, SMALL_SITE } from '../../helpers/data.ts';

describe('a site path', () => {
  it.each(['/', '/mi/novi/', '/404.html', '/pay-with-bitcoin', '/caf%C3%A9/', "/a-b_c.d~e/!$&'()*+,;=:@/"])('%s is one', (value) => {
    expect(sitePathProblem(value)).toBeUndefined();
  });

  it.each([
    ['mi/novi/', /^expected a site path starting with \//],
    ['/a b/', /^expected a site path starting with \//],
    ['/a?b=1', /^expected a site path starting with \//],
    ['/x//y', /^has an empty part \(\/\/\)/],
    ['//evil.example/', /^has an empty part/],
    ['/../../escape', /^has a "\.\." part, which names no page/],
    ['/a/./b/', /^has a "\." part/],
    ['/a/%2e%2E/b/', /^has a "%2e%2E" part/],
    ['/a%2fb/', /^holds an escaped \/, \\ or control character \("a%2fb"\)/],
    ['/a%5Cb/', /^holds an escaped \//],
    ['/a%00b/', /^holds an escaped \//],
    ['/a%zz/', /^holds a % that starts no %XX escape/],
    ['/a%ff/', /^holds a %XX escape that is not UTF-8 text/],
    ['/a`b<c/', /^holds "`", which an address cannot carry as it is: write it as %60/],
    ['/a<b/', /^holds "<", which an address cannot carry as it is: write it as %3C/],
    ['/café/', /^holds "é", which an address cannot carry as it is: write it as %C3%A9/],
    ['/a\u001b[31mb/', /^holds the invisible control character \\u001b/],
    ['/a\u0007b/', /^holds the invisible control character \\u0007/],
    ['/a\u009bb/', /^holds the invisible control character \\u009b/],
    ['/a\u0000b/', /^holds the invisible control character \\u0000/],
  ])('bad path %# is refused: %s', (value, why) => {
    expect(sitePathProblem(value)).toMatch(why);
  });

  it('is shown in messages with its control characters escaped', () => {
    expect(visibleText('/a\u001b]0;x\u0007\u009b\u0000/')).toBe('/a\\u001b]0;x\\u0007\\u009b\\u0000/');
    expect(visibleText('/a\tb\n')).toBe('/a\\u0009b\\u000a');
  });
});

describe('the ledger', () => {
  it('refuses a row whose path is no site path at its cell, showing it escaped', () => {
    const text = 'path,first_built,removed\n/,2026-03-01,\n/a\u001b[2Jb/,2026-03-01,\n/x//y,2026-03-01,\n';
    expect(() => parseLedger('data/published.csv', text)).toThrow(
      expect.objectContaining({
        problems: expect.arrayContaining([
          expect.objectContaining({ line: 3, column: 1, message: 'path: holds the invisible control character \\u001b, which no address holds, got "/a\\u001b[2Jb/"' }),
          expect.objectContaining({ line: 4, column: 1, message: expect.stringMatching(/^path: has an empty part/) }),
        ]),
      }),
    );
  });
});

describe('site generate', () => {
  let copy: Awaited<ReturnType<typeof copyData>>;
  beforeAll(async () => {
    copy = await copyData(SMALL_SITE);
  });
  afterAll(async () => copy?.cleanup());
  const generate = (flags: string[] = []) =>
    runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', ...flags], { cwd: copy.root });

  it('names each bad redirects.csv path at its cell and writes nothing, with no stack trace', async () => {
    const file = path.join(copy.data, 'redirects.csv');
    const original = await readFile(file, 'utf8');
    try {
      const lines = [
        await appendRow(file, { from: '/x//y', to: '/mi/novi/', status: '301' }),
        await appendRow(file, { from: '/a`b<c/', to: '/mi/novi/', status: '301' }),
        await appendRow(file, { from: '/../../escape', to: '/mi/novi/', status: '301' }),
        await appendRow(file, { from: '/old-page/', to: '/../../escape/', status: '301' }),
      ];
      const result = await generate();
      const printed = result.stdout + result.stderr;
      expect(result.code, printed).toBe(1);
      expect(printed).toContain(`data/redirects.csv:${lines[0]}:1: from: has an empty part (//)`);
      expect(printed).toContain(`data/redirects.csv:${lines[1]}:1: from: holds "\`", which an address cannot carry as it is: write it as %60`);
      expect(printed).toContain(`data/redirects.csv:${lines[2]}:1: from: has a ".." part, which names no page`);
      expect(printed).toContain(`data/redirects.csv:${lines[3]}:2: to: has a ".." part`);
      expect(printed).not.toMatch(/ENOENT|escapes the output folder|\n\s+at /);
      expect(existsSync(path.join(copy.root, 'dist'))).toBe(false);
    } finally {
      await writeFile(file, original);
    }
  });

  it.each([[[]], [['--reporter', 'github']]])('refuses a ledger row holding ESC, BEL, CSI or NUL, and prints none of them (%j)', async (flags) => {
    const file = path.join(copy.data, 'published.csv');
    const rows = ['/a\u001b]0;owned\u0007/', '/b\u009b2J/', '/c\u0000/'];
    await writeFile(file, `path,first_built,removed\n${rows.map((row) => `${row},2026-03-01,`).join('\n')}\n`);
    try {
      const result = await generate(flags);
      const printed = result.stdout + result.stderr;
      expect(result.code, printed).toBe(1);
      expect(printed).not.toMatch(/[\u0000\u0007\u001b\u009b]/);
      expect(printed).toContain('data/published.csv:2:1: path: holds the invisible control character \\u001b');
      expect(printed).toContain('data/published.csv:3:1: path: holds the invisible control character \\u009b');
      expect(printed).toContain('data/published.csv:4:1: path: holds the invisible control character \\u0000');
      if (flags.length > 0) expect(printed).toMatch(/^::error file=data\/published\.csv,line=2,col=1::path: holds the invisible control character \\u001b/m);
    } finally {
      await writeFile(file, 'path,first_built,removed\n');
    }
  });
});
