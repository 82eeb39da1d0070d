/**
 * One team's page and its parts (GET /team, /team_players, /team_joker, /team_readiness) and
 * the contact person's readiness overview (GET /readiness). Event day's hot reads: every part
 * that all viewers share is a snapshot of the team's event, each built by one query for every
 * team of the event at once (teams, players and company staff in team/eventSnapshots.ts, cheers
 * and challenges in team/social.ts, jokers, points), and the viewer's own relation to the team
 * is added per request from those, with no query when the snapshots are warm.
 */
import { jokersOfEvent, ofEvent, socialOfEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import type {
  Player,
  ReadinessResponse,
  TeamReadiness,
  TeamResponse,
} from '../../../shared/api/team';
import { readinessChecklist, readinessPercent } from '../../../shared/readiness';
import { eventBattles, teamJokersOf } from '../battles/service';
import { eventTeamPoints } from '../scores/service';
import { visibleTeam } from './access';
import {
  eventMembers,
  eventTeamBases,
  eventTeamPlayers,
  type Membership,
  type TeamBase,
} from './eventSnapshots';
import { cheerCountOf, eventSocial } from './social';

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
    eventTeamBases(deps, team.event_id),
    eventTeamPlayers(deps, team.event_id),
    eventMembers(deps, team.event_id),
    eventSocial(deps, team.event_id),
    eventTeamPoints(deps, team.event_id, scope),
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
    cheer_count: cheerCountOf(social, team.id),
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
    eventTeamBases(deps, scope.eventId),
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
