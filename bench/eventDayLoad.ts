/**
 * What event day sends the live demo event, for `bench:soak` and `bench:writes`: the reads of
 * every area as the demo sessions see them (taken from ALL_ROUTES, so a new GET route joins the
 * soak by itself), cheers by a pool of extra supporters, crew saves and logins, each as an
 * action of the closed-loop generator (closedLoop.ts).
 *
 * A user cheers a team once, so the cheers come from supporters seeded straight into the database
 * with a session each (the app is stopped meanwhile, as PGlite allows one process), and each
 * (supporter, team) pair is used once. The live demo event's cheers window closed before the
 * event started (seed/schedule.ts); the seeding opens it until the event's end, so the cheers
 * land on the event everyone reads.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { openDatabase } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/wire';
import { SESSION_COOKIE } from '../src/server/auth/sessions';
import type { EventRole } from '../src/shared/roles';
import type { RouteContract } from '../src/shared/api/contract';
import { ALL_ROUTES, routeName } from '../src/shared/api/routes';
import { loginRoute } from '../src/shared/api/access';
import { eventRoute } from '../src/shared/api/event';
import { putCheerRoute } from '../src/shared/api/cheers';
import { companyRoute } from '../src/shared/api/company';
import { battlesRoute } from '../src/shared/api/battles';
import {
  blankCrewResult,
  crewBattlesRoute,
  crewScoreFields,
  crewScoreResponse,
  crewScoreRoute,
  crewScoreSaveRoute,
  type CrewFormResult,
} from '../src/shared/api/crew';
import { scoresRoute } from '../src/shared/api/scores';
import {
  housesRoute,
  readinessRoute,
  teamPlayersRoute,
  teamRoute,
  teamsRoute,
} from '../src/shared/api/team';
import { textOf, type Action } from './closedLoop';
import { call, DEMO_PASSWORD, DEMO_USERS, type Session } from './harness';

/** The roles of event day; the organizer reads only its console. */
const EVENT_DAY_ROLES: EventRole[] = ['player', 'supporter', 'crew', 'contactPerson'];

// ---------------------------------------------------------------------------------------------
// The supporter pool

export interface SupporterPool {
  eventId: number;
  /** The `sid=` cookie of each seeded supporter, signed into the live event. */
  cookies: string[];
  /** The live event's teams, all cheerable by a supporter. */
  teamIds: number[];
}

/**
 * Seeds `size` supporters of the live demo event, each with a live session, and opens the
 * event's cheers window until its end. The app must be stopped (PGlite is single-process).
 */
export async function seedSupporterPool(
  dataDir: string,
  databaseUrl: string | undefined,
  size: number,
): Promise<SupporterPool> {
  const database = await openDatabase({ dataDir, databaseUrl });
  const q = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
  // Tokens are this run's secret prefix and the user's id; only their hash is stored.
  const prefix = randomBytes(16).toString('base64url');
  try {
    const [live] = await q<{ id: number }>(`
      select id from events where date <= now() and end_date > now() order by date desc limit 1`);
    if (!live) throw new Error('the demo data has no live event');
    const e = live.id;
    await q(`update events set cheers_start_time = least(cheers_start_time, now()),
                               cheers_end_time = end_date where id = ${e}`);
    await q(`insert into users (first_name, last_name, email, password_hash, confirmed_at)
      select 'Soak', 'Fan ' || g, 'soak-fan' || g || '@soak.test',
             (select password_hash from users where email = '${DEMO_USERS.supporter}'), now()
      from generate_series(1, ${size}) g`);
    const users = await q<{ id: number }>(
      `select id from users where email like 'soak-fan%@soak.test' order by id`,
    );
    await q(`insert into event_roles (user_id, event_id, role)
      select id, ${e}, 'supporter' from users where email like 'soak-fan%@soak.test'`);
    await q(`insert into sessions (id_hash, user_id, role, event_id, expires_at)
      select encode(sha256(convert_to('${prefix}' || id, 'UTF8')), 'hex'), id, 'supporter',
             ${e}, now() + interval '7 days'
      from users where email like 'soak-fan%@soak.test'`);
    const teams = await q<{ id: number }>(
      `select id from teams where event_id = ${e} and picture is not null order by id`,
    );
    const cookies = users.map((u) => `${SESSION_COOKIE}=${prefix}${u.id}`);
    // The hash the server computes must be the one stored: check one pair here.
    const [check] = await q<{ id_hash: string }>(
      `select id_hash from sessions where user_id = ${users[0].id}`,
    );
    const expected = createHash('sha256').update(`${prefix}${users[0].id}`).digest('hex');
    if (check?.id_hash !== expected) throw new Error('seeded session hashes do not match');
    return { eventId: e, cookies, teamIds: teams.map((t) => t.id) };
  } finally {
    await database.close();
  }
}

/** Hands out each (supporter, team) pair once; undefined when all are used. */
export class CheerPairs {
  private next = 0;

  constructor(private readonly pool: SupporterPool) {}

