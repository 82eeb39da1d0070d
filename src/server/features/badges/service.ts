/**
 * The badges of a user (shared/api/badges.ts says what a badge is): awards won by their teams,
 * cheer milestones their teams reached and challenges their teams played, computed in one query
 * from awards, cheers, results and team_players. Nothing is stored, so nothing goes stale.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  awards,
  cheers,
  events,
  results,
  scoreSessions,
  teamPlayers,
  teams,
} from '../../db/schema';
import { isoRaw, rowsOf } from '../../db/wire';
import { CHALLENGE_MILESTONES, type Badge } from '../../../shared/api/badges';
import { CHEER_MILESTONES } from '../../../shared/notifications';

const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export async function badgesOf(db: Db, userId: number): Promise<Badge[]> {
  const result = await db.execute(sql`
    with my_teams as (
      select ${teams.id} as team_id, ${teams.name} as team_name, ${events.name} as event_name
      from ${teamPlayers}
      join ${teams} on ${teams.id} = ${teamPlayers.teamId}
      join ${events} on ${events.id} = ${teams.eventId}
      where ${teamPlayers.userId} = ${userId}
    ),
    cheer_counts as (
      select ${cheers.teamId} as team_id, ${cheers.createdAt} as at,
             row_number() over (partition by ${cheers.teamId}
                                order by ${cheers.createdAt}, ${cheers.id}) as reached
      from ${cheers}
      where ${cheers.teamId} in (select team_id from my_teams)
    ),
    challenge_counts as (
      -- Played when the session ended, but never later than the result was saved: an organizer
      -- may enter a session's results before it ends, and a badge is never dated in the future.
      select ${results.teamId} as team_id,
             least(${scoreSessions.endTime}, ${results.updatedAt}) as at,
             row_number() over (partition by ${results.teamId}
                                order by least(${scoreSessions.endTime}, ${results.updatedAt}),
                                         ${scoreSessions.id}) as reached
      from ${results}
      join ${scoreSessions} on ${scoreSessions.id} = ${results.scoreSessionId}
      where ${results.teamId} in (select team_id from my_teams)
    ),
    earned as (
      select 'award' as kind, ${awards.name} as award_name, null::int as milestone,
             ${awards.teamId} as team_id, ${awards.createdAt} as at
      from ${awards}
      where ${awards.teamId} in (select team_id from my_teams)
      union all
      select 'cheers', null, reached::int, team_id, at
      from cheer_counts where reached in (${list(CHEER_MILESTONES)})
      union all
      select 'challenges', null, reached::int, team_id, at
      from challenge_counts where reached in (${list(CHALLENGE_MILESTONES)})
    )
    select earned.kind, earned.award_name, earned.milestone,
           my_teams.team_id, my_teams.team_name, my_teams.event_name,
           ${isoRaw('earned.at')} as earned_at
    from earned
    join my_teams on my_teams.team_id = earned.team_id
    order by earned.at desc, earned.kind, earned.milestone desc nulls last, earned.award_name
  `);
  return rowsOf<Badge>(result);
}
