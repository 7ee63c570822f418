// check.ts reads a page's facts in one tokenizer pass (htmlparser2) instead of a
// DOM parse, so that a cold build can audit every page cheaply. The rules (pageRuleFailures) did
// not change; these tests hold the new reading to the old one. The reference below is the DOM
// reading the gate and `site check` used before (node-html-parser, a tree and queries over it):
// on every page of the real site, and on pages written to break each rule, both must find the
// same facts, hence the same failures, ids and fragment links.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NodeType, parse, type HTMLElement } from 'node-html-parser';
import { auditPage, pageFacts, pageRuleFailures, type PageFacts } from '../../../generator/check/check.ts';
import { fileToUrlPath } from '../../../generator/support/links.ts';
import { builtSite, htmlFiles } from '../../helpers/built-site.ts';
import { META_DESCRIPTION_CHARS } from '../../../shared/limits.ts';

/** The DOM reading of a page, as check.ts did it before the scan. */
function referenceFacts(file: string, html: string): PageFacts {
  const elements: HTMLElement[] = [];
  const visit = (parent: HTMLElement) => {
    for (const child of parent.childNodes) {
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      elements.push(child as HTMLElement);
      visit(child as HTMLElement);
    }
  };
  visit(parse(html, { comment: false }));
  const ofTag = (tag: string) => elements.filter((e) => e.localName === tag);
  const withAttribute = (tag: string, name: string, value: string) => ofTag(tag).find((e) => e.getAttribute(name) === value);
  const valuesOf = (found: HTMLElement[], name: string) => found.filter((e) => e.hasAttribute(name)).map((e) => e.getAttribute(name) as string);
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of ofTag('script').filter((s) => s.getAttribute('type') === 'application/ld+json')) {
    try {
      const value = JSON.parse(script.textContent) as unknown;
      jsonLd.push(value);
      if (typeof value !== 'object' || value === null || !('@type' in value) || !('@context' in value)) jsonLdErrors.push('a JSON-LD block has no @context or @type');
    } catch (error) {
      jsonLdErrors.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  const executable = ofTag('script').filter((s) => !['application/ld+json', 'application/json'].includes(s.getAttribute('type') ?? ''));
  const islands = elements.filter((e) => e.hasAttribute('data-island'));
  const hasHandler = (e: HTMLElement) => Object.keys(e.attributes).some((name) => /^on[a-z]+$/i.test(name));
  const scriptUrl = (e: HTMLElement) => Object.values(e.attributes).some((value) => /^(?:java|vb)script:/i.test(value.replace(/[\u0000-\u0020\u007f]/g, '')));
  return {
    file,
    url: fileToUrlPath(file),
    title: ofTag('title')[0]?.textContent.trim() ?? '',
    description: withAttribute('meta', 'name', 'description')?.getAttribute('content'),
    canonical: withAttribute('link', 'rel', 'canonical')?.getAttribute('href'),
    noindex: (withAttribute('meta', 'name', 'robots')?.getAttribute('content') ?? '').includes('noindex'),
    heldBack: withAttribute('meta', 'name', 'robots')?.getAttribute('content') === 'noindex,follow',
    h1Count: ofTag('h1').length,
    lang: ofTag('html')[0]?.getAttribute('lang'),
    links: [
      ...valuesOf(ofTag('a'), 'href'),
      ...valuesOf(
        ofTag('link').filter((l) => !['canonical', 'alternate', 'preconnect', 'dns-prefetch'].includes(l.getAttribute('rel') ?? '')),
        'href',
      ),
      ...valuesOf(ofTag('script'), 'src'),
      ...valuesOf(ofTag('img'), 'src'),
      ...valuesOf(islands, 'data-src'),
    ],
    ids: new Set(valuesOf(elements, 'id')),
    jsonLd,
    jsonLdErrors,
    javascript: {
      islands: [...new Set(islands.map((e) => e.getAttribute('data-island') as string))],
      upFront: [
        ...executable.filter((s) => s.hasAttribute('src')).map((s) => s.getAttribute('src') as string),
        ...ofTag('link').filter((l) => l.getAttribute('rel') === 'modulepreload').map((l) => l.getAttribute('href') as string),
      ],
      deferred: islands.filter((e) => e.hasAttribute('data-src')).map((e) => e.getAttribute('data-src') as string),
      inline: executable.filter((s) => !s.hasAttribute('src')).length + elements.filter(hasHandler).length,
      scriptUrls: elements.filter(scriptUrl).length,
    },
    unsafeAddresses: elements.flatMap((e) => {
      const attribute = ({ iframe: 'src', frame: 'src', embed: 'src', object: 'data', script: 'src', link: 'href', a: 'href' } as Record<string, string>)[e.localName];
      const value = attribute === undefined ? undefined : e.getAttribute(attribute);
      if (value === undefined) return [];
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase();
      const loads = e.localName !== 'a' && !(e.localName === 'link' && ['canonical', 'alternate', 'preconnect', 'dns-prefetch'].includes(e.getAttribute('rel') ?? ''));
      if (scheme === undefined || scheme === 'https' || (scheme !== 'data' && !loads)) return [];
      return [`<${e.localName} ${attribute}="${value.length > 40 ? `${value.slice(0, 40)}...` : value}">`];
    }),
  };
}

const comparable = (facts: PageFacts) => ({ ...facts, ids: [...facts.ids].sort() });

describe('the scan reads what the DOM reading read', () => {
  let pages: [file: string, html: string][];
  beforeAll(async () => {
    const dist = await builtSite();
    pages = await Promise.all((await htmlFiles(dist)).map(async (file) => [file, await readFile(path.join(dist, file), 'utf8')] as [string, string]));
  });

  it('on every page of the real site: the same facts, failures, ids and fragment links', () => {
    expect(pages.length).toBeGreaterThan(1000);
    let withFragments = 0;
    for (const [file, html] of pages) {
      const expected = referenceFacts(file, html);
      expect(comparable(pageFacts(file, html)), file).toEqual(comparable(expected));
      if (auditPage(file, html).fragmentLinks.length > 0) withFragments += 1;
    }
    // the comparison covered pages with ids to link to, JSON-LD, islands and fragment links
    expect(withFragments).toBeGreaterThan(0);
  }, 120_000);
});

const SHELL = (head: string, body: string, lang = ' lang="en"') =>
  `<!DOCTYPE html><html${lang}><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const GOOD_HEAD =
  '<title>Deep cleaning in Novi</title><meta name="description" content="A deep clean of every room."><link rel="canonical" href="https://clean.test/services/deep/">' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service"}</script>';

/** pages that each break rules of `site check`, and what it must say about them */
const BROKEN: { name: string; html: string; failures: string[] }[] = [
  { name: 'a good page', html: SHELL(GOOD_HEAD, '<h1>Deep cleaning</h1>'), failures: [] },
  {
    name: 'no head at all',
    html: SHELL('', '<p>text</p>', ''),
    failures: ['no <title>', '<html> has no lang="en"', 'no absolute canonical URL', 'no meta description', 'no JSON-LD', '0 <h1> elements (expected exactly one)'],
  },
  {
    name: 'a relative canonical, a long description, two headings',
    html: SHELL(
      `<title>T</title><meta name="description" content="${'x'.repeat(200)}"><link rel="canonical" href="/services/deep/"><script type="application/ld+json">{"@context":"https://schema.org","@type":"Service"}</script>`,
      '<h1>One</h1><h1>Two</h1>',
    ),
    failures: ['no absolute canonical URL', `meta description is 200 characters (at most ${META_DESCRIPTION_CHARS})`, '2 <h1> elements (expected exactly one)'],
  },
  {
    name: 'JSON-LD that does not parse, and a block without @type',
    html: SHELL(`${GOOD_HEAD}<script type="application/ld+json">{"@context": </script><script type="application/ld+json">{"@context":"https://schema.org"}</script>`, '<h1>x</h1>'),
    failures: ['JSON-LD does not parse', 'a JSON-LD block has no @context or @type'],
  },
  {
    name: 'inline script, handlers in any case, javascript: URLs hidden by entities and whitespace',
    html: SHELL(
      GOOD_HEAD,
      '<h1>x</h1><script>alert(1)</script><button ONCLICK="go()">go</button><a href=" java&#x09;script:alert(1)">a</a><form action="VBScript:x"></form><a href="javascript&colon;alert(1)">b</a>',
    ),
    failures: ['2 inline script(s) or on* handler(s); scripts belong in island bundles', '3 element(s) with a javascript: URL; links lead to pages, scripts live in island bundles'],
  },
  {
    name: 'a frame or stylesheet from anything but https, and a link to a data: address',
    html: SHELL(
      `${GOOD_HEAD}<link rel="stylesheet" href="http://cdn.test/site.css"><link rel="preconnect" href="http://cdn.test">`,
      '<h1>x</h1><iframe src="data:text/html,<b>hi</b>"></iframe><iframe src="https://maps.test/embed"></iframe><iframe src="/map/"></iframe>' +
        '<a href="http://example.com/">an old site</a><a href=" DA&#x09;TA:text/html,x">d</a>',
    ),
    failures: [
      '3 element(s) loading or linking an address that is not https: <link href="http://cdn.test/site.css">, <iframe src="data:text/html,<b>hi</b>">, ' +
        '<a href=" DA\tTA:text/html,x">; frames, scripts and stylesheets load over https only',
    ],
  },
  {
    name: 'a script file on a page without islands',
    html: SHELL(`${GOOD_HEAD}<script type="module" src="/assets/app.js"></script><link rel="modulepreload" href="/assets/react.js">`, '<h1>x</h1>'),
    failures: ['has no island but loads JavaScript (/assets/app.js, /assets/react.js); pages without islands ship none'],
  },
  {
    name: 'tags inside comments, scripts and attribute values are not elements',
    html: SHELL(
      `${GOOD_HEAD}<!-- <h1>old</h1> <a href="/gone/">x</a> <script>alert(1)</script> -->`,
      '<h1 title="<h1>">x</h1><script type="application/json">{"html":"<h1 onclick=\\"x()\\">"}</script>',
    ),
    failures: [],
  },
  {
    // a redirect stub or the 404 page: plain noindex
    name: 'a noindex page needs no description, JSON-LD or heading',
    html: SHELL('<title>Moved</title><meta name="robots" content="noindex"><link rel="canonical" href="https://clean.test/new/">', ''),
    failures: [],
  },
];

describe('each kind of problem is found by the scan, as by the DOM reading', () => {
  for (const { name, html, failures } of BROKEN) {
    it(name, () => {
      const found = pageRuleFailures(pageFacts('page/index.html', html));
      expect(found.map((f) => f.replace(/^(JSON-LD does not parse).*/, '$1'))).toEqual(failures);
      expect(found).toEqual(pageRuleFailures(referenceFacts('page/index.html', html)));
    });
  }

  it('what is typed in a <textarea> is text, as in a browser (the DOM reading took it for a heading)', () => {
    const html = SHELL(GOOD_HEAD, '<h1>Apply</h1><textarea name="notes"><h1>typed</h1><a href="/gone/">x</a></textarea>');
    const facts = pageFacts('careers/index.html', html);
    expect(pageRuleFailures(facts)).toEqual([]);
    expect(facts.links).toEqual([]);
    expect(referenceFacts('careers/index.html', html).h1Count).toBe(2);
  });

  it('links, ids and fragment links: entities decoded, every kind of link, comments ignored', () => {
    const html = SHELL(
      `${GOOD_HEAD}<link rel="stylesheet" href="/assets/site.css"><link rel="alternate" href="/feed.xml"><link rel="preconnect" href="https://maps.test">`,
      '<h1 id="top">x</h1><!-- <a href="/commented/"></a> --><a href="/quote/?city=novi&amp;service=deep">q</a><a href="#top">up</a><a href="/services/deep/#book">book</a>' +
        '<img src="/assets/images/a.svg" alt=""><div id="reviews" data-island="Reviews" data-src="/assets/reviews.js"></div><script type="module" src="/assets/loader.js"></script>',
    );
    const facts = pageFacts('services/novi/index.html', html);
    expect(facts.links).toEqual(['/quote/?city=novi&service=deep', '#top', '/services/deep/#book', '/assets/site.css', '/assets/loader.js', '/assets/images/a.svg', '/assets/reviews.js']);
    expect([...facts.ids]).toEqual(['top', 'reviews']);
    expect(facts.javascript).toEqual({ islands: ['Reviews'], upFront: ['/assets/loader.js'], deferred: ['/assets/reviews.js'], inline: 0, scriptUrls: 0 });
    expect(auditPage('services/novi/index.html', html).fragmentLinks.map((l) => `${l.target}#${l.fragment}`)).toEqual(['/services/novi/#top', '/services/deep/#book']);
    expect(comparable(facts)).toEqual(comparable(referenceFacts('services/novi/index.html', html)));
  });
});