  take(): { cookie: string; teamId: number } | undefined {
    const { cookies, teamIds } = this.pool;
    if (this.next >= cookies.length * teamIds.length) return undefined;
    const n = this.next;
    this.next += 1;
    // Team-major: consecutive cheers go to different teams, as a crowd spreads them.
    return { cookie: cookies[Math.floor(n / teamIds.length)], teamId: teamIds[n % teamIds.length] };
  }

  get used(): number {
    return this.next;
  }
}

// ---------------------------------------------------------------------------------------------
// The demo event as the signed-in demo users see it

export interface DemoIds {
  battleId: number;
  houseId: number;
  /** The player's team, the contact person's company's team, and another team of the event. */
  playerTeamId: number;
  contactTeamId: number;
  otherTeamId: number;
  /** The contact person's company. */
  companyId: number;
  /** A teammate of the demo player. */
  teammateId: number;
  /** A scored session of the player's team; and the crew member's sessions. */
  scoredSessionId: number;
  crewSessionIds: number[];
}

export async function demoIds(
  base: string,
  sessions: Record<EventRole, Session>,
  pool: SupporterPool,
): Promise<DemoIds> {
  const { player, crew, contactPerson } = sessions;
  const { data: event } = await call(base, eventRoute, player);
  if (event.id !== pool.eventId) {
    throw new Error(
      `the demo player chose event ${event.id}, the pool was seeded in ${pool.eventId}`,
    );
  }
  const { data: b } = await call(base, battlesRoute, player);
  const { data: h } = await call(base, housesRoute, player);
  const { data: own } = await call(base, teamRoute, player);
  const { data: t } = await call(base, teamsRoute, player);
  const { data: mates } = await call(base, teamPlayersRoute, player);
  const { data: scored } = await call(base, scoresRoute, player);
  const { data: company } = await call(base, companyRoute, contactPerson);
  const { data: readiness } = await call(base, readinessRoute, contactPerson);
  const { data: crewBattles } = await call(base, crewBattlesRoute, crew);
  const other = t.teams.find((team) => team.team_id !== own.id);
  const teammate = mates.players.find((p) => p.id !== own.user_id);
  const ids = {
    battleId: b.battles[0]?.id,
    houseId: h.houses[0]?.id,
    playerTeamId: own.id,
    contactTeamId: readiness.teams[0]?.team_id,
    otherTeamId: other?.team_id,
    companyId: company.id,
    teammateId: teammate?.id,
    scoredSessionId: scored.scores[0]?.id,
    crewSessionIds: crewBattles.battles.map((s) => s.score_id),
  };
  const missing = Object.entries(ids).filter(([, v]) => v === undefined || v === 0);
  if (missing.length > 0 || ids.crewSessionIds.length === 0) {
    throw new Error(`the live demo event lacks ${missing.map(([k]) => k).join(', ') || 'crew'}`);
  }
  return ids as DemoIds;
}

// ---------------------------------------------------------------------------------------------
// Reads

export interface Read {
  route: RouteContract;
  role: EventRole;
  headers: Record<string, string>;
}

/**
 * The value of each id header for a reader: the team a reader opens is the one closest to them
 * (the player's own, the contact person's company's, another team for everyone else), so the
 * manager reads (edit-team, players) answer 200 as they do in the app.
 */
const HEADER_VALUES: Record<string, (ids: DemoIds, role: EventRole) => number> = {
  otherteamid: (ids, role) =>
    role === 'player'
      ? ids.playerTeamId
      : role === 'contactPerson'
        ? ids.contactTeamId
        : ids.otherTeamId,
  rivalsid: (ids) => ids.otherTeamId,
  selectedbattleid: (ids) => ids.battleId,
  selectedhouseid: (ids) => ids.houseId,
  selectedscoreid: (ids, role) => (role === 'crew' ? ids.crewSessionIds[0] : ids.scoredSessionId),
  othercompanyid: (ids) => ids.companyId,
  assignedcompanyid: (ids) => ids.companyId,
  otheruserid: (ids) => ids.teammateId,
};

