/**
 * Fixed-window rate limits counted in the database, so every app process behind a load
 * balancer shares the same counters. Routes declare their limits in their contracts; a hook on
 * each such route counts them after validation (so a limit can be keyed by the body's e-mail).
 * A limit that counts failures only is checked before the route runs and counted when it
 * answers 401. Routes without limits (every read) carry no hook at all.
 */
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { sqlTimestamp } from '../db/sqlTime';
import { HttpError } from './errors';
import { RATE_LIMITS, type RateLimit } from '../../shared/rateLimits';
import type { RouteRateLimit } from '../../shared/api/contract';

export class TooManyRequestsError extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'tooManyRequests');
  }
}

interface Counted {
  count: number;
  resetAt: Date;
}

function refuseWhenSpent(
  limit: RateLimit,
  counted: Counted | undefined,
  now: Date,
  factor: number,
) {
  if (!counted || counted.count <= limit.max * factor) return;
  const wait = Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000);
  throw new TooManyRequestsError(Math.max(1, wait));
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

/** The attempts counted under `key` in its current window, without counting one more. */
async function counted(db: Db, key: string, now: Date): Promise<Counted | undefined> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${sqlTimestamp(now)}`);
  return row ? { count: Number(row.count), resetAt: new Date(row.resetAt) } : undefined;
}

function keyOf(rule: RouteRateLimit, req: FastifyRequest): string {
  const body = req.body as { email?: unknown } | undefined;
  const parts = rule.by.map((part) =>
    part === 'ip' ? req.ip : String(body?.email ?? '').toLowerCase(),
  );
  return `${rule.limit}:${parts.join('|')}`;
}

export const rateLimitPlugin = fp(async (app) => {
  const factor = app.config.rateLimitFactor;

  async function check(req: FastifyRequest, rules: readonly RouteRateLimit[]): Promise<void> {
    const now = app.clock.now();
    for (const rule of rules) {
      const limit = RATE_LIMITS[rule.limit];
      const key = keyOf(rule, req);
      const seen =
        rule.count === 'failures'
          ? await counted(app.db, key, now)
          : await count(app.db, key, limit, now);
      // A failure-counted limit refuses once its budget is used up, before the next attempt.
      const spent = rule.count === 'failures' && seen ? { ...seen, count: seen.count + 1 } : seen;
      refuseWhenSpent(limit, spent, now, factor);
    }
  }

  async function countFailure(req: FastifyRequest, rules: readonly RouteRateLimit[]) {
    const now = app.clock.now();
    for (const rule of rules) {
      if (rule.count !== 'failures') continue;
      await count(app.db, keyOf(rule, req), RATE_LIMITS[rule.limit], now);
    }
  }

  // Hooks only on the routes whose contracts declare limits: every read passes without them.
  app.addHook('onRoute', (route) => {
    const rules = route.config?.contract?.rateLimits;
    if (!rules) return;
    const preHandler: preHandlerHookHandler = (req, _reply, done) => {
      check(req, rules).then(() => done(), done);
    };
    const onSend: onSendHookHandler = (_req, reply, payload, done) => {
      if (reply.statusCode !== 401) return done(null, payload);
      countFailure(_req, rules).then(() => done(null, payload), done);
    };
    route.preHandler = [...asList(route.preHandler), preHandler];
    route.onSend = [...asList(route.onSend), onSend];
  });
});

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
