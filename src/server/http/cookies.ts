/**
 * Cookies read on demand and written as plain Set-Cookie headers. @fastify/cookie's parser and
 * serializer are used without registering the plugin: registered, it adds an onRequest hook
 * that parses every request's cookie header and an onSend hook on every answer, which the hot
 * reads paid for although only sign-in and sign-out set a cookie and only the session lookup
 * and the language read one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';

export type CookieOptions = NonNullable<Parameters<typeof fastifyCookie.serialize>[2]>;

/** The named cookie of the request, or undefined. */
export function readCookie(req: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header || !header.includes(name)) return undefined;
  return fastifyCookie.parse(header)[name];
}

/** Adds a Set-Cookie header to the answer (SameSite=Lax unless told otherwise). */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  reply.header('set-cookie', fastifyCookie.serialize(name, value, { sameSite: 'lax', ...options }));
}

/** Tells the browser to drop the cookie: empty, expired. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
