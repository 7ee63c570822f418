// End to end: the real CLI builds the real data into a temporary folder, then `site check`
// reads it back. Also proves `site check` catches what it promises to catch.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtSiteInfo, checkedBuiltSite, copyBuiltSite } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { copyData, SMALL_SITE, tempDir } from '../helpers/data.ts';

let root: string;
let out: string;
let generated: Awaited<ReturnType<typeof runSite>>;

beforeAll(async () => {
  // ask now for the one shared `site check` of the build; the test that reads it awaits it
  void checkedBuiltSite().catch(() => undefined);
  root = await tempDir();
  ({ dist: out, result: generated } = await builtSiteInfo());
}, 600_000);

afterAll(async () => rm(root, { recursive: true, force: true }));

describe('site generate', () => {
  it('builds the whole site and says what it did', () => {
    expect(generated.stderr).toBe('');
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/✔ \d{4,} pages built into .* in \d+ ms/);
    expect(generated.stdout).toMatch(/cityService 910/);
    expect(generated.stdout).toMatch(/stages: load \d+ ms, validate \d+ ms, routes \d+ ms/);
  });

  it('writes complete HTML pages with head tags and JSON-LD', async () => {
    const html = await readFile(path.join(out, 'mi/novi/deep-cleaning/index.html'), 'utf8');
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://clean.test/mi/novi/deep-cleaning/"/>');
    expect(html).toMatch(/<title>Deep Cleaning in Novi, MI \| [^<]+<\/title>/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks.map((b) => b['@type'])).toEqual(['WebPage', 'Service', 'FAQPage', 'BreadcrumbList']);
    // no JavaScript on a page without widgets
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('writes the sitemap with every indexable page, absolute and sorted, and no redirect or 404', async () => {
    const xml = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // every indexable page: the index gate holds most templated pages back (docs/decisions.md#index-gate)
    expect(locs.length).toBeGreaterThan(100);
    expect([...locs].sort()).toEqual(locs);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/clean\.test\/.*\/$|^https:\/\/clean\.test\/$/);
    expect(locs).toContain('https://clean.test/mi/novi/deep-cleaning/');
    expect(locs).toContain('https://clean.test/service-areas/');
    expect(locs.some((l) => l.includes('404'))).toBe(false);
    expect(locs).not.toContain('https://clean.test/wixom/');
    const robots = await readFile(path.join(out, 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: https://clean.test/sitemap.xml');
  });

  it('writes the not-found page with the spec texts, and stub pages for redirects', async () => {
    const notFound = await readFile(path.join(out, '404.html'), 'utf8');
    expect(notFound).toContain('404 Page Not Found');
    expect(notFound).toContain('Did you forget to add the page to the router?');
    expect(notFound).toContain('<meta name="robots" content="noindex"/>');
    const stub = await readFile(path.join(out, 'wixom/index.html'), 'utf8');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/mi/wixom/"/>');
    expect(stub).toContain('<link rel="canonical" href="https://clean.test/mi/wixom/"/>');
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toContain('/wixom /mi/wixom/ 301!\n');
  });

  it('prints the route table with --to json and writes nothing', async () => {
    // a few towns' copy plans every kind of route at a third of the whole data's index-gate work
    const copy = await copyData(SMALL_SITE);
    onTestFinished(copy.cleanup);
    const target = path.join(root, 'never-written');
    const result = await runSite(['generate', '--data', copy.data, '--to', 'json', '--out', target]);
    expect(result.code).toBe(0);
    const { routes } = JSON.parse(result.stdout) as { routes: { path: string; kind: string }[] };
    expect(routes.find((r) => r.path === '/mi/wixom/')?.kind).toBe('cityHub');
    expect(existsSync(target)).toBe(false);
  });

  it('documents every option in --help', async () => {
    const result = await runSite(['generate', '--help']);
    for (const option of ['--data', '--out', '--site-url', '--quiet', '--to']) expect(result.stdout).toContain(option);
  });
});

describe('site check', () => {
  it('passes on the full build', async () => {
    const result = await checkedBuiltSite();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✔ \d+ pages checked/);
  }, 180_000);

  it('fails with a readable list on a broken link, a missing description, bad JSON-LD and a sitemap entry without a page', async () => {
    const { dist: broken, cleanup } = await copyBuiltSite();
    onTestFinished(cleanup);
    const page = path.join(broken, 'mi/novi/index.html');
    let html = await readFile(page, 'utf8');
    html = html.replace('</main>', '<a href="/mi/atlantis/">lost</a></main>');
    html = html.replace(/<meta name="description" content="[^"]*"\/>/, '');
    html = html.replace('</head>', '<script type="application/ld+json">{"@type": broken</script></head>');
    await writeFile(page, html);
    // a page in the sitemap: one with its own copy in seo-keywords.csv (docs/decisions.md#index-gate)
    await rm(path.join(broken, 'mi/wixom/general-cleaning'), { recursive: true });
    const result = await runSite(['check', '--dir', broken]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('mi/novi/index.html: broken link to /mi/atlantis/');
    expect(result.stderr).toContain('mi/novi/index.html: no meta description');
    expect(result.stderr).toMatch(/mi\/novi\/index\.html: JSON-LD does not parse/);
    expect(result.stderr).toContain('sitemap.xml: https://clean.test/mi/wixom/general-cleaning/ has no page');
    // the pages that linked to the removed page are named too
    expect(result.stderr).toMatch(/broken link to \/mi\/wixom\/general-cleaning\//);
  }, 180_000);
});
