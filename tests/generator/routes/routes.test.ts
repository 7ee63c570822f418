// routes() is a pure function: these tests need no disk output at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareRoutes } from '../../../generator/build.ts';
import type { Route, RouteOf } from '../../../shared/model/routes.ts';
import type { RouteContext } from '../../../generator/routes/context.ts';
import type { City } from '../../../shared/model/data.ts';
import { areasWeServe, distanceMiles, linkBlock, nearbyCities, truncate } from '../../../generator/routes/related.ts';
import { cityHubRoute } from '../../../generator/routes/cities.ts';
import { routes as buildRoutes } from '../../../generator/routes/index.ts';
import { linkIndexableFirst } from '../../../generator/routes/indexable-links.ts';
import { DATA_DIR } from '../../helpers/data.ts';

let ctx: RouteContext;
let all: Route[];
const ofKind = <K extends Route['kind']>(kind: K) => all.filter((r): r is RouteOf<K> & Route => r.kind === kind) as RouteOf<K>[];
const city = (slug: string) => ctx.site.cities.find((c) => c.slug === slug)!;

beforeAll(async () => {
  ({ ctx, routes: all } = await prepareRoutes({ dataDir: DATA_DIR, outDir: 'unused', siteUrl: 'https://clean.test', buildDate: '2026-01-15' }));
});

