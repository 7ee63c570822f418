// Islands: the only components that run in the browser. name -> component (for the server
// render) and module file + export name (for the client entry that esbuild bundles).
// Props are plain JSON so the client hydrates with exactly what the server rendered.
import type { ComponentType } from 'react';
import { BlogSearch } from './BlogSearch.tsx';

export interface IslandDefinition {
  /** module path relative to templates/islands/ */
  file: string;
  exportName: string;
  component: ComponentType<never>;
}

export const islands: Record<string, IslandDefinition> = {
  // spec part 2 section 2: the blog index's search and categories (issue 6)
  'blog-search': { file: 'BlogSearch.tsx', exportName: 'BlogSearch', component: BlogSearch },
};

export type IslandName = keyof typeof islands;
