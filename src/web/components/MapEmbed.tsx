import './MapEmbed.css';

/**
 * The map embeds an event may show: https only, on these hosts and paths. The server's CSP
 * frame-src allows the same hosts; anything else gets no frame at all.
 */
const MAP_PROVIDERS: readonly { host: string; path: (pathname: string) => boolean }[] = [
  { host: 'www.google.com', path: (p) => p === '/maps/embed' || p.startsWith('/maps/embed/') },
  { host: 'maps.google.com', path: () => true },
  { host: 'www.openstreetmap.org', path: (p) => p === '/export/embed.html' },
];

/** The embed URL when it is an https map from an allowed provider, else null. */
export function allowedMapEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') {
    return null;
  }
  const provider = MAP_PROVIDERS.find((p) => p.host === url.hostname);
  return provider && provider.path(url.pathname) ? url.href : null;
}

export interface MapEmbedProps {
  /** The event's location_embed. */
  src: string | null | undefined;
  /** Already translated name of the frame, e.g. "Map of Parque das Nações". */
  title: string;
}

/**
 * An embedded map in a sandboxed frame (scripts and its own origin only: no pop-ups, forms or
 * top navigation), loaded when scrolled near, sending only this site's origin as referrer.
 */
export function MapEmbed({ src, title }: MapEmbedProps) {
  const url = allowedMapEmbedUrl(src);
  if (!url) return null;
  return (
    <div className="map-embed">
      <iframe
        className="map-embed__frame"
        src={url}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin"
      />
    </div>
  );
}
