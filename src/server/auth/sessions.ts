/**
 * Server-side sessions: the client holds a random token (httpOnly cookie, or a Bearer header
 * for non-browser clients); the database holds its hash, the user and the chosen role, event,
 * team and battle. Sessions end after an idle period or an absolute lifetime.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { EventRole } from '../../shared/roles';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionState {
  idHash: string;
  userId: number;
  role: EventRole | null;
  eventId: number | null;
  teamId: number | null;
  battleId: number | null;
  /** The language the account chose (its mails'), null when it never chose one. */
  language: string | null;
}

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  resume: Pick<SessionState, 'role' | 'eventId' | 'teamId' | 'battleId'>,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    role: resume.role,
    eventId: resume.eventId,
    teamId: resume.teamId,
    battleId: resume.battleId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** A stored session with the moments that decide whether it still lives. */
export interface StoredSession {
  state: SessionState;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** The session lookup, prepared once per database: built and planned once, run many times. */
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      role: sessions.role,
      eventId: sessions.eventId,
      teamId: sessions.teamId,
      battleId: sessions.battleId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_lookup');
}

/** The session row of a token hash with its user's language, whatever its age. */
export async function loadSession(db: Db, idHash: string): Promise<StoredSession | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ idHash });
  if (!row) return null;
  return {
    state: {
      idHash: row.idHash,
      userId: row.userId,
      role: (row.role as EventRole | null) ?? null,
      eventId: row.eventId,
      teamId: row.teamId,
      battleId: row.battleId,
      language: row.language,
    },
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
  };
}

/** Whether a session still lives at `now`, and whether its last-seen moment is due a write. */
export function sessionAge(stored: Pick<StoredSession, 'expiresAt' | 'lastSeenAt'>, now: Date) {
  if (stored.expiresAt.getTime() <= now.getTime()) return 'ended';
  const idle = now.getTime() - stored.lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS) return 'ended';
  return idle > TOUCH_EVERY_MS ? 'touch' : 'live';
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

/** The live session for a token, or null when it is unknown, idle too long or expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionState | null> {
  const idHash = hashToken(token);
  const stored = await loadSession(db, idHash);
  if (!stored) return null;
  const age = sessionAge(stored, now);
  if (age === 'ended') {
    await endSession(db, idHash);
    return null;
  }
  if (age === 'touch') await touchSession(db, idHash, now);
  return stored.state;
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Someone left these teams (removed by a team manager or from the company): their sessions and
 * their record stop naming them, so their next request asks them to choose a team again
 * instead of showing one they no longer play in. Returns whether a session changed; publish
 * `userSessions` for them after commit.
 */
export async function forgetTeams(
  db: Db,
  userId: number,
  teamIds: readonly number[],
): Promise<boolean> {
  if (teamIds.length === 0) return false;
  const changed = await db
    .update(sessions)
    .set({ teamId: null })
    .where(and(eq(sessions.userId, userId), inArray(sessions.teamId, [...teamIds])))
    .returning({ idHash: sessions.idHash });
  await db
    .update(users)
    .set({ lastTeamId: null })
    .where(and(eq(users.id, userId), inArray(users.lastTeamId, [...teamIds])));
  return changed.length > 0;
}

/** Stores the user's choices in the session and in the user's record, so the next login resumes. */
export async function updateSelection(
  db: Db,
  session: SessionState,
  change: Partial<Pick<SessionState, 'role' | 'eventId' | 'teamId' | 'battleId'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set(change).where(eq(sessions.idHash, session.idHash));
    await tx
      .update(users)
      .set({
        ...('role' in change ? { lastRole: change.role } : {}),
        ...('eventId' in change ? { lastEventId: change.eventId } : {}),
        ...('teamId' in change ? { lastTeamId: change.teamId } : {}),
        ...('battleId' in change ? { lastBattleId: change.battleId } : {}),
      })
      .where(eq(users.id, session.userId));
  });
}
