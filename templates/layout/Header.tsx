// Site header. Kept to links that every build has; the full navigation of spec part 2 section 2
// (dropdowns, mobile menu, call and quote buttons) replaces this.
import { useSite } from '../site-context.tsx';
import { telHref } from '../components/contact-links.ts';

export function Header() {
  const { business } = useSite();
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="brand" href="/">
          {business.name}
        </a>
        <nav aria-label="Main">
          <ul className="nav-list">
            <li>
              <a href="/">Home</a>
            </li>
            <li>
              <a href="/services/">Services</a>
            </li>
            <li>
              <a href="/service-areas/">Service Areas</a>
            </li>
            <li>
              <a className="button button-secondary" href={telHref(business)}>
                CALL NOW
              </a>
            </li>
            <li>
              <a className="button" href="/quote/">
                GET A QUOTE
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
