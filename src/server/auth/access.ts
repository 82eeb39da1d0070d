/**
 * Authorization is declared on each route (`config.access`) and checked in one hook, so the
 * whole role × route matrix lives in the route table and a test can walk it.
 *
 *   access: 'public'                      anyone, signed in or not
 *   access: { signedIn: true }            any signed-in user
 *   access: { roles: ['player'] }         signed in with one of these roles chosen
 *   access: { ..., needs: ['event'] }     and with an event (team, battle) chosen
 */
import type { EventRole } from '../../shared/roles';

export type Selection = 'event' | 'team' | 'battle';

export type RouteAccess =
  'public' | { signedIn: true; roles?: readonly EventRole[]; needs?: readonly Selection[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const signedIn = { signedIn: true } as const;

export function forRoles(
  roles: readonly EventRole[],
  needs: readonly Selection[] = [],
): RouteAccess {
  return { signedIn: true, roles, needs };
}

export function withSelection(...needs: Selection[]): RouteAccess {
  return { signedIn: true, needs };
}
