// The author box of the articles (spec part 2 section 2). The facts come from business.json
// (DESIGN decision 1), so the box never disagrees with the rest of the site.
import { useSite } from '../site-context.tsx';

export function AuthorBox({ author }: { author: string }) {
  const { business } = useSite();
  return (
    <aside className="author-box" aria-labelledby="author-heading">
      <h2 id="author-heading">About the author</h2>
      <p className="author-name">
        {author}, {business.name}
      </p>
      <p>
        We are a locally owned team based in {business.address.city}, {business.address.region}, and have cleaned homes and
        offices across {business.region} for over {business.yearsExperience} years. Every cleaner is insured and background-checked,
        and our clients rate us {business.rating} out of 5 from {business.reviewCount} reviews.
      </p>
      <p>
        <a href="/quote/">Ask us for a free quote</a>
      </p>
    </aside>
  );
}
