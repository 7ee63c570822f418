// The dedicated Novi page at /novi/ (spec part 2 section 2, "Dedicated Novi page"; DESIGN decision 4:
// /locations/novi redirects here). Its business facts come from business.json like every other
// page (DESIGN decision 1), not the spec's Mo-Sa hours or 150 reviews.
import type { City, Service, Testimonial } from '../../shared/model/data.ts';
import { faqJsonLd, type RouteContext } from '../head.ts';
import type { Faq } from '../../shared/model/head.ts';
import { reasonsToChoose } from './copy.ts';
import { testimonialsFor } from './cities.ts';
import { page } from './page.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import type { NeighborhoodGroup } from '../../shared/model/pages.ts';

const NOVI = 'novi';
const TESTIMONIALS_SHOWN = 3;

// spec part 2: four service blocks (regular, deep, move-in/out, office)
const SERVICE_BLOCKS: { slug: string; title: string; text: string }[] = [
  {
    slug: 'recurring-cleaning',
    title: 'Regular House Cleaning',
    text: 'Weekly, every-other-week or monthly visits from the same crew, who learn how you like the kitchen left and which rooms the kids and dogs hit hardest.',
  },
  {
    slug: 'deep-cleaning',
    title: 'Deep Cleaning',
    text: 'Baseboards, vents, window tracks and the grime behind appliances: the once-a-season clean most Novi families book after salt and slush season ends.',
  },
  {
    slug: 'move-out-cleaning',
    title: 'Move-In/Move-Out Cleaning',
    text: 'Empty-house cleaning inside cabinets, ovens and fridges, timed around closings, lease ends and moving trucks.',
  },
  {
    slug: 'office-cleaning',
    title: 'Office Cleaning',
    text: 'After-hours cleaning for offices and suites along Grand River, Novi Road and Haggerty, with restrooms, break rooms and floors done before Monday.',
  },
];

// Our own grouping of Novi's neighbourhoods; names must match the novi row of data/cities.csv.
// Any neighbourhood added there later and not named here lands in the last group.
const GROUPS: NeighborhoodGroup[] = [
  {
    title: 'Walled Lake shoreline',
    text: 'Lake cottages and rebuilt lake houses near Lakeshore Park, where sand, boat-season mud and big lake-facing windows set the cleaning list.',
    neighborhoods: ['Lakeshore Village'],
  },
  {
    title: 'Island Lake and west Novi',
    text: 'Newer subdivisions off Wixom and Napier roads with two-story great rooms, open staircases and plenty of hardwood to keep streak-free.',
    neighborhoods: ['Island Lake of Novi'],
  },
  {
    title: 'Vistas and the Beck Road corridor',
    text: 'Large family homes between Ten Mile and Grand River, close to Providence Park, often booked for biweekly visits.',
    neighborhoods: ['Vistas of Novi'],
  },
  {
    title: 'Meadowbrook and south-east Novi',
    text: 'Established neighbourhoods with mature trees and 1970s and 1980s floor plans, where finished basements and original tile need careful hands.',
    neighborhoods: ['Meadowbrook Lake', 'Dunbarton Pines'],
  },
  {
    title: 'Central Novi near the library',
    text: 'Family subdivisions close to the schools and the Novi Public Library on Ten Mile, busy with school-year schedules.',
    neighborhoods: ['Pioneer Meadows'],
  },
  {
    title: 'Maples of Novi and north Novi',
    text: 'Condominiums and golf-course homes in the north end, plus apartments and townhouses around Twelve Oaks Mall.',
    neighborhoods: ['Maples of Novi'],
  },
];

/** Keeps the groups' names that the city row lists, and puts the rest in the last group. */
export function neighborhoodGroups(city: City): NeighborhoodGroup[] {
  const listed = new Set(city.neighborhoods);
  const named = new Set(GROUPS.flatMap((g) => g.neighborhoods));
  const rest = city.neighborhoods.filter((n) => !named.has(n));
  return GROUPS.map((group, i) => ({
    ...group,
    neighborhoods: [...group.neighborhoods.filter((n) => listed.has(n)), ...(i === GROUPS.length - 1 ? rest : [])],
  }));
}

