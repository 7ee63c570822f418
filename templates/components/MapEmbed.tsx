import { useSite } from '../site-context.tsx';

/**
 * The office map (business.mapEmbedUrl) behind a facade: a closed <details> whose summary shows
 * the address and a button to show the map. The map is a third party, loaded lazily
 * (docs/requirements.md#locations-page): only on interaction or in view. A lazy
 * <iframe> alone is not enough, since Chromium fetches one ~2,000 px below the fold at once, but
 * inside a closed <details> it is not rendered, so it loads when the visitor opens the map. No
 * script: a plain Google Maps link serves everyone else.
 */
export function MapEmbed({ title, height }: { title: string; height: number }) {
  const { business, copy } = useSite();
  const { street, city, region, postalCode } = business.address;
  const place = `${street}, ${city}, ${region} ${postalCode}`;
  const searchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name}, ${place}`)}`;
  return (
    <div className="map-embed">
      <details className="map-embed-details">
        <summary className="map-embed-facade">
          <svg className="map-embed-pin" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
          </svg>
          <span className="map-embed-text">
            <span className="map-embed-action map-embed-show">{copy.map.show}</span>
            <span className="map-embed-action map-embed-hide">{copy.map.hide}</span>
            <span className="map-embed-place">{place}</span>
          </span>
        </summary>
        <iframe src={business.mapEmbedUrl} title={title} height={height} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      </details>
      <p className="map-embed-link">
        <a href={searchUrl}>{copy.map.open}</a>
      </p>
    </div>
  );
}
