/** A paragraph holding the one button to the quote page, with the words the page gives. */
export function QuoteButton({ label, className, large = false }: { label: string; className: string; large?: boolean }) {
  return (
    <p className={className}>
      <a className={large ? 'button button-large' : 'button'} href="/quote/">
        {label}
      </a>
    </p>
  );
}
