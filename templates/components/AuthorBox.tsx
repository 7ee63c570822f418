// The author box of the articles (docs/requirements.md#blog-articles). The facts come from business.json
// (docs/decisions.md#one-business-profile) through the placeholders of its words, so the box never disagrees with the
// rest of the site.
import { useSite } from '../site-context.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { Prose } from './Prose.tsx';

export function AuthorBox({ author }: { author: string }) {
  const words = useSite().copy.authorBox;
  return (
    <aside className="author-box" aria-labelledby="author-heading">
      <h2 id="author-heading">{words.heading}</h2>
      <p className="author-name">{fillIn(words.name, { author })}</p>
      <Prose as="p" html={words.text} />
      <p>
        <a href="/quote/">{words.link}</a>
      </p>
    </aside>
  );
}
