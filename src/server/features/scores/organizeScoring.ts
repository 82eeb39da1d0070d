/**
 * The scores area's writes for the organizer console: the points table, the tiebreak order and
 * the leaderboard quarter. Writes run inside the organizer area's `organize` transaction, which
 * audits them and drops the event's snapshots after commit.
 *
 * A result stores its points (the leaderboard and team points only add them up), so a new points
 * table recomputes every saved result of the event with the shared points engine in the same
 * transaction. It first locks the event's battles as a crew save does: a save in progress
 * finishes before, and one that follows reads the new table.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  eventRoles,
  events,
  leaderboardQuarters,
  pointsTable,
  results,
  scoreSessions,
  teamPlayers,
  tiebreakBattles,
} from '../../db/schema';
import { iso } from '../../db/wire';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { DEFAULT_POINTS_TABLE, organizerMessages } from '../../../shared/api/organizer';
import {
  organizerPointsMessages,
  type OrganizerPointsRow,
  type OrganizerQuarter,
  type OrganizerTiebreakBattle,
  type PointsTableBody,
  type QuarterBody,
  type QuarterPreview,
} from '../../../shared/api/organizerPoints';
import { pointsForResult } from '../../../shared/scoring';
import type { AuditNote } from '../../auditNote';
import { currentStandings } from './leaderboard';
import { pointsTableOf } from './service';
import { notify } from '../notifications/service';

/** Console writes of one event take turns: the event row is their lock. */
async function lockEvent(tx: Db, eventId: number) {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
  if (!event) throw new NotFoundError(organizerMessages.notFound);
}

// ---------------------------------------------------------------------------------------------
// The points table
// ---------------------------------------------------------------------------------------------

export async function organizerPointsTable(
  db: Db,
  eventId: number,
): Promise<{ rows: OrganizerPointsRow[] }> {
  return { rows: await pointsTableOf(db, eventId) };
}

/** "1: 10/5/2, 2: 8/4/1": points, joker and ladies bonus per rank, for the audit log. */
const tableSummary = (rows: OrganizerPointsRow[]) =>
  rows.length === 0
    ? '—'
    : rows
        .map(
          (r) => `${r.rank}: ${[r.score, r.joker, r.ladies].filter((v) => v !== null).join('/')}`,
        )
        .join(', ');

/** Gives every saved result of the event the points the table now says; answers how many changed. */
async function recomputeResults(tx: Db, eventId: number, table: OrganizerPointsRow[]) {
  const saved = await tx
    .select({
      id: results.id,
      points: results.points,
      rank: results.rank,
      score1: results.score1,
      score2: results.score2,
      time1: results.time1,
      time2: results.time2,
      isLadies: results.isLadies,
      isFairplay: results.isFairplay,
      isDisqualified: results.isDisqualified,
      isJoker: results.isJoker,
    })
    .from(results)
    .innerJoin(scoreSessions, eq(scoreSessions.id, results.scoreSessionId))
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(eq(battles.eventId, eventId));
  const changed = saved
    .map((result) => ({
      id: result.id,
      points: pointsForResult(result, table),
      was: result.points,
    }))
    .filter((result) => result.points !== result.was)
    .map(({ id, points }) => ({ id, points }));
  if (changed.length === 0) return 0;
  // One statement for all of them, whatever their number (one parameter).
  await tx.execute(sql`update ${results} set points = v.points
    from json_to_recordset(${JSON.stringify(changed)}::json) as v(id int, points int)
    where ${results.id} = v.id`);
  return changed.length;
}

/** Replaces the event's points table and recomputes its saved results' points. */
export async function savePointsTable(
  tx: Db,
  eventId: number,
  body: PointsTableBody,
): Promise<AuditNote> {
  await lockEvent(tx, eventId);
  // A crew save locks its battle the same way, so saves and this change take turns.
  await tx
    .select({ id: battles.id })
    .from(battles)
    .where(eq(battles.eventId, eventId))
    .for('no key update');
  const rows = [...body.rows].sort((a, b) => a.rank - b.rank);
  await tx.delete(pointsTable).where(eq(pointsTable.eventId, eventId));
  if (rows.length > 0) {
    await tx.insert(pointsTable).values(rows.map((row) => ({ eventId, ...row })));
  }
  await recomputeResults(tx, eventId, rows);
  return { action: 'update', entity: 'pointsTable', entityId: null, summary: tableSummary(rows) };
}

