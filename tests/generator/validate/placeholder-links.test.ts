// A link whose address is a placeholder is checked once filled (generator/routes/placeholder-links.ts):
// a value that makes it a script link (`java<TAB>script:`, which a browser reads as javascript:)
// is refused at the link's place in the copy file, naming the link and what it becomes. Before,
// only the final site check refused it, with `link to "alert(document.domain)"` and no file:line.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../../helpers/data.ts';

describe('a placeholder link filled with a script address', () => {
  let copy: Awaited<ReturnType<typeof copyData>>;
  beforeAll(async () => {
    copy = await copyData(SMALL_SITE);
  });
  afterAll(async () => copy?.cleanup());

  it('is refused at its line in the copy file, naming the filled address with its tab shown', { timeout: 120_000 }, async () => {
    const page = path.join(copy.data, 'pages', 'thank-you.md');
    const text = await readFile(page, 'utf8');
    expect(text).toContain('({{links.text}})');
    await writeFile(page, text.replace('({{links.text}})', '({{legal.courts}})'));
    const businessFile = path.join(copy.data, 'business.json');
    const business = JSON.parse(await readFile(businessFile, 'utf8')) as { legal: { courts: string } };
    business.legal.courts = 'java\tscript:alert(document.domain)';
    await writeFile(businessFile, JSON.stringify(business, null, 2));

    const result = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test'], { cwd: copy.root });
    const printed = result.stdout + result.stderr;
    expect(result.code, printed).toBe(1);
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('({{links.text}})')) + 1;
    const column = lines[line - 1]!.indexOf('({{links.text}})') + 2;
    expect(printed).toContain(
      `data/pages/thank-you.md:${line}:${column}: link to "{{legal.courts}}" becomes "java\\u0009script:alert(document.domain)" once filled, a kind of link no page needs`,
    );
    expect(printed).not.toContain('link to "alert(document.domain)"');
    expect(printed).not.toContain('\t');
  });
});
