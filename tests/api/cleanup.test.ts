/**
 * The periodic clean-up deletes sessions, link tokens and rate-limit counters that can no longer
 * be used, and nothing that still can.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createSession,
  findSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../src/server/auth/sessions';
import { createClock } from '../../src/server/clock';
import type { Database, Db } from '../../src/server/db/client';
import { authTokens, inviteLinks, rateLimits, sessions } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/tokens';
import {
  deleteExpired,
  startPeriodicCleanup,
  TOKEN_RETENTION_MS,
} from '../../src/server/maintenance/cleanup';
import { createCompany, createUser } from '../helpers/factories';
import { createTestDatabase, dbKinds } from '../helpers/testDb';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(T0.getTime() + ms);
const noResume = { role: null, eventId: null, teamId: null, battleId: null };

async function sessionAt(db: Db, userId: number, createdAt: Date, lastSeenAt = createdAt) {
  const token = await createSession(db, userId, createdAt, noResume);
  await db
    .update(sessions)
    .set({ lastSeenAt })
    .where(eq(sessions.idHash, hashToken(token)));
  return token;
}

async function sessionExists(db: Db, token: string) {
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.idHash, hashToken(token)));
  return rows.length === 1;
}

async function linkToken(db: Db, userId: number, times: { expiresAt: Date; usedAt?: Date | null }) {
  const [row] = await db
    .insert(authTokens)
    .values({
      userId,
      kind: 'confirm',
      tokenHash: hashToken(randomBytes(16).toString('hex')),
      expiresAt: times.expiresAt,
      usedAt: times.usedAt ?? null,
    })
    .returning({ id: authTokens.id });
  return row.id;
}

async function remainingTokenIds(db: Db) {
  const rows = await db.select({ id: authTokens.id }).from(authTokens);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function rateLimit(db: Db, resetAt: Date) {
  const key = `test:${randomBytes(4).toString('hex')}`;
  await db.insert(rateLimits).values({ key, count: 3, resetAt });
  return key;
}

async function remainingRateLimitKeys(db: Db) {
  const rows = await db.select({ key: rateLimits.key }).from(rateLimits);
  return rows.map((r) => r.key).sort();
}

describe.each(dbKinds)('deleting expired rows on %s', (kind) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await db.delete(sessions);
    await db.delete(authTokens);
    await db.delete(rateLimits);
  });

  it('deletes sessions past their lifetime or idle limit and keeps the live ones', async () => {
    const user = await createUser(db);
    const clock = createClock();
    clock.set(T0);
    // Used an hour ago, yet its absolute lifetime ends now.
    const pastLifetime = await sessionAt(db, user.id, at(-SESSION_ABSOLUTE_MS), at(-hour));
    const idle = await sessionAt(db, user.id, at(-10 * day), at(-SESSION_IDLE_MS - 1));
    const idleToTheLimit = await sessionAt(db, user.id, at(-10 * day), at(-SESSION_IDLE_MS));
    const live = await sessionAt(db, user.id, at(-2 * day), at(-hour));

    const deleted = await deleteExpired(db, clock.now());

    expect(deleted.sessions).toBe(2);
    expect(await sessionExists(db, pastLifetime)).toBe(false);
    expect(await sessionExists(db, idle)).toBe(false);
    expect(await findSession(db, idleToTheLimit, clock.now())).toMatchObject({ userId: user.id });
    expect(await findSession(db, live, clock.now())).toMatchObject({ userId: user.id });
  });

  it('deletes a session once the clock passes its limits, not before', async () => {
    const user = await createUser(db);
    const clock = createClock();
    clock.set(T0);
    const token = await sessionAt(db, user.id, clock.now());

    clock.advance(SESSION_IDLE_MS);
    expect(await deleteExpired(db, clock.now())).toMatchObject({ sessions: 0 });
    expect(await sessionExists(db, token)).toBe(true);

    clock.advance(1);
    expect(await deleteExpired(db, clock.now())).toMatchObject({ sessions: 1 });
    expect(await sessionExists(db, token)).toBe(false);
  });

  it('keeps link tokens for the retention after they expired or were used', async () => {
    const user = await createUser(db);
    const now = T0;
    const unused = await linkToken(db, user.id, { expiresAt: at(day) });
    const justExpired = await linkToken(db, user.id, { expiresAt: at(-hour) });
    await linkToken(db, user.id, {
      expiresAt: at(-TOKEN_RETENTION_MS - 1),
    });
    const justUsed = await linkToken(db, user.id, { expiresAt: at(day), usedAt: at(-hour) });
    // A 48-hour confirm link used right away and its expiry not yet past the retention.
    await linkToken(db, user.id, {
      expiresAt: at(-TOKEN_RETENTION_MS + day),
      usedAt: at(-TOKEN_RETENTION_MS - day),
    });

    const deleted = await deleteExpired(db, now);

    expect(deleted.tokens).toBe(2);
    expect(await remainingTokenIds(db)).toEqual([unused, justExpired, justUsed]);
  });

  it('deletes rate-limit counters whose window has passed and keeps the running ones', async () => {
    await rateLimit(db, at(-hour));
    await rateLimit(db, T0);
    const running = await rateLimit(db, at(15 * 60_000));

    const deleted = await deleteExpired(db, T0);

    expect(deleted.rateLimits).toBe(2);
    expect(await remainingRateLimitKeys(db)).toEqual([running]);
  });

  it('deletes invite links a week after they expired or were revoked, and keeps open ones', async () => {
    const user = await createUser(db);
    const company = await createCompany(db);
    const link = async (expiresAt: Date, revokedAt: Date | null = null) => {
      const [row] = await db
        .insert(inviteLinks)
        .values({
          tokenHash: hashToken(randomBytes(16).toString('hex')),
          companyId: company.id,
          createdBy: user.id,
          expiresAt,
          revokedAt,
        })
        .returning({ id: inviteLinks.id });
      return row.id;
    };
    await link(at(-TOKEN_RETENTION_MS - 1));
    await link(at(day), at(-TOKEN_RETENTION_MS - 1));
    const recentlyExpired = await link(at(-hour));
    const open = await link(at(day));

    const deleted = await deleteExpired(db, T0);

    expect(deleted.inviteLinks).toBe(2);
    const left = await db.select({ id: inviteLinks.id }).from(inviteLinks);
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recentlyExpired, open]);
  });

  it('runs periodically until it is stopped', async () => {
    const user = await createUser(db);
    const clock = createClock();
    clock.set(T0);
    const log = { error: vi.fn(), info: vi.fn() };
    const live = await sessionAt(db, user.id, clock.now());
    const first = await sessionAt(db, user.id, at(-40 * day));

    const stop = startPeriodicCleanup({ db, clock, log, everyMs: 20 });

    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith(
        { deleted: { sessions: 1, tokens: 0, rateLimits: 0, saveKeys: 0, inviteLinks: 0 } },
        expect.any(String),
      ),
    );
    expect(await sessionExists(db, first)).toBe(false);
    expect(await sessionExists(db, live)).toBe(true);
    // A later run picks up what expired since.
    clock.advance(SESSION_IDLE_MS + 1);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
    expect(await sessionExists(db, live)).toBe(false);

    await stop();
    const afterStop = await sessionAt(db, user.id, at(-40 * day));
    // Several periods pass; a running clean-up would have deleted the session by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sessionExists(db, afterStop)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run and keeps running', async () => {
    const clock = createClock();
    let calls = 0;
    const failingDb = {
      delete: () => {
        calls += 1;
        throw new Error('database unavailable');
      },
    } as unknown as Db;
    const log = { error: vi.fn() };

    const stop = startPeriodicCleanup({ db: failingDb, clock, log, everyMs: 20 });

    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await stop();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database unavailable' }) },
      expect.any(String),
    );
    const runsBeforeStop = calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(runsBeforeStop);
  });
});
