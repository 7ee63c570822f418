// Hostile text in the data reaches JSON-LD intact and harmless: a business name, a
// service and an article carrying `</script>`, `<!--`, `&`, quotes and U+2028 are built by
// the real CLI; on every page, every JSON-LD block must parse back to exactly what the data said,
// and none may hold a `<` (so none can close its script early or open a comment). Three towns
// (FEW_TOWNS) build every kind of page at a third of the whole site's cost.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, findLine, setCell, SMALL_SITE } from '../../helpers/data.ts';

// A script tag of its own, an event handler or a javascript: URL in data fails the build
// (docs/decisions.md#safe-markdown, markdown-safety.test.ts); what is left to escape is text that
// would end the JSON-LD block early.
const HOSTILE = `</script><style>*{}</style></SCRIPT ><!-- & 'quoted' \u2028 \u2029 end`;
const BUSINESS_NAME = `Oak ${HOSTILE} Co.`;
const SERVICE_TITLE = `Deep ${HOSTILE}`;
const SERVICE_DESCRIPTION = `Deep cleaning ${HOSTILE} across Metro Detroit.`;
const ARTICLE_TITLE = `Memorial Day ${HOSTILE}`;
const ARTICLE_DESCRIPTION = `Before and after the cookout ${HOSTILE}.`;

let copy: Awaited<ReturnType<typeof copyData>>;
let out: string;
/** page file -> the raw text of each JSON-LD block */
const blocks = new Map<string, string[]>();

/** A YAML double-quoted scalar: JSON's escapes, plus the two line separators YAML would read as breaks. */
const yamlString = (text: string) => JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  const businessFile = path.join(copy.data, 'business.json');
  const business = JSON.parse(await readFile(businessFile, 'utf8')) as Record<string, unknown>;
  await writeFile(businessFile, JSON.stringify({ ...business, name: BUSINESS_NAME }, null, 2));

  const services = path.join(copy.data, 'services.csv');
  const line = await findLine(services, (row) => row.slug === 'deep-cleaning');
  await setCell(services, line, 'title', SERVICE_TITLE);
  await setCell(services, line, 'meta_description', SERVICE_DESCRIPTION);

  const articleFile = path.join(copy.data, 'articles/memorial-day-cleaning.md');
  const article = await readFile(articleFile, 'utf8');
  await writeFile(
    articleFile,
    article.replace(/^title: .*$/m, `title: ${yamlString(ARTICLE_TITLE)}`).replace(/^description: .*$/m, `description: ${yamlString(ARTICLE_DESCRIPTION)}`),
  );

  out = path.join(copy.root, 'dist');
  const result = await runSite(['generate', '--data', copy.data, '--out', out, '--site-url', SITE_URL, '--quiet']);
  expect(result.code, result.stderr).toBe(0);

  const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const html = await readFile(path.join(out, page), 'utf8');
    blocks.set(
      page,
      parse(html)
        .querySelectorAll('script[type="application/ld+json"]')
        .map((script) => script.rawText),
    );
  }
}, 300_000);

afterAll(async () => {
  await copy?.cleanup();
});

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const parsedOn = (page: string) => (blocks.get(page) ?? []).map((text) => JSON.parse(text) as Record<string, unknown>);

describe('JSON-LD built from hostile data', () => {
  it('parses on every page, with no "<" and no raw line separator in any block', () => {
    // every kind of page, in the three towns and fifteen services of SMALL_SITE: 106 pages
    expect(blocks.size).toBeGreaterThan(100);
    let count = 0;
    for (const [page, texts] of blocks) {
      for (const text of texts) {
        count += 1;
        expect(text, page).not.toMatch(/[<\u2028\u2029]/);
        expect(() => JSON.parse(text), page).not.toThrow();
      }
    }
    expect(count).toBeGreaterThan(250); // 265 blocks
  });

  it('gives back the business name exactly, on every page with the business profile (home, contact, reviews)', () => {
    let profiles = 0;
    for (const page of blocks.keys()) {
      const business = parsedOn(page).find((block) => block['@type'] === 'LocalBusiness');
      if (!business) continue;
      profiles += 1;
      expect(business.name, page).toBe(BUSINESS_NAME);
    }
    expect(profiles).toBe(3);
  });

  it('gives back the service title and description exactly, on its hub and on a city page', () => {
    const hub = parsedOn('services/deep-cleaning/index.html').find((block) => block['@type'] === 'Service');
    expect(hub).toMatchObject({ name: SERVICE_TITLE, description: SERVICE_DESCRIPTION });
    const inNovi = parsedOn('mi/novi/deep-cleaning/index.html').find((block) => block['@type'] === 'Service');
    expect(inNovi?.name).toBe(`${SERVICE_TITLE} in Novi, Michigan`);
    expect(inNovi?.description).toBe(SERVICE_DESCRIPTION);
  });

  it("gives back the article's headline and description exactly, in the article's own block", () => {
    const posting = parsedOn('blog/memorial-day-cleaning/index.html').find((block) => block['@type'] === 'BlogPosting');
    // (a description is whole sentences joined by one space: the line and paragraph separators in it
    // become spaces there; the headline keeps them)
    expect(posting).toMatchObject({ headline: ARTICLE_TITLE, description: ARTICLE_DESCRIPTION.replace(/\s+/g, ' ') });
    // and the blog's breadcrumbs or lists that name the article carry the same text, never a mangled one
    const everywhere = [...blocks.keys()].flatMap((page) => parsedOn(page).flatMap(strings));
    const mentions = everywhere.filter((text) => text.includes('<!-- &'));
    // the business profile (home, contact, reviews), every deep-cleaning page's Service block and
    // WebPage name, and the article's own blocks: not a check that passes on nothing (44 in the
    // three towns' build)
    expect(mentions.length).toBeGreaterThan(40);
    for (const text of mentions) expect(text).toMatch(/<\/script><style>\*{}<\/style><\/SCRIPT ><!-- & 'quoted'\s+end/);
  });
});
