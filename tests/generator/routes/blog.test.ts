// The blog and city guides (docs/requirements.md#blog-and-city-guides,
// docs/decisions.md#city-guides-from-one-table), read back from a real build made by the CLI;
// broken data is fed to the real CLI too.
import { beforeAll, describe, expect, it } from 'vitest';
import { chmod, copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { runSite } from '../../helpers/cli.ts';
import { appendRow, copyData, DATA_DIR, FEW_SERVICES, FEW_TOWNS, readCsv, SMALL_SITE } from '../../helpers/data.ts';
import { builtSiteInfo, checkedBuiltSite, SITE_URL } from '../../helpers/built-site.ts';

const GUIDE_CITIES: Record<string, string> = { wixom: 'Wixom', novi: 'Novi', 'west-bloomfield': 'West Bloomfield', livonia: 'Livonia' };

let out: string;
let built: Awaited<ReturnType<typeof runSite>>;

const file = (urlPath: string) => path.join(out, ...urlPath.split('/').filter(Boolean), 'index.html');
const page = async (urlPath: string) => parse(await readFile(file(urlPath), 'utf8'));
const text = (el: HTMLElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const hrefs = (el: HTMLElement) => el.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!);
const jsonLd = (doc: HTMLElement) =>
  doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, any>);
const article = (doc: HTMLElement) => jsonLd(doc).find((b) => b['@type'] === 'BlogPosting')!;

beforeAll(async () => {
  // ask now for the one shared `site check` of the build; the test that reads it awaits it
  void checkedBuiltSite().catch(() => undefined);
  ({ dist: out, result: built } = await builtSiteInfo());
}, 600_000);

