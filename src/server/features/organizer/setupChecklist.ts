/**
 * The set-up checklist of the chosen event (GET /api/organizer/setup-checklist): each step of
 * setting up an event done or not, as SETUP_STEPS defines them, from the event's own rows in one
 * read-only query across the areas' tables. Organizers read it while they set the event up, so it
 * is built per call, like the overview.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/wire';
import {
  auditLog,
  battles,
  crewAssignments,
  eventCompanies,
  eventRoles,
  events,
  houses,
  mailLog,
  scoreSessions,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import {
  SETUP_STEPS,
  type SetupChecklistResponse,
  type SetupStep,
} from '../../../shared/api/organizerOverview';
import { NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';

const filled = (column: string) => `coalesce(btrim(e.${column}), '') <> ''`;

export async function setupChecklist(db: Db, eventId: number): Promise<SetupChecklistResponse> {
  const anyBattle = sql`exists (select 1 from ${battles} b where b.event_id = ${eventId})`;
  const anyTeam = sql`exists (select 1 from ${teams} t where t.event_id = ${eventId})`;
  const contacts = sql`${eventRoles} r join ${users} u on u.id = r.user_id
    where r.event_id = ${eventId} and r.role = 'contactPerson'`;
  const result = await db.execute(sql`
    select
      ${sql.raw(`${filled('location_name')} and ${filled('short_desc')}`)} as details,
      exists (select 1 from ${houses} h where h.event_id = ${eventId}) as houses,
      exists (select 1 from ${eventCompanies} ec where ec.event_id = ${eventId}) and ${anyTeam}
        as teams,
      ${anyBattle} and not exists (
        select 1 from ${battles} b where b.event_id = ${eventId}
          and not exists (select 1 from ${scoreSessions} s where s.battle_id = b.id)) as battles,
      exists (select 1 from ${auditLog} a
        where a.event_id = ${eventId} and a.entity = 'pointsTable') as points,
      ${anyBattle} and not exists (
        select 1 from ${battles} b where b.event_id = ${eventId}
          and not exists (select 1 from ${crewAssignments} c where c.battle_id = b.id)) as crew,
      exists (select 1 from ${contacts}) and not exists (
        select 1 from ${contacts} and not exists (
          select 1 from ${mailLog} m where m.event_id = ${eventId} and m.sent
            and lower(m.recipient) = lower(u.email))) as invitations,
      ${anyTeam} and not exists (
        select 1 from ${teams} t where t.event_id = ${eventId} and not exists (
          select 1 from ${teamPlayers} p where p.team_id = t.id and p.is_captain)) as readiness
    from ${events} e where e.id = ${eventId}`);
  const [row] = rowsOf<Record<SetupStep, boolean>>(result);
  if (!row) throw new NotFoundError(organizerMessages.notFound);
  const steps = SETUP_STEPS.map((step) => ({ step, done: row[step] === true }));
  return { steps, complete: steps.every((step) => step.done) };
}
