/**
 * Fixed-window rate limits counted in the database, so every app process behind a load
 * balancer shares the same counters. Routes declare their limits in their contracts; a hook on
 * each such route counts them after validation (so a limit can be keyed by the body's e-mail or
 * the session's user). A limit that counts failures only counts each attempt before the route
 * runs, in the one statement that also answers the count (so simultaneous attempts cannot all
 * read a count below the limit), and gives it back when the answer is not a 401. Routes without
 * limits (every read) carry no hook at all.
 */
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { sqlTimestamp } from '../db/sqlTime';
import { HttpError } from './errors';
import { RATE_LIMITS, type RateLimit } from '../../shared/rateLimits';
import type { RouteRateLimit } from '../../shared/api/contract';

export class TooManyRequestsError extends HttpError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = 'tooManyRequests',
  ) {
    super(429, message);
  }
}

interface Counted {
  count: number;
  resetAt: Date;
}

/** A failure counted ahead of its attempt: the key, and the window it was counted in. */
interface Pending {
  key: string;
  resetAt: Date;
}

function refuse(limit: RateLimit, counted: Counted, now: Date): never {
  const wait = Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000);
  throw new TooManyRequestsError(Math.max(1, wait), limit.message);
}

/** Counts one attempt under `key`; the count starts again once the window has passed. */
async function count(db: Db, key: string, limit: RateLimit, now: Date): Promise<Counted> {
  const nowAt = sqlTimestamp(now);
  const nextReset = sqlTimestamp(new Date(now.getTime() + limit.windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + limit.windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowAt} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowAt} then ${nextReset} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { count: Number(row.count), resetAt: new Date(row.resetAt) };
}

/** Gives back an attempt counted ahead, in its own window only (a new window owes nothing). */
async function giveBack(db: Db, pending: Pending): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, pending.key),
        sql`${rateLimits.resetAt} = ${sqlTimestamp(pending.resetAt)}`,
        gt(rateLimits.count, 0),
      ),
    );
}

function keyOf(rule: RouteRateLimit, req: FastifyRequest): string {
  const body = req.body as { email?: unknown } | undefined;
  const parts = rule.by.map((part) => {
    if (part === 'ip') return req.ip;
    if (part === 'user') return String(req.session?.userId ?? '');
    return String(body?.email ?? '').toLowerCase();
  });
  return `${rule.limit}:${parts.join('|')}`;
}

export const rateLimitPlugin = fp(async (app) => {
  const factor = app.config.rateLimitFactor;
  /** The failures each request counted ahead, given back unless it is answered with 401. */
  const pendingOf = new WeakMap<FastifyRequest, Pending[]>();

  async function check(req: FastifyRequest, rules: readonly RouteRateLimit[]): Promise<void> {
    const now = app.clock.now();
    // Whether the caller's address already failed under a failure limit keyed by address.
    let addressFailed = false;
    for (const rule of rules) {
      const limit: RateLimit = RATE_LIMITS[rule.limit];
      const key = keyOf(rule, req);
      const seen = await count(app.db, key, limit, now);
      if (rule.count === 'failures') {
        const pending = pendingOf.get(req) ?? [];
        pending.push({ key, resetAt: seen.resetAt });
        pendingOf.set(req, pending);
        if (rule.by.includes('ip') && seen.count > 1) addressFailed = true;
      }
      const spared = rule.sparesFreshAddresses === true && !addressFailed;
      if (seen.count > limit.max * factor && !spared) refuse(limit, seen, now);
    }
  }

  async function settle(req: FastifyRequest, statusCode: number): Promise<void> {
    const pending = pendingOf.get(req);
    if (!pending) return;
    pendingOf.delete(req);
    if (statusCode === 401) return; // a failure: it stays counted
    for (const counted of pending) await giveBack(app.db, counted);
  }

  // Hooks only on the routes whose contracts declare limits: every read passes without them.
  app.addHook('onRoute', (route) => {
    const rules = route.config?.contract?.rateLimits;
    if (!rules) return;
    const preHandler: preHandlerHookHandler = (req, _reply, done) => {
      check(req, rules).then(() => done(), done);
    };
    const onSend: onSendHookHandler = (req, reply, payload, done) => {
      settle(req, reply.statusCode).then(() => done(null, payload), done);
    };
    route.preHandler = [...asList(route.preHandler), preHandler];
    route.onSend = [...asList(route.onSend), onSend];
  });
});

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
