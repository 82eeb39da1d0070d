/**
 * Changing a team's players (product.md §4 "Team players"): promote a captain, remove a player, add an
 * employee of the team's company while the team has room. Its players and its company's admins
 * add; only its captain and its company's admins promote or remove someone else, and every
 * player may leave (remove themselves). Each change is one transaction that
 * first locks the team row, so changes to one team's players happen one at a time: two adds
 * can never both take the last place, and two promotions never meet at the one-captain index.
 * After commit the event's shared lists (teams, participants) and the notified users' lists
 * are dropped from memory.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/wire';
import { companyMembers, teamPlayers, teams, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { EventScope } from '../../auth/eventScope';
import { playerMessages } from '../../../shared/api/players';
import { forgetTeams } from '../../auth/sessions';
import { notify } from '../notifications/service';
import { managedTeam, mayLeadTeam, type TeamRef } from '../team/access';

/** Who asks for a change, about which team (the otherTeamId header, else their own), when. */
export interface PlayerChange {
  scope: EventScope;
  headerId: number | undefined;
  playerId: number;
  now: Date;
}

/**
 * Runs a change of the team's players in one transaction with the team row locked, then tells
 * every process what changed: the event's lists, and the users `change` notified.
 */
async function changeTeamPlayers(
  { db, changes }: WriteDeps,
  { scope, headerId, now }: PlayerChange,
  change: (tx: Db, team: TeamRef) => Promise<number[]>,
): Promise<void> {
  const { eventId, told } = await db.transaction(async (tx) => {
    const team = await managedTeam(tx, scope, headerId, now);
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
    return { eventId: team.eventId, told: await change(tx, team) };
  });
  await changes.publish({ kind: 'event', eventId });
  if (told.length > 0) await changes.publish({ kind: 'users', userIds: told });
}

const inTeam = (teamId: number, userId: number) =>
  and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.userId, userId));

/**
 * Refuses (403 captainOrAdminOnly) a manager of the team who is neither its captain nor an admin
 * of its company: a plain player may add and leave, not remove others or hand out the captaincy.
 */
async function mustLeadTeam(tx: Db, userId: number, team: TeamRef): Promise<void> {
  if (!(await mayLeadTeam(tx, userId, team))) {
    throw new ForbiddenError(playerMessages.notCaptainOrAdmin);
  }
}

/**
 * POST /update-captain: the player becomes the captain and the old captain steps down (unset
 * first: the database holds one captain per team). The new captain is told.
 */
export async function updateCaptain(deps: WriteDeps, request: PlayerChange) {
  const { scope, playerId, now } = request;
  await changeTeamPlayers(deps, request, async (tx, team) => {
    await mustLeadTeam(tx, scope.userId, team);
    const [player] = await tx
      .select({ isCaptain: teamPlayers.isCaptain })
      .from(teamPlayers)
      .where(inTeam(team.id, playerId));
    if (!player) throw new NotFoundError(playerMessages.notInTeam);
    if (player.isCaptain) throw new ConflictError(playerMessages.alreadyCaptain);
    return setCaptaincy(tx, team, playerId, true, now, scope.userId);
  });
  return { message: playerMessages.captainSet };
}

/**
 * Makes a player of the team its captain (the old captain steps down first: the database holds
 * one captain per team; the new one is told, unless they made themselves captain), or takes the
 * captaincy away, inside the caller's transaction with the team row locked. `actedBy` is who made
 * the change (null: nobody named it). Returns who was told. The
 * organizer's CSV import of players uses it too.
 */
export async function setCaptaincy(
  tx: Db,
  team: Pick<TeamRef, 'id' | 'name'> & Partial<Pick<TeamRef, 'eventId'>>,
  playerId: number,
  isCaptain: boolean,
  now: Date,
  actedBy: number | null = null,
): Promise<number[]> {
  if (!isCaptain) {
    await tx.update(teamPlayers).set({ isCaptain: false }).where(inTeam(team.id, playerId));
    return [];
  }
  await tx
    .update(teamPlayers)
    .set({ isCaptain: false })
    .where(and(eq(teamPlayers.teamId, team.id), eq(teamPlayers.isCaptain, true)));
  await tx.update(teamPlayers).set({ isCaptain: true }).where(inTeam(team.id, playerId));
  const eventId = team.eventId ?? (await eventOfTeam(tx, team.id));
  return notify(
    tx,
    { userIds: [playerId] },
    { type: 'promoted_to_captain', dynamicKey1: team.name, redirectKey1: String(team.id) },
    { eventId, actedBy },
    now,
  );
}

