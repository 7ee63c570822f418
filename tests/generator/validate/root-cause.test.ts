// One bad row is reported once with a count of the rows waiting on
// it, unknown slugs get a "did you mean" (a slug the site published is said to be removed), the
// phone number is one, and under GitHub Actions every problem is also a workflow annotation. Real
// CLI on edited copies of the real data.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { copyData, findLine, readCsv, setCell, SMALL_SITE, writeCsv } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
beforeEach(async () => {
  copy = await copyData();
});
afterEach(async () => copy.cleanup());

const file = (name: string) => path.join(copy.data, name);
const routeTable = (extra: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  runSite(['generate', '--data', 'data', '--to', 'json', ...extra], { cwd: copy.root, env: { GITHUB_ACTIONS: '', SITE_URL: '', ...env } });
const problemLines = (stderr: string) => stderr.split('\n').filter((l) => /^data\//.test(l));

describe('root cause first', () => {
  it('reports an emptied city name once, with one line counting the rows that depend on the city', async () => {
    const line = await findLine(file('cities.csv'), (r) => r.slug === 'novi');
    await setCell(file('cities.csv'), line, 'name', '');
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('unknown city "novi"');
    const lines = problemLines(result.stderr);
    expect(lines).toContain(`data/cities.csv:${line}:2: name: is required, got an empty cell`);
    const count = lines.filter((l) => l.includes('the city "novi"'));
    expect(count).toHaveLength(1);
    expect(count[0]).toMatch(new RegExp(`^data/cities\\.csv:${line}: \\d+ rows elsewhere name the city "novi" and fail until this row is fixed: `));
    for (const table of ['landmarks', 'availability', 'seo-keywords', 'city-guides']) expect(count[0]).toMatch(new RegExp(`data/${table}\\.csv \\(\\d+: lines? \\d`));
    expect(lines.length).toBeLessThanOrEqual(3);
  });

  it('reports a retired service once at the first row still naming it, as removed (the site published it), with the count', async () => {
    const { header, rows } = await readCsv(file('services.csv'));
    await writeCsv(file('services.csv'), header, rows.filter((r) => r[0] !== 'window-cleaning'));
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('unknown service "window-cleaning"');
    const named = problemLines(result.stderr).filter((l) => l.includes('service "window-cleaning"'));
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(
      /^data\/availability\.csv:\d+:2: service: service "window-cleaning" was removed from data\/services\.csv \(it was published at \/services\/window-cleaning\/\); \d+ rows still name it, data\/availability\.csv \(\d+: lines [\d, ]+and \d+ more\).*: remove it from them or restore the row$/,
    );
    expect(named[0]).not.toContain('did you mean');
  });

  it('suggests the known slug closest to a typo', async () => {
    const line = await findLine(file('availability.csv'), (r) => r.city === 'novi' && r.service === 'deep-cleaning');
    await setCell(file('availability.csv'), line, 'service', 'deep-claening');
    await setCell(file('availability.csv'), line + 1, 'city', 'nvoi');
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/availability.csv:${line}:2: service: unknown service "deep-claening" (not in data/services.csv); did you mean "deep-cleaning"?`);
    expect(result.stderr).toContain(`data/availability.csv:${line + 1}:1: city: unknown city "nvoi" (not in data/cities.csv); did you mean "novi"?`);
  });
});

describe('GitHub annotations', () => {
  const breakLatitude = async () => {
    const line = await findLine(file('cities.csv'), (r) => r.slug === 'wixom');
    await setCell(file('cities.csv'), line, 'lat', 'north-ish');
    return line;
  };

  it('prints every problem as a workflow annotation under GITHUB_ACTIONS=true', async () => {
    const line = await breakLatitude();
    const result = await routeTable([], { GITHUB_ACTIONS: 'true' });
    expect(result.code).toBe(1);
    const annotations = result.stdout.trim().split('\n');
    expect(annotations).toContain(`::error file=data/cities.csv,line=${line},col=5::lat: expected a number, got "north-ish"`);
    expect(result.stderr).toContain(`data/cities.csv:${line}:5: lat: expected a number, got "north-ish"`);
    // one annotation per problem listed, and nothing else on stdout
    expect(annotations).toHaveLength(problemLines(result.stderr).length);
    for (const annotation of annotations) expect(annotation).toMatch(/^::error file=data\/[\w.-]+,line=\d+(,col=\d+)?::\S/);
  });

  it('does the same with --reporter github, and not at all without either', async () => {
    const line = await breakLatitude();
    const github = await routeTable(['--reporter', 'github']);
    expect(github.stdout).toContain(`::error file=data/cities.csv,line=${line},col=5::lat: expected a number`);
    const plain = await routeTable();
    expect(plain.stdout).not.toContain('::error');
  });
});

describe('GitHub annotations from site check', () => {
  it('annotates each failure of a built site on its output file', async () => {
    const dir = path.join(copy.root, 'built');
    await mkdir(dir);
    await writeFile(path.join(dir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><a href="/gone/">x</a></body></html>');
    const result = await runSite(['check', '--dir', dir, '--reporter', 'github']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error file=${dir}/index.html::broken link to /gone/`);
  });
});

describe('one phone number', () => {
  // a data folder that passes validation goes on to the routes and the index gate: a few towns' copy
  // has every kind of page, so every kind of telephone, at a third of the whole route table's work
  beforeEach(async () => {
    await copy.cleanup();
    copy = await copyData(SMALL_SITE);
  });
  const editBusiness = async (edit: (business: Record<string, unknown>) => void) => {
    const business = JSON.parse(await readFile(file('business.json'), 'utf8')) as Record<string, unknown>;
    edit(business);
    await writeFile(file('business.json'), JSON.stringify(business, null, 2));
  };
  const telephones = (stdout: string) => {
    const { routes } = JSON.parse(stdout) as { routes: { jsonLd: { telephone?: string }[] }[] };
    return new Set(routes.flatMap((r) => r.jsonLd.map((block) => block.telephone)).filter(Boolean));
  };

  it('dials the number written in phone: changing phone changes every telephone', async () => {
    await editBusiness((b) => (b.phone = '(248) 555-0199'));
    const result = await routeTable();
    expect(result.stderr).toBe('');
    expect([...telephones(result.stdout)]).toEqual(['+12485550199']);
  });

  it('refuses a phoneE164 that disagrees with phone, and a phone no one can dial', async () => {
    await editBusiness((b) => Object.assign(b, { phone: '(248) 555-0199', phoneE164: '+12485550142' }));
    const stale = await routeTable();
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('data/business.json phoneE164: "+12485550142" is not the number in phone, "(248) 555-0199" (+12485550199): delete the phoneE164 line');
    await editBusiness((b) => Object.assign(b, { phone: '555-0199', phoneE164: undefined }));
    const short = await routeTable();
    expect(short.stderr).toContain('data/business.json phone: not a number a phone can dial');
  });
});