describe('route table', () => {
  it('has one hub per city, one page per available pair and one hub per service', () => {
    const pairs = [...ctx.site.availability.values()].reduce((n, list) => n + list.length, 0);
    expect(ctx.site.cities).toHaveLength(14);
    expect(ofKind('cityHub')).toHaveLength(14);
    expect(ofKind('cityService')).toHaveLength(pairs);
    expect(pairs).toBe(14 * ctx.site.services.length);
    expect(ofKind('serviceHub')).toHaveLength(ctx.site.services.length);
    expect(ofKind('serviceAreas')).toHaveLength(1);
    expect(ofKind('notFound')).toHaveLength(1);
    expect(all.length).toBeGreaterThan(1000);
  });

  it('creates city-service pages only for pairs in the availability list', () => {
    for (const route of ofKind('cityService')) {
      const { city: c, service: s } = route.props;
      expect(ctx.site.availability.get(c.slug)).toContain(s.slug);
      expect(route.path).toBe(`/mi/${c.slug}/${s.slug}/`);
    }
  });

  it('is sorted, unique, and every page path ends with a slash', () => {
    const paths = all.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(paths);
    for (const p of paths) if (p !== '/404.html') expect(p).toMatch(/\/$/);
  });

  it('gives every page a title of at most 60 characters ending with the brand where it fits, a description of at most 155 characters and an absolute canonical', () => {
    const name = ctx.site.business.name;
    const brand = ctx.site.business.alternateName!;
    for (const route of all) {
      // a title the brand would push past 60 characters drops it rather than overflow
      expect(route.head.title.length, route.path).toBeLessThanOrEqual(60);
      // one brand, the shorter name; only a title that names the business itself (the home page) has the full one
      if (!route.head.title.endsWith(brand) && !route.head.title.includes(name)) expect(`${route.head.title} | ${brand}`.length, `${route.path}: ${route.head.title}`).toBeGreaterThan(60);
      expect(route.head.description.length).toBeLessThanOrEqual(155);
      expect(route.head.description.length).toBeGreaterThan(20);
      expect(route.head.canonical).toMatch(/^https:\/\/clean\.test\//);
    }
  });

  it('is deterministic: the same data gives the same routes', async () => {
    const again = await prepareRoutes({ dataDir: DATA_DIR, outDir: 'unused', siteUrl: 'https://clean.test', buildDate: '2026-01-15' });
    expect(JSON.stringify(again.routes)).toBe(JSON.stringify(all));
  });

  it('uses real schema.org types: the business profile or a page about it on every indexable page, Service and FAQPage where they show, BreadcrumbList with breadcrumbs', () => {
    for (const route of all) {
      const types = route.jsonLd.map((j) => j['@type']);
      if (route.indexable) expect(types.filter((t) => t === 'LocalBusiness' || t === 'WebPage'), route.path).toHaveLength(1);
      else expect(types, route.path).not.toContain('LocalBusiness');
      if (route.breadcrumbs.length > 0) expect(types).toContain('BreadcrumbList');
    }
    const page = all.find((r) => r.path === '/mi/novi/deep-cleaning/')!;
    expect(page.jsonLd.map((j) => j['@type'])).toEqual(['WebPage', 'Service', 'FAQPage', 'BreadcrumbList']);
    expect(page.jsonLd[0]!.about).toEqual({ '@id': 'https://clean.test/#business' });
    const home = all.find((r) => r.path === '/')!.jsonLd[0]!;
    expect(home['@type']).toBe('LocalBusiness');
    // a business's own rating is not marked up (self-serving): the reviews are shown, not claimed
    expect(home.aggregateRating).toBeUndefined();
    expect(home.priceRange).toBe('$$');
  });
});

describe('distances and nearby cities (spec part 2 section 9)', () => {
  it('measures great-circle distance with Earth radius 3959 miles', () => {
    expect(distanceMiles({ lat: 42, lng: -83 }, { lat: 43, lng: -83 })).toBeCloseTo((3959 * Math.PI) / 180, 6);
    const noviWixom = distanceMiles(city('novi'), city('wixom'));
    expect(noviWixom).toBeGreaterThan(4);
    expect(noviWixom).toBeLessThan(6);
    expect(distanceMiles(city('wixom'), city('novi'))).toBeCloseTo(noviWixom, 9);
  });

  it('keeps cities within 25 miles or in the same county, nearest first, at most 12', () => {
    for (const c of ctx.site.cities) {
      const nearby = nearbyCities(c, ctx.site.cities);
      expect(nearby.length).toBeLessThanOrEqual(12);
      for (const n of nearby) expect(n.miles <= 25 || n.city.county === c.county).toBe(true);
      expect(nearby.map((n) => n.miles)).toEqual([...nearby.map((n) => n.miles)].sort((a, b) => a - b));
      expect(nearby.map((n) => n.city.slug)).not.toContain(c.slug);
    }
    const noviNearby = nearbyCities(city('novi'), ctx.site.cities);
    expect(noviNearby.find((n) => n.city.slug === 'wixom')!.miles).toBeLessThan(6);
  });

  it('includes a far city of the same county and drops a far city of another county', () => {
    const base: City = { ...city('milford'), slug: 'base', lat: 42.5, lng: -83.5, county: 'Oakland' };
    const farSameCounty: City = { ...base, slug: 'far-same', lat: 43.5, county: 'Oakland' };
    const farOther: City = { ...base, slug: 'far-other', lat: 43.5, county: 'Genesee' };
    const close: City = { ...base, slug: 'close', lat: 42.6, county: 'Wayne' };
    const result = nearbyCities(base, [base, farSameCounty, farOther, close]).map((n) => n.city.slug);
    expect(result).toEqual(['close', 'far-same']);
  });

  it('caps nearby cities at 12 and areas we serve at 30, alphabetical', () => {
    const many: City[] = Array.from({ length: 40 }, (_, i) => ({ ...city('novi'), slug: `c${i}`, name: `Town ${String(i).padStart(2, '0')}`, lat: 42.48 + i * 0.001 }));
    expect(nearbyCities(many[0]!, many)).toHaveLength(12);
    const areas = areasWeServe(many[0]!, many);
    expect(areas).toHaveLength(30);
    expect(areas.map((a) => a.name)).toEqual([...areas.map((a) => a.name)].sort());
    expect(areas.map((a) => a.slug)).not.toContain('c0');
  });
});

describe('related-link limits', () => {
  it('shows a link block only with at least 5 links', () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `L${i}`, path: `/p${i}/` }));
    expect(linkBlock(links(4))).toEqual([]);
    expect(linkBlock(links(5))).toHaveLength(5);
  });

  it('gives a city-service page at most 4 other services in the city, and one block of the same service elsewhere', () => {
    for (const route of ofKind('cityService')) {
      const p = route.props;
      const own = new RegExp(`^/mi/${p.city.slug}/[a-z-]+/$`);
      for (const link of p.moreServices) {
        expect(link.path).toMatch(own);
        expect(link.path).not.toBe(route.path);
      }
      expect(p.moreServices.length).toBeLessThanOrEqual(4);
      // a held-back page lists four (the index gate's pass keeps an indexable page to indexable ones)
      if (!route.indexable) expect(p.moreServices.length).toBe(Math.min(4, (ctx.site.availability.get(p.city.slug) ?? []).length - 1));
      for (const link of p.areas) expect(link.path).toMatch(new RegExp(`^/mi/[a-z-]+/${p.service.slug}/$`));
      expect(p.areas.length === 0 || p.areas.length >= 5).toBe(true);
    }
  });

  it('shows at most 6 landmark details on the city hub even when a city has more', () => {
    const c = city('novi');
    const big = { ...c, landmarkDetails: Array.from({ length: 9 }, (_, i) => ({ name: `Place ${i}`, detail: 'A place.' })) };
    expect(cityHubRoute(ctx, big).props.landmarkDetails).toHaveLength(6);
  });

  it('shows at most 3 testimonials on a city hub, each from that city', () => {
    for (const route of ofKind('cityHub')) {
      expect(route.props.testimonials.length).toBeLessThanOrEqual(3);
      for (const t of route.props.testimonials) expect(t.author.location).toContain(route.props.city.name);
    }
    const novi = ofKind('cityHub').find((r) => r.props.city.slug === 'novi')!;
    expect(novi.props.testimonials.length).toBeGreaterThan(0);
    const crowded = { ...ctx, site: { ...ctx.site, testimonials: Array.from({ length: 6 }, (_, i) => ({ ...ctx.site.testimonials[0]!, id: `n${i}`, author: { name: `N${i}`, location: 'Novi, MI' } })) } };
    expect(cityHubRoute(crowded, city('novi')).props.testimonials).toHaveLength(3);
  });

  it('answers the cost question with the service starting price', () => {
    // a page without a keyword row of its own: its FAQ is the templated three
    const route = ofKind('cityService').find((r) => r.path === '/mi/brighton/move-out-cleaning/')!;
    expect(route.props.faqs).toHaveLength(3);
    expect(route.props.faqs[0]!.answer).toContain('$250');
    expect(route.props.faqs[0]!.question).toContain('Brighton');
  });

  it("takes the intro from the keyword row's own copy when it has one, from city and service data otherwise", () => {
    const withRow = ctx.site.keywords.find((k) => k.citySlug === 'novi' && k.introHtml)!;
    const page = ofKind('cityService').find((r) => r.path === withRow.suggestedUrl)!;
    expect(page.props.introHtml).toBe(withRow.introHtml);
    expect(page.props.intro).toEqual([]);
    const without = ofKind('cityService').find((r) => r.path === '/mi/plymouth/attic-cleaning/')!;
    expect(without.props.intro.join(' ')).toContain('Plymouth');
    expect(without.props.intro.join(' ')).toContain(city('plymouth').zipCodes[0]!);
  });

  it('lists on a service hub every city offering the service, linking to the service in that city, else (held back) to the town', () => {
    const hub = ofKind('serviceHub').find((r) => r.path === '/services/carpet-cleaning/')!;
    expect(hub.props.cities).toHaveLength(14);
    const indexable = new Set(all.filter((r) => r.indexable).map((r) => r.path));
    for (const link of hub.props.cities) {
      expect(link.path).toMatch(/^\/mi\/[a-z-]+\/(carpet-cleaning\/)?$/);
      expect(indexable.has(link.path), link.path).toBe(true);
    }
  });
});

