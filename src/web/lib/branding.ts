/**
 * Per-host branding (product.md §3, §7). The colours, favicon and share picture of the host the app
 * is opened on come written into the page by the server, else from GET /api/branding once per
 * host, and are kept in local storage
 * (primaryColor, secondaryColor, favicon, backgroundPicture and the host they belong to), so
 * later loads apply them before the first render without a call. The colours become the CSS
 * custom properties every button, header and highlight reads; the text colours on them are
 * computed so they keep WCAG AA contrast whatever a host is branded with. A failed fetch is
 * only logged: the defaults of tokens.css and index.html stay, and the next load tries again.
 */
import type { BrandingResponse } from '../../shared/api/branding';
import { HOST_BRANDING_ID } from '../../shared/hostBranding';
import { textColorOn } from '../../shared/colors';

export interface Branding {
  primaryColor: string;
  secondaryColor: string;
  /** Favicon URL; null keeps the one in index.html. */
  favicon: string | null;
  /** The share picture (og:image); null keeps the one in index.html. */
  backgroundPicture: string | null;
}

/** The local-storage keys of product.md §3, plus the host the stored values belong to. */
export const BRANDING_STORAGE_KEYS = {
  host: 'brandingHost',
  primaryColor: 'primaryColor',
  secondaryColor: 'secondaryColor',
  favicon: 'favicon',
  backgroundPicture: 'backgroundPicture',
} as const;

export const BRANDING_FETCH_FAILED = 'Branding fetch failed';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

function isOptionalUrl(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** The stored branding when it was fetched for `host`, else null. */
export function readStoredBranding(host: string = window.location.host): Branding | null {
  const get = (key: string) => localStorage.getItem(key);
  const primaryColor = get(BRANDING_STORAGE_KEYS.primaryColor);
  const secondaryColor = get(BRANDING_STORAGE_KEYS.secondaryColor);
  if (get(BRANDING_STORAGE_KEYS.host) !== host) return null;
  if (!isHexColor(primaryColor) || !isHexColor(secondaryColor)) return null;
  return {
    primaryColor,
    secondaryColor,
    favicon: get(BRANDING_STORAGE_KEYS.favicon),
    backgroundPicture: get(BRANDING_STORAGE_KEYS.backgroundPicture),
  };
}

export function storeBranding(branding: Branding, host: string = window.location.host): void {
  const set = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  set(BRANDING_STORAGE_KEYS.primaryColor, branding.primaryColor);
  set(BRANDING_STORAGE_KEYS.secondaryColor, branding.secondaryColor);
  set(BRANDING_STORAGE_KEYS.favicon, branding.favicon);
  set(BRANDING_STORAGE_KEYS.backgroundPicture, branding.backgroundPicture);
  set(BRANDING_STORAGE_KEYS.host, host);
}

/** Maps the API answer (snake_case) to the app's names; throws on colours that are not hex. */
export function brandingFromResponse(body: BrandingResponse): Branding {
  const { primary_color, secondary_color, fav_icon, share_picture } = body;
  if (!isHexColor(primary_color) || !isHexColor(secondary_color)) {
    throw new Error('Branding colours are not hex colours');
  }
  if (!isOptionalUrl(fav_icon) || !isOptionalUrl(share_picture)) {
    throw new Error('Branding pictures are not URLs');
  }
  return {
    primaryColor: primary_color,
    secondaryColor: secondary_color,
    favicon: fav_icon,
    backgroundPicture: share_picture,
  };
}

function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setFavicon(href: string): void {
  const link = headElement('link[rel="icon"]', () => {
    const created = document.createElement('link');
    created.rel = 'icon';
    return created;
  });
  // index.html declares an SVG; a host's icon may be a PNG or ICO, so let the browser sniff.
  link.removeAttribute('type');
  link.setAttribute('href', href);
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, value: string) {
  const meta = headElement(selector, () => {
    const created = document.createElement('meta');
    created.setAttribute(attribute, key);
    return created;
  });
  meta.setAttribute('content', value);
}

/** Sets the colour properties on :root, the favicon, og:image and the browser's theme colour. */
export function applyBranding(branding: Branding): void {
  const root = document.documentElement.style;
  root.setProperty('--primary', branding.primaryColor);
  root.setProperty('--secondary', branding.secondaryColor);
  root.setProperty('--on-primary', textColorOn(branding.primaryColor));
  root.setProperty('--on-secondary', textColorOn(branding.secondaryColor));
  setMeta('meta[name="theme-color"]', 'name', 'theme-color', branding.primaryColor);
  if (branding.favicon) setFavicon(branding.favicon);
  if (branding.backgroundPicture) {
    setMeta('meta[property="og:image"]', 'property', 'og:image', branding.backgroundPicture);
  }
}

/**
 * The API client and the route's contract (zod with it) load only when a fetch is needed:
 * most loads apply the stored branding, and neither is needed to show the first screen.
 */
async function fetchBranding(): Promise<Branding> {
  const [{ call }, { brandingRoute }] = await Promise.all([
    import('./api'),
    import('../../shared/api/branding'),
  ]);
  return brandingFromResponse(await call(brandingRoute));
}

/** The branding the server wrote into this page for its host, if it did and it reads well. */
function pageBranding(): Branding | null {
  const text = document.getElementById(HOST_BRANDING_ID)?.textContent;
  if (!text) return null;
  try {
    return brandingFromResponse(JSON.parse(text) as BrandingResponse);
  } catch {
    return null;
  }
}

/**
 * Called once at start-up, before the first render. Applies the branding the server wrote into
 * the page for this host (its colours are already on the page) and keeps it; without one, the
 * stored branding of this host, else fetches it (when the stored one belongs to another host,
 * or there is none). Resolves when the branding is applied or the fetch has failed; it never
 * rejects.
 */
export async function startBranding(): Promise<void> {
  const host = window.location.host;
  const written = pageBranding();
  if (written) {
    storeBranding(written, host);
    applyBranding(written);
    return;
  }
  const stored = readStoredBranding(host);
  if (stored) {
    applyBranding(stored);
    return;
  }
  try {
    const branding = await fetchBranding();
    storeBranding(branding, host);
    applyBranding(branding);
  } catch (error) {
    console.error(BRANDING_FETCH_FAILED, error);
  }
}
