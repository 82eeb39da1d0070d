/**
 * One contract object per route (product.md "Code style"): method, path, who may call it, the zod schemas of
 * its headers, query, body and answer, the rate limits it counts and the refusals it can give.
 * The server registers routes from these objects (server/http/route.ts), the web app calls them
 * through lib/api.ts, and docs/api.md is generated from them, so no path, request type or
 * response type is written twice.
 */
import type { z } from 'zod';
import type { EventRole } from '../roles';
import type { RateLimitName } from '../rateLimits';

export type Selection = 'event' | 'team' | 'battle';

/**
 *   'public'                              anyone, signed in or not
 *   { signedIn: true }                    any signed-in user
 *   { signedIn: true, roles: [...] }      signed in with one of these roles chosen
 *   { ..., needs: ['event'] }             and with an event (team, battle) chosen
 */
export interface SignedInAccess {
  signedIn: true;
  roles?: readonly EventRole[];
  needs?: readonly Selection[];
}
export type RouteAccess = 'public' | SignedInAccess;

export const isPublic = 'public' as const;
export const signedIn: SignedInAccess = { signedIn: true };

export function forRoles(
  roles: readonly EventRole[],
  needs: readonly Selection[] = [],
): SignedInAccess {
  return { signedIn: true, roles, needs };
}

export function withSelection(...needs: Selection[]): SignedInAccess {
  return { signedIn: true, needs };
}

/**
 * A rate limit a route counts, keyed by the caller's address, the e-mail of the body and/or the
 * signed-in user. `failures` counts only refused attempts (a wrong password): each attempt is
 * counted before it runs, in the same statement that reads the count, and given back unless it
 * is refused with 401, so a burst of simultaneous attempts runs at most the limit's number.
 */
export interface RouteRateLimit {
  limit: RateLimitName;
  by: readonly ('ip' | 'email' | 'user')[];
  count?: 'every' | 'failures';
  /**
   * Once spent, refuses only callers whose address already failed under the route's failure
   * limit keyed by address; an address without failures still gets its attempt (the owner of an
   * account under attack, signing in from their own phone).
   */
  sparesFreshAddresses?: true;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Statuses a route can answer besides 200 and those its declarations imply (400, 401, 403,
 * 429, and for writes 403, 413 and 415).
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface RouteContract {
  method: Method;
  /** The full path, `/api/...`, exactly as product.md §7 spells it. */
  path: `/api/${string}`;
  /** One line for docs/api.md. */
  summary: string;
  /** Set on routes that product.md §7 does not list (documented as additions). */
  addition?: true;
  access: RouteAccess;
  /** Header names lower-cased, as HTTP delivers them; other headers pass through. */
  headers?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The media type of an answer that is not JSON (the calendar feed): the handler sends text of
   * this type and `response` is a string. Absent for JSON answers.
   */
  answerType?: `${string}/${string}`;
  rateLimits?: readonly RouteRateLimit[];
  /** Refusals beyond the implied ones, each with the message keys it can carry. */
  refusals?: Partial<Record<RefusalStatus, readonly string[]>>;
}

/** Keeps the literal types of a contract (schemas, path) while checking its shape. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type InputPart<C, K extends 'headers' | 'query' | 'body'> = C extends { [P in K]: z.ZodType }
  ? { [P in K]: z.input<C[K]> }
  : { [P in K]?: never };

/** What a client sends to a route: the inputs its contract declares, typed from their schemas. */
export type RouteInput<C extends RouteContract> = InputPart<C, 'headers'> &
  InputPart<C, 'query'> &
  InputPart<C, 'body'>;

/** The parsed inputs a handler receives. */
export type ParsedInput<
  C extends RouteContract,
  K extends 'headers' | 'query' | 'body',
> = C extends {
  [P in K]: z.ZodType;
}
  ? z.output<C[K]>
  : undefined;

export type RouteResponse<C extends RouteContract> = z.output<C['response']>;

/** True when a route takes no input at all, so a client may call it without arguments. */
export type TakesNoInput<C extends RouteContract> = C extends { headers: z.ZodType }
  ? false
  : C extends { query: z.ZodType }
    ? false
    : C extends { body: z.ZodType }
      ? false
      : true;

/** Every status a route can answer, from its declarations; docs and tests read this. */
export function statusesOf(contract: RouteContract): number[] {
  const statuses = new Set<number>([200]);
  const access = contract.access;
  const hasInput = Boolean(contract.headers || contract.query || contract.body);
  const isWrite = contract.method !== 'GET';
  // Any write may carry a body: malformed JSON is 400, too large 413, not JSON 415.
  if (hasInput || isWrite || contract.refusals?.[400]) statuses.add(400);
  // A write a browser sends from another site is refused (403 crossSiteRequest).
  if (isWrite) statuses.add(403).add(413).add(415);
  if (access !== 'public') statuses.add(401);
  if (access !== 'public' && (access.roles || access.needs?.length)) statuses.add(403);
  for (const status of Object.keys(contract.refusals ?? {})) statuses.add(Number(status));
  if (contract.rateLimits?.length) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
