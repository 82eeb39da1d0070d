/**
 * One team's page and its parts (GET /team, /team_players, /team_joker, /team_readiness) and
 * the contact person's readiness overview (GET /readiness). Event day's hot reads: every part
 * that all viewers share is a snapshot of the team's event, each built by one query for every
 * team of the event at once (teams, players, company staff, jokers, cheers and challenges,
 * points), and the viewer's own relation to the team is added per request from those, with no
 * query when the snapshots are warm.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cheers,
  companies,
  companyMembers,
  eventCompanies,
  events,
  houses,
  rivals,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { iso } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { jokersOfEvent, ofEvent, socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import {
  teamMessages,
  type Player,
  type ReadinessResponse,
  type TeamReadiness,
  type TeamResponse,
} from '../../../shared/api/team';
import { readinessChecklist, readinessPercent } from '../../../shared/readiness';
import { eventBattles, teamJokersOf } from '../battles/service';
import { eventTeamPoints } from '../scores/service';
import { teamOfRequest } from './access';

/** A team as its event's snapshot keeps it: the page's shared fields and its event's rules. */
interface TeamBase {
  id: number;
  name: string;
  slogan: string | null;
  bio: string | null;
  picture: string | null;
  song_url: string | null;
  company_id: number;
  company_name: string;
  company_picture: string | null;
  house_id: number | null;
  house_name: string | null;
  house_color: string | null;
  event_id: number;
  event_name: string;
  event_type: string;
  closing_date: string;
  cheers_start_time: string | null;
  cheers_end_time: string | null;
  max_challenge_others: number;
  max_players: number;
}

/** The event's teams; with `teamId`, only that one (read past the snapshot). */
async function loadTeamBases(
  db: Db,
  eventId: number,
  teamId?: number,
): Promise<Map<number, TeamBase>> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      slogan: teams.slogan,
      bio: teams.bio,
      picture: teams.picture,
      song_url: teams.songUrl,
      company_id: companies.id,
      company_name: companies.name,
      company_picture: companies.photoUrl,
      house_id: houses.id,
      house_name: houses.name,
      house_color: houses.color,
      event_id: events.id,
      event_name: events.name,
      event_type: events.eventType,
      closing_date: iso(events.closingDate),
      cheers_start_time: iso(events.cheersStartTime),
      cheers_end_time: iso(events.cheersEndTime),
      max_challenge_others: events.maxChallengeOthers,
      max_players: events.maxPlayers,
    })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(houses, and(eq(houses.id, teams.houseId), eq(houses.eventId, teams.eventId)))
    .where(
      and(eq(teams.eventId, eventId), teamId === undefined ? undefined : eq(teams.id, teamId)),
    );
  return new Map(rows.map((row) => [row.id, row as TeamBase]));
}

/** Every team's players, the captain first, then by name. */
async function loadTeamPlayers(db: Db, eventId: number): Promise<Map<number, Player[]>> {
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const rows = await db
    .select({
      teamId: teamPlayers.teamId,
      id: users.id,
      full_name: fullName,
      photo_url: users.picture,
      is_captain: teamPlayers.isCaptain,
      max_players: events.maxPlayers,
      team_name: teams.name,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teams.eventId, eventId))
    .orderBy(desc(teamPlayers.isCaptain), asc(fullName), asc(users.id));
  const byTeam = new Map<number, Player[]>();
  for (const { teamId, ...player } of rows) {
    const list = byTeam.get(teamId) ?? [];
    list.push(player);
    byTeam.set(teamId, list);
  }
  return byTeam;
}

/** A user's place in a company of the event. */
interface Membership {
  companyId: number;
  admin: boolean;
  contact: boolean;
}

/** The staff of the event's companies (taking part, or hosting it), by user. */
async function loadMembers(db: Db, eventId: number): Promise<Map<number, Membership[]>> {
  const rows = await db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      admin: sql<boolean>`${companyMembers.role} = 'admin'`,
      contact: companyMembers.isContactPerson,
    })
    .from(companyMembers)
    .innerJoin(events, eq(events.id, eventId))
    .leftJoin(
      eventCompanies,
      and(
        eq(eventCompanies.eventId, eventId),
        eq(eventCompanies.companyId, companyMembers.companyId),
      ),
    )
    .where(
      or(
        eq(events.organizerId, companyMembers.companyId),
        eq(eventCompanies.companyId, companyMembers.companyId),
      ),
    )
    .orderBy(desc(companyMembers.isContactPerson), asc(companyMembers.companyId));
  const byUser = new Map<number, Membership[]>();
  for (const { userId, ...membership } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(membership);
    byUser.set(userId, list);
  }
  return byUser;
}

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

