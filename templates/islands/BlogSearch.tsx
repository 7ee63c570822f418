// The blog index's search and category filter (docs/requirements.md#blog-index). The server renders the full list with the controls hidden, so without
// JavaScript every article still shows; in the browser a plain DOM island (blog-search.ts) shows
// the controls and filters the cards over titles and excerpts. It never loads React: the page
// ships a couple of kilobytes of script instead of React's eighty. Its words are
// data/pages/blog.md's `search`, passed in by the page.
import { useId } from 'react';
import type { ArticleCard as Card, BlogIndexProps } from '../../shared/model/pages.ts';
import { ArticleCard } from '../components/ArticleCard.tsx';

export interface BlogSearchProps {
  cards: Card[];
  categories: string[];
  /** the label, example terms, filter names and messages; `count` keeps {{search.shown}} and
   * {{search.total}}, filled in the browser as the visitor types */
  words: BlogIndexProps['copy']['search'];
}

export function BlogSearch({ cards, categories, words }: BlogSearchProps) {
  const id = useId();
  return (
    <div className="blog-search">
      <form role="search" className="blog-search-form" hidden>
        <label htmlFor={`${id}q`}>{words.label}</label>
        <input id={`${id}q`} type="search" name="q" defaultValue="" placeholder={words.placeholder} autoComplete="off" />
        <div role="group" aria-label={words.categoriesLabel} className="category-chips">
          {['', ...categories].map((name) => (
            <button key={name || 'all'} type="button" aria-pressed={name === ''}>
              {name || words.allCategories}
            </button>
          ))}
        </div>
      </form>
      <p className="blog-search-count" aria-live="polite" />
      <ul className="article-grid">
        {cards.map((card) => (
          <li key={card.title}>
            <ArticleCard card={card} />
          </li>
        ))}
      </ul>
      <p className="blog-search-empty" hidden={cards.length !== 0}>
        {words.empty}
      </p>
    </div>
  );
}
