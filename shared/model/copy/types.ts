// The types of the copy files, as validated (placeholders unfilled); pages receive them Filled.
import type { z } from 'zod';
import type { homeCopy } from './home.ts';
import type { layoutCopy } from './layout.ts';

export type HomeCopy = z.output<typeof homeCopy>;
export type LayoutCopy = z.output<typeof layoutCopy>;
/** The layout words of the components that also run in the browser (islands receive them). */
export type BrowserWords = Pick<LayoutCopy, 'reviews' | 'articles'>;
