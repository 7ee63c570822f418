// The types of the copy files, as validated (placeholders unfilled); pages receive them Filled.
import type { z } from 'zod';
import type { articleCopy } from './article.ts';
import type { blogCopy } from './blog.ts';
import type { cityGuideCopy } from './city-guide.ts';
import type { cityGuidesCopy } from './city-guides.ts';
import type { homeCopy } from './home.ts';
import type { layoutCopy } from './layout.ts';

export type ArticleCopy = z.output<typeof articleCopy>;
export type BlogCopy = z.output<typeof blogCopy>;
export type CityGuideCopy = z.output<typeof cityGuideCopy>;
export type CityGuidesCopy = z.output<typeof cityGuidesCopy>;
export type HomeCopy = z.output<typeof homeCopy>;
export type LayoutCopy = z.output<typeof layoutCopy>;
