/**
 * Cross-site request refusal (CSRF): a state-changing call (any method but GET) that a browser
 * sends from another site is refused with 403 before its handler runs. A browser names the page
 * a request comes from in `Origin` (or, when it sends none, in `Referer`); it must be this
 * server (the request's own Host) or PUBLIC_URL. A request naming neither comes from no web page
 * (a script, an app with a Bearer token) and passes; the SameSite=Lax cookie already keeps it
 * out of cross-site form posts. Reads are not checked, so the hot path pays nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ForbiddenError } from './errors';

export const CROSS_SITE_MESSAGE = 'crossSiteRequest';

/** The host (with port) a page address names; null for `null` or anything that is no URL. */
function hostOf(address: string): string | null {
  try {
    return new URL(address).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether the page the request comes from is this app. */
export function isSameOrigin(req: FastifyRequest, publicHost: string | null): boolean {
  const page = req.headers.origin ?? req.headers.referer;
  if (page === undefined) return true;
  const host = hostOf(page);
  if (host === null) return false;
  return host === req.headers.host?.toLowerCase() || host === publicHost;
}

export const sameOriginPlugin = fp(async (app) => {
  const publicHost = hostOf(app.config.publicUrl);
  const refuseCrossSite: onRequestHookHandler = (req, _reply, done) => {
    done(isSameOrigin(req, publicHost) ? undefined : new ForbiddenError(CROSS_SITE_MESSAGE));
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || methods.every((m) => m === 'GET' || m === 'HEAD')) {
      return;
    }
    const own = route.onRequest;
    route.onRequest = [
      refuseCrossSite,
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ];
  });
});
