import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, MapPin } from 'lucide-react';
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

/**
 * Where "Open in maps" leads: the marker of an OpenStreetMap embed on openstreetmap.org, else
 * a search for the place on the embed's own provider.
 */
export function openInMapsUrl(embedUrl: string, place: string): string {
  const url = new URL(embedUrl);
  const query = encodeURIComponent(place);
  if (url.hostname !== 'www.openstreetmap.org') {
    return `https://www.google.com/maps/search/?api=1&query=${query}`;
  }
  const [lat, lon] = (url.searchParams.get('marker') ?? '').split(',').map(Number);
  if (Number.isFinite(lat) && Number.isFinite(lon) && url.searchParams.has('marker')) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${query}`;
}

/** How long the map provider may take to answer before the frame is given up. */
export const MAP_CHECK_TIMEOUT_MS = 10_000;

type MapReach = 'checking' | 'reachable' | 'unreachable';

/**
 * Whether the map provider can be reached: not while the browser is offline, and only when a
 * tiny picture from the provider (its favicon) loads. A cross-origin frame never tells its
 * page that it failed (Chromium fires `load` on its error page too), so the frame itself
 * cannot say so.
 */
function useMapReach(embedUrl: string | null): MapReach {
  const [reach, setReach] = useState<MapReach>('checking');
  useEffect(() => {
    if (!embedUrl) return;
    const probe = new Image();
    let settled = false;
    const settle = (next: MapReach) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setReach(next);
    };
    const timer = setTimeout(() => settle('unreachable'), MAP_CHECK_TIMEOUT_MS);
    const goneOffline = () => settle('unreachable');
    window.addEventListener('offline', goneOffline);
    if (!navigator.onLine) settle('unreachable');
    probe.referrerPolicy = 'no-referrer';
    probe.onload = () => settle('reachable');
    probe.onerror = () => settle('unreachable');
    // With a query: Chromium driven by Playwright (the e2e tests) refuses a bare
    // /favicon.ico as an image, and the provider ignores it.
    probe.src = `${new URL(embedUrl).origin}/favicon.ico?map`;
    return () => {
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('offline', goneOffline);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [embedUrl]);
  return reach;
}

export interface MapEmbedProps {
  /** The event's location_embed. */
  src: string | null | undefined;
  /** Already translated name of the frame, e.g. "Map of Parque das Nações". */
  title: string;
  /** The place's name, shown under the map with a link to open it in a maps site. */
  place: string;
}

/**
 * An embedded map in a sandboxed frame (scripts and its own origin only: no pop-ups, forms or
 * top navigation), loaded when scrolled near, sending only this site's origin as referrer.
 * Under it, always, the place's name and an "Open in maps" link; a frame that cannot load
 * (offline, provider blocked) is taken away and says so, instead of staying an empty grey box.
 */
export function MapEmbed({ src, title, place }: MapEmbedProps) {
  const { t } = useTranslation();
  const url = allowedMapEmbedUrl(src);
  const reach = useMapReach(url);
  if (!url) return null;
  return (
    <div className="map-embed">
      {reach === 'unreachable' ? (
        <p className="map-embed__unavailable">{t('mapUnavailable')}</p>
      ) : (
        <div className="map-embed__frame-box">
          <iframe
            className="map-embed__frame"
            src={url}
            title={title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin"
          />
        </div>
      )}
      <p className="map-embed__place">
        <MapPin aria-hidden="true" size={18} className="map-embed__pin" />
        <bdi className="map-embed__name">{place}</bdi>
        <a
          className="map-embed__open"
          href={openInMapsUrl(url, place)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>{t('openInMaps')}</span>
          <ExternalLink aria-hidden="true" size={16} className="flip-in-rtl" />
        </a>
      </p>
    </div>
  );
}