/** Links to a held-back page placed ahead of an indexable one, in the blocks that feed indexable pages. */
function heldBackFirst(list: Route[]): string[] {
  const indexable = new Set(list.filter((r) => r.indexable).map((r) => r.path));
  const blocks = (route: Route): [string, { path: string }[]][] =>
    route.kind === 'cityService'
      ? [['moreServices', route.props.moreServices], ['areas', route.props.areas]]
      : route.kind === 'cityHub'
        ? route.props.moreServices.map((group) => [group.category, group.links])
        : route.kind === 'serviceHub'
          ? [['cities', route.props.cities]]
          : [];
  return list.flatMap((route) =>
    blocks(route).flatMap(([name, links]) => {
      const firstHeld = links.findIndex((link) => !indexable.has(link.path));
      const late = firstHeld < 0 ? undefined : links.slice(firstHeld).find((link) => indexable.has(link.path));
      return late ? [`${route.path} ${name}: ${links[firstHeld]!.path} before ${late.path}`] : [];
    }),
  );
}

/** Indexable town x service pages a town hub links neither as a card nor in its list. */
function unlinkedFromHub(list: Route[]): string[] {
  return list.flatMap((hub) => {
    if (hub.kind !== 'cityHub') return [];
    const linked = new Set([...hub.props.featured.map((c) => c.path), ...hub.props.moreServices.flatMap((g) => g.links.map((l) => l.path))]);
    return list.filter((r) => r.kind === 'cityService' && r.indexable && r.props.city.slug === hub.props.city.slug && !linked.has(r.path)).map((r) => `${hub.path} -> ${r.path}`);
  });
}

