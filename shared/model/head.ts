// The head of a page and its structured data: what the generator computes per route and the
// document template writes into <head>.

export interface Head {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  /** image catalogue keys for the link preview (og:image), best first; the first that exists is used */
  shareImage: string[];
  /** pages that must not be indexed (404, redirect stubs); 'follow': a templated page the index
   * gate held back (docs/decisions.md#index-gate), whose links a crawler should still follow */
  noindex?: boolean | 'follow';
}

export interface Crumb {
  name: string;
  path: string;
}

export type JsonLd = Record<string, unknown>;

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}
