// Sentences assembled from data for the programmatic pages. Kept apart from the route wiring so
// the wording can be read (and improved) in one place.
import type { City, Service, ServiceCategory, SiteData } from '../../shared/model/data.ts';
import type { CityServiceCopy } from '../../shared/model/copy/types.ts';
import { forTown } from '../../shared/model/copy/town-text.ts';
import { fillCopy, fillText, siteValues, type Values } from './fill.ts';
import type { QuestionAndAnswer } from '../../shared/model/head.ts';
import type { ServiceCategoryGroup } from '../../shared/model/pages.ts';
import { andList } from '../../shared/service-area.ts';
import { htmlText } from '../support/html-text.ts';

type TownQuestion = CityServiceCopy['faqs'][number];

/** The reasons to choose the business (data/blocks/why-us.md). */
export function reasonsToChoose(site: SiteData): { title: string; text: string }[] {
  return fillCopy(site.copy['blocks/why-us'].reasons, siteValues(site));
}

/** The reasons on a page of a service: its category's own when it has some (an office's page does
 * not read a home's wording), else the business's. */
export function reasonsFor(site: SiteData, category: ServiceCategory): { title: string; text: string }[] {
  const whyUs = site.copy['blocks/why-us'];
  return fillCopy(whyUs.categories.find((c) => c.id === category)?.reasons ?? whyUs.reasons, siteValues(site));
}

/** The service categories (data/blocks/why-us.md) that hold a service, in their order, with their
 * words filled and their services in catalogue order. */
export function serviceCategories(site: SiteData): ServiceCategoryGroup[] {
  const values = siteValues(site);
  return site.copy['blocks/why-us'].categories.flatMap(({ id, heading, label, artwork }) => {
    const services = site.services.filter((s) => s.category === id);
    return services.length > 0 ? [{ id, heading: fillText(heading, values), label: fillText(label, values), artwork, services }] : [];
  });
}

/** The list placeholders of a town's pages: its neighbourhoods and landmarks as a sentence names them. */
export function townListValues(city: Pick<City, 'neighborhoods' | 'landmarks'>): Values {
  return {
    'town.neighborhoods': andList(city.neighborhoods),
    'town.twoNeighborhoods': andList(city.neighborhoods.slice(0, 2)),
    'town.threeNeighborhoods': andList(city.neighborhoods.slice(0, 3)),
    'town.landmarks': city.landmarks.join(', '),
  };
}

// Used where seo-keywords.csv has no intro for the page. Keywords steer titles and headings but are
// never printed as a list in the copy: it reads as keyword stuffing (docs/decisions.md#keyword-copy).
export function cityServiceIntro(copy: CityServiceCopy, city: City, values: Values): string[] {
  return copy.intro.paragraphs.map((paragraph) => fillText(forTown(paragraph, city), values));
}

/** A copy file's questions for one town, each answer in the wording for that town. */
export function townQuestions(questions: readonly TownQuestion[], city: City, values: Values): QuestionAndAnswer[] {
  return questions.map(({ question, answer, withoutNeighborhoods }) => ({
    question: fillText(question, values),
    answer: fillText(forTown({ text: answer, withoutNeighborhoods }, city), values),
  }));
}

/** Where a service excerpt stops: after the sentence that reaches this many characters. */
const EXCERPT_CHARS = 160;

/** The opening sentences of a service's own page (data/services/{slug}.md) as text, for its
 * city-service pages (the service's own content, with a link to the rest:
 * docs/decisions.md#keyword-copy). Kept short: the same words stand on every town's page of the
 * service. */
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
