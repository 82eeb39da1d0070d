/**
 * The event's cheers and challenges as the score reads need them: who is whose rival (either
 * side of a challenge) and each team's cheer count. Both are snapshots of the event's social
 * scope, dropped by every cheer or challenge (`teamSocial`) and by an `event` change.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cheers, rivals, teams } from '../../db/schema';
import { socialOfEvent, type ReadDeps } from '../../cache/snapshots';

/** For each team, the teams it challenged or was challenged by. */
export type Rivalries = Map<number, Set<number>>;

async function loadRivalries(db: Db, eventId: number): Promise<Rivalries> {
  const rows = await db
    .select({ from: rivals.challengerTeamId, to: rivals.challengedTeamId })
    .from(rivals)
    .innerJoin(teams, eq(teams.id, rivals.challengerTeamId))
    .where(eq(teams.eventId, eventId));
  const rivalries: Rivalries = new Map();
  const add = (team: number, rival: number) =>
    rivalries.set(team, (rivalries.get(team) ?? new Set()).add(rival));
  for (const { from, to } of rows) {
    add(from, to);
    add(to, from);
  }
  return rivalries;
}

async function loadCheerCounts(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ teamId: cheers.teamId, cheers: count() })
    .from(cheers)
    .innerJoin(teams, eq(teams.id, cheers.teamId))
    .where(eq(teams.eventId, eventId))
    .groupBy(cheers.teamId);
  return new Map(rows.map((row) => [row.teamId, row.cheers]));
}

export const eventRivalries = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(socialOfEvent(eventId), 'scores:rivalries', () => loadRivalries(db, eventId));

export const eventCheerCounts = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(socialOfEvent(eventId), 'scores:cheerCounts', () => loadCheerCounts(db, eventId));

/** Whether `teamId` is a rival of the viewer's team (never when the viewer has none). */
export const isRivalOf = (rivalries: Rivalries, viewerTeamId: number | null, teamId: number) =>
  viewerTeamId !== null && (rivalries.get(viewerTeamId)?.has(teamId) ?? false);
