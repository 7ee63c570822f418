// The publish gate also holds `site check`'s site-wide rules (the JavaScript
// budget and a sitemap of exactly the indexable pages). Neither can be broken from data/ alone, so
// the rules are exercised on the gate's own function, with the facts a build hands it.
import { describe, expect, it } from 'vitest';
import { siteRuleProblems, type SiteGateInput } from '../../../generator/check/publish-gate.ts';
import { JS_BUDGET_GZIP_BYTES, JS_UP_FRONT_BUDGET_GZIP_BYTES } from '../../../generator/assets/js-budget.ts';
import type { PageAudit } from '../../../generator/check/check.ts';

const audit = (noindex: boolean): PageAudit => ({ failures: [], noindex, ids: [], fragmentLinks: [] });

const good = (): SiteGateInput => ({
  javascript: [{ url: '/contact/', islands: ['contact-form'], upFrontBytes: 600, deferredBytes: 70_000 }],
  rendered: new Map([
    ['/', audit(false)],
    ['/contact/', audit(false)],
    ['/404.html', audit(true)],
  ]),
  inSitemap: new Set(['/', '/contact/']),
  robotsTxt: 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
});

const messages = (input: SiteGateInput) => siteRuleProblems(input).map((p) => `${p.file}: ${p.message}`);

describe('the publish gate: site check’s site-wide rules', () => {
  it('a build within the budget whose sitemap lists exactly its indexable pages passes', () => {
    expect(messages(good())).toEqual([]);
  });

  it('a page over the budget before interaction is refused; exactly at the budget is not', () => {
    const over = good();
    over.javascript.push({ url: '/blog/', islands: ['blog-search'], upFrontBytes: JS_UP_FRONT_BUDGET_GZIP_BYTES + 1, deferredBytes: 0 });
    over.javascript.push({ url: '/quote/', islands: ['quote-widget'], upFrontBytes: JS_UP_FRONT_BUDGET_GZIP_BYTES, deferredBytes: 0 });
    expect(messages(over)).toEqual([
      'site: /blog/ loads 10.0 KB of gzipped JavaScript before interaction (budget 10.0 KB) (islands: blog-search); `site check` refuses such a page',
    ]);
  });

  it('deferred JavaScript counts once every widget is used: over the budget is refused, exactly at it is not', () => {
    const deferred = good();
    deferred.javascript.push({ url: '/careers/', islands: ['application-form'], upFrontBytes: 600, deferredBytes: JS_BUDGET_GZIP_BYTES - 600 + 1 });
    deferred.javascript.push({ url: '/reviews/', islands: ['reviews-feed'], upFrontBytes: 600, deferredBytes: JS_BUDGET_GZIP_BYTES - 600 });
    expect(messages(deferred)).toEqual([
      'site: /careers/ loads 110.0 KB of gzipped JavaScript once every widget is used (budget 110.0 KB) (islands: application-form); `site check` refuses such a page',
    ]);
  });

  it('an indexable page left out of the sitemap, and a noindex page listed in it, are refused', () => {
    const wrong = good();
    wrong.inSitemap = new Set(['/', '/404.html']);
    expect(messages(wrong)).toEqual([
      'site: sitemap.xml lists /404.html, a noindex page; `site check` refuses such a sitemap',
      'site: indexable page /contact/ is not listed in sitemap.xml; `site check` refuses such a sitemap',
    ]);
  });

  it('robots.txt that does not point at the sitemap is refused', () => {
    const robots = good();
    robots.robotsTxt = 'User-agent: *\nAllow: /\n';
    expect(messages(robots)).toEqual(['site: robots.txt does not point at sitemap.xml; `site check` refuses it']);
  });
});
