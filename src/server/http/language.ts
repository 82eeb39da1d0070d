/** The language of a request: the signed-in user's, else the i18nextLng cookie, else the browser's. */
import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';
import { FALLBACK_LANGUAGE, parseLanguage, type Language } from '../../shared/languages';

const supported = parseLanguage;

export function requestLanguage(req: FastifyRequest): Language {
  const fromSession = supported(req.session?.language);
  if (fromSession) return fromSession;
  const fromCookie = supported(readCookie(req, 'i18nextLng'));
  if (fromCookie) return fromCookie;
  for (const part of (req.headers['accept-language'] ?? '').split(',')) {
    const lng = supported(part);
    if (lng) return lng;
  }
  return FALLBACK_LANGUAGE;
}

/** The host name the request came to, without port, as branding rows are keyed. */
export function requestHost(req: FastifyRequest): string {
  return req.hostname.replace(/:\d+$/, '').toLowerCase();
}
