/**
 * Server-side sessions: the client holds a random token (httpOnly cookie, or a Bearer header
 * for non-browser clients); the database holds its hash, the user and the chosen role, event,
 * team and battle. Sessions end after an idle period or an absolute lifetime.
 */
import { and, eq, gt } from 'drizzle-orm';
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
  language: string;
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

/** The live session for a token, or null when it is unknown, idle too long or expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionState | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      role: sessions.role,
      eventId: sessions.eventId,
      teamId: sessions.teamId,
      battleId: sessions.battleId,
      lastSeenAt: sessions.lastSeenAt,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    idHash: row.idHash,
    userId: row.userId,
    role: (row.role as EventRole | null) ?? null,
    eventId: row.eventId,
    teamId: row.teamId,
    battleId: row.battleId,
    language: row.language ?? 'en',
  };
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
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