async function eventOfTeam(tx: Db, teamId: number): Promise<number> {
  const [team] = await tx
    .select({ eventId: teams.eventId })
    .from(teams)
    .where(eq(teams.id, teamId));
  return team.eventId;
}

/**
 * The player who has been in the team longest (added first; the lower row id between equals)
 * becomes its captain and is told, inside the caller's transaction; a team left without players
 * has none. Returns who was told.
 */
async function passCaptaincy(tx: Db, team: TeamRef, now: Date, actedBy: number): Promise<number[]> {
  const [next] = await tx
    .select({ userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, team.id))
    .orderBy(asc(teamPlayers.createdAt), asc(teamPlayers.id))
    .limit(1);
  return next ? setCaptaincy(tx, team, next.userId, true, now, actedBy) : [];
}

/**
 * POST /remove-player: the player leaves the team. The captain and the company's admins remove
 * anyone; any player may remove themselves. When the captain goes (leaving or removed), the
 * captaincy passes on in the same transaction, so the team keeps someone who leads it.
 */
export async function removePlayer(deps: WriteDeps, request: PlayerChange) {
  const { scope, playerId, now } = request;
  const leaving = playerId === scope.userId;
  let leftSessions = false;
  await changeTeamPlayers(deps, request, async (tx, team) => {
    if (!leaving) await mustLeadTeam(tx, scope.userId, team);
    const [removed] = await tx
      .delete(teamPlayers)
      .where(inTeam(team.id, playerId))
      .returning({ isCaptain: teamPlayers.isCaptain });
    if (!removed) throw new NotFoundError(playerMessages.notInTeam);
    leftSessions = await forgetTeams(tx, playerId, [team.id]);
    return removed.isCaptain ? passCaptaincy(tx, team, now, scope.userId) : [];
  });
  if (leftSessions) await deps.changes.publish({ kind: 'userSessions', userId: playerId });
  return { message: leaving ? playerMessages.left : playerMessages.removed };
}

/**
 * The member of the team's company about to be added, with their company row locked, so the
 * same person added to two teams of the company at once joins one of them; null when they are
 * no member or already play in a team of the event.
 */
async function availableMember(tx: Db, team: TeamRef, userId: number) {
  const playsInEvent = sql<boolean>`exists (select 1 from ${teamPlayers}
    join ${teams} on ${teams.id} = ${teamPlayers.teamId}
    where ${teamPlayers.userId} = ${userId} and ${teams.eventId} = ${team.eventId})`;
  const [member] = await tx
    .select({ fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, team.companyId), eq(companyMembers.userId, userId)))
    .for('update', { of: companyMembers });
  if (!member) return null;
  // Asked after the lock, in a statement of its own: its snapshot then sees a concurrent add of
  // the same person that committed while this one waited.
  const [busy] = rowsOf<{ playing: boolean }>(
    await tx.execute(sql`select ${playsInEvent} as playing`),
  );
  return busy?.playing ? null : member;
}

/**
 * Adds a person to the team inside the caller's transaction, with the team row already locked:
 * a member of the team's company who plays in no team of the event, while the team has fewer
 * than max_players (409 otherwise). Every player of the team, the new one included, is told,
 * except who added them (`actedBy`: the adding player, or the new one joining by a link; null:
 * nobody named; the CSV import names the organizer); returns who, for the caller to publish.
 */
export async function addToTeam(
  tx: Db,
  team: TeamRef,
  userId: number,
  now: Date,
  notAvailable: string = playerMessages.notAvailable,
  actedBy: number | null = null,
): Promise<number[]> {
  const member = await availableMember(tx, team, userId);
  if (!member) throw new ConflictError(notAvailable);
  const [{ players }] = await tx
    .select({ players: count() })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, team.id));
  if (players >= team.maxPlayers) throw new ConflictError(playerMessages.teamFull);
  await tx.insert(teamPlayers).values({ teamId: team.id, userId, createdAt: now });
  return notify(
    tx,
    { teamId: team.id },
    {
      type: 'player_added',
      dynamicKey1: member.fullName,
      dynamicKey2: team.name,
      redirectKey1: String(team.id),
    },
    { eventId: team.eventId, actedBy },
    now,
  );
}

/**
 * POST /add-player: an employee of the team's company who plays in no team of the event joins
 * it while it has fewer than max_players.
 */
export async function addPlayer(deps: WriteDeps, request: PlayerChange) {
  const { scope, playerId, now } = request;
  await changeTeamPlayers(deps, request, (tx, team) =>
    addToTeam(tx, team, playerId, now, playerMessages.notAvailable, scope.userId),
  );
  return { message: playerMessages.added };
}