/** Novi testimonials first, then others in file order, three in all (spec part 2). */
export function noviTestimonials(city: City, all: Testimonial[]): Testimonial[] {
  const local = testimonialsFor(city, all);
  const others = all.filter((t) => !local.includes(t));
  return [...local, ...others].slice(0, TESTIMONIALS_SHOWN);
}

function noviFaqs(city: City, services: Map<string, Service>): Faq[] {
  const price = (slug: string) => services.get(slug)?.startingPrice;
  const prices = [
    ['general house cleaning', price('general-cleaning')],
    ['recurring visits', price('recurring-cleaning')],
    ['a deep clean', price('deep-cleaning')],
  ].filter((p): p is [string, string] => p[1] !== undefined);
  return [
    {
      question: 'How much does house cleaning cost in Novi?',
      answer: `${prices.map(([name, from]) => `${name[0]!.toUpperCase()}${name.slice(1)} starts at ${from}`).join(', ')}. The final price depends on the size of the home, how long since its last professional clean and any extras such as inside the oven or fridge. Your free quote lists the exact price before anything is booked, with no hidden fees.`,
    },
    {
      question: 'Which parts of Novi do you cover?',
      answer: `All of Novi, ZIP codes ${city.zipCodes.join(', ')}: from the Walled Lake shoreline and Twelve Oaks down to the Ten Mile subdivisions, including ${city.neighborhoods.slice(0, 4).join(', ')} and their neighbours. Our crews drive over from Milford and are in Novi every week.`,
    },
    {
      question: 'How often should I schedule a cleaning?',
      answer: 'Most Novi households book every other week, which keeps kitchens and bathrooms under control without paying for weekly visits. Homes with pets, young children or allergies often go weekly; smaller or quieter homes do well monthly. Add a deep clean once or twice a year, usually in spring.',
    },
    {
      question: 'Are your cleaning products safe for children and pets?',
      answer: 'Yes. We clean with low-odour, eco-friendly products by default and keep them with us, never left within reach. Tell us about allergies or sensitive surfaces such as marble or unsealed wood and we adjust, or we can use products you supply.',
    },
  ];
}

export function noviRoute(ctx: RouteContext): RouteOf<'novi'> {
  const { business, cities, services, availability, testimonials } = ctx.site;
  const city = cities.find((c) => c.slug === NOVI);
  // The page, the redirect /locations/novi and the city guides all assume Novi is served.
  if (!city) throw new Error('data/cities.csv has no "novi" row, which the dedicated Novi page (/novi/) needs');
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  const offered = new Set(availability.get(NOVI) ?? []);
  const faqs = noviFaqs(city, bySlug);
  return page(ctx, {
    kind: 'novi',
    path: '/novi/',
    title: 'House Cleaning in Novi, MI: Trusted Local Cleaners',
    description: `Novi house cleaning from a local, insured team: ${business.homesCleaned}+ homes cleaned, rated ${business.rating} from ${business.reviewCount} reviews, with a 100% satisfaction guarantee. Regular, deep, move-out and office cleaning.`,
    source: 'dedicated Novi page',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Service Areas', path: '/service-areas/' },
      { name: 'Novi', path: '/novi/' },
    ],
    jsonLd: [faqJsonLd(faqs)],
    props: {
      city,
      claims: [
        { value: `${business.homesCleaned}+`, label: 'homes cleaned' },
        { value: `${business.rating}`, label: `rating from ${business.reviewCount} reviews` },
        { value: '100%', label: 'satisfaction guarantee' },
      ],
      reasons: [
        ...reasonsToChoose(business),
        {
          title: 'In Novi every week',
          text: `Our crews already work in ${city.zipCodes.join(', ')} each week, so a new visit slots into an existing route instead of a special trip.`,
        },
        {
          title: 'Text us any time',
          text: 'Send a text day or night to ask a question, move a visit or request a quote; we reply during business hours.',
        },
      ],
      services: SERVICE_BLOCKS.flatMap((block) => {
        const service = bySlug.get(block.slug);
        if (!service) return [];
        return [
          {
            title: block.title,
            text: block.text,
            startingPrice: service.startingPrice,
            path: `/services/${service.slug}/`,
            localPath: offered.has(service.slug) ? `/mi/${NOVI}/${service.slug}/` : undefined,
          },
        ];
      }),
      groups: neighborhoodGroups(city),
      testimonials: noviTestimonials(city, testimonials),
      faqs,
    },
  });
}