describe('blog and city-guide pages', () => {
  it('builds the blog, the four articles, the guide index, four city lists and twelve city articles', () => {
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    for (const p of ['/blog/', '/blog/inside-appliance-cleaning/', '/blog/memorial-day-cleaning/', '/blog/novi-house-cleaning-guide/', '/blog/spring-cleaning-checklist/', '/blog/cities/']) {
      expect(existsSync(file(p)), p).toBe(true);
    }
    for (const city of Object.keys(GUIDE_CITIES)) expect(existsSync(file(`/blog/cities/${city}/`)), city).toBe(true);
  });

  it('links every list card to an article that exists, three per city, from the one table', async () => {
    const { header, rows } = await readCsv(path.join(DATA_DIR, 'city-articles.csv'));
    const index = await page('/blog/cities/');
    for (const [slug, name] of Object.entries(GUIDE_CITIES)) {
      const card = index.querySelectorAll('.city-guide-card').find((c) => text(c.querySelector('h2')) === name)!;
      expect(text(card)).toContain('3 articles');
      expect(card.querySelectorAll('h3 + ul li')).toHaveLength(3);
      expect(hrefs(card)).toEqual(expect.arrayContaining([`/blog/cities/${slug}/`, `/mi/${slug}/`]));
      expect(card.querySelector('img')).not.toBeNull();
      const list = await page(`/blog/cities/${slug}/`);
      const links = [...new Set(hrefs(list.querySelector('.article-grid')!))];
      const expected = rows.filter((r) => r[header.indexOf('city')] === slug).map((r) => `/blog/cities/${slug}/${r[header.indexOf('slug')]}/`);
      expect(links.sort()).toEqual(expected.sort());
      for (const link of links) expect(existsSync(file(link)), link).toBe(true);
      expect(hrefs(list.querySelector('main')!)).toContain(`/mi/${slug}/`);
      expect(list.querySelector('.promo-box a.button')!.getAttribute('href')).toMatch(new RegExp(`^/mi/${slug}/[a-z-]+/$`));
    }
    expect(hrefs(index.querySelector('main')!)).toEqual(expect.arrayContaining(['/locations/', '/blog/']));
  });

  it('shows at most three more articles from the same city, never the current one', async () => {
    for (const city of Object.keys(GUIDE_CITIES)) {
      const list = await page(`/blog/cities/${city}/`);
      for (const link of [...new Set(hrefs(list.querySelector('.article-grid')!))]) {
        const doc = await page(link);
        const more = [...new Set(hrefs(doc.querySelector('.related-articles')!))];
        expect(more.length).toBeGreaterThan(0);
        expect(more.length).toBeLessThanOrEqual(3);
        expect(more).not.toContain(link);
        for (const other of more) expect(other.startsWith(`/blog/cities/${city}/`)).toBe(true);
        const crumbs = doc.querySelectorAll('.breadcrumbs li').map(text);
        expect(crumbs.slice(-4)).toEqual(['Blog', 'City Guides', GUIDE_CITIES[city], text(doc.querySelector('h1'))]);
        const main = doc.querySelector('main')!;
        const quote = main.querySelectorAll('a[href="/quote/"]').map(text);
        expect(quote).toEqual(expect.arrayContaining(['Get a Free Quote', 'Request Your Free Quote']));
        expect(main.querySelector('a[href^="tel:"]')).not.toBeNull();
        const viewAll = main.querySelectorAll('a').find((a) => text(a) === `View All ${GUIDE_CITIES[city]} Articles`);
        expect(viewAll?.getAttribute('href')).toBe(`/blog/cities/${city}/`);
      }
    }
  });

  it('templates each city article for its own town: its name, no other guide city, no raw placeholder', async () => {
    for (const [city, name] of Object.entries(GUIDE_CITIES)) {
      const list = await page(`/blog/cities/${city}/`);
      for (const link of [...new Set(hrefs(list.querySelector('.article-grid')!))]) {
        const body = text((await page(link)).querySelector('.article-body'));
        expect(body, link).toContain(name);
        expect(body, link).not.toMatch(/\{\{|\}\}/);
        for (const other of Object.values(GUIDE_CITIES).filter((n) => n !== name)) expect(body, `${link} names ${other}`).not.toContain(other);
      }
    }
  });

  it('dates the city articles December 10, 15 and 20, 2024, and the articles as the spec says', async () => {
    for (const city of Object.keys(GUIDE_CITIES)) {
      const list = await page(`/blog/cities/${city}/`);
      const dates = list.querySelectorAll('.article-grid time').map((t) => t.getAttribute('datetime'));
      expect(dates).toEqual(['2024-12-20', '2024-12-15', '2024-12-10']);
      expect(list.querySelectorAll('.article-grid time').map(text)).toEqual(['December 20, 2024', 'December 15, 2024', 'December 10, 2024']);
    }
    const expected = { 'inside-appliance-cleaning': '2024-05-15', 'memorial-day-cleaning': '2024-05-10', 'novi-house-cleaning-guide': '2025-01-21' };
    for (const [slug, date] of Object.entries(expected)) {
      const doc = await page(`/blog/${slug}/`);
      expect(article(doc).datePublished).toBe(date);
      expect(doc.querySelector('.article-meta time')!.getAttribute('datetime')).toBe(date);
    }
    expect(text((await page('/blog/novi-house-cleaning-guide/')).querySelector('.article-meta'))).toContain('15 min read');
  });

  it('carries the articles\' advice and related links (their promotions, ended by today, are tested in tests/build/promotions.test.ts)', async () => {
    const appliance = text((await page('/blog/inside-appliance-cleaning/')).querySelector('.article-body'));
    for (const advice of ['Every 3-4 months', 'Every 3-6 months', 'Monthly', 'Weekly']) expect(appliance).toContain(advice);
    const memorial = hrefs((await page('/blog/memorial-day-cleaning/')).querySelector('.related-articles')!);
    expect(memorial).toEqual(expect.arrayContaining(['/blog/inside-appliance-cleaning/', '/blog/spring-cleaning-checklist/']));
  });

  it('gives the Novi guide real anchors, a table of contents, a frequency table and its links', async () => {
    const doc = await page('/blog/novi-house-cleaning-guide/');
    const body = doc.querySelector('.article-body')!;
    for (const id of ['seasonal-cleaning', 'room-by-room', 'novi-specific', 'professional-services']) {
      expect(body.querySelector(`#${id}`)?.tagName, id).toBe('H2');
      expect(hrefs(body)).toContain(`#${id}`);
    }
    expect(body.querySelectorAll('table tr').length).toBeGreaterThan(10);
    expect(hrefs(body)).toEqual(expect.arrayContaining(['/services/deep-cleaning/', '/mi/novi/', '/quote/']));
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
  });

  it('embeds Article JSON-LD with headline, date, author, publisher and an image that exists', async () => {
    for (const p of ['/blog/inside-appliance-cleaning/', '/blog/spring-cleaning-checklist/', '/blog/cities/livonia/family-cleaning-routines/']) {
      const doc = await page(p);
      const block = article(doc);
      expect(block['@context']).toBe('https://schema.org');
      expect(block.headline).toBe(text(doc.querySelector('h1')));
      expect(block.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(block.author.name).toMatch(/\S/);
      expect(block.publisher.name).toMatch(/\S/);
      const image = new URL(block.image[0]);
      expect(image.origin).toBe(SITE_URL);
      expect(existsSync(path.join(out, image.pathname))).toBe(true);
      expect(block.mainEntityOfPage['@id']).toBe(`${SITE_URL}${p}`);
      expect(jsonLd(doc).map((b) => b['@type'])).toContain('BreadcrumbList');
    }
  });

  it('renders share links that carry the canonical URL, tags, an author box and a breadcrumb', async () => {
    const doc = await page('/blog/memorial-day-cleaning/');
    const canonical = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    expect(canonical).toBe(`${SITE_URL}/blog/memorial-day-cleaning/`);
    const share = hrefs(doc.querySelector('.share-links')!);
    expect(share.find((h) => h.startsWith('https://www.facebook.com/sharer/'))).toContain(encodeURIComponent(canonical));
    expect(share.find((h) => h.startsWith('https://x.com/intent/'))).toContain(encodeURIComponent(canonical));
    expect(share.find((h) => h.startsWith('https://www.linkedin.com/'))).toContain(encodeURIComponent(canonical));
    expect(share.find((h) => h.startsWith('mailto:'))).toContain(encodeURIComponent(canonical));
    expect(doc.querySelectorAll('.article-tags li').length).toBeGreaterThan(0);
    expect(text(doc.querySelector('.author-box'))).toContain('The Cleaning Team');
    expect(doc.querySelectorAll('.breadcrumbs li').map(text)).toEqual(['Home', 'Blog', text(doc.querySelector('h1'))]);
  });

  it('lists every card on /blog/ without JavaScript: published ones linked, coming-soon ones not, no dead controls', async () => {
    const doc = await page('/blog/');
    const island = doc.querySelector('[data-island="blog-search"]')!;
    expect(island.querySelector('form[role="search"]')!.hasAttribute('hidden')).toBe(true);
    const cards = island.querySelectorAll('.article-card');
    const linked = cards.filter((c) => c.querySelector('h3 a'));
    expect(linked.map((c) => c.querySelector('h3 a')!.getAttribute('href')).sort()).toEqual(
      ['/blog/inside-appliance-cleaning/', '/blog/memorial-day-cleaning/', '/blog/novi-house-cleaning-guide/', '/blog/spring-cleaning-checklist/'],
    );
    const soon = cards.filter((c) => !c.querySelector('a'));
    expect(soon.length).toBeGreaterThanOrEqual(2);
    for (const card of soon) expect(text(card)).toContain('Coming soon');
    expect(text(doc.querySelector('main')).toLowerCase()).not.toMatch(/subscribe|newsletter|next page/);
    expect(doc.querySelector('script[type="module"]')).not.toBeNull();
  });

  it('passes `site check` with no problem on any blog page', async () => {
    const checked = await checkedBuiltSite();
    // problems go to stderr; stdout also lists /blog/'s JavaScript weight, which is not one
    const blogProblems = checked.stderr.split('\n').filter((l) => l.includes('blog/'));
    expect(blogProblems).toEqual([]);
  });
});

describe('broken blog data', () => {
  it('fails with every problem named by file and key or line, and leaves dist/ untouched', async () => {
    const copy = await copyData(SMALL_SITE);
    try {
      const articles = path.join(copy.data, 'articles');
      const edit = async (name: string, change: (s: string) => string) => {
        const f = path.join(copy.data, name);
        await writeFile(f, change(await readFile(f, 'utf8')));
      };
      await edit('articles/memorial-day-cleaning.md', (s) => s.replace('date: 2024-05-10', 'date: May 10th 2024'));
      await edit('articles/spring-cleaning-checklist.md', (s) => s.replace(/^title: .*\n/m, ''));
      await edit('articles/inside-appliance-cleaning.md', (s) => s.replace('related: [', 'related: [no-such-article, '));
      await edit('articles/novi-house-cleaning-guide.md', (s) => s.replace('date: 2025-01-21', 'date: 2025-01-32'));
      await edit('city-article-templates/winter-care.md', (s) => s.replace('{{city.landmarks.0}}', '{{city.mayor}}'));
      // the live dist/: the good build's blog page, copied (never the shared build itself); the
      // data fails validation, before any output is opened
      const live = path.join(copy.root, 'live');
      const blogPage = path.join(live, 'blog', 'index.html');
      await mkdir(path.dirname(blogPage), { recursive: true });
      await copyFile(path.join(out, 'blog', 'index.html'), blogPage);
      await chmod(blogPage, 0o644);
      const before = await readFile(blogPage, 'utf8');
      const result = await runSite(['generate', '--data', 'data', '--out', live, '--site-url', SITE_URL], { cwd: copy.root });
      const output = result.stderr;
      expect(result.code).toBe(1);
      expect(output).toContain('data/articles/memorial-day-cleaning.md date: expected a date like 2024-05-25');
      expect(output).toContain('data/articles/novi-house-cleaning-guide.md date: is not a real date');
      expect(output).toContain('data/articles/spring-cleaning-checklist.md title: is required');
      // the broken articles are not reported again by the articles that relate to them
      expect(output).not.toMatch(/no published article "(memorial-day-cleaning|spring-cleaning-checklist)"/);
      expect(output).toContain('data/articles/inside-appliance-cleaning.md related.0: no published article "no-such-article"');
      expect(output.match(/memorial-day-cleaning\.md date/g)).toHaveLength(1);
      expect(output).toMatch(/data\/city-article-templates\/winter-care\.md:\d+:\d+: unknown placeholder \{\{city\.mayor\}\}/);
      expect(output.match(/city\.mayor/g)).toHaveLength(1);
      expect(existsSync(articles)).toBe(true);
      expect(await readFile(blogPage, 'utf8')).toBe(before);
      expect((await readdir(live, { recursive: true })).sort()).toEqual(['blog', path.join('blog', 'index.html')]);
    } finally {
      await copy.cleanup();
    }
  });

  it('reports a body link to a missing page with file and line', async () => {
    const copy = await copyData(SMALL_SITE);
    try {
      const f = path.join(copy.data, 'articles', 'inside-appliance-cleaning.md');
      const source = await readFile(f, 'utf8');
      await writeFile(f, source.replace('[oven cleaning](/services/oven-cleaning/)', '[oven cleaning](/services/oven-scrubbing/)'));
      const line = source.split('\n').findIndex((l) => l.includes('(/services/oven-cleaning/)')) + 1;
      const result = await runSite(['generate', '--data', 'data', '--out', path.join(copy.root, 'dist'), '--to', 'json'], { cwd: copy.root });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`data/articles/inside-appliance-cleaning\\.md:${line}:\\d+: link to "/services/oven-scrubbing/"`));
    } finally {
      await copy.cleanup();
    }
  });
});

