/**
 * Fixed-window rate limits counted in the database, so every app process behind a load
 * balancer shares the same counters. One upsert per check; windows follow the app clock.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { sqlTimestamp } from '../db/sqlTime';
import { HttpError } from './errors';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** The numbers are in docs/decisions.md. Per-IP limits are generous: a venue shares one IP. */
export const limits = {
  loginPerIp: { name: 'login-ip', max: 100, windowMs: 15 * 60_000 },
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot-ip', max: 10, windowMs: 60 * 60_000 },
  resendPerIp: { name: 'resend-ip', max: 10, windowMs: 60 * 60_000 },
  /** Following mailed links (confirm, reset): a person needs a few, a token guesser many. */
  linkPerIp: { name: 'link-ip', max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export class TooManyRequestsError extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'tooManyRequests');
  }
}

/** Counts one attempt for `key` under `limit`; throws 429 once the window's budget is spent. */
export async function hit(db: Db, limit: Limit, key: string, now: Date, factor = 1): Promise<void> {
  const id = `${limit.name}:${key}`;
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const nowAt = sqlTimestamp(now);
  const nextReset = sqlTimestamp(resetAt);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: id, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowAt} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowAt} then ${nextReset} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, reset_at: rateLimits.resetAt });
  if (Number(row.count) > limit.max * factor) {
    const wait = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(wait);
  }
}
