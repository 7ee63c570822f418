// Browser side of the blog index's search (BlogSearch.tsx has the markup and the why): a plain
// function for a 'dom' island, so this file must not import React, not even for JSX. The server
// HTML holds every card; filtering takes the non-matching cards out of the list and puts them
// back in their order, as re-rendering the list would.
import type { ArticleCard as Card } from '../../shared/model/pages.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import type { BlogSearchProps } from './BlogSearch.tsx';

/** Every word of the query must appear in the title or the excerpt, case and accents ignored. */
export function matches(card: Card, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const haystack = fold(`${card.title} ${card.excerpt}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The cards shown for a query and a category ('' for all). */
export const shownCards = (cards: Card[], query: string, category: string) =>
  cards.filter((card) => (!category || card.category === category) && matches(card, query));

/** The words under the controls: empty until the visitor narrows the list. */
export const countText = (words: BlogSearchProps['words'], shown: number, total: number, narrowed: boolean) =>
  narrowed ? fillIn(words.count, { 'search.shown': shown, 'search.total': total }) : '';

/** Shows the controls and filters the server-rendered cards as the visitor types or picks a category. */
export function mountBlogSearch(root: HTMLElement, { cards, categories, words }: BlogSearchProps): void {
  const form = root.querySelector<HTMLFormElement>('.blog-search-form');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const list = root.querySelector<HTMLUListElement>('.article-grid');
  const count = root.querySelector<HTMLElement>('.blog-search-count');
  const empty = root.querySelector<HTMLElement>('.blog-search-empty');
  if (!form || !input || !list || !count || !empty) return;
  const items = [...list.children];
  const chips = [...form.querySelectorAll<HTMLButtonElement>('.category-chips button')];
  const chipCategories = ['', ...categories];
  let category = '';

  const update = () => {
    const shown = new Set(shownCards(cards, input.value, category));
    list.replaceChildren(...items.filter((_, i) => cards[i] && shown.has(cards[i])));
    count.textContent = countText(words, shown.size, cards.length, Boolean(input.value || category));
    empty.hidden = shown.size !== 0;
    chips.forEach((chip, i) => chip.setAttribute('aria-pressed', String(chipCategories[i] === category)));
  };

  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('input', update);
  chips.forEach((chip, i) =>
    chip.addEventListener('click', () => {
      category = chipCategories[i] ?? '';
      update();
    }),
  );
  form.hidden = false;
  // a query typed or restored by the browser before this ran
  if (input.value) update();
}
