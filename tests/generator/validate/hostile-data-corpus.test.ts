// The data side's standing corpus of hostile input, as tests/api/corpus.test.ts is the API's:
// fast-check throws generated values at the rules that guard the build, in the test process.
// - front matter with YAML aliases nested to any depth and width: read, or refused at a line of
//   the front matter, never expanded past the limit (an exponential one would never return);
// - path cells (any text, URL-ish pieces, dot parts, escapes, control characters): accepted only
//   as a path whose output file stays inside the output folder, refused with a message holding no
//   control character, never thrown;
// - ledger rows (data/published.csv): read into site paths, or refused, every message printable;
// - a link whose address is a placeholder, filled with any value: refused exactly when the value
//   makes a link no page needs (isSafeUrl), at the link's line.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, type RawData } from '../../../generator/load/load.ts';
import { MAX_ALIAS_EXPANSION } from '../../../generator/load/yaml-aliases.ts';
import { pathToFile, placeholderLinkProblems } from '../../../generator/routes/index.ts';
import { DataValidationError, formatProblem, type Problem } from '../../../generator/support/errors.ts';
import { isSafeUrl, validate } from '../../../generator/validate/index.ts';
import { parseLedger } from '../../../generator/write/ledger.ts';
import { sitePathProblem } from '../../../shared/site-path.ts';
import { loaded } from '../../helpers/loaded-data.ts';

const RUNS = Number(process.env.CORPUS_RUNS ?? 300);
const CONTROL = /\p{Cc}/u;
/** A message as printed, less the line breaks a list of problems is made of. */
const printable = (problem: Problem) => !CONTROL.test(formatProblem(problem));

