// The site chrome (docs/requirements.md#site-chrome) on the real build: header and footer links in
// order, contact links, the floating text button, new-tab links, and the image catalogue.
import { existsSync } from 'node:fs';
import { copyFile, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSiteInfo } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, DATA_DIR, SMALL_SITE } from '../../helpers/data.ts';
import type { ImageCatalogue } from '../../../shared/model/site.ts';
import { dialable } from '../../../shared/phone.ts';

let out: string;
const business = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8'));
// tel: and sms: links dial the number made from `phone` (docs/decisions.md#one-phone-number)
business.phoneE164 = dialable(business.phone);
const page = async (route: string) => parse(await readFile(path.join(out, route, 'index.html'), 'utf8'));
const hrefs = (root: HTMLElement | null) => (root ? root.querySelectorAll('a').map((a) => a.getAttribute('href')) : []);

// the menus of docs/requirements.md#header and #footer, with the targets of the brief
const SERVICES = [
  '/services/general-cleaning/',
  '/services/deep-cleaning/',
  '/services/recurring-cleaning/',
  '/services/move-out-cleaning/',
  '/services/maid-services/',
  '/services/office-cleaning/',
  '/services/airbnb-cleaning/',
  '/services/',
];
const MENU_CITIES = ['brighton', 'commerce-township', 'farmington-hills', 'highland', 'livonia', 'milford', 'northville', 'novi', 'plymouth', 'south-lyon', 'wixom'];
const MENU = [
  '/',
  ...SERVICES,
  '/service-areas/',
  ...MENU_CITIES.map((c) => `/mi/${c}/`),
  '/blog/',
  '/reviews/',
  '/faq/',
  '/careers/',
  '/bitcoin-payments/',
  '/contact/',
];
const ALL_CITIES = [
  'brighton', 'commerce-township', 'farmington-hills', 'highland', 'keego-harbor', 'livonia', 'milford',
  'northville', 'novi', 'plymouth', 'south-lyon', 'walled-lake', 'west-bloomfield', 'wixom',
];

beforeAll(async () => {
  const { dist, result } = await builtSiteInfo();
  out = dist;
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}, 600_000);

describe('header (spec part 2 section 2)', () => {
  it('has every menu link in order, once: one nav serves the bar and the mobile menu (issue 15 item 7)', async () => {
    const html = await page('');
    const header = html.querySelector('header.site-header')!;
    expect(header.querySelectorAll('nav')).toHaveLength(1);
    const nav = header.querySelector('nav[aria-label="Main"]')!;
    expect(hrefs(nav)).toEqual(MENU);
    expect(nav.querySelectorAll('summary').map((s) => s.text.trim())).toEqual(['Services', 'Locations']);
    // both groups are native disclosures: they open without JavaScript and by keyboard
    expect(nav.querySelectorAll('details > summary')).toHaveLength(2);
    const labels = nav.querySelectorAll('a').map((a) => a.text.trim());
    expect(labels.slice(0, 9)).toEqual(['Home', 'House Cleaning', 'Deep Cleaning', 'Recurring Cleaning', 'Move-Out Cleaning', 'Maid Services', 'Office Cleaning', 'Airbnb Cleaning', 'All services']);
    expect(labels.slice(-6)).toEqual(['Blog', 'Reviews', 'FAQ', 'Careers', 'Pay with Bitcoin', 'Contact']);
    // the mobile menu's toggle: a native disclosure of its own, pointing at the nav it shows
    const toggle = header.querySelector('details.menu-toggle > summary')!;
    expect(toggle.getAttribute('aria-controls')).toBe(nav.getAttribute('id'));
    // the header's links: the brand, the menu, CALL NOW, TEXT US and GET A QUOTE, nothing twice
    expect(header.querySelectorAll('a')).toHaveLength(MENU.length + 4);
  });

  it('ends with CALL NOW (tel:), TEXT US (sms:) and GET A QUOTE (/quote/)', async () => {
    const actions = (await page('')).querySelectorAll('.header-actions a');
    expect(actions.map((a) => a.text.trim().replace(/\s+/g, ' '))).toEqual([`CALL NOW ${business.phone}`, `TEXT US ${business.phone}`, 'GET A QUOTE']);
    expect(actions.map((a) => a.getAttribute('href'))).toEqual([`tel:${business.phoneE164}`, `sms:${business.phoneE164}?&body=${encodeURIComponent(business.smsQuoteBody)}`, '/quote/']);
  });

  it("marks the current page's link with aria-current", async () => {
    const faq = (await page('faq')).querySelector('nav[aria-label="Main"]')!;
    expect(faq.querySelectorAll('[aria-current="page"]').map((a) => a.getAttribute('href'))).toEqual(['/faq/']);
    const novi = (await page('mi/novi')).querySelector('nav[aria-label="Main"]')!;
    expect(novi.querySelectorAll('[aria-current="page"]').map((a) => a.getAttribute('href'))).toEqual(['/mi/novi/']);
  });
});

