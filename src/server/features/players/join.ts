/**
 * Invite links (product.md "Share links"): GET /invite tells the signed-in person what the
 * link's company and team offer them; POST /join makes them an employee of the company (the
 * employees area's joinCompany) and, unless they ask for the company alone, a player of the
 * team (the players area's addToTeam: room, one team per event, its players told), in one
 * transaction with the team row locked, before the event's closing date.
 *
 * The ids in a link can be guessed, so they grant nothing: both calls first check the link's
 * secret token (inviteLinks.ts) and refuse with 403 `inviteInvalid`, before anything about the
 * company or team is read (docs/decisions.md).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { companies, companyMembers, teamPlayers, teams } from '../../db/schema';
import { rowsOf } from '../../db/wire';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { joinMessages, type InviteResponse, type JoinResponse } from '../../../shared/api/join';
import { eventIdsOfCompany } from '../company/service';
import { joinCompany, publishStaffChange } from '../employees/service';
import { invitedTeam, playsIn } from '../team/access';
import { checkInviteToken, type InviteTarget } from './inviteLinks';
import { addToTeam } from './manage';

/** What an invite link names: its company and, maybe, a team of it, and its secret. */
export interface InviteLink extends InviteTarget {
  token: string | undefined;
}

type InvitedTeam = NonNullable<Awaited<ReturnType<typeof invitedTeam>>>;

async function invitingCompany(db: Db, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, photo_url: companies.photoUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new NotFoundError(joinMessages.companyNotFound);
  return company;
}

async function linkTeam(db: Db, link: InviteLink): Promise<InvitedTeam | null> {
  if (link.teamId === undefined) return null;
  const team = await invitedTeam(db, link.teamId, link.companyId);
  if (!team) throw new NotFoundError(joinMessages.teamNotFound);
  return team;
}

/** Whether the user plays in the team, in another team of its event, and how full it is. */
async function placeInTeam(db: Db, team: InvitedTeam, userId: number) {
  const elsewhere = sql<boolean>`exists (select 1 from ${teamPlayers}
    join ${teams} on ${teams.id} = ${teamPlayers.teamId}
    where ${teamPlayers.userId} = ${userId} and ${teams.eventId} = ${team.eventId}
      and ${teams.id} <> ${team.id})`;
  const [place] = rowsOf<{ in_team: boolean; elsewhere: boolean; players: number }>(
    await db.execute(sql`select ${playsIn(userId, team.id)} as in_team, ${elsewhere} as elsewhere,
      (select ${count()} from ${teamPlayers} where ${teamPlayers.teamId} = ${team.id})::int as players`),
  );
  return { inTeam: place.in_team, elsewhere: place.elsewhere, players: Number(place.players) };
}

/** GET /invite. */
export async function inviteAnswer(
  db: Db,
  userId: number,
  link: InviteLink,
  now: Date,
): Promise<InviteResponse> {
  await checkInviteToken(db, link.token, link, userId, now);
  const company = await invitingCompany(db, link.companyId);
  const team = await linkTeam(db, link);
  const [member] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)));
  if (!team) {
    return { company, team: null, is_member: Boolean(member), in_team: false, team_refusal: null };
  }
  const place = await placeInTeam(db, team, userId);
  const refusal = place.inTeam
    ? null
    : now.getTime() >= team.closingDate.getTime()
      ? joinMessages.teamClosed
      : place.elsewhere
        ? joinMessages.playsElsewhere
        : place.players >= team.maxPlayers
          ? joinMessages.teamFull
          : null;
  return {
    company,
    team: {
      id: team.id,
      name: team.name,
      photo_url: team.picture,
      event_id: team.eventId,
      event_name: team.eventName,
      player_count: place.players,
      max_players: team.maxPlayers,
    },
    is_member: Boolean(member),
    in_team: place.inTeam,
    team_refusal: refusal,
  };
}

/** POST /join. Repeating it changes nothing. */
export async function join(
  deps: WriteDeps,
  userId: number,
  link: InviteLink,
  withTeam: boolean,
  now: Date,
): Promise<JoinResponse> {
  await checkInviteToken(deps.db, link.token, link, userId, now);
  const outcome = await deps.db.transaction(async (tx) => {
    await invitingCompany(tx, link.companyId);
    const team = await linkTeam(tx, link);
    const joinedCompany = await joinCompany(tx, link.companyId, userId, now);
    if (!team || !withTeam) return { joinedCompany, team: null, told: [] as number[] };
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
    if ((await placeInTeam(tx, team, userId)).inTeam) return { joinedCompany, team, told: [] };
    if (now.getTime() >= team.closingDate.getTime()) {
      throw new ForbiddenError(joinMessages.teamClosed);
    }
    const told = await addToTeam(tx, team, userId, now, joinMessages.playsElsewhere, userId);
    return { joinedCompany, team, told };
  });
  const { team, told } = outcome;
  if (outcome.joinedCompany) {
    const eventIds = await eventIdsOfCompany(deps.db, link.companyId);
    await publishStaffChange(deps, { companyId: link.companyId, eventIds });
  }
  if (team) await deps.changes.publish({ kind: 'event', eventId: team.eventId });
  if (told.length > 0) await deps.changes.publish({ kind: 'users', userIds: told });
  return {
    message: team ? joinMessages.joinedTeam : joinMessages.joinedCompany,
    team_id: team?.id ?? null,
    event_id: team?.eventId ?? null,
  };
}