describe('front matter with YAML aliases', () => {
  const bomb = fc.record({ levels: fc.integer({ min: 0, max: 12 }), width: fc.integer({ min: 1, max: 12 }), extra: fc.constantFrom('', 'note: "*not an alias*"\n', 'list: [a, b]\n') });

  it(`${RUNS} nestings: read within the limit, or refused at an alias of the front matter`, () => {
    fc.assert(
      fc.property(bomb, ({ levels, width, extra }) => {
        const lines = ['a0: &a0 [x]'];
        for (let level = 1; level <= levels; level++) lines.push(`a${level}: &a${level} [${Array(width).fill(`*a${level - 1}`).join(', ')}]`);
        const problems: Problem[] = [];
        const document = parseMarkdown('data/pages/about.md', `---\ntitle: T\n${extra}${lines.join('\n')}\n---\nBody\n`, problems);
        // every level multiplies the values by `width`
        const values = width ** levels;
        if (document) {
          expect(problems).toEqual([]);
          expect(values).toBeLessThanOrEqual(MAX_ALIAS_EXPANSION * width);
        } else {
          expect(problems).toHaveLength(1);
          expect(problems[0]!.line).toBeGreaterThanOrEqual(2);
          expect(problems[0]!.line).toBeLessThanOrEqual(3 + levels + (extra ? 1 : 0));
          expect(problems[0]!.message).toMatch(/YAML aliases/);
          // a single level of aliases (at most twelve) is never a bomb
          expect(levels).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

const piece = fc.oneof(
  fc.constantFrom('', '.', '..', '%2e', '%2E%2e', '%2f', '%5c', '%00', '%zz', '%', 'mi', 'novi', 'a-b', 'x.html', '~u', '@', ':', "'", '`', '<', '>', '"', ' ', '\t', 'é', '\u001b', '\u0007', '\u009b', '\u0000', '?', '#'),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const pathCell = fc.tuple(fc.constantFrom('/', '', '//', 'x/'), fc.array(piece, { maxLength: 6 }), fc.constantFrom('', '/')).map(([start, parts, end]) => `${start}${parts.join('/')}${end}`);

describe('path cells', () => {
  it(`${RUNS} paths: an accepted one writes inside the output folder, a refused one says why in printable words`, () => {
    const out = path.resolve('/srv/out');
    fc.assert(
      fc.property(pathCell, (value) => {
        const problem = sitePathProblem(value);
        if (problem === undefined) {
          expect(value.startsWith('/')).toBe(true);
          expect(value).not.toMatch(CONTROL);
          expect(value).not.toContain('//');
          const file = path.resolve(out, pathToFile(decodeURIComponent(value)));
          expect(file.startsWith(`${out}${path.sep}`), file).toBe(true);
        } else {
          expect(problem).not.toMatch(CONTROL);
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it(`${RUNS} redirects.csv rows: each bad cell is a problem at its row and column, never a thrown error`, () => {
    fc.assert(
      fc.property(pathCell, pathCell, (from, to) => {
        const raw: RawData = { ...loaded(), redirects: { file: 'data/redirects.csv', columns: ['from', 'to', 'status'], rows: [{ line: 2, values: { from, to, status: '301' } }] } };
        try {
          validate(raw);
        } catch (error) {
          if (!(error instanceof DataValidationError)) throw error;
          for (const problem of error.problems.filter((p) => p.file === 'data/redirects.csv')) {
            expect(problem.line).toBe(2);
            expect(printable(problem), formatProblem(problem)).toBe(true);
          }
          const bad = [sitePathProblem(from), sitePathProblem(to)].some(Boolean);
          if (bad) expect(error.problems.some((p) => p.file === 'data/redirects.csv')).toBe(true);
        }
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});

describe('ledger rows', () => {
  const row = fc.tuple(pathCell, fc.constantFrom('2026-03-01', '2026-02-30', 'soon', '\u001b[2J'), fc.constantFrom('', '2026-04-01', '\u0007'));
  const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

  it(`${RUNS} ledgers: read into site paths, or refused with printable messages`, () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        const text = `path,first_built,removed\n${rows.map((cells) => cells.map(csvCell).join(',')).join('\n')}\n`;
        try {
          for (const entry of parseLedger('data/published.csv', text)) expect(sitePathProblem(entry.path)).toBeUndefined();
        } catch (error) {
          if (!(error instanceof DataValidationError)) throw error;
          for (const problem of error.problems) expect(printable(problem), formatProblem(problem)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a placeholder link, filled', () => {
  const scheme = fc.constantFrom('javascript', 'java\tscript', 'JaVaScRiPt', 'java\u0000script', ' javascript', 'data', 'vbscript', 'https', 'http', 'mailto', 'tel', 'sms', 'ftp');
  const value = fc.oneof(
    fc.tuple(scheme, fc.constantFrom(':alert(1)', '://example.com/', ':+15555550100', '&colon;x')).map(([s, rest]) => `${s}${rest}`),
    fc.constantFrom('/mi/novi/', '#top', '&#106;avascript:alert(1)', 'java&#x09;script:alert(1)', 'Oakland County, Michigan'),
    fc.string({ maxLength: 12 }),
  );
  const site = validate(loaded());

  it(`${RUNS} values: refused exactly when the filled address is one no page needs, at the link's line`, () => {
    const page = loaded().pageBodies.find((document) => document.name === 'thank-you')!;
    fc.assert(
      fc.property(value, (courts) => {
        const business = { ...site.business, legal: { ...site.business.legal, courts } };
        const document = { ...page, body: `${page.body}\nSee [the courts]({{legal.courts}}).\n` };
        const raw: RawData = { ...loaded(), pageBodies: [document] };
        const problems = placeholderLinkProblems(raw, { ...site, business });
        const line = document.bodyLine + document.body.split('\n').findIndex((text) => text.startsWith('See [the courts]'));
        if (isSafeUrl(courts)) expect(problems).toEqual([]);
        else {
          expect(problems).toEqual([expect.objectContaining({ file: page.file, line, column: 'See [the courts]('.length + 1 })]);
          expect(printable(problems[0]!)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
