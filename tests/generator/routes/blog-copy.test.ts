// The blog's and the city guides' words come from their copy files (data/pages/blog.md,
// data/pages/city-guides.md, data/blocks/city-guide.md, data/blocks/article.md): a site that
// writes other words in them gets those words, filled for each town and service, on every page,
// and not one of the first customer's. Built by the real CLI from a copy of data/.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { runSite } from '../../helpers/cli.ts';
import { copyData, FEW_SERVICES, FEW_TOWNS } from '../../helpers/data.ts';

const SITE_URL = 'https://words.test';

// Other words for every field, each with a marker ("Quill") a built page cannot hold by chance.
const BLOG = `---
title: "Quill journal for {{business.region}}"
description: "Quill notes from {{business.region}}, with town notes for {{guides.towns}}."
descriptionWithoutGuides: "Quill notes from {{business.region}}, no town notes yet."
breadcrumbs:
  home: Quill start
  blog: Quill journal
hero:
  heading: Quill journal heading
  lead: "Quill lead: {{articles.published}} published."
articles:
  heading: Quill articles heading
search:
  label: Quill search label
  placeholder: Quill try {{town.name}}
  categoriesLabel: Quill topics
  allCategories: Quill every topic
  count: "Quill {{search.shown}}/{{search.total}}"
  empty: Quill found nothing.
cityGuides:
  heading: Quill towns heading
  text: Quill towns text, [all town notes](/blog/cities/)
  link: "Quill notes for {{town.name}}"
callToAction:
  heading: Quill journal call
---
`;
const CITY_GUIDES = `---
title: Quill town notes
description: "Quill town notes for {{guides.towns}}."
descriptionWithoutGuides: Quill town notes, none yet.
breadcrumb: Quill towns
hero:
  heading: Quill town notes heading
  lead: Quill town notes lead.
card:
  articleCount:
    one: "{{guide.articleCount}} Quill note"
    other: "{{guide.articleCount}} Quill notes"
  topicsHeading: Quill topics heading
  readButton: Quill read {{town.name}}
  servicesLink: Quill services in {{town.name}}
more: Quill more, [the areas](/locations/) and [the journal](/blog/).
callToAction:
  heading: Quill town notes call
---
`;
const CITY_GUIDE = `---
list:
  title: "Quill {{town.name}} notes"
  description: "{{guide.description}} Quill for {{town.name}}, {{business.stateCode}}."
  heading: Quill {{town.name}} heading
  articlesHeading: Quill {{town.name}} articles
  promo:
    heading: "Quill {{service.title}} for {{town.name}}"
    price: Quill from **{{service.startingPrice}}**.
    button: Quill see {{service.title}}
  links: "[Quill all of {{town.name}}]({{town.path}}) · [Quill other towns](/blog/cities/)"
  callToAction:
    heading: Quill call for {{town.name}}
article:
  quoteButton: Quill quote
  promo:
    heading: Quill help in {{town.name}}
    text: Quill within {{promises.schedulingWindow}}.
    button: Quill request
    call: "Quill call [{{business.phone}}]({{links.call}})."
  moreHeading: Quill more from {{town.name}}
  viewAll: Quill every {{town.name}} note
---
`;
const ARTICLE = `---
tagsHeading: Quill tags
relatedHeading: Quill related
share:
  facebook: Quill Facebook
  x: Quill X
  linkedin: Quill LinkedIn
  email: Quill e-mail
callToAction:
  heading: Quill article call
---
`;

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const description = (doc: HTMLElement) => doc.querySelector('meta[name="description"]')!.getAttribute('content');

