/**
 * The language of a request: the one the app is shown in (the i18nextLng cookie the web app
 * keeps with its choice), else the signed-in user's own, else the browser's (Accept-Language),
 * else English. What a request causes for somebody without a language of their own (the
 * invitation of a new account, the account itself) is written in it, so an organizer using the
 * app in Arabic invites in Arabic even if their account was left in English.
 */
import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';
import { FALLBACK_LANGUAGE, parseLanguage, type Language } from '../../shared/languages';

const supported = parseLanguage;

export function requestLanguage(req: FastifyRequest): Language {
  const fromCookie = supported(readCookie(req, 'i18nextLng'));
  if (fromCookie) return fromCookie;
  const fromAccount = supported(req.session?.language);
  if (fromAccount) return fromAccount;
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
