// The quote page's request form (spec part 1 section 2 'Quote', section 7): the provider's
// stylesheet and script, identified by the hub id of data/business.json, are added when the page
// is entered and removed when it is left. A 'dom' island (registry.ts): this file is the server
// markup; the browser runs mountQuoteWidget (quote-widget.ts, no JSX) on it and gets no React.
// The link that opens the same form in a new tab is server HTML and is never hidden: it is the
// whole widget without JavaScript, and stays the way in when the provider cannot be reached
// (offline, blocked, down), since the spec lists it as part of the page in its own right.
import type { Business } from '../../shared/model/data.ts';

export interface QuoteWidgetProps {
  hubId: string;
  /** the provider's page with the form, opened in a new tab */
  formUrl: string;
  /** the form the provider's script embeds into the element whose id is the hub id */
  embedUrl: string;
  scriptUrl: string;
  stylesheetUrl: string;
}

/** The props from the business profile. The embedded form lives beside the full-page form on the
 * provider's host, under the hub id: the URL shape of the provider's own embed snippet. */
export function quoteWidgetProps(provider: Business['quoteProvider']): QuoteWidgetProps {
  const { hubId, formUrl, scriptUrl, stylesheetUrl } = provider;
  const embedUrl = new URL(`/client_hubs/${encodeURIComponent(hubId)}/public/work_request/embedded_work_request_form`, formUrl).href;
  return { hubId, formUrl, embedUrl, scriptUrl, stylesheetUrl };
}

export function QuoteWidget({ hubId, formUrl }: QuoteWidgetProps) {
  return (
    <div className="quote-widget" data-quote-widget="idle">
      <p>
        Our quote request form is hosted by our scheduling provider. It takes about two minutes: your address, the rooms you want
        cleaned and a preferred day.
      </p>
      <p>
        <a className="button button-large" href={formUrl} target="_blank" rel="noopener">
          Open the quote request form<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {/* the provider's script renders its form into the element with the hub id as its id */}
      <div id={hubId} className="quote-embed" />
    </div>
  );
}