/** The header names a contract declares (its schema is a z.object). */
function declaredHeaders(route: RouteContract): string[] {
  const shape = (route.headers as z.ZodObject | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The demo roles that may read a route: the event-day roles, or those the route names. */
function readersOf(route: RouteContract): EventRole[] {
  if (route.access === 'public' || !route.access.roles) return EVENT_DAY_ROLES;
  return [...route.access.roles];
}

/**
 * Every GET of ALL_ROUTES, as each demo role allowed to read it, with the headers it declares;
 * those that need an input the demo sessions do not have (a calendar token) are left out.
 */
export function readsOf(ids: DemoIds): { reads: Read[][]; left: string[] } {
  const reads: Read[][] = [];
  const left: string[] = [];
  for (const route of ALL_ROUTES.filter((r) => r.method === 'GET')) {
    if (route.query && !route.query.safeParse({}).success) {
      left.push(`${routeName(route)} (needs a query the demo sessions do not have)`);
      continue;
    }
    const unknown = declaredHeaders(route).filter((name) => !(name in HEADER_VALUES));
    const asRoles = readersOf(route).map((role) => ({
      route,
      role,
      headers: Object.fromEntries(
        declaredHeaders(route)
          .filter((name) => name in HEADER_VALUES)
          .map((name) => [name, String(HEADER_VALUES[name](ids, role))]),
      ),
    }));
    if (route.headers && !route.headers.safeParse(asRoles[0].headers).success) {
      left.push(`${routeName(route)} (needs header ${unknown.join(', ')})`);
      continue;
    }
    reads.push(asRoles);
  }
  return { reads, left };
}

/** The cookie a read is sent with: the demo user's, or for a supporter one of the pool's. */
export function readCookie(
  role: EventRole,
  sessions: Record<EventRole, Session>,
  pool: SupporterPool,
): string {
  if (role !== 'supporter') return sessions[role].cookie;
  return pool.cookies[Math.floor(Math.random() * pool.cookies.length)];
}

export const readAction =
  (read: Read, cookie: string): Action =>
  async (client) => {
    await client.send({
      route: routeName(read.route),
      method: 'GET',
      path: read.route.path,
      headers: { cookie, ...read.headers },
    });
  };

// ---------------------------------------------------------------------------------------------
// Writes

/** A cheer by the next unused (supporter, team) pair; undefined when the pairs ran out. */
export function cheerAction(pairs: CheerPairs): Action | undefined {
  const pair = pairs.take();
  if (!pair) return undefined;
  return async (client) => {
    await client.send({
      route: routeName(putCheerRoute),
      method: 'PUT',
      path: putCheerRoute.path,
      headers: { cookie: pair.cookie },
      body: { team_id: pair.teamId, comment: 'Go go go!' },
    });
  };
}

const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

/** Every team of a session ranked anew in a random order: a body that differs every time. */
export function rankedAnew(teamIds: readonly number[]): CrewFormResult[] {
  return shuffled(teamIds).map((teamId, i) => blankCrewResult(teamId, { rank: String(i + 1) }));
}

const saveRoute = routeName(crewScoreSaveRoute);

/**
 * A crew save as the crew screen makes it: the form of one of the crew member's sessions, then
 * every team ranked anew with the form's `version`. Saves of one battle take turns, so under
 * concurrency another save may land in between: its 409 (stale version) is a conflict, not an
 * error.
 */
export const crewSaveAction =
  (crew: Session, sessionIds: readonly number[]): Action =>
  async (client) => {
    const scoreId = sessionIds[Math.floor(Math.random() * sessionIds.length)];
    const form = await client.send({
      route: routeName(crewScoreRoute),
      method: 'GET',
      path: crewScoreRoute.path,
      headers: { cookie: crew.cookie, selectedscoreid: String(scoreId) },
    });
    if (form?.status !== 200) return;
    const { version, teams } = crewScoreResponse.parse(JSON.parse(textOf(form)));
    await client.send({
      route: saveRoute,
      method: 'POST',
      path: crewScoreSaveRoute.path,
      headers: { cookie: crew.cookie },
      body: crewScoreFields(scoreId, version, rankedAnew(teams.map((team) => team.team_id))),
      conflict: [409],
    });
  };

/**
 * A crew save without the form's version (an API client may leave it out; the save then
 * overwrites): what `bench:writes` times, so every call stores results rather than meeting a
 * stale version. teamsOf holds each session's team ids, read once before the run.
 */
export const blindCrewSaveAction =
  (crew: Session, teamsOf: ReadonlyMap<number, number[]>): Action =>
  async (client) => {
    const scoreIds = [...teamsOf.keys()];
    const scoreId = scoreIds[Math.floor(Math.random() * scoreIds.length)];
    const body = crewScoreFields(scoreId, 0, rankedAnew(teamsOf.get(scoreId)!));
    delete body.version;
    await client.send({
      route: saveRoute,
      method: 'POST',
      path: crewScoreSaveRoute.path,
      headers: { cookie: crew.cookie },
      body,
    });
  };

/** Each crew session's team ids, from its form. */
export async function crewSessionTeams(
  base: string,
  crew: Session,
  sessionIds: readonly number[],
): Promise<Map<number, number[]>> {
  const teamsOf = new Map<number, number[]>();
  for (const scoreId of sessionIds) {
    const answer = await fetch(base + crewScoreRoute.path, {
      headers: { cookie: crew.cookie, selectedscoreid: String(scoreId) },
    });
    if (answer.status !== 200) throw new Error(`crew-score ${scoreId} answered ${answer.status}`);
    const form = crewScoreResponse.parse(await answer.json());
    if (form.teams.length > 0)
      teamsOf.set(
        scoreId,
        form.teams.map((team) => team.team_id),
      );
  }
  if (teamsOf.size === 0) throw new Error('no crew session of the demo crew member has a team');
  return teamsOf;
}

const LOGIN_ROLES = Object.keys(DEMO_USERS) as EventRole[];

/** A demo user signs in (a new session each time, as a phone that lost its cookie). */
export const loginAction: Action = async (client) => {
  const role = LOGIN_ROLES[Math.floor(Math.random() * LOGIN_ROLES.length)];
  await client.send({
    route: routeName(loginRoute),
    method: 'POST',
    path: loginRoute.path,
    body: { email: DEMO_USERS[role], password: DEMO_PASSWORD },
  });
};
