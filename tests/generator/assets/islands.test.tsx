// The island pipeline and the JavaScript budget: props inlined so that no value can
// close the script or inject markup; pages without islands ship no script; deferred islands load
// only through the loader; `site check` enforces the budget and the generate summary reports each
// page's weight.
import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Island } from '../../../templates/components/Island.tsx';
import { IslandUsage, IslandUsageContext, SiteContext } from '../../../templates/site-context.tsx';
import type { SiteInfo } from '../../../shared/model/site.ts';
import { runSite } from '../../helpers/cli.ts';
import { builtSiteInfo, checkedBuiltSite, copyBuiltSite } from '../../helpers/built-site.ts';

let out: string;
let summary: string;

beforeAll(async () => {
  // ask now for the one shared `site check` of the build; the test that reads it awaits it
  void checkedBuiltSite().catch(() => undefined);
  const { dist, result } = await builtSiteInfo();
  expect(result.code, result.stderr).toBe(0);
  out = dist;
  summary = result.stdout;
}, 600_000);

const page = async (urlPath: string) => parse(await readFile(path.join(out, urlPath, 'index.html'), 'utf8'));
const check = (dir: string) => runSite(['check', '--dir', dir]);

/** The search box's words, as data/pages/blog.md gives them to the island. */
const SEARCH_WORDS = { label: 'Search', placeholder: 'salt', categoriesLabel: 'Topics', allCategories: 'All', count: '{{search.shown}} of {{search.total}}', empty: 'None' };

describe('island markers', () => {
  it('inlines props as JSON that no value can break out of', () => {
    const hostile = { query: '</script><img src=x onerror="alert(1)"><!--', note: '\u2028 & <b>' };
    const site = { copy: {}, assets: { islands: { byName: new Map(), loader: null, gzipBytes: new Map() } } } as unknown as SiteInfo;
    const html = renderToStaticMarkup(
      <SiteContext.Provider value={site}>
        <IslandUsageContext.Provider value={new IslandUsage()}>
          <Island name="blog-search" props={{ cards: [], categories: [], hostile, words: SEARCH_WORDS }} />
        </IslandUsageContext.Provider>
      </SiteContext.Provider>,
    );
    const marker = parse(html).querySelector('[data-island="blog-search"]')!;
    const script = marker.querySelector('script[type="application/json"]')!;
    expect(JSON.parse(script.textContent).hostile).toEqual(hostile);
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(marker.getAttribute('data-island-id')).toBe('blog-search-1-');
  });

  it('marks deferred islands with their module for the loader, and loads only the loader up front', async () => {
    const careers = await page('careers');
    const marker = careers.querySelector('[data-island="application-form"]')!;
    expect(marker.getAttribute('data-hydrate')).toBe('interaction');
    const src = marker.getAttribute('data-src')!;
    expect(src).toMatch(/^\/assets\/island-application-form-[A-Z0-9]+\.js$/);
    const scripts = careers.querySelectorAll('script[src]').map((s) => s.getAttribute('src'));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/island-loader-[A-Z0-9]+\.js$/);
    expect(careers.querySelector('script[src]')!.getAttribute('type')).toBe('module');
    expect(careers.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('loads an island hydrated at once with a module script and modulepreloads for its chunks', async () => {
    const blog = await page('blog');
    const scripts = blog.querySelectorAll('script[src]').map((s) => s.getAttribute('src'));
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/island-blog-search-/)]);
    const preloads = blog.querySelectorAll('link[rel="modulepreload"]').map((l) => l.getAttribute('href')!);
    expect(preloads.length).toBeGreaterThan(0);
    const entry = await readFile(path.join(out, scripts[0]!), 'utf8');
    for (const chunk of preloads) expect(entry).toContain(path.basename(chunk));
  });

  it('ships no script at all on a page without islands', async () => {
    for (const urlPath of ['services/deep-cleaning', 'mi/novi', 'faq', 'thank-you']) {
      const html = await page(urlPath);
      expect(html.querySelectorAll('[data-island]'), urlPath).toHaveLength(0);
      expect(html.querySelectorAll('script:not([type="application/ld+json"])'), urlPath).toHaveLength(0);
      expect(html.querySelectorAll('link[rel="modulepreload"]'), urlPath).toHaveLength(0);
    }
  });
});

describe('JavaScript budget', () => {
  it('reports each page with islands in the generate summary and in site check', async () => {
    const checked = await checkedBuiltSite();
    expect(checked.code, checked.stderr).toBe(0);
    for (const output of [summary, checked.stdout]) {
      expect(output).toMatch(/JavaScript: \d+ pages ship none; budget 10\.0 KB gzipped before interaction, 110\.0 KB once every widget is used/);
      expect(output).toMatch(/\/careers\/ {2}\d+\.\d KB up front \+ \d+\.\d KB once reached or used {2}\(application-form\)/);
      expect(output).toMatch(/\/blog\/ {2}\d+\.\d KB up front {2}\(blog-search\)/);
      expect(output).not.toContain('OVER BUDGET');
    }
  });

  it('fails check for a script on a page without islands, an inline script, and a page over its budgets', async () => {
    const { dist: broken, cleanup } = await copyBuiltSite();
    onTestFinished(cleanup);
    const assets = path.join(broken, 'assets');
    // random bytes do not compress: about 120 KB even gzipped, over both budgets
    await writeFile(path.join(assets, 'heavy.js'), `export const data = "${randomBytes(120 * 1024).toString('base64')}";\n`);
    const blogEntry = (await readdir(assets)).find((file) => file.startsWith('island-blog-search-'))!;
    await appendFile(path.join(assets, blogEntry), '\nimport"./heavy.js";\n');
    const faq = path.join(broken, 'faq', 'index.html');
    await writeFile(faq, (await readFile(faq, 'utf8')).replace('</head>', '<script type="module" src="/assets/heavy.js"></script></head>'));
    const thanks = path.join(broken, 'thank-you', 'index.html');
    await writeFile(thanks, (await readFile(thanks, 'utf8')).replace('</body>', '<script>alert(1)</script></body>'));
    const checked = await check(broken);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('faq/index.html: has no island but loads JavaScript (/assets/heavy.js); pages without islands ship none');
    expect(checked.stderr).toContain('thank-you/index.html: 1 inline script(s) or on* handler(s); scripts belong in island bundles');
    expect(checked.stderr).toMatch(/blog\/index\.html: loads \d+\.\d KB of gzipped JavaScript before interaction \(budget 10\.0 KB\)/);
    expect(checked.stderr).toMatch(/blog\/index\.html: loads \d+\.\d KB of gzipped JavaScript once every widget is used \(budget 110\.0 KB\)/);
  });
});
