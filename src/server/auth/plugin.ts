/**
 * Resolves the session of every request (cookie first, then Bearer) and enforces the access
 * each route's contract declares, in one place. A route under /api registered without a
 * contract fails at start-up, so no route is left open by accident. A cookie or Bearer token
 * not in the issued shape (auth/tokens.ts) is no credential at all: it is never hashed, looked
 * up or kept, and the request goes on as one without it.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, SelectionMissingError, UnauthorizedError } from '../http/errors';
import { readCookie } from '../http/cookies';
import { nextSelectionStep } from '../../shared/selectionSteps';
import { SESSION_COOKIE, type SessionState } from './sessions';
import { SessionCache } from './sessionCache';
import { isIssuedToken } from './tokens';
import type { RouteAccess, RouteContract, Selection } from '../../shared/api/contract';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
  interface FastifyInstance {
    /** The contract of every /api route registered: the role × route matrix tests walk it. */
    routeTable: RouteContract[];
    /** The sessions this process keeps in memory (tests read its size). */
    sessionCache: SessionCache;
  }
}

export const ROLE_REFUSED = 'roleNotAllowed';

/** The selection screen to send the user to when the route needs a choice not made yet. */
function firstMissingStep(session: SessionState, needs: readonly Selection[]): string | undefined {
  const missing = needs.some((need) =>
    need === 'event'
      ? session.eventId === null
      : need === 'team'
        ? session.teamId === null
        : session.battleId === null,
  );
  if (!missing) return undefined;
  return (
    nextSelectionStep(session) ?? (session.role === 'player' ? '/team-select' : '/event-select')
  );
}

const BEARER = 'Bearer ';

/** The token of an `Authorization: Bearer <token>` header; null unless in the issued shape. */
function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith(BEARER)) return null;
  const token = header.slice(BEARER.length).trimStart();
  return isIssuedToken(token) ? token : null;
}

/** The session cookie's token; undefined unless in the issued shape. */
function tokenOfCookie(req: FastifyRequest): string | undefined {
  const token = readCookie(req, SESSION_COOKIE);
  return isIssuedToken(token) ? token : undefined;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('session', null);
  app.decorate('routeTable', []);
  const sessions = new SessionCache(app.changes);
  app.decorate('sessionCache', sessions);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const contract = route.config?.contract;
    if (contract === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} is registered without a contract`,
      );
    }
    if (route.method !== 'HEAD') app.routeTable.push(contract);
  });

  /** The session of the request's cookie, else of its Bearer token: null when neither opens one. */
  function sessionOf(
    req: FastifyRequest,
    cookieToken: string | undefined,
  ): SessionState | null | Promise<SessionState | null> {
    const now = app.clock.now();
    const found = cookieToken ? sessions.find(app.db, cookieToken, now) : null;
    if (found instanceof Promise) return found.then((session) => orBearer(req, session, now));
    return orBearer(req, found, now);
  }

  /** A valid cookie's session, else the Bearer token's: a valid cookie is never refused because
   * of an unusable Authorization header. */
  function orBearer(
    req: FastifyRequest,
    session: SessionState | null,
    now: Date,
  ): SessionState | null | Promise<SessionState | null> {
    if (session) return session;
    const bearer = bearerToken(req);
    return bearer ? sessions.find(app.db, bearer, now) : null;
  }

  /** Refuses a request its session may not make (thrown as the answer's error). */
  function enforce(
    req: FastifyRequest,
    access: RouteAccess,
    cookieToken: string | undefined,
    session: SessionState | null,
  ): void {
    req.session = session;
    if (access === 'public') return;
    // Credentials that no longer open a session mean it expired or was ended elsewhere.
    if (!session)
      throw new UnauthorizedError(
        cookieToken || bearerToken(req) ? 'sessionExpired' : 'Unauthorized',
      );
    const needs = access.needs ?? [];
    if (!session.role && (access.roles || needs.length > 0))
      throw new SelectionMissingError('/role');
    if (access.roles && !access.roles.includes(session.role!)) {
      throw new ForbiddenError(ROLE_REFUSED);
    }
    const missingStep = firstMissingStep(session, needs);
    if (missingStep) throw new SelectionMissingError(missingStep);
  }

  /** Enforces the route's access and passes on, or refuses with the error. */
  function check(
    req: FastifyRequest,
    access: RouteAccess,
    cookieToken: string | undefined,
    session: SessionState | null,
    done: (err?: Error) => void,
  ): void {
    try {
      enforce(req, access, cookieToken, session);
    } catch (err) {
      return done(err as Error);
    }
    done();
  }

  // A callback hook, not an async one: a session found in memory is checked without a promise
  // (and without a closure per request: the hot path allocates as little as it can).
  app.addHook('preValidation', (req, _reply, done) => {
    const access = req.routeOptions.config?.contract?.access;
    // Files, the app shell and unknown paths need no session: no lookup, no last-seen write.
    if (access === undefined) return done();
    const fromCookie = tokenOfCookie(req);
    const session = sessionOf(req, fromCookie);
    if (session instanceof Promise) {
      session.then((found) => check(req, access, fromCookie, found, done), done);
    } else {
      check(req, access, fromCookie, session, done);
    }
  });
});
