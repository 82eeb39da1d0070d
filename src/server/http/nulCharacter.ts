/**
 * PostgreSQL cannot store the NUL character (U+0000) in text, so a JSON body that holds one in
 * any string, however deep, is refused with 400 `invalidCharacters` before a route sees it:
 * otherwise the first INSERT or UPDATE of that text fails as a server error. It is a hook of the
 * routes that take a body only (server/http/route.ts), so reads pay nothing for it.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { BadRequestError } from './errors';

export const INVALID_CHARACTERS = 'invalidCharacters';

export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

export function refuseNulCharacters(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (req.body !== undefined && holdsNul(req.body)) {
    return done(new BadRequestError(INVALID_CHARACTERS));
  }
  done();
}
