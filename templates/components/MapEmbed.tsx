import { useSite } from '../site-context.tsx';

/**
 * The office map (business.mapEmbedUrl) in a lazily loaded <iframe>: the browser fetches it only
 * when it scrolls near, so the map never slows the page's first paint (spec part 1 section 2).
 */
export function MapEmbed({ title, height }: { title: string; height: number }) {
  const { business } = useSite();
  return (
    <div className="map-embed">
      <iframe
        src={business.mapEmbedUrl}
        title={title}
        width="100%"
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </div>
  );
}