async function buildWithWords(towns: string[]) {
  const copy = await copyData({ towns, services: FEW_SERVICES });
  const files = { 'pages/blog.md': BLOG, 'pages/city-guides.md': CITY_GUIDES, 'blocks/city-guide.md': CITY_GUIDE, 'blocks/article.md': ARTICLE };
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(copy.data, name), source);
  const out = path.join(copy.root, 'dist');
  const result = await runSite(['generate', '--data', 'data', '--out', out, '--site-url', SITE_URL, '--quiet'], { cwd: copy.root });
  const page = async (urlPath: string) => parse(await readFile(path.join(out, ...urlPath.split('/').filter(Boolean), 'index.html'), 'utf8'));
  return { copy, result, page };
}

describe('the blog and the city guides, with other words in their copy files', () => {
  let built: Awaited<ReturnType<typeof buildWithWords>>;
  beforeAll(async () => {
    // Novi and Wixom have guides; Novi is the first town of the home page's list
    built = await buildWithWords(FEW_TOWNS);
  }, 600_000);
  afterAll(() => built?.copy.cleanup());

  it('builds', () => {
    expect(built.result.code, built.result.stderr).toBe(0);
  });

  it('/blog/ says them: title, description, breadcrumb, hero, search box, town links, call to action', async () => {
    const doc = await built.page('/blog/');
    expect(text(doc.querySelector('title'))).toContain('Quill journal for Metro Detroit');
    expect(description(doc)).toBe('Quill notes from Metro Detroit, with town notes for Wixom and Novi.');
    expect(doc.querySelectorAll('.breadcrumbs li').map(text)).toEqual(['Quill start', 'Quill journal']);
    expect(text(doc.querySelector('h1'))).toBe('Quill journal heading');
    expect(text(doc.querySelector('.lead'))).toBe('Quill lead: 4 published.');
    expect(text(doc.querySelector('#articles-heading'))).toBe('Quill articles heading');
    // the search form as the server renders it (shown once the island hydrates)
    const island = doc.querySelector('[data-island="blog-search"]')!;
    expect(text(island.querySelector('label'))).toBe('Quill search label');
    expect(island.querySelector('input[type="search"]')!.getAttribute('placeholder')).toBe('Quill try Novi');
    expect(island.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('Quill topics');
    expect(text(island.querySelector('.category-chips button'))).toBe('Quill every topic');
    // the count and the empty message are the browser's to fill: they travel in the island's props
    const props = JSON.parse(island.querySelector('script[type="application/json"]')!.textContent) as { words: Record<string, string> };
    expect(props.words).toMatchObject({ count: 'Quill {{search.shown}}/{{search.total}}', empty: 'Quill found nothing.' });
    const teaser = doc.querySelector('.city-guides-teaser')!;
    expect(text(teaser.querySelector('h2'))).toBe('Quill towns heading');
    expect(text(teaser.querySelector('p'))).toBe('Quill towns text, all town notes');
    expect(teaser.querySelectorAll('li a').map(text)).toEqual(['Quill notes for Wixom', 'Quill notes for Novi']);
    expect(text(doc.querySelector('.cta h2'))).toBe('Quill journal call');
  });

  it('/blog/cities/ says them, each card for its own town and article count', async () => {
    const doc = await built.page('/blog/cities/');
    expect(description(doc)).toBe('Quill town notes for Wixom, Novi.');
    expect(doc.querySelectorAll('.breadcrumbs li').map(text)).toEqual(['Quill start', 'Quill journal', 'Quill towns']);
    expect(text(doc.querySelector('h1'))).toBe('Quill town notes heading');
    for (const town of ['Novi', 'Wixom']) {
      const card = doc.querySelectorAll('.city-guide-card').find((c) => text(c.querySelector('h2')) === town)!;
      expect(text(card.querySelector('.article-card-meta'))).toBe('3 Quill notes');
      expect(text(card.querySelector('h3'))).toBe('Quill topics heading');
      expect(card.querySelectorAll('.city-guide-links a').map(text)).toEqual([`Quill read ${town}`, `Quill services in ${town}`]);
    }
    expect(text(doc.querySelector('.city-guide-more'))).toBe('Quill more, the areas and the journal.');
    expect(text(doc.querySelector('.cta h2'))).toBe('Quill town notes call');
  });

  it('a town\'s guide says them for its town and its promoted service', async () => {
    const doc = await built.page('/blog/cities/wixom/');
    expect(text(doc.querySelector('title'))).toContain('Quill Wixom notes');
    expect(description(doc)).toMatch(/^Cleaning advice for Wixom's .* Quill for Wixom, MI\.$/);
    expect(doc.querySelectorAll('.breadcrumbs li').map(text)).toEqual(['Quill start', 'Quill journal', 'Quill towns', 'Wixom']);
    expect(text(doc.querySelector('h1'))).toBe('Quill Wixom heading');
    expect(text(doc.querySelector('#city-articles-heading'))).toBe('Quill Wixom articles');
    const promo = doc.querySelector('.promo-box')!;
    expect(text(promo.querySelector('h2'))).toMatch(/^Quill .+ for Wixom$/);
    expect(text(promo)).toMatch(/Quill from \$\d+/);
    expect(text(promo.querySelector('a.button'))).toMatch(/^Quill see /);
    const links = doc.querySelectorAll('main a').filter((a) => text(a).startsWith('Quill all of') || text(a) === 'Quill other towns');
    expect(links.map((a) => [text(a), a.getAttribute('href')])).toEqual([['Quill all of Wixom', '/mi/wixom/'], ['Quill other towns', '/blog/cities/']]);
    expect(text(doc.querySelector('.cta h2'))).toBe('Quill call for Wixom');
  });

  it('a town\'s article says them for its town, with the business\'s phone', async () => {
    const list = await built.page('/blog/cities/novi/');
    const href = list.querySelector('.article-grid a')!.getAttribute('href')!;
    const doc = await built.page(href);
    const main = doc.querySelector('main')!;
    expect(text(main.querySelector('.article-quote-link a'))).toBe('Quill quote');
    const promo = main.querySelector('.promo-box')!;
    expect(text(promo.querySelector('h2'))).toBe('Quill help in Novi');
    expect(text(promo)).toContain('Quill within ');
    expect(text(promo.querySelector('a.button'))).toBe('Quill request');
    expect(promo.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(text(main.querySelector('#more-heading'))).toBe('Quill more from Novi');
    // besides the breadcrumb's link to the town's guide
    expect(main.querySelectorAll('a[href="/blog/cities/novi/"]').map(text)).toContain('Quill every Novi note');
    expect(doc.querySelectorAll('.share-links li a').map(text)).toEqual(['Quill Facebook', 'Quill X', 'Quill LinkedIn', 'Quill e-mail']);
  });

  it('an article says them: tags, related articles, share links, call to action', async () => {
    const doc = await built.page('/blog/memorial-day-cleaning/');
    expect(doc.querySelectorAll('.breadcrumbs li').map(text).slice(0, 2)).toEqual(['Quill start', 'Quill journal']);
    expect(text(doc.querySelector('#tags-heading'))).toBe('Quill tags');
    expect(text(doc.querySelector('#related-heading'))).toBe('Quill related');
    expect(doc.querySelectorAll('.share-links li a').map(text)).toEqual(['Quill Facebook', 'Quill X', 'Quill LinkedIn', 'Quill e-mail']);
    expect(text(doc.querySelector('.cta h2'))).toBe('Quill article call');
  });
});

describe('a site without city guides', () => {
  it('describes the blog and the guide index with the words written for no guides', async () => {
    // Milford has no city guide, so the site has none
    const built = await buildWithWords(['milford']);
    try {
      expect(built.result.code, built.result.stderr).toBe(0);
      expect(description(await built.page('/blog/'))).toBe('Quill notes from Metro Detroit, no town notes yet.');
      expect(description(await built.page('/blog/cities/'))).toBe('Quill town notes, none yet.');
    } finally {
      await built.copy.cleanup();
    }
  }, 600_000);
});
