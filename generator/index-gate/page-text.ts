// The main text of a templated page, as the index gate measures it: what its
// <main> shows a reader, in the order the template shows it, from the route alone, so that the
// gate decides before anything is rendered. Navigation is left out (breadcrumbs, link blocks,
// related-article cards, share links, an article's byline): it is there to move around the site,
// and every page of a kind carries the same kind of it. tests/generator/index-gate-text.test.ts
// checks that this text is the built pages' <main> text, word for word.
import type { Business, SiteData } from '../../shared/model/data.ts';
import type { Route, RouteOf } from '../../shared/model/routes.ts';
import type { Filled } from '../../shared/model/copy/index.ts';
import type { LayoutCopy } from '../../shared/model/copy/types.ts';
import { fillCopy, siteValues } from '../routes/index.ts';
import { htmlText } from '../support/html-text.ts';
import { shownTestimonial } from '../../shared/model/pages.ts';

/** The kinds built from a template over a table, whose pages the gate compares with each other. */
export const GATED_KINDS = ['cityService', 'cityHub', 'cityArticle'] as const;
export type GatedKind = (typeof GATED_KINDS)[number];
export type GatedRoute = Extract<Route, { kind: GatedKind }>;

export function isGated(route: Route): route is GatedRoute {
  return (GATED_KINDS as readonly string[]).includes(route.kind);
}

/** The elements of <main> that are not the page's text: navigation (see above) and scripts (an
 * article's JSON-LD sits in its header). */
export const NOT_TEXT_SELECTORS = ['script', 'nav', '.link-block', '.related-articles', '.share-links', '.article-meta'];

/** What a gated page's text takes besides its route: the business profile and the shared words
 * of data/blocks/layout.md (the closing call to action's text and buttons). */
export interface SharedWords {
  business: Business;
  layout: Filled<LayoutCopy>;
}

const sharedBySite = new WeakMap<SiteData, SharedWords>();

export function sharedWords(site: SiteData): SharedWords {
  let words = sharedBySite.get(site);
  if (!words) sharedBySite.set(site, (words = { business: site.business, layout: fillCopy(site.copy['blocks/layout'], siteValues(site)) }));
  return words;
}

/** The closing call to action every templated page ends with (templates/components/CallToAction.tsx). */
function callToAction({ layout }: SharedWords, heading: string): string[] {
  return [heading, htmlText(layout.callToAction.text.html), layout.buttons.quote, layout.buttons.call, layout.buttons.text];
}

/** The parts of a page's text, each under the name the writing plan gives a marketer (plan.ts
 * says where each comes from). Texts of a part that the page lacks are left out. */
export type PagePart = { part: string; texts: string[] };

const part = (name: string, ...texts: string[]): PagePart => ({ part: name, texts });

function cityServiceText({ props }: RouteOf<'cityService'>, shared: SharedWords): PagePart[] {
  const { words, service } = props;
  const testimonial = shownTestimonial(props);
  return [
    part('hero', words.hero.heading, words.hero.lead, words.hero.quoteButton, words.hero.textButton),
    part('intro', words.intro.heading, ...(props.introHtml ? [htmlText(props.introHtml)] : props.intro)),
    part('included', words.included.heading, ...service.included),
    // a town-first page (routes/town-first.ts) links the service's page for its generic blocks
    ...(props.townFirst
      ? [part('about', words.about.link), part('reasons', words.reasons.heading, ...props.reasons.map((reason) => reason.title))]
      : [
          part('about', words.about.heading, props.excerpt, words.about.link),
          part('reasons', words.reasons.heading, ...props.reasons.flatMap((reason) => [reason.title, reason.text])),
          part('benefits', words.benefits.heading, ...service.benefits),
          part('idealFor', words.idealFor.heading, service.idealFor),
        ]),
    part('area', words.area.heading, words.area.text, words.area.link),
    part('faq', words.faq.heading, ...props.faqs.flatMap((faq) => [faq.question, faq.answer])),
    part('testimonial', ...(testimonial ? [testimonial.heading, testimonial.testimonial.text, testimonial.testimonial.author.name, testimonial.testimonial.author.location] : [])),
    part('callToAction', ...callToAction(shared, words.callToAction.heading)),
  ];
}

function cityHubText({ props }: RouteOf<'cityHub'>, shared: SharedWords): PagePart[] {
  const { words, city, content, guide } = props;
  return [
    part(
      'hero',
      words.hero.heading,
      content?.lead ?? city.description,
      words.hero.county,
      words.hero.countyValue,
      words.hero.zipCodes,
      city.zipCodes.join(', '),
      words.hero.population,
      city.population.toLocaleString('en-US'),
      ...(content ? [...content.claims.flatMap((claim) => [claim.value, claim.label]), words.hero.quoteButton, words.hero.textButton] : []),
    ),
    part('about', ...(content ? [words.about.heading, ...(content.lead ? [city.description] : []), htmlText(content.bodyHtml)] : [])),
    part('featured', words.services.heading, ...props.featured.flatMap((card) => [card.title, card.description, `From ${card.startingPrice}`])),
    // the other services are a <nav> of links: navigation, not text
    part(
      'landmarks',
      ...(props.landmarkDetails.length > 0 || props.otherLandmarks.length > 0 ? [words.landmarks.heading] : []),
      ...props.landmarkDetails.flatMap((landmark) => [landmark.name, landmark.detail]),
      ...(props.otherLandmarks.length > 0 ? [words.landmarks.others] : []),
    ),
    part('reasons', ...(content ? [words.reasons.heading, ...content.reasons.flatMap((reason) => [reason.title, reason.text])] : [])),
    part(
      'neighborhoods',
      ...(content && content.neighborhoodGroups.length > 0
        ? [
            words.neighborhoods.heading,
            ...content.neighborhoodGroups.flatMap((group) => [group.title, group.text, ...(group.neighborhoods.length > 0 ? [group.neighborhoods.join(' · ')] : [])]),
          ]
        : city.neighborhoods.length > 0
          ? [words.neighborhoods.heading, ...city.neighborhoods]
          : []),
    ),
    part('testimonials', ...(props.testimonials.length > 0 ? [words.testimonials.heading, ...props.testimonials.flatMap((t) => [t.text, t.author.name, t.author.location])] : [])),
    part('guide', ...(guide ? [words.guides.heading, guide.description, ...guide.highlights, ...guide.articles.flatMap((article) => [article.title, article.excerpt]), words.guides.all] : [])),
    part('faq', words.faq.heading, ...props.faqs.flatMap((faq) => [faq.question, faq.answer])),
    part('callToAction', ...callToAction(shared, words.callToAction.heading)),
  ];
}

function cityArticleText({ props }: RouteOf<'cityArticle'>): PagePart[] {
  const { copy, article } = props;
  return [
    part('heading', article.category, article.title, copy.quoteButton),
    part('body', htmlText(article.bodyHtml)),
    part('promo', copy.promo.heading, htmlText(copy.promo.text.html), copy.promo.button, htmlText(copy.promo.call.html), copy.viewAll),
  ];
}

/** The main text of a templated page part by part, in the order the template shows them. */
export function mainParts(route: GatedRoute, shared: SharedWords): PagePart[] {
  return route.kind === 'cityService' ? cityServiceText(route, shared) : route.kind === 'cityHub' ? cityHubText(route, shared) : cityArticleText(route);
}

/** The main text of a templated page (see above). */
export function mainText(route: GatedRoute, shared: SharedWords): string {
  return mainParts(route, shared)
    .flatMap((p) => p.texts)
    .join(' ');
}
