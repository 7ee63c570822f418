// The main text of a templated page, as the index gate measures it (issue 15 item 2): what its
// <main> shows a reader, in the order the template shows it, from the route alone, so that the
// gate decides before anything is rendered. Navigation is left out (breadcrumbs, link blocks,
// related-article cards, share links, an article's byline): it is there to move around the site,
// and every page of a kind carries the same kind of it. tests/generator/index-gate-text.test.ts
// checks that this text is the built pages' <main> text, word for word.
import type { Business } from '../shared/model/data.ts';
import type { Route, RouteOf } from '../shared/model/routes.ts';

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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of an HTML fragment: every tag is a word break (block elements sit side by side
 * without spaces in rendered markup), entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The closing call to action every templated page ends with (templates/components/CallToAction.tsx). */
function callToAction(business: Business, heading: string): string[] {
  return [heading, `Free quotes with no hidden fees. Most visits are scheduled within ${business.promises.schedulingWindow}.`, 'Get Free Quote', `Call ${business.phone}`, 'Text Us'];
}

function cityServiceText({ props }: RouteOf<'cityService'>, business: Business): string[] {
  const { city, service } = props;
  const code = business.state.code;
  return [
    `${service.title} in ${city.name}, ${code}`,
    `From ${service.startingPrice}. Insured, background-checked cleaners serving ${city.name} and ${city.county} County.`,
    'Get Free Quote',
    'Text Us',
    `${service.title} for ${city.name} homes and businesses`,
    ...(props.introHtml ? [htmlText(props.introHtml)] : props.intro),
    `What ${service.name} includes`,
    ...service.included,
    `About our ${service.name}`,
    props.excerpt,
    `More about ${service.name}`,
    `Why ${city.name} chooses ${business.name}`,
    ...props.reasons.flatMap((reason) => [reason.title, reason.text]),
    `Benefits of ${service.name}`,
    ...service.benefits,
    'Who it is for',
    service.idealFor,
    `Serving all of ${city.name}`,
    `We clean across ${city.name} and ${city.county} County in ZIP codes ${city.zipCodes.join(', ')}${city.landmarks.length > 0 ? `, near ${city.landmarks.join(', ')}` : ''}.`,
    `Cleaning in ${city.name}: neighborhoods, reviews and every service`,
    `${service.title} in ${city.name}: questions`,
    ...props.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ...(props.testimonial ? ['From one of our customers', props.testimonial.text, props.testimonial.author.name, props.testimonial.author.location] : []),
    ...callToAction(business, `Book ${service.name} in ${city.name}`),
  ];
}

function cityHubText({ props }: RouteOf<'cityHub'>, business: Business): string[] {
  const { city, content, guide } = props;
  return [
    `Cleaning Services in ${city.name}, ${business.state.code}`,
    content?.lead ?? city.description,
    'County',
    `${city.county} County`,
    'ZIP codes',
    city.zipCodes.join(', '),
    'Population',
    city.population.toLocaleString('en-US'),
    ...(content ? [...content.claims.flatMap((claim) => [claim.value, claim.label]), 'Get a Free Quote', 'Text Us'] : []),
    ...(content ? [`Cleaning in ${city.name}`, ...(content.lead ? [city.description] : []), htmlText(content.bodyHtml)] : []),
    `Most-booked cleaning in ${city.name}`,
    ...props.featured.flatMap((card) => [card.title, card.description, `From ${card.startingPrice}`]),
    // the other services are a <nav> of links: navigation, not text
    ...(props.landmarkDetails.length > 0 || props.otherLandmarks.length > 0 ? [`Around ${city.name}`] : []),
    ...props.landmarkDetails.flatMap((landmark) => [landmark.name, landmark.detail]),
    ...(props.otherLandmarks.length > 0 ? [`Also close to our routes: ${props.otherLandmarks.join(', ')}.`] : []),
    ...(content ? [`Why ${city.name} families choose ${business.name}`, ...content.reasons.flatMap((reason) => [reason.title, reason.text])] : []),
    ...(content && content.neighborhoodGroups.length > 0
      ? [
          `${city.name} neighbourhoods we serve`,
          ...content.neighborhoodGroups.flatMap((group) => [group.title, group.text, ...(group.neighborhoods.length > 0 ? [group.neighborhoods.join(' · ')] : [])]),
        ]
      : city.neighborhoods.length > 0
        ? [`${city.name} neighbourhoods we serve`, ...city.neighborhoods]
        : []),
    ...(props.testimonials.length > 0
      ? [`What ${city.name} customers say`, ...props.testimonials.flatMap((t) => [t.text, t.author.name, t.author.location])]
      : []),
    ...(guide
      ? [
          `${city.name} cleaning guides`,
          guide.description,
          ...guide.highlights,
          ...guide.articles.flatMap((article) => [article.title, article.excerpt]),
          `All ${city.name} guides`,
        ]
      : []),
    `${city.name} cleaning questions`,
    ...props.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ...callToAction(business, `Get a free quote for your ${city.name} home`),
  ];
}

function cityArticleText({ props }: RouteOf<'cityArticle'>): string[] {
  const { copy, article } = props;
  return [
    article.category,
    article.title,
    copy.quoteButton,
    htmlText(article.bodyHtml),
    copy.promo.heading,
    htmlText(copy.promo.text.html),
    copy.promo.button,
    htmlText(copy.promo.call.html),
    copy.viewAll,
  ];
}

/** The main text of a templated page (see above). */
export function mainText(route: GatedRoute, business: Business): string {
  const parts = route.kind === 'cityService' ? cityServiceText(route, business) : route.kind === 'cityHub' ? cityHubText(route, business) : cityArticleText(route);
  return parts.join(' ');
}