describe('a city with more than four guide articles', () => {
  it('still shows at most three more articles, never the current one (spec part 2 section 9)', async () => {
    // Livonia, whose guide articles this edits, and the few towns most rules need
    const copy = await copyData({ towns: [...FEW_TOWNS, 'livonia'], services: FEW_SERVICES });
    try {
      const table = path.join(copy.data, 'city-articles.csv');
      for (const day of ['01', '02', '03']) {
        await appendRow(table, {
          city: 'livonia', slug: `extra-${day}`, title: `Extra ${day}`, excerpt: 'More tips.', date: `2025-02-${day}`,
          author: 'The Cleaning Team', category: 'Home Care', image: '', template: 'family-routines',
        });
      }
      const result = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root });
      expect(result.code, result.stderr).toBe(0);
      const { routes } = JSON.parse(result.stdout) as { routes: { path: string; kind: string; props: { more: { href: string }[] } }[] };
      const livonia = routes.filter((r) => r.kind === 'cityArticle' && r.path.startsWith('/blog/cities/livonia/'));
      expect(livonia).toHaveLength(6);
      for (const route of livonia) {
        expect(route.props.more).toHaveLength(3);
        expect(route.props.more.map((m) => m.href)).not.toContain(route.path);
      }
      const list = routes.find((r) => r.path === '/blog/cities/livonia/') as unknown as { props: { cards: unknown[] } };
      expect(list.props.cards).toHaveLength(6);
    } finally {
      await copy.cleanup();
    }
  });
});
