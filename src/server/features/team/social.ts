/**
 * The event's cheers and challenges as one snapshot of the social scope (which changes often on
 * event day, so it is kept apart from the event's other snapshots), and what the reads take from
 * it: whether two teams are rivals and a team's cheer count. The team page, the leaderboards,
 * the scores and the organizer overview read it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cheers, rivals, teams } from '../../db/schema';
import { socialOfEvent, type ReadDeps } from '../../cache/snapshots';

/** Who cheered each team, and which teams each team challenged. */
export interface TeamSocial {
  cheerers: Map<number, Set<number>>;
  challenged: Map<number, Set<number>>;
}

async function loadSocial(db: Db, eventId: number): Promise<TeamSocial> {
  const [cheerRows, rivalRows] = await Promise.all([
    db
      .select({ teamId: cheers.teamId, userId: cheers.userId })
      .from(cheers)
      .innerJoin(teams, eq(teams.id, cheers.teamId))
      .where(eq(teams.eventId, eventId)),
    db
      .select({ from: rivals.challengerTeamId, to: rivals.challengedTeamId })
      .from(rivals)
      .innerJoin(teams, eq(teams.id, rivals.challengerTeamId))
      .where(eq(teams.eventId, eventId)),
  ]);
  const group = (pairs: [number, number][]) => {
    const map = new Map<number, Set<number>>();
    for (const [key, value] of pairs) map.set(key, (map.get(key) ?? new Set()).add(value));
    return map;
  };
  return {
    cheerers: group(cheerRows.map((row) => [row.teamId, row.userId])),
    challenged: group(rivalRows.map((row) => [row.from, row.to])),
  };
}

/** The event's cheers and challenges (social scope). */
export const eventSocial = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(socialOfEvent(eventId), 'teamPage:social', () => loadSocial(db, eventId));

/** Whether `teamId` is a rival of the viewer's team (never when the viewer has none). */
export const isRivalOf = (social: TeamSocial, viewerTeamId: number | null, teamId: number) =>
  viewerTeamId !== null &&
  ((social.challenged.get(viewerTeamId)?.has(teamId) ?? false) ||
    (social.challenged.get(teamId)?.has(viewerTeamId) ?? false));

export const cheerCountOf = (social: TeamSocial, teamId: number) =>
  social.cheerers.get(teamId)?.size ?? 0;
