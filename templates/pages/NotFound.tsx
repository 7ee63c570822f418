// The not-found page: spec part 1 section 2 fixes its two sentences.
export function NotFound() {
  return (
    <section className="container not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>The page you asked for is not here. These will get you back on track:</p>
      <ul className="link-list">
        <li>
          <a href="/">Home</a>
        </li>
        <li>
          <a href="/services/">Our cleaning services</a>
        </li>
        <li>
          <a href="/service-areas/">Service areas</a>
        </li>
        <li>
          <a href="/quote/">Get a free quote</a>
        </li>
      </ul>
    </section>
  );
}