/**
 * A new event's points table, written in the transaction that creates the event: a copy of the
 * table of `fromEventId` (an event `userId` organizes, else 404, as if it did not exist) or, with
 * none, DEFAULT_POINTS_TABLE. Only a copy is audited: the points step of the set-up checklist
 * counts as done once the organizer saved a table or chose one to copy.
 */
export async function startPointsTable(
  tx: Db,
  eventId: number,
  from: { userId: number; fromEventId: number | null },
): Promise<AuditNote | null> {
  if (from.fromEventId === null) {
    await tx.insert(pointsTable).values(DEFAULT_POINTS_TABLE.map((row) => ({ eventId, ...row })));
    return null;
  }
  const [source] = await tx
    .select({ name: events.name })
    .from(events)
    .innerJoin(
      eventRoles,
      and(
        eq(eventRoles.eventId, events.id),
        eq(eventRoles.userId, from.userId),
        eq(eventRoles.role, 'organizer'),
      ),
    )
    .where(eq(events.id, from.fromEventId));
  if (!source) throw new NotFoundError(organizerMessages.notFound);
  const rows = await pointsTableOf(tx, from.fromEventId);
  if (rows.length > 0) {
    await tx.insert(pointsTable).values(rows.map((row) => ({ eventId, ...row })));
  }
  return { action: 'copy', entity: 'pointsTable', entityId: null, summary: source.name };
}

// ---------------------------------------------------------------------------------------------
// The tiebreak order
// ---------------------------------------------------------------------------------------------

export async function organizerTiebreak(
  db: Db,
  eventId: number,
): Promise<{ battles: OrganizerTiebreakBattle[] }> {
  const list = await db
    .select({ id: battles.id, name: battles.name })
    .from(tiebreakBattles)
    .innerJoin(battles, eq(battles.id, tiebreakBattles.battleId))
    .where(eq(tiebreakBattles.eventId, eventId))
    .orderBy(asc(tiebreakBattles.position));
  return { battles: list };
}

/** Replaces the tiebreak order; a battle of another event (or none) is 404 and nothing changes. */
export async function saveTiebreak(
  tx: Db,
  eventId: number,
  battleIds: readonly number[],
): Promise<AuditNote> {
  await lockEvent(tx, eventId);
  const found = battleIds.length
    ? await tx
        .select({ id: battles.id, name: battles.name })
        .from(battles)
        .where(and(eq(battles.eventId, eventId), inArray(battles.id, [...battleIds])))
    : [];
  if (found.length !== battleIds.length) throw new NotFoundError(organizerMessages.notFound);
  const nameOf = new Map(found.map((battle) => [battle.id, battle.name]));
  await tx.delete(tiebreakBattles).where(eq(tiebreakBattles.eventId, eventId));
  if (battleIds.length > 0) {
    await tx
      .insert(tiebreakBattles)
      .values(battleIds.map((battleId, index) => ({ eventId, battleId, position: index + 1 })));
  }
  return {
    action: 'update',
    entity: 'tiebreak',
    entityId: null,
    summary: battleIds.map((battleId) => nameOf.get(battleId)).join(' › ') || '—',
  };
}

// ---------------------------------------------------------------------------------------------
// The leaderboard quarter
// ---------------------------------------------------------------------------------------------

export async function organizerQuarter(
  db: Db,
  eventId: number,
): Promise<{ quarter: OrganizerQuarter | null }> {
  const [quarter] = await db
    .select({
      label: leaderboardQuarters.label,
      as_of: iso(leaderboardQuarters.asOf),
      published_at: iso(leaderboardQuarters.publishedAt),
    })
    .from(leaderboardQuarters)
    .where(eq(leaderboardQuarters.eventId, eventId));
  return { quarter: quarter ?? null };
}

/** The moment a quarter shows: the one asked for (never in the future), or now. */
function quarterMoment(asOfText: string | undefined, now: Date): Date {
  if (asOfText === undefined) return now;
  const asOf = new Date(asOfText);
  if (asOf.getTime() > now.getTime()) {
    const inFuture = organizerPointsMessages.quarterInFuture;
    throw new BadRequestError(inFuture, { as_of: inFuture });
  }
  return asOf;
}

