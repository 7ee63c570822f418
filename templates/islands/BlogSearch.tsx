// The blog index's search and category filter (issue 6: the original's search box and category
// chips did nothing). The server renders the full list with the controls hidden, so without
// JavaScript every article still shows; once hydrated, the controls appear and filter the cards
// over titles and excerpts. Its words are data/pages/blog.md's `search`, passed in by the page.
import { useEffect, useId, useState } from 'react';
import type { ArticleCard as Card, BlogIndexProps } from '../../shared/model/pages.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { ArticleCard } from '../components/ArticleCard.tsx';

export interface BlogSearchProps {
  cards: Card[];
  categories: string[];
  /** the label, example terms, filter names and messages; `count` keeps {{search.shown}} and
   * {{search.total}}, filled here as the visitor types */
  words: BlogIndexProps['copy']['search'];
}

/** Every word of the query must appear in the title or the excerpt, case and accents ignored. */
export function matches(card: Card, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const haystack = fold(`${card.title} ${card.excerpt}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function BlogSearch({ cards, categories, words }: BlogSearchProps) {
  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const id = useId();
  useEffect(() => setReady(true), []);
  const shown = cards.filter((card) => (!category || card.category === category) && matches(card, query));
  return (
    <div className="blog-search">
      <form role="search" className="blog-search-form" hidden={!ready} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}q`}>{words.label}</label>
        <input
          id={`${id}q`}
          type="search"
          name="q"
          value={query}
          placeholder={words.placeholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <div role="group" aria-label={words.categoriesLabel} className="category-chips">
          {['', ...categories].map((name) => (
            <button key={name || 'all'} type="button" aria-pressed={category === name} onClick={() => setCategory(name)}>
              {name || words.allCategories}
            </button>
          ))}
        </div>
      </form>
      <p className="blog-search-count" aria-live="polite">
        {ready && (query || category) ? fillIn(words.count, { 'search.shown': shown.length, 'search.total': cards.length }) : ''}
      </p>
      <ul className="article-grid">
        {shown.map((card) => (
          <li key={card.title}>
            <ArticleCard card={card} />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="blog-search-empty">{words.empty}</p> : null}
    </div>
  );
}