describe('footer (spec part 2 section 2)', () => {
  it('has the contact block with tel:, sms:, mailto: and the hours of business.json', async () => {
    const contact = (await page('')).querySelector('footer .footer-contact')!;
    expect(contact.querySelector('address')!.text).toContain(business.address.street);
    const links = hrefs(contact);
    expect(links).toContain(`tel:${business.phoneE164}`);
    expect(links).toContain(`sms:${business.phoneE164}?&body=${encodeURIComponent(business.smsQuoteBody)}`);
    expect(links).toContain(`mailto:${business.email}`);
    const hours = contact.querySelectorAll('.footer-hours > div').map((row) => `${row.querySelector('dt')!.text}: ${row.querySelector('dd')!.text}`);
    expect(hours).toEqual(['Monday - Friday: 8:00 AM - 6:00 PM', 'Saturday: 9:00 AM - 4:00 PM', 'Sunday: Closed']);
  });

  it('links the accreditation badge and the social profiles in a new tab with rel=noopener', async () => {
    const contact = (await page('')).querySelector('footer .footer-contact')!;
    const badge = contact.querySelector('a.accreditation')!;
    expect(badge.getAttribute('href')).toBe(business.accreditation.url);
    expect(badge.getAttribute('target')).toBe('_blank');
    expect(badge.getAttribute('rel')).toContain('noopener');
    const social = contact.querySelectorAll('.footer-social a');
    expect(social.map((a) => a.getAttribute('href'))).toEqual(business.social.map((s: { url: string }) => s.url));
    for (const a of social) expect(a.getAttribute('rel')).toContain('noopener');
  });

  it('has quick links, services, resources, all fourteen locations and the legal links, in order', async () => {
    const footer = (await page('')).querySelector('footer')!;
    const column = (title: string) => footer.querySelectorAll('nav').find((n) => n.querySelector('h2')!.text.trim() === title) ?? null;
    expect(hrefs(column('Quick Links'))).toEqual(['/', '/quote/', '/services/', '/service-areas/', '/reviews/', '/faq/', '/contact/', '/bitcoin-payments/', '/accessibility/']);
    expect(hrefs(column('Services'))).toEqual(SERVICES);
    expect(hrefs(column('Resources'))).toEqual(['/blog/', '/blog/cities/', '/checklist/', '/careers/', '/blog/novi-house-cleaning-guide/']);
    expect(hrefs(column('Locations'))).toEqual(ALL_CITIES.map((c) => `/mi/${c}/`));
    expect(hrefs(footer.querySelector('.footer-legal'))).toEqual(['/privacy-policy/', '/terms-of-service/', '/sitemap/']);
  });
});

describe('the text-message links: the floating button, and the header\'s where the floating one has no room', () => {
  it('are sms: links with the pre-filled quote request and an accessible name, on every page', async () => {
    for (const route of ['', 'services', 'mi/wixom']) {
      const html = await page(route);
      const headerLink = html.querySelectorAll('header .header-actions a[href^="sms:"]');
      expect(headerLink).toHaveLength(1);
      const buttons = html.querySelectorAll('a.floating-text');
      expect(buttons).toHaveLength(1);
      expect(headerLink[0]!.getAttribute('href')).toBe(buttons[0]!.getAttribute('href'));
      const href = buttons[0]!.getAttribute('href')!;
      expect(href.startsWith(`sms:${business.phoneE164}?&body=`)).toBe(true);
      const body = decodeURIComponent(href.split('body=')[1]!);
      expect(body).toBe(business.smsQuoteBody);
      expect(body).toMatch(/quote/i);
      expect(buttons[0]!.getAttribute('aria-label')).toMatch(/^Text us .*quote/);
    }
  });
});

