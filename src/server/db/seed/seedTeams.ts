/**
 * Inserts the teams and who belongs where: team players (captain first), company members
 * (admins, employees, one contact person each), roles per event and crew assignments.
 */
import type { Db } from '../client';
import {
  companyMembers,
  crewAssignments,
  eventRoles,
  teamPlayers,
  teams,
  type EventRole,
  type NewCompanyMember,
} from '../schema';
import { DEMO_TEAMS, INHOUSE_HOST, type DemoEventKey } from './content';
import { demoImageUrl, teamImage } from './demoImages';
import { EVENT_KEYS, type EventIds } from './seedEvents';
import type { PeopleIds } from './seedPeople';

/** The demo crew account scores these battles (by index) in the two open events. */
const DEMO_CREW_BATTLES: Partial<Record<DemoEventKey, number[]>> = {
  upcoming: [0, 1],
  live: [3, 4],
};

/** The first team of each open event is the demo player's; in the live one they are captain. */
const PLAYER_TEAMS = { upcoming: 0, live: DEMO_TEAMS.findIndex((t) => t.event === 'live') };

export interface TeamIds {
  teams: number[];
  /** User ids per team (same order as DEMO_TEAMS), captain first. */
  rosters: number[][];
}

function teamIndexInEvent(index: number): number {
  const event = DEMO_TEAMS[index].event;
  return DEMO_TEAMS.slice(0, index).filter((t) => t.event === event).length;
}

async function insertTeams(db: Db, ids: EventIds, companyIds: number[]): Promise<number[]> {
  const rows = DEMO_TEAMS.map((team, i) => {
    const houseIds = ids.houses[team.event];
    return {
      eventId: ids.events[team.event],
      companyId: companyIds[team.company],
      houseId: houseIds.length ? houseIds[teamIndexInEvent(i) % houseIds.length] : null,
      name: team.name,
      slogan: team.slogan,
      bio: team.bio,
      picture: demoImageUrl(teamImage(i)),
      songUrl: team.songUrl,
    };
  });
  const inserted = await db
    .insert(teams)
    .values(rows)
    .returning({ id: teams.id, name: teams.name });
  return DEMO_TEAMS.map((team) => inserted.find((r) => r.name === team.name)!.id);
}

/** Hands the generated players out in team order and adds the demo player to two teams. */
export function teamRosters(people: PeopleIds): number[][] {
  let next = 0;
  const demoPlayer = people.accounts.player;
  return DEMO_TEAMS.map((team, i) => {
    const roster = people.players.slice(next, next + team.players);
    next += team.players;
    if (i === PLAYER_TEAMS.live) return [demoPlayer, ...roster];
    if (i === PLAYER_TEAMS.upcoming) return [roster[0], demoPlayer, ...roster.slice(1)];
    return roster;
  });
}

async function insertTeamPlayers(db: Db, teamIds: number[], rosters: number[][]) {
  const rows = rosters.flatMap((roster, t) =>
    roster.map((userId, k) => ({ teamId: teamIds[t], userId, isCaptain: k === 0 })),
  );
  await db.insert(teamPlayers).values(rows);
}

function companyMemberRows(people: PeopleIds, companyIds: number[], rosters: number[][]) {
  const contact = (userId: number, company: number): NewCompanyMember => ({
    companyId: companyIds[company],
    userId,
    role: 'admin',
    isContactPerson: true,
  });
  const rows: NewCompanyMember[] = [
    contact(people.accounts.contactPerson, 0),
    ...people.contacts.map((userId, i) => contact(userId, i + 1)),
    // Two spare employees per company; the first company's first one is a second admin.
    ...people.spares.map((userId, i) => ({
      companyId: companyIds[Math.floor(i / 2)],
      userId,
      role: i === 0 ? ('admin' as const) : ('employee' as const),
    })),
  ];
  const seen = new Set(rows.map((r) => r.userId));
  rosters.forEach((roster, t) => {
    for (const userId of roster.filter((id) => !seen.has(id))) {
      seen.add(userId);
      rows.push({ companyId: companyIds[DEMO_TEAMS[t].company], userId, role: 'employee' });
    }
  });
  return rows;
}

function crewAssignmentRows(people: PeopleIds, ids: EventIds) {
  const open = (['upcoming', 'live'] as const).flatMap((key) =>
    ids.battles[key].map((battleId, b) => ({
      userId: people.crew[b % people.crew.length],
      battleId,
    })),
  );
  const inhouse = ids.battles.inhouse.map((battleId) => ({ userId: people.crew[0], battleId }));
  const demo = EVENT_KEYS.flatMap((key) =>
    (DEMO_CREW_BATTLES[key] ?? []).map((b) => ({
      userId: people.accounts.crew,
      battleId: ids.battles[key][b],
    })),
  );
  return [...open, ...inhouse, ...demo];
}

interface RoleRow {
  userId: number;
  eventId: number;
  role: EventRole;
}

function participationRoles(people: PeopleIds, ids: EventIds, rosters: number[][]): RoleRow[] {
  const { events } = ids;
  const open = [events.upcoming, events.live];
  const all = [...open, events.inhouse];
  const inhouseContact = people.contacts[INHOUSE_HOST - 1];
  return [
    ...rosters.flatMap((roster, t) =>
      roster.map((userId) => ({
        userId,
        eventId: events[DEMO_TEAMS[t].event],
        role: 'player' as const,
      })),
    ),
    ...[people.accounts.contactPerson, ...people.contacts].flatMap((userId) =>
      open.map((eventId) => ({ userId, eventId, role: 'contactPerson' as const })),
    ),
    { userId: inhouseContact, eventId: events.inhouse, role: 'contactPerson' },
    { userId: inhouseContact, eventId: events.inhouse, role: 'organizer' },
    ...all.map((eventId) => ({
      userId: people.accounts.organizer,
      eventId,
      role: 'organizer' as const,
    })),
    ...all.map((eventId) => ({
      userId: people.accounts.supporter,
      eventId,
      role: 'supporter' as const,
    })),
    ...people.supporters.flatMap((userId) =>
      open.map((eventId) => ({ userId, eventId, role: 'supporter' as const })),
    ),
  ];
}

function crewRoles(crew: { userId: number; battleId: number }[], ids: EventIds): RoleRow[] {
  const eventOfBattle = new Map(
    EVENT_KEYS.flatMap((key) => ids.battles[key].map((battleId) => [battleId, ids.events[key]])),
  );
  return crew.map((a) => ({
    userId: a.userId,
    eventId: eventOfBattle.get(a.battleId)!,
    role: 'crew',
  }));
}

/** Drops repeated (user, event, role) triples, which the unique constraint would refuse. */
function distinctRoles(rows: RoleRow[]): RoleRow[] {
  const byKey = new Map(rows.map((r) => [`${r.userId}:${r.eventId}:${r.role}`, r]));
  return [...byKey.values()];
}

export async function insertTeamsAndMembers(
  db: Db,
  people: PeopleIds,
  ids: EventIds,
  companyIds: number[],
): Promise<TeamIds> {
  const teamIds = await insertTeams(db, ids, companyIds);
  const rosters = teamRosters(people);
  await insertTeamPlayers(db, teamIds, rosters);
  await db.insert(companyMembers).values(companyMemberRows(people, companyIds, rosters));
  const crew = crewAssignmentRows(people, ids);
  await db.insert(crewAssignments).values(crew);
  const roles = [...participationRoles(people, ids, rosters), ...crewRoles(crew, ids)];
  await db.insert(eventRoles).values(distinctRoles(roles));
  return { teams: teamIds, rosters };
}
