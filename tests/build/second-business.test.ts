// A different business (a cleaning company in Ohio) builds from its data folder
// alone, passes `site check`, and not one output file names the first business or its geography.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { DATA_DIR, PROJECT_ROOT, tempDir } from '../helpers/data.ts';

const EXAMPLE = path.join(PROJECT_ROOT, 'examples', 'olentangy-cleaning', 'data');

interface Identity {
  name: string;
  legalName: string;
  phone: string;
  email: string;
  address: { street: string };
}

/** Every string that would give the first business away: identity, contact, towns, state, region. */
async function firstBusinessMarks(): Promise<string[]> {
  const business = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as Identity;
  const cities = parse(await readFile(path.join(DATA_DIR, 'cities.csv'), 'utf8'), { columns: true }) as { name: string }[];
  const escaped = (text: string) => text.replace(/&/g, '&amp;');
  const digits = business.phone.replace(/\D/g, '');
  return [
    business.name,
    escaped(business.name),
    business.legalName,
    escaped(business.legalName),
    business.phone,
    `+1${digits}`,
    business.email,
    business.address.street,
    ...cities.map((c) => c.name),
    'Michigan',
    'Metro Detroit',
    'Oakland County',
    '/mi/',
  ];
}

/** Every output file's text; compressed copies are read decompressed, so none hides a name. */
async function outputTexts(dir: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const plain = file.endsWith('.gz') ? gunzipSync(bytes) : file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes;
    texts.set(path.relative(dir, file), plain.toString('latin1'));
  }
  return texts;
}

describe('a second business from examples/olentangy-cleaning/data', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = await tempDir('second-business-');
    out = path.join(root, 'dist');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('builds with no code change and passes site check', async () => {
    const built = await runSite(['generate', '--data', EXAMPLE, '--out', out, '--site-url', 'https://ohio.test']);
    expect(built.code, built.stderr).toBe(0);
    const checked = await runSite(['check', '--dir', out]);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    // its own identity and geography are there: a blank site would pass the grep below too
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('Olentangy Home &amp; Office Cleaning');
    expect(home).toContain('Greater Columbus');
    expect(home).toContain('href="/oh/dublin/"');
    expect(existsSync(path.join(out, 'oh', 'powell', 'deep-cleaning', 'index.html'))).toBe(true);
    const terms = await readFile(path.join(out, 'terms-of-service', 'index.html'), 'utf8');
    expect(terms).toContain('the laws of the State of Ohio');
    expect(terms).toContain('Franklin County, Ohio');
  }, 600_000);

  it("no output file names the first business, its phone, e-mail, towns, state or region", async () => {
    const marks = await firstBusinessMarks();
    const hits: string[] = [];
    const texts = await outputTexts(out);
    expect(texts.size).toBeGreaterThan(100);
    for (const [file, text] of texts) {
      for (const mark of marks) if (text.includes(mark)) hits.push(`${file}: "${mark}"`);
    }
    expect(hits).toEqual([]);
  });
});
