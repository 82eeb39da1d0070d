/**
 * Deletes rows that can no longer be used: sessions past their lifetime or idle limit, link
 * tokens and invite links past their retention, rate-limit counters whose window has passed,
 * and crew saves' idempotency keys older than a week. Every app
 * process may run it; the deletes are idempotent, so two processes at once do no harm.
 */
import { lt, lte, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { authTokens, crewSaveKeys, inviteLinks, rateLimits, sessions } from '../db/schema';
import { SESSION_IDLE_MS } from '../auth/sessions';

/**
 * A link token is kept for 7 days after it expired or was used, so a person who follows an old
 * mail still reads "link expired" or "link already used" rather than "invalid link". The rows
 * are tiny and the mails are rate-limited, so a week's worth costs nothing.
 */
export const TOKEN_RETENTION_MS = 7 * 24 * 3600_000;
/**
 * A crew save's idempotency key is kept a week: a save queued offline is sent again within
 * minutes or hours of the first try (the event day), never days later.
 */
export const SAVE_KEY_RETENTION_MS = 7 * 24 * 3600_000;
export const CLEANUP_EVERY_MS = 10 * 60_000;
/** The first run waits a moment, so it does not compete with the start-up work. */
const FIRST_RUN_AFTER_MS = 5_000;

export interface DeletedRows {
  sessions: number;
  tokens: number;
  rateLimits: number;
  saveKeys: number;
  inviteLinks: number;
}

export async function deleteExpired(db: Db, now: Date): Promise<DeletedRows> {
  // The same two limits findSession applies, so only sessions it would refuse are deleted.
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ idHash: sessions.idHash });

  const retainedSince = new Date(now.getTime() - TOKEN_RETENTION_MS);
  const deletedTokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, retainedSince), lt(authTokens.usedAt, retainedSince)))
    .returning({ id: authTokens.id });

  // A counter whose window has passed counts as zero already (see http/rateLimit.ts).
  const deletedRateLimits = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });

  const deletedSaveKeys = await db
    .delete(crewSaveKeys)
    .where(lt(crewSaveKeys.createdAt, new Date(now.getTime() - SAVE_KEY_RETENTION_MS)))
    .returning({ key: crewSaveKeys.key });

  // Expired or revoked invite links are kept as long as link tokens, then deleted.
  const deletedInviteLinks = await db
    .delete(inviteLinks)
    .where(or(lt(inviteLinks.expiresAt, retainedSince), lt(inviteLinks.revokedAt, retainedSince)))
    .returning({ id: inviteLinks.id });

  return {
    sessions: deletedSessions.length,
    tokens: deletedTokens.length,
    rateLimits: deletedRateLimits.length,
    saveKeys: deletedSaveKeys.length,
    inviteLinks: deletedInviteLinks.length,
  };
}

export interface CleanupLog {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/**
 * Runs deleteExpired soon after the call and then every `everyMs`, on timers that do not keep
 * the process alive. A failed run is logged and the next one tries again. The returned stop
 * function cancels the timers and resolves once a run in progress has finished, so the caller
 * can close the database after it.
 */
export function startPeriodicCleanup(opts: {
  db: Db;
  clock: Clock;
  log: CleanupLog;
  everyMs?: number;
}): () => Promise<void> {
  const { db, clock, log } = opts;
  const everyMs = opts.everyMs ?? CLEANUP_EVERY_MS;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function runOnce() {
    try {
      const deleted = await deleteExpired(db, clock.now());
      if (Object.values(deleted).some((count) => count > 0)) {
        log.info?.({ deleted }, 'expired rows deleted');
      }
    } catch (err) {
      log.error({ err }, 'deleting expired rows failed');
    }
  }

  function run() {
    // A slow run is not doubled by the next tick.
    if (stopped || running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  }

  const firstRun = setTimeout(run, Math.min(FIRST_RUN_AFTER_MS, everyMs)).unref();
  const interval = setInterval(run, everyMs).unref();

  return async () => {
    stopped = true;
    clearTimeout(firstRun);
    clearInterval(interval);
    await running;
  };
}
