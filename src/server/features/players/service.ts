/** The players area: the people playing in an event's teams. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamPlayers, teams, users } from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import type { Participant } from '../../../shared/api/players';

/** Every player of the event's teams, once each, by name; team_name lists their team(s). */
export async function participantsOf(
  db: Db,
  eventId: number,
  opts: ListOptions = {},
): Promise<Participant[]> {
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const query = db
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
  return opts.limit === undefined ? query : query.limit(opts.limit);
}