describe('new-tab links and images across the built site', () => {
  async function allHtml(dir = out): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
  }

  it('gives every target=_blank link rel=noopener and every <img> a width and height', async () => {
    const files = await allHtml();
    expect(files.length).toBeGreaterThan(100);
    let images = 0;
    for (const file of files) {
      const html = parse(await readFile(file, 'utf8'));
      for (const a of html.querySelectorAll('a[target="_blank"]')) {
        expect(a.getAttribute('rel') ?? '', `${file}: ${a.getAttribute('href')}`).toContain('noopener');
      }
      for (const img of html.querySelectorAll('img')) {
        images++;
        expect(Number(img.getAttribute('width')), `${file}: ${img.getAttribute('src')}`).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height')), `${file}: ${img.getAttribute('src')}`).toBeGreaterThan(0);
      }
    }
    expect(images).toBeGreaterThan(0);
  });

  it('writes an image catalogue: the vector artwork as its SVG, with a preview JPEG, all on disk', async () => {
    const catalogue: ImageCatalogue = JSON.parse(await readFile(path.join(out, 'assets/images/catalogue.json'), 'utf8'));
    expect(Object.keys(catalogue)).toEqual(expect.arrayContaining(['hero', 'team', 'services/deep', 'cities/milford', 'cities/keego-harbor']));
    for (const [key, entry] of Object.entries(catalogue)) {
      expect(entry.width / entry.height, key).toBeGreaterThan(0);
      // data/images/ holds only vector artwork: published as it is, one file for every width
      expect(entry.webp, key).toEqual([]);
      expect(entry.fallback, key).toEqual([{ width: entry.width, format: 'svg', url: expect.stringMatching(/^\/assets\/images\/.+-\d+\.[0-9a-f]{10}\.svg$/) }]);
      expect(entry.share?.url).toMatch(/^\/assets\/images\/.+-share\.[0-9a-f]{10}\.jpg$/);
      for (const variant of [...entry.fallback, entry.share!]) expect(existsSync(path.join(out, variant.url)), variant.url).toBe(true);
      expect(existsSync(path.join(out, `${entry.fallback[0]!.url}.br`))).toBe(true);
    }
  });

  it('renders <picture> with the SVG as the <img>, width and height set', async () => {
    const picture = (await page('')).querySelectorAll('main picture')[0];
    expect(picture, 'the home page shows at least one picture').toBeDefined();
    expect(picture!.querySelectorAll('source')).toHaveLength(0);
    const img = picture!.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/\.svg$/);
    expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    expect(img.getAttribute('decoding')).toBe('async');
    expect(['lazy', 'eager']).toContain(img.getAttribute('loading'));
  });
});

describe('image problems stop the build with a readable message', () => {
  it('names the close matches of an image key that no file provides', async () => {
    const copy = await copyData(SMALL_SITE);
    try {
      const images = path.join(copy.data, 'images/services');
      await rename(path.join(images, 'deep.svg'), path.join(images, 'deep-clean.svg'));
      const result = await runSite(['generate', '--data', copy.data, '--out', path.join(copy.root, 'dist')]);
      expect(result.code).toBe(1);
      // validation finds it at the services.csv cells that name it, before anything renders
      expect(result.stderr).toMatch(/services\.csv:3:12: image: no image "services\/deep"\. Did you mean "services\/deep-clean"/);
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace for a data mistake
      expect(existsSync(path.join(copy.root, 'dist'))).toBe(false);
    } finally {
      await copy.cleanup();
    }
  });

  it('refuses two source files for one image key', async () => {
    const copy = await copyData(SMALL_SITE);
    try {
      const images = path.join(copy.data, 'images');
      await copyFile(path.join(images, 'hero.svg'), path.join(images, 'hero.png'));
      const result = await runSite(['generate', '--data', copy.data, '--out', path.join(copy.root, 'dist')]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/hero\.(svg|png): a second source for the image "hero"/);
    } finally {
      await copy.cleanup();
    }
  });
});