const teamBases = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'teamPage:teams', () => loadTeamBases(db, eventId));
/** Every team's players of the event, the captain first (also the /team_players answer). */
export const eventTeamPlayers = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'teamPage:players', () => loadTeamPlayers(db, eventId));
const eventMembers = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(ofEvent(eventId), 'teamPage:members', () => loadMembers(db, eventId));
/** The event's cheers and challenges (social scope): the team page's, the leaderboards' too. */
export const eventSocial = ({ db, snapshots }: ReadDeps, eventId: number) =>
  snapshots.get(socialOfEvent(eventId), 'teamPage:social', () => loadSocial(db, eventId));

/**
 * The team a read is about: the header's, else the viewer's own, from the snapshot of the
 * session's event; a team of another event only when the viewer may see it (team/access.ts).
 */
export async function visibleTeam(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<TeamBase> {
  const teamId = headerId ?? scope.teamId;
  if (teamId === null) throw new NotFoundError(teamMessages.notFound);
  const inEvent = (await teamBases(deps, scope.eventId)).get(teamId);
  if (inEvent) return inEvent;
  const elsewhere = await teamOfRequest(deps.db, scope, teamId);
  const base =
    (await teamBases(deps, elsewhere.eventId)).get(teamId) ??
    // A team the snapshot does not know yet (created a moment ago): read it as it is.
    (await loadTeamBases(deps.db, elsewhere.eventId, teamId)).get(teamId);
  if (!base) throw new NotFoundError(teamMessages.notFound);
  return base;
}

/** The company the viewer represents (as admin, contact person first) or works for. */
function viewerCompany(memberships: Membership[] | undefined, ownTeam: TeamBase | undefined) {
  const admin = memberships?.find((m) => m.admin);
  return admin?.companyId ?? ownTeam?.company_id ?? memberships?.[0]?.companyId ?? null;
}

const managesTeam = (
  userId: number,
  team: TeamBase,
  players: Player[] | undefined,
  memberships: Membership[] | undefined,
) =>
  (players?.some((p) => p.id === userId) ?? false) ||
  (memberships?.some((m) => m.admin && m.companyId === team.company_id) ?? false);

/** GET /team. */
export async function teamPage(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<TeamResponse> {
  const team = await visibleTeam(deps, scope, headerId);
  // Shared by the viewer's later reads of this page until the event or its cheers and
  // challenges change (an event change drops the social scope too): encoded once.
  const viewer = `${scope.userId}:${scope.role}:${scope.eventId}:${scope.teamId}`;
  return deps.snapshots.answer(socialOfEvent(team.event_id), `teamPage:${team.id}:${viewer}`, () =>
    buildTeamPage(deps, scope, team),
  );
}

async function buildTeamPage(
  deps: ReadDeps,
  scope: EventScope,
  team: TeamBase,
): Promise<TeamResponse> {
  const [bases, players, members, social, points] = await Promise.all([
    teamBases(deps, team.event_id),
    eventTeamPlayers(deps, team.event_id),
    eventMembers(deps, team.event_id),
    eventSocial(deps, team.event_id),
    eventTeamPoints(deps, team.event_id),
  ]);
  const memberships = members.get(scope.userId);
  const ownTeamId = scope.eventId === team.event_id ? scope.teamId : null;
  const ownChallenged = ownTeamId === null ? undefined : social.challenged.get(ownTeamId);
  const teamPoints = points.get(team.id);
  return {
    id: team.id,
    name: team.name,
    slogan: team.slogan,
    bio: team.bio,
    picture: team.picture,
    photo_url: team.picture,
    song_url: team.song_url,
    company_id: team.company_id,
    company_name: team.company_name,
    company_picture: team.company_picture,
    house_id: team.house_id,
    house_name: team.house_name,
    house_color: team.house_color,
    event_id: team.event_id,
    event_name: team.event_name,
    event_type: team.event_type,
    role: scope.role,
    user_team_id: ownTeamId,
    user_company_id: viewerCompany(
      memberships,
      ownTeamId === null ? undefined : bases.get(ownTeamId),
    ),
    user_id: scope.userId,
    closing_date: team.closing_date,
    cheers_start_time: team.cheers_start_time,
    cheers_end_time: team.cheers_end_time,
    cheered: social.cheerers.get(team.id)?.has(scope.userId) ?? false,
    is_rival: ownChallenged?.has(team.id) ?? false,
    points: (teamPoints?.battle ?? 0) + (teamPoints?.extra ?? 0),
    cheer_count: social.cheerers.get(team.id)?.size ?? 0,
    can_manage: managesTeam(scope.userId, team, players.get(team.id), memberships),
    challenged_count: ownChallenged?.size ?? 0,
    max_challenge_others: team.max_challenge_others,
    max_players: team.max_players,
  };
}

/** GET /team_players: the team's players, the captain first. */
export async function teamPlayersOf(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<{ players: Player[] }> {
  const team = await visibleTeam(deps, scope, headerId);
  // The same answer for every viewer: encoded once until the event changes.
  return deps.snapshots.answer(ofEvent(team.event_id), `teamPlayers:${team.id}`, async () => ({
    players: (await eventTeamPlayers(deps, team.event_id)).get(team.id) ?? [],
  }));
}

/** GET /team_joker: the challenge the team chose as its joker, or null. */
export async function teamJokerOf(deps: ReadDeps, scope: EventScope, headerId: number | undefined) {
  const team = await visibleTeam(deps, scope, headerId);
  // The same for every viewer until a joker or the event changes (an event change drops the
  // jokers scope too): encoded once.
  return deps.snapshots.answer(jokersOfEvent(team.event_id), `teamJoker:${team.id}`, async () => {
    const [jokers, battles] = await Promise.all([
      teamJokersOf(deps, team.event_id),
      eventBattles(deps, team.event_id),
    ]);
    const battle = battles.find((b) => b.id === jokers.get(team.id));
    return {
      joker: battle ? { id: battle.id, name: battle.name, photo_url: battle.photo_url } : null,
    };
  });
}

/**
 * A readiness answer depends on the event, its cheers and challenges and its jokers: it is kept
 * in the social scope (which an event change drops too), under a key that names the jokers'
 * generation.
 */
const readinessKey = (deps: ReadDeps, eventId: number, what: string) =>
  `${what}:j${deps.snapshots.generation(jokersOfEvent(eventId))}`;

async function readinessOf(deps: ReadDeps, team: TeamBase): Promise<TeamReadiness> {
  const [players, jokers, social] = await Promise.all([
    eventTeamPlayers(deps, team.event_id),
    teamJokersOf(deps, team.event_id),
    eventSocial(deps, team.event_id),
  ]);
  const members = players.get(team.id) ?? [];
  const facts = {
    hasCaptain: members.some((p) => p.is_captain),
    playerCount: members.length,
    maxPlayers: team.max_players,
    picture: team.picture,
    slogan: team.slogan,
    bio: team.bio,
    songUrl: team.song_url,
    hasJoker: jokers.has(team.id),
    challengedCount: social.challenged.get(team.id)?.size ?? 0,
  };
  const items = readinessChecklist(facts);
  return {
    readiness: readinessPercent(facts),
    ...items,
    players: facts.playerCount,
    max_players: team.max_players,
    challenged: facts.challengedCount,
  };
}

/** GET /team_readiness. */
export async function teamReadinessOf(
  deps: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<TeamReadiness> {
  const team = await visibleTeam(deps, scope, headerId);
  return deps.snapshots.answer(
    socialOfEvent(team.event_id),
    readinessKey(deps, team.event_id, `teamReadiness:${team.id}`),
    () => readinessOf(deps, team),
  );
}

/** GET /readiness: every team of the companies the viewer administers in the event, by name. */
export function readinessOverview(deps: ReadDeps, scope: EventScope): Promise<ReadinessResponse> {
  return deps.snapshots.answer(
    socialOfEvent(scope.eventId),
    readinessKey(deps, scope.eventId, `readiness:${scope.userId}`),
    () => buildReadinessOverview(deps, scope),
  );
}

async function buildReadinessOverview(
  deps: ReadDeps,
  scope: EventScope,
): Promise<ReadinessResponse> {
  const [bases, members] = await Promise.all([
    teamBases(deps, scope.eventId),
    eventMembers(deps, scope.eventId),
  ]);
  const administered = new Set(
    (members.get(scope.userId) ?? []).filter((m) => m.admin).map((m) => m.companyId),
  );
  const own = [...bases.values()]
    .filter((team) => administered.has(team.company_id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    teams: await Promise.all(
      own.map(async (team) => ({
        team_id: team.id,
        team_name: team.name,
        team_picture: team.picture,
        ...(await readinessOf(deps, team)),
      })),
    ),
  };
}