describe('links that feed indexable pages (ordered after the index gate decides)', () => {
  it('keeps every town x service page with its own keyword copy indexable (63 today)', () => {
    const written = new Set(ctx.site.keywords.filter((k) => k.introHtml).map((k) => `/mi/${k.citySlug}/${k.serviceSlug}/`));
    expect(written.size).toBeGreaterThanOrEqual(63);
    expect(ofKind('cityService').filter((r) => r.indexable).map((r) => r.path).sort()).toEqual([...written].sort());
  });

  it('puts no held-back page ahead of an indexable sibling: other services, same service elsewhere, hub lists, service hubs', () => {
    expect(heldBackFirst(all)).toEqual([]);
    // a town with at least four indexable pages fills the four other services with them
    const milford = ofKind('cityService').find((r) => r.path === '/mi/milford/deep-cleaning/')!;
    const indexable = new Set(all.filter((r) => r.indexable).map((r) => r.path));
    expect(milford.props.moreServices).toHaveLength(4);
    for (const link of milford.props.moreServices) expect(indexable.has(link.path), link.path).toBe(true);
    // an indexable page links indexable pages only; a held-back one reaches them all, indexable first
    for (const link of milford.props.areas) expect(indexable.has(link.path), link.path).toBe(true);
    const held = ofKind('cityService').find((r) => !r.indexable && r.props.service.slug === 'deep-cleaning')!;
    expect(held.props.areas.some((link) => !indexable.has(link.path))).toBe(true);
    expect(held.props.areas.some((link) => indexable.has(link.path))).toBe(true);
  });

  it('finds the route stage’s own order wrong once the gate has decided (the check can fail)', () => {
    const decided = new Map(all.map((r) => [r.path, r.indexable]));
    const unordered = buildRoutes(ctx).map((r) => ({ ...r, indexable: decided.get(r.path) ?? r.indexable }) as Route);
    expect(heldBackFirst(unordered).length).toBeGreaterThan(0);
    expect(heldBackFirst(linkIndexableFirst(ctx, unordered))).toEqual([]);
  });

  it('links every indexable page of a town from its hub, adding those its cards and list leave out', () => {
    expect(unlinkedFromHub(all)).toEqual([]);
    // a hub whose cards and list hold none of them: the pass lists every one, within the budget
    const bare = all.map((r) => (r.kind === 'cityHub' && r.props.city.slug === 'milford' ? { ...r, props: { ...r.props, featured: [], moreServices: [] } } : r)) as Route[];
    expect(unlinkedFromHub(bare)).toHaveLength(9);
    const relinked = linkIndexableFirst(ctx, bare);
    expect(unlinkedFromHub(relinked)).toEqual([]);
    const hub = relinked.find((r): r is RouteOf<'cityHub'> & Route => r.kind === 'cityHub' && r.props.city.slug === 'milford')!;
    // its indexable pages and the few held-back ones it is the way into
    const indexable = new Set(all.filter((r) => r.indexable).map((r) => r.path));
    expect(hub.props.moreServices.flatMap((g) => g.links).filter((l) => !indexable.has(l.path))).toEqual([]);
    // the held-back ones apart, under their own label
    expect(hub.props.entries.length).toBeGreaterThan(0);
    expect(hub.props.entries.length).toBeLessThanOrEqual(8);
    for (const link of hub.props.entries) expect(indexable.has(link.path), link.path).toBe(false);
  });
});

describe('description truncation', () => {
  it('keeps short text, cuts long text on a word boundary with an ellipsis', () => {
    expect(truncate('Short text.', 160)).toBe('Short text.');
    const long = 'word '.repeat(60).trim();
    const cut = truncate(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/wor…$/);
    expect(truncate('a'.repeat(300), 100)).toHaveLength(100);
  });
});