/** GET /organizer/quarter/preview: the standings a quarter at that moment (or now) would show. */
export async function previewQuarter(
  db: Db,
  eventId: number,
  asOfText: string | undefined,
  now: Date,
): Promise<QuarterPreview> {
  const asOf = quarterMoment(asOfText, now);
  const standings = await currentStandings({ db }, eventId, asOf);
  // The preview names no house (quarterStanding): the house's name is the leaderboard's flag label.
  const teams = standings.map(({ house_name: _, ...team }) => team);
  return { as_of: asOf.toISOString(), teams };
}

/**
 * Sends the "score available" notes that a freeze kept back, for the results that show now:
 * every held one when the standings go live again (until null), or those saved until the new
 * quarter's moment. As a save that was not held would have, they leave out whoever entered the
 * result (a crew member who plays in the team). Answers the players told.
 */
async function releaseHeldNotes(
  tx: Db,
  eventId: number,
  until: Date | null,
  now: Date,
): Promise<number[]> {
  const shows = until
    ? sql`${results.updatedAt} <= ${until.toISOString()}::timestamptz`
    : sql`true`;
  const released = await tx
    .update(results)
    .set({ noteHeld: false })
    .where(
      and(
        eq(results.noteHeld, true),
        shows,
        inArray(
          results.scoreSessionId,
          tx
            .select({ id: scoreSessions.id })
            .from(scoreSessions)
            .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
            .where(eq(battles.eventId, eventId)),
        ),
      ),
    )
    .returning({
      sessionId: results.scoreSessionId,
      teamId: results.teamId,
      enteredBy: results.enteredBy,
    });
  if (released.length === 0) return [];
  const sessionIds = [...new Set(released.map((r) => r.sessionId))];
  const names = await tx
    .select({ id: scoreSessions.id, name: battles.name })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(inArray(scoreSessions.id, sessionIds));
  const told = new Set<number>();
  for (const { id: sessionId, name } of names) {
    const ofSession = released.filter((r) => r.sessionId === sessionId);
    for (const actedBy of new Set(ofSession.map((r) => r.enteredBy))) {
      const teamIds = ofSession.filter((r) => r.enteredBy === actedBy).map((r) => r.teamId);
      const players = await tx
        .selectDistinct({ userId: teamPlayers.userId })
        .from(teamPlayers)
        .where(inArray(teamPlayers.teamId, teamIds));
      const reached = await notify(
        tx,
        { userIds: players.map((p) => p.userId) },
        { type: 'score_available', dynamicKey1: name, redirectKey1: String(sessionId) },
        { eventId, actedBy },
        now,
      );
      for (const userId of reached) told.add(userId);
    }
  }
  return [...told];
}

/**
 * Stores the standings as they were at `as_of` (results saved and extra points given until
 * then; now when left out) under the label, replacing the published quarter; /leaderboard serves
 * them from then on, and other screens freeze at that moment for non-organizers. The notes kept
 * back for results that the new moment shows go out. Answers the audit note and who was told.
 */
export async function publishQuarter(
  tx: Db,
  eventId: number,
  body: QuarterBody,
  now: Date,
): Promise<{ audit: AuditNote; told: number[] }> {
  const asOf = quarterMoment(body.as_of, now);
  await lockEvent(tx, eventId);
  const standings = await currentStandings({ db: tx }, eventId, asOf);
  const quarter = { label: body.label, standings, asOf, publishedAt: now };
  await tx
    .insert(leaderboardQuarters)
    .values({ eventId, ...quarter })
    .onConflictDoUpdate({ target: leaderboardQuarters.eventId, set: quarter });
  const told = await releaseHeldNotes(tx, eventId, asOf, now);
  return {
    audit: {
      action: 'publish',
      entity: 'quarter',
      entityId: null,
      summary: `${body.label} (${asOf.toISOString()})`,
    },
    told,
  };
}

/** Withdraws the published quarter: the live leaderboard shows again, and the notes kept back go out. */
export async function withdrawQuarter(
  tx: Db,
  eventId: number,
  now: Date,
): Promise<{ audit: AuditNote; told: number[] }> {
  const [withdrawn] = await tx
    .delete(leaderboardQuarters)
    .where(eq(leaderboardQuarters.eventId, eventId))
    .returning({ label: leaderboardQuarters.label });
  if (!withdrawn) throw new NotFoundError(organizerMessages.notFound);
  const told = await releaseHeldNotes(tx, eventId, null, now);
  return {
    audit: { action: 'withdraw', entity: 'quarter', entityId: null, summary: withdrawn.label },
    told,
  };
}
