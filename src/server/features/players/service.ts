/** The players area: the people playing in an event's teams. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamPlayers, teams, users } from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import type { Participant } from '../../../shared/api/players';

/** Every player of the event's teams, once each, by name; team_name lists their team(s). */
async function loadParticipants(db: Db, eventId: number): Promise<Participant[]> {
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  return db
    .select({
      id: users.id,
      full_name: fullName,
      team_name: sql<string>`string_agg(distinct ${teams.name}, ', ' order by ${teams.name})`,
      photo_url: users.picture,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teams.eventId, eventId))
    .groupBy(users.id)
    .orderBy(asc(fullName), asc(users.id));
}

/** GET /participants, or the /home strip's first ones: one answer for every viewer. */
export function participantsAnswer(
  { db, snapshots }: ReadDeps,
  eventId: number,
  opts: ListOptions = {},
): Promise<{ participants: Participant[] }> {
  return snapshots.answer(ofEvent(eventId), `participants:${opts.limit ?? 'all'}`, async () => {
    const all = await snapshots.get(ofEvent(eventId), 'participants', () =>
      loadParticipants(db, eventId),
    );
    return { participants: opts.limit === undefined ? all : all.slice(0, opts.limit) };
  });
}
