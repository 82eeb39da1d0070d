/**
 * Security headers, computed once and set with one call per answer (helmet's defaults, which
 * cost about half a no-op route's throughput when computed per request). HTML answers, the
 * documents a browser runs, get helmet's whole set with the document's Content-Security-Policy.
 * Every other answer (JSON, scripts, styles, pictures) is never run as a page, so it needs far
 * less: a policy that allows nothing, no type sniffing, and no use by other sites. The headers
 * that only a document reads (HSTS, framing, opener, referrer and the legacy ones) stay off them.
 * The one exception is the service worker script, which runs under the policy it is served
 * with: it may fetch from its own origin, to keep the app's files and fall back to them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { SERVICE_WORKER_PATH } from './manifest';

const documentPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com https://maps.google.com https://www.openstreetmap.org',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const nothingPolicy = "default-src 'none'; frame-ancestors 'none'";
const workerPolicy = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

const documentOnly = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export const HTML_HEADERS = { ...documentOnly, 'content-security-policy': documentPolicy };
export const OTHER_HEADERS = {
  'content-security-policy': nothingPolicy,
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};
export const WORKER_HEADERS = { ...OTHER_HEADERS, 'content-security-policy': workerPolicy };

/** The headers of an answer a browser never runs as a page, with its request id. */
export function setNonPageHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.headers(OTHER_HEADERS).header('x-request-id', req.id);
}

/** The headers of a document (HTML), with its request id. */
export function setPageHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.headers(HTML_HEADERS).header('x-request-id', req.id);
}

/**
 * A file route's hook: it knows its answer's kind only from the type the route set, and the
 * service worker script by its path.
 */
const securityOnSend: onSendHookHandler = (req, reply, payload, done) => {
  const type = reply.getHeader('content-type');
  const isHtml = typeof type === 'string' && type.startsWith('text/html');
  (isHtml ? setPageHeaders : setNonPageHeaders)(req, reply);
  if (req.routeOptions.url === SERVICE_WORKER_PATH) reply.headers(WORKER_HEADERS);
  done(null, payload);
};

/**
 * Sets the headers on every answer. A contract route's answer sets them itself (route.ts, with
 * its JSON headers in one call) and so does the error handler: those routes get no onSend hook,
 * and Fastify then skips the onSend stage of their answers altogether. Every other route (files,
 * the calendar feed's assets) gets the hook as its own; the not-found handler, which no route
 * hook reaches, sets them itself.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.contract) return;
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, securityOnSend];
  });
}
