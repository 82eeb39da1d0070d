/**
 * The installable app (issue 24). The web app manifest is served by the server, not built,
 * because branding is per host: a phone that installs the app from a branded host gets that
 * host's primary colour as its theme colour. Its icons are the build's (public/icons, drawn by
 * scripts/generate-icons.ts). The service worker's path is named here too: the security headers
 * give that one script a policy of its own (securityHeaders.ts).
 */
import type { FastifyInstance } from 'fastify';
import { hostBranding } from '../features/branding/service';
import type { BrandingResponse } from '../../shared/api/branding';
import { requestHost } from './language';

export const MANIFEST_PATH = '/manifest.webmanifest';
/** The service worker script vite-plugin-pwa writes (vite.config.ts), registered at the root. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The product's name, as the app's title and the mails' sender say it. */
const APP_NAME = 'Battle Events';
/** The page background (--background in tokens.css): the splash screen turns into the app. */
const BACKGROUND_COLOR = '#F4F5F7';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The manifest of a host with this branding. */
export function webAppManifest(branding: Pick<BrandingResponse, 'primary_color'>) {
  return {
    id: '/',
    name: APP_NAME,
    short_name: APP_NAME,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: branding.primary_color,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
}

/**
 * GET /manifest.webmanifest for the host the request came to. Not cached for long: an
 * organizer who changes the host's colours expects the next visit to see them.
 */
export function registerManifest(app: FastifyInstance): void {
  app.get(MANIFEST_PATH, async (req, reply) => {
    const branding = await hostBranding(app, requestHost(req));
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(branding)));
  });
}
