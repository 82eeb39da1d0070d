/**
 * A host's branding written into an app page when it is answered, so every host gets the
 * prerendered sign-in page and every page paints in the host's colours at once: the colours as
 * custom properties on <html> (what the web app's applyBranding sets), the theme colour, the
 * favicon and the share picture in the head, and the branding itself as JSON the app starts
 * from instead of fetching GET /api/branding. Never a second build per host: one page of the
 * build, branded per request's host and kept with its compressed copies.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { DEFAULT_BRANDING, type BrandingResponse } from '../../shared/api/branding';
import { HOST_BRANDING_ID } from '../../shared/hostBranding';
import { textColorOn } from '../../shared/colors';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Longer picture addresses than this are left out of the page (the app still fetches them). */
const MAX_URL_LENGTH = 2048;

/** Text safe inside an attribute's quotes or an element's content. */
export const escapeAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** JSON safe inside a <script> element: no `<` that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The branding as it may go into a page: colours that are colours, addresses within bounds. */
export function pageSafeBranding(branding: BrandingResponse): BrandingResponse {
  const colour = (value: string, fallback: string) => (HEX_COLOR.test(value) ? value : fallback);
  const url = (value: string | null) =>
    value !== null && value.length <= MAX_URL_LENGTH ? value : null;
  return {
    primary_color: colour(branding.primary_color, DEFAULT_BRANDING.primary_color),
    secondary_color: colour(branding.secondary_color, DEFAULT_BRANDING.secondary_color),
    fav_icon: url(branding.fav_icon),
    share_picture: url(branding.share_picture),
  };
}

/** The page's HTML with the branding written in (see the module comment). */
export function brandPage(html: string, raw: BrandingResponse): string {
  const branding = pageSafeBranding(raw);
  const { primary_color: primary, secondary_color: secondary } = branding;
  const style =
    `--primary:${primary};--secondary:${secondary};` +
    `--on-primary:${textColorOn(primary)};--on-secondary:${textColorOn(secondary)}`;
  let page = html.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => {
    return `<html${attributes} style="${style}">`;
  });
  page = page.replace(
    /<meta name="theme-color" content="[^"]*"\s*\/?>/,
    `<meta name="theme-color" content="${primary}" />`,
  );
  if (branding.fav_icon) {
    // The build declares an SVG; a host's icon may be a PNG or ICO, so the type goes.
    page = page.replace(
      /<link rel="icon"[^>]*>/,
      `<link rel="icon" href="${escapeAttribute(branding.fav_icon)}" />`,
    );
  }
  if (branding.share_picture) {
    page = page.replace(
      /<meta property="og:image" content="[^"]*"\s*\/?>/,
      `<meta property="og:image" content="${escapeAttribute(branding.share_picture)}" />`,
    );
  }
  const data = `<script type="application/json" id="${HOST_BRANDING_ID}">${scriptJson(branding)}</script>`;
  return page.replace('</head>', `${data}\n  </head>`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PageBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A page that holds a session's own content (a drawn screen): no shared cache may keep it. */
  personal?: true;
}

/** The branded page in every encoding it is answered in. */
export async function brandedBodies(html: string, branding: BrandingResponse): Promise<PageBodies> {
  const identity = Buffer.from(brandPage(html, branding));
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** The key a branding is cached under: every field that changes the page. */
export const brandingKey = (b: BrandingResponse) =>
  [b.primary_color, b.secondary_color, b.fav_icon, b.share_picture].join('\u0000');
