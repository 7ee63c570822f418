// Sentences assembled from data for the programmatic pages. Kept apart from the route wiring so
// the wording can be read (and improved) in one place.
import type { Business, City, Service, SiteData } from '../../shared/model/data.ts';
import { fillCopy, siteValues } from './fill.ts';
import type { Faq } from '../../shared/model/head.ts';
import { andList } from '../../shared/service-area.ts';
import { htmlText } from '../page-text.ts';

/** The reasons to choose the business (data/blocks/why-us.md). */
export function reasonsToChoose(site: SiteData): { title: string; text: string }[] {
  return fillCopy(site.copy['blocks/why-us'].reasons, siteValues(site));
}

// Used where seo-keywords.csv has no intro for the page. Keywords steer titles and headings but are
// never printed as a list in the copy (issue 15: it reads as keyword stuffing).
export function cityServiceIntro(city: City, service: Service, business: Business): string[] {
  const zips = city.zipCodes.join(', ');
  const around = city.neighborhoods.slice(0, 2);
  return [
    `${service.title} in ${city.name}, ${business.state.code} (${zips}): ${service.shortDescription}`,
    `${business.name} sends the same trained crew to ${city.name} homes and businesses${around.length > 0 ? `, from ${andList(around)}` : ''} and across ${city.county} County, with supplies and equipment brought along.`,
  ];
}

export function cityServiceFaqs(city: City, service: Service, business: Business): Faq[] {
  return [
    {
      question: `How much does ${service.name} cost in ${city.name}?`,
      answer: `${service.title} in ${city.name} starts at ${service.startingPrice}. The final price depends on the size and condition of the space and any add-ons; your free quote lists it before anything is booked, with no hidden fees.`,
    },
    {
      question: `What makes ${business.name} different from other cleaners in ${city.name}?`,
      answer: `We are a local, insured team with ${business.yearsExperience}+ years in ${business.region} and a ${business.rating} rating from ${business.reviewCount} reviews. Every visit follows a written checklist, and if anything is missed we re-clean it free when you tell us within ${business.promises.recleanWindow}.`,
    },
    {
      question: `Do you serve all of ${city.name}?`,
      answer: `Yes. We cover every ${city.name} ZIP code (${city.zipCodes.join(', ')})${city.neighborhoods.length > 0 ? `, including ${andList(city.neighborhoods.slice(0, 3))}` : ''}, and the rest of ${city.county} County.`,
    },
  ];
}

export function cityHubFaqs(city: City, business: Business): Faq[] {
  return [
    {
      question: `Which ${city.name} neighborhoods do you serve?`,
      answer: `All of them. Our crews regularly clean in ${andList(city.neighborhoods.length > 0 ? city.neighborhoods : [city.name])}, and every ${city.name} ZIP code: ${city.zipCodes.join(', ')}.`,
    },
    {
      question: `How soon can you clean my ${city.name} home?`,
      answer: `Most ${city.name} visits are scheduled within ${business.promises.schedulingWindow} of your quote, and we confirm the date and time by text. Book about a week ahead, or two to three weeks ahead for deep cleans and move-in or move-out cleans.`,
    },
    {
      question: `What makes you different from other cleaning services in ${city.name}?`,
      answer: `${business.name} is a local company based in ${business.address.city}, not a national franchise. You get a free quote with no hidden fees, insured and background-checked cleaners, and a 100% satisfaction guarantee.`,
    },
  ];
}

/** Where a service excerpt stops: after the sentence that reaches this many characters. */
const EXCERPT_CHARS = 160;

/** The opening sentences of a service's own page (data/services/{slug}.md) as text, for its
 * city-service pages (issue 15: the service's own content, with a link to the rest). Kept short:
 * the same words stand on every town's page of the service. */
export function serviceExcerpt(service: Service): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(service.bodyHtml);
  const paragraph = htmlText(first ? first[1]! : service.bodyHtml) || service.shortDescription;
  const sentences = paragraph.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g) ?? [paragraph];
  let excerpt = '';
  for (const sentence of sentences) {
    excerpt += sentence;
    if (excerpt.length >= EXCERPT_CHARS) break;
  }
  return excerpt.trim();
}
