// One article card of the blog lists (docs/requirements.md#blog-articles): category, date, title, excerpt,
// author and a read link. A coming-soon article has no page yet, so its card has no link at all.
// No site context (its words come with the island's: BrowserWords.tsx), so the BlogSearch island
// renders the very same markup in the browser.
import type { ReactNode } from 'react';
import type { ArticleCard as Card } from '../../shared/model/pages.ts';
import { formatDate } from './format-date.ts';
import { useBrowserWords } from './BrowserWords.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';

export function ArticleCard({ card, headingLevel = 3, picture }: { card: Card; headingLevel?: 2 | 3; picture?: ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const words = useBrowserWords().articles;
  return (
    <article className={`article-card${card.href ? '' : ' article-card-soon'}`}>
      {picture}
      <p className="article-card-meta">
        <span className="article-category">{card.category}</span>
        {card.date ? <time dateTime={card.date}>{formatDate(card.date)}</time> : <span className="article-soon">{words.comingSoon}</span>}
      </p>
      <Heading className="article-card-title">{card.href ? <a href={card.href}>{card.title}</a> : card.title}</Heading>
      <p>{card.excerpt}</p>
      {card.href ? (
        <p className="article-card-foot">
          {card.author ? <span>{fillIn(words.byline, { author: card.author })}</span> : null}
          {card.readingMinutes ? <span>{fillIn(words.readingTime, { minutes: card.readingMinutes })}</span> : null}
          <a href={card.href} className="article-read" aria-label={fillIn(words.readLinkLabel, { title: card.title })}>
            {words.readLink}
          </a>
        </p>
      ) : null}
    </article>
  );
}
