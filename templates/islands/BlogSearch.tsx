// The blog index's search and category filter (issue 6: the original's search box and category
// chips did nothing). The server renders the full list with the controls hidden, so without
// JavaScript every article still shows; once hydrated, the controls appear and filter the cards
// over titles and excerpts.
import { useEffect, useId, useState } from 'react';
import type { ArticleCard as Card } from '../../shared/model/pages.ts';
import { ArticleCard } from '../components/ArticleCard.tsx';

export interface BlogSearchProps {
  cards: Card[];
  categories: string[];
  /** the search box's example terms; a town's name is data, so the page passes it in */
  placeholder: string;
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

export function BlogSearch({ cards, categories, placeholder }: BlogSearchProps) {
  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const id = useId();
  useEffect(() => setReady(true), []);
  const shown = cards.filter((card) => (!category || card.category === category) && matches(card, query));
  return (
    <div className="blog-search">
      <form role="search" className="blog-search-form" hidden={!ready} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}q`}>Search articles</label>
        <input
          id={`${id}q`}
          type="search"
          name="q"
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <div role="group" aria-label="Filter by category" className="category-chips">
          {['', ...categories].map((name) => (
            <button key={name || 'all'} type="button" aria-pressed={category === name} onClick={() => setCategory(name)}>
              {name || 'All articles'}
            </button>
          ))}
        </div>
      </form>
      <p className="blog-search-count" aria-live="polite">
        {ready && (query || category) ? `${shown.length} of ${cards.length} articles match` : ''}
      </p>
      <ul className="article-grid">
        {shown.map((card) => (
          <li key={card.title}>
            <ArticleCard card={card} />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="blog-search-empty">No article matches your search. Try another word or show all articles.</p> : null}
    </div>
  );
}
