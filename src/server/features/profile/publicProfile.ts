/**
 * GET /public-profile: one query for the person, their counts and their teams. A profile that
 * is not public answers `{ is_public: false }` and nothing else, whoever asks (its owner too:
 * the screen says the profile is not public and links to /profile to change that).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  awards,
  companies,
  countries,
  events,
  results,
  scoreSessions,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { isoRaw, parsedJson, rowsOf } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { profileMessages, type ProfileTeam, type PublicProfile } from '../../../shared/api/profile';

interface ProfileRow {
  id: number;
  is_public: boolean;
  full_name: string;
  photo_url: string | null;
  bio: string | null;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  linkedin: string | null;
  phone: string | null;
  country: string | null;
  battle_count: number;
  team_count: number;
  award_count: number;
  teams: unknown;
}

/**
 * The counts: challenges are the distinct battles the person's teams have a result in (played),
 * teams are the teams they play in, awards those won by their teams (a company's award belongs
 * to the company, not to each employee).
 */
export async function publicProfileOf(db: Db, userId: number): Promise<PublicProfile> {
  const result = await db.execute(sql`
    select u.id, u.is_public,
      u.first_name || ' ' || u.last_name as full_name,
      u.picture as photo_url, u.bio, u.instagram, u.twitter, u.facebook, u.linkedin, u.phone,
      c.code as country,
      (select count(distinct ss.battle_id)::int from ${teamPlayers} tp
         join ${results} r on r.team_id = tp.team_id
         join ${scoreSessions} ss on ss.id = r.score_session_id
         where tp.user_id = u.id) as battle_count,
      (select count(*)::int from ${teamPlayers} tp where tp.user_id = u.id) as team_count,
      (select count(*)::int from ${awards} a
         join ${teamPlayers} tp on tp.team_id = a.team_id
         where tp.user_id = u.id) as award_count,
      coalesce((select json_agg(json_build_object(
                   'id', t.id, 'name', t.name, 'photo_url', t.picture,
                   'date', ${isoRaw('e.date')}, 'company_name', co.name)
                 order by e.date desc, t.name, t.id)
         from ${teamPlayers} tp
         join ${teams} t on t.id = tp.team_id
         join ${events} e on e.id = t.event_id
         join ${companies} co on co.id = t.company_id
         where tp.user_id = u.id), '[]') as teams
    from ${users} u
    left join ${countries} c on c.id = u.country_id
    where u.id = ${userId}`);
  const [row] = rowsOf<ProfileRow>(result);
  if (!row) throw new NotFoundError(profileMessages.profileNotFound);
  if (!row.is_public) return { is_public: false };
  const { teams: teamList, ...person } = row;
  return {
    ...person,
    is_public: true,
    battle_count: Number(row.battle_count),
    team_count: Number(row.team_count),
    award_count: Number(row.award_count),
    teams: parsedJson<ProfileTeam[]>(teamList),
  };
}
