// The blog's data model (docs/requirements.md#blog-articles; docs/decisions.md#city-guides-from-one-table): the front
// matter of data/articles/*.md and the rows of city-guides.csv and city-articles.csv. The types in
// data.ts come from these schemas.
import { z } from 'zod';
import { frontMatterText as text, isoDate, nonEmptyPipeList, optionalText, requiredText, slug } from './cells.ts';

const textList = z.array(z.string().trim().min(1), { error: 'expected a list, like [one, two]' });

export const upcomingSchema = z.object({ status: z.literal('coming-soon'), title: text, description: text, category: text });

export const articleSchema = z.object({
  status: z.literal('published').optional(),
  title: text,
  description: text,
  date: z.string({ error: 'is required' }).pipe(isoDate),
  author: text,
  category: text,
  tags: textList.default([]),
  image: text,
  related: z.array(slug, { error: 'expected a list of article slugs, like [winter-checklist]' }).default([]),
  promotion: text.optional(),
  readingMinutes: z.number({ error: 'expected a whole number of minutes' }).int().positive().optional(),
});

export const cityGuideRow = z.object({
  city: slug,
  description: requiredText,
  // three highlights per city (docs/requirements.md#city-guides)
  highlights: nonEmptyPipeList.refine((items) => items.length === 3, 'expected exactly three highlights, separated by |'),
  image: optionalText,
  promo_service: slug,
});

export const cityArticleRow = z.object({
  city: slug,
  slug,
  title: requiredText,
  excerpt: requiredText,
  date: isoDate,
  author: requiredText,
  category: requiredText,
  image: optionalText,
  template: slug,
});
