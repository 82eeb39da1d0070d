/**
 * Resolves the session of every request (cookie first, then Bearer) and enforces each route's
 * declared access in one place. A route under /api without a declared access fails at start-up,
 * so no route is left open by accident.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import { findSession, SESSION_COOKIE, type SessionState } from './sessions';
import type { RouteAccess } from './access';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access: the role × route matrix tests walk it. */
    routeTable: { method: string; url: string; access: RouteAccess }[];
  }
}

export const ROLE_REFUSED = 'Not allowed for your role';

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,})$/.exec(header);
  return m ? m[1] : null;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('session', null);
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access as RouteAccess | undefined;
    const now = app.clock.now();
    const cookieToken = req.cookies?.[SESSION_COOKIE];
    // A valid cookie is never refused because of an unusable Authorization header.
    let session = cookieToken ? await findSession(app.db, cookieToken, now) : null;
    if (!session) {
      const bearer = bearerToken(req);
      if (bearer) session = await findSession(app.db, bearer, now);
    }
    req.session = session;
    if (!access || access === 'public') return;
    // Credentials that no longer open a session mean it expired or was ended elsewhere.
    if (!session)
      throw new UnauthorizedError(
        cookieToken || bearerToken(req) ? 'sessionExpired' : 'Unauthorized',
      );
    if (access.roles && (!session.role || !access.roles.includes(session.role))) {
      throw new ForbiddenError(ROLE_REFUSED);
    }
    for (const need of access.needs ?? []) {
      const chosen =
        need === 'event' ? session.eventId : need === 'team' ? session.teamId : session.battleId;
      if (chosen === null)
        throw new ForbiddenError(`Choose ${need === 'event' ? 'an event' : `a ${need}`} first`);
    }
  });
});
