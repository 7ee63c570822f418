// Islands: the only components that run in the browser. name -> component (for the server
// render) and module file + export name (for the client entry that esbuild bundles).
// Props are plain JSON so the client hydrates with exactly what the server rendered.
import type { ComponentType } from 'react';
import { BlogSearch } from './BlogSearch.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { HomeReviews } from './HomeReviews.tsx';
import { QuoteWidget } from './QuoteWidget.tsx';
import { ReviewsFeed } from './ReviewsFeed.tsx';
import { ReviewsSummary } from './ReviewsSummary.tsx';
import type { HydrateWhen } from '../../shared/model/site.ts';

export interface IslandDefinition {
  /** module path relative to templates/islands/ */
  file: string;
  /** the React component to hydrate, or for client 'dom' a function (root, props) => void */
  exportName: string;
  /** what the server renders inside the marker */
  component: ComponentType<never>;
  hydrate: HydrateWhen;
  /** 'react' (default) hydrates `exportName` with hydrateRoot; 'dom' calls it with the island's
   * root element and props and ships no React at all (the quote widget only adds a script tag) */
  client?: 'react' | 'dom';
}

export const islands: Record<string, IslandDefinition> = {
  // the blog index's search and categories (docs/requirements.md#blog-index); plain DOM code, no
  // React, so the controls show at once for a couple of kilobytes
  'blog-search': { file: 'blog-search.ts', exportName: 'mountBlogSearch', component: BlogSearch, hydrate: 'load', client: 'dom' },
  // the contact form (docs/requirements.md#contact-form): live once the visitor starts filling it in
  'contact-form': { file: 'ContactForm.tsx', exportName: 'ContactForm', component: ContactForm, hydrate: 'interaction' },
  // the careers application with its toasts (docs/requirements.md#job-application), live on first use
  'application-form': { file: 'ApplicationForm.tsx', exportName: 'ApplicationForm', component: ApplicationForm, hydrate: 'interaction' },
  // home reviews, one live review beside the testimonials (docs/requirements.md#home-reviews); far
  // below the fold, so React loads only when the section comes near
  'home-reviews': { file: 'HomeReviews.tsx', exportName: 'HomeReviews', component: HomeReviews, hydrate: 'visible' },
  // /reviews/ average and count (in the hero, so React-free and started at
  // once) and the live list below it, sharing one request (reviews-request.ts)
  'reviews-summary': { file: 'reviews-summary.ts', exportName: 'mountReviewsSummary', component: ReviewsSummary, hydrate: 'load', client: 'dom' },
  'reviews-feed': { file: 'ReviewsFeed.tsx', exportName: 'ReviewsFeed', component: ReviewsFeed, hydrate: 'visible' },
  // /quote/ provider widget, loaded when the page is entered (docs/requirements.md#quote-page; even when
  // the page comes back scrolled away from it); plain DOM code, no React, under 1 KB
  'quote-widget': { file: 'quote-widget.ts', exportName: 'mountQuoteWidget', component: QuoteWidget, hydrate: 'load', client: 'dom' },
};
