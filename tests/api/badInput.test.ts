/**
 * No input, however bad, breaks a route: every route gets requests generated from its own
 * contract schemas (valid most of the time, mixed with junk) from every kind of caller. Each
 * answer has a status its contract declares, no 5xx, a `message` on every refusal, and a refused
 * write leaves the database as it was. The generated input is good enough to reach every
 * route's handler, past access and validation.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds, type DbKind } from '../helpers/testDb';
import {
  addEmployee,
  cookieOf,
  createCalendarFeed,
  createCallerWorld,
  createLinkToken,
  createUser,
  giveEventRole,
  PASSWORD,
  type CallerWorld,
} from '../helpers/factories';
import {
  inputJsonSchema,
  inputValue,
  junkValue,
  type Carrier,
  type Pools,
} from '../helpers/arbitraries';
import { ALL_ROUTES, routeName } from '../../src/shared/api/routes';
import { injectAny, type Answer } from '../helpers/http';
import { statusesOf, type RouteContract } from '../../src/shared/api/contract';
import { ACCESS_MATRIX, type Caller } from '../../src/shared/api/accessMatrix';
import { sessions, teamJokers } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/tokens';
import { rowsOf } from '../../src/server/db/wire';

const T0 = new Date('2030-06-01T08:00:00.000Z');

/** Every role with the selections it needs, a player without a team, no role, not signed in. */
const CALLERS = [
  'anonymous',
  'supporter',
  'player',
  'crew',
  'contactPerson',
  'organizer',
  'noTeam',
  'noRole',
] as const satisfies readonly Caller[];
type BadInputCaller = (typeof CALLERS)[number];

/** Selection headers the web app sends along with any call. */
const SELECTION_HEADERS = [
  'assignedcompanyid',
  'assignedteamid',
  'selectedbattleid',
  'selectedhouseid',
  'selectedscoreid',
  'otherteamid',
  'othercompanyid',
];

/** Bodies that are not JSON at all, sent as application/json. */
const MALFORMED_JSON = ['{', '{"joker_id": 5', '', 'undefined', "{'role':'crew'}", '[1,2', 'nul'];

/**
 * Generated requests per route: many on the in-process PGlite, fewer on a PostgreSQL server. The
 * total grows with the routes, so each keeps its share (10,000 and 5,000 served 110 routes; with
 * the console's 60 more, a route with a rich body went unreached now and then).
 */
const RUNS_PER_ROUTE: Record<DbKind, number> = { pglite: 90, postgres: 45 };
const RUNS: Record<DbKind, number> = {
  pglite: RUNS_PER_ROUTE.pglite * ALL_ROUTES.length,
  postgres: RUNS_PER_ROUTE.postgres * ALL_ROUTES.length,
};

const ROUTE_BY_NAME = new Map(ALL_ROUTES.map((route) => [routeName(route), route]));

interface GeneratedRequest {
  /** The route's name, `METHOD /api/path`, so a counterexample reads short. */
  route: string;
  caller: BadInputCaller;
  headers: Record<string, string>;
  query: Record<string, string | string[]>;
  /** undefined: no body; `{ raw }`: text sent as JSON; otherwise a value sent as JSON. */
  body: undefined | { raw: string } | { json: unknown };
}

/** The callers the access matrix lets through to this route. */
const allowedCallers = (route: RouteContract) =>
  CALLERS.filter((caller) => ACCESS_MATRIX[routeName(route)]?.[caller] === 200);

function requestArbitrary(route: RouteContract, pools: Pools): fc.Arbitrary<GeneratedRequest> {
  const allowed = allowedCallers(route);
  const part = (schema: z.ZodType | undefined, carrier: Carrier) =>
    schema ? inputValue(inputJsonSchema(schema), pools, carrier) : fc.constant(undefined);
  const body = route.body
    ? fc.oneof(
        { weight: 18, arbitrary: part(route.body, 'json').map((json) => ({ json })) },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ raw })) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  return fc.record({
    route: fc.constant(routeName(route)),
    // Half the time a caller the route lets in, so every handler is reached.
    caller: allowed.length
      ? fc.oneof(fc.constantFrom(...allowed), fc.constantFrom(...CALLERS))
      : fc.constantFrom(...CALLERS),
    headers: fc
      .tuple(
        fc.option(fc.dictionary(fc.constantFrom(...SELECTION_HEADERS), junkValue('header')), {
          freq: 3,
        }),
        part(route.headers, 'header'),
      )
      .map(([extra, own]) => ({ ...extra, ...(own as object) }) as Record<string, string>),
    query: part(route.query, 'query').map((q) => (q ?? {}) as Record<string, string | string[]>),
    body,
  });
}

function injectOptions(req: GeneratedRequest, cookie: string | undefined): InjectOptions {
  const route = ROUTE_BY_NAME.get(req.route)!;
  const headers: Record<string, string> = { ...req.headers, ...(cookie ? { cookie } : {}) };
  const options: InjectOptions = {
    method: route.method,
    url: route.path,
    query: req.query,
    headers,
  };
  if (req.body === undefined) return options;
  headers['content-type'] = 'application/json';
  options.payload = 'raw' in req.body ? req.body.raw : JSON.stringify(req.body.json);
  return options;
}

function describeRequest(req: GeneratedRequest, res: Answer): string {
  const sent = { headers: req.headers, query: req.query, body: req.body };
  return `${req.route} as ${req.caller} with ${JSON.stringify(sent)} answered ${res.statusCode} ${res.body.slice(0, 200)}`;
}

describe.each(dbKinds)('bad input on %s', (kind) => {
  const runs = RUNS[kind];
  let t: TestApp;
  let w: CallerWorld;
  let pools: Pools;
  let fingerprintQuery: string;
  const cookies = new Map<BadInputCaller, string | undefined>();
  /** Handlers that ran, by route name: the request passed access and validation. */
  const reached = new Map<string, number>();
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { RATE_LIMIT_FACTOR: '1000' },
      {
        beforeReady: (app) =>
          app.addHook('preHandler', async (req) => {
            const contract = req.routeOptions.config.contract;
            if (contract)
              reached.set(routeName(contract), (reached.get(routeName(contract)) ?? 0) + 1);
          }),
      },
    );
    t.clock.set(T0);
    const db = t.database.db;
    w = await createCallerWorld(db, T0);
    // The organizer console may delete teams, battles and houses: here the organizer runs the
    // other event, so no caller's own team or battle (whose sessions are renewed) goes away.
    const organizer = await createUser(db);
    await giveEventRole(db, organizer.id, w.otherEvent.id, 'organizer');
    w.callers.organizer = {
      userId: organizer.id,
      email: organizer.email,
      selection: { role: 'organizer', eventId: w.otherEvent.id, teamId: null, battleId: null },
    };
    for (const caller of CALLERS) cookies.set(caller, await cookieOf(db, w, caller, T0));
    fingerprintQuery = await buildFingerprintQuery();
    pools = await seedPools();
  });
  afterAll(() => t.close());

  /** Members of each company for the employee routes, and the callers' own ids. */
  async function staffIds(): Promise<number[]> {
    const db = t.database.db;
    const ids = [w.callers.contactPerson.userId, w.callers.otherCompanyAdmin.userId];
    for (const company of [w.companies.acme, w.companies.globex]) {
      for (const [role, confirmed] of [
        ['employee', true],
        ['admin', true],
        ['employee', false],
      ] as const) {
        const user = await createUser(db, { confirmed });
        await addEmployee(db, company.id, user.id, role);
        ids.push(user.id);
      }
    }
    return ids;
  }

  /** Ids of the fixture, accounts that exist, live, spent and expired link tokens. */
  async function seedPools(): Promise<Pools> {
    const db = t.database.db;
    const linkTokens = async (kind: 'confirm' | 'reset') => {
      const tokens: string[] = [];
      for (let i = 0; i < 10; i++) {
        const user = await createUser(db, { confirmed: kind === 'reset' });
        tokens.push(await createLinkToken(db, user.id, kind, T0));
      }
      const spent = await createUser(db, { confirmed: false });
      tokens.push(await createLinkToken(db, spent.id, kind, T0, { used: true }));
      tokens.push(await createLinkToken(db, spent.id, kind, T0, { ttlMs: -1000 }));
      return tokens;
    };
    const { teams, battles, houses } = w;
    const staff = await staffIds();
    const battleIds = Object.values(battles).map((b) => b.id);
    return {
      event_id: [w.event.id, w.otherEvent.id],
      team_id: Object.values(teams).map((team) => team.id),
      battle_id: battleIds,
      joker_id: battleIds,
      selectedbattleid: battleIds.map(String),
      selectedhouseid: Object.values(houses).map((house) => String(house.id)),
      selectedscoreid: [String(w.sessions.heat.id)],
      assignedcompanyid: Object.values(w.companies).map((company) => String(company.id)),
      assignedteamid: Object.values(teams).map((team) => String(team.id)),
      score_id: [w.sessions.heat.id],
      'score_id.0': [w.sessions.heat.id],
      'team_id.0': Object.values(teams).map((team) => team.id),
      'challenge_score_id.0': [null, ''],
      'rank.0': [1, 2, '3', null],
      crew_rating: [1, 3, 5],
      challenge_rating: [2, 4, 5],
      otherteamid: Object.values(teams).map((team) => String(team.id)),
      rivalsid: Object.values(teams).map((team) => String(team.id)),
      challenged_id: Object.values(teams).map((team) => team.id),
      limit: ['1', '5', '20'],
      // Moments in order, so the console's forms (which check their order) are reached.
      date: ['2030-07-01T08:00:00.000Z'],
      end_date: ['2030-07-02T18:00:00.000Z'],
      closing_date: ['2030-06-20T22:00:00.000Z'],
      cheers_start_time: [null, '2030-06-25T08:00:00.000Z'],
      cheers_end_time: [null, '2030-07-02T18:00:00.000Z'],
      start_time: ['2030-07-01T09:00:00.000Z'],
      end_time: ['2030-07-01T10:00:00.000Z'],
      as_of: ['2030-05-31T08:00:00.000Z'],
      // Zones this runtime knows, so the event form (which checks its zone) is reached.
      time_zone: ['Europe/Amsterdam', 'UTC', 'America/New_York'],
      // A whole points table (ranks 1..n in order), which the console's table checks.
      rows: [
        [{ rank: 1, score: 10, joker: 20, ladies: null }],
        [
          { rank: 1, score: 10, joker: 20, ladies: 2 },
          { rank: 2, score: 8, joker: 16, ladies: 1 },
        ],
      ],
      email: [
        w.member.email,
        w.member.email.toUpperCase(),
        ` ${w.member.email} `,
        w.newcomer.email,
      ],
      password: [PASSWORD, 'Strong!Pass1'],
      new_password: ['Fresh!Pass12', 'Other#Pass34'],
      // Confirm links, and a live calendar address (of a user no generated request replaces).
      token: [
        ...(await linkTokens('confirm')),
        await createCalendarFeed(db, (await createUser(db)).id, w.event.id, T0),
      ],
      reset_token: await linkTokens('reset'),
      // Members of both companies (employees, admins, each company's contact person, pending
      // invitees), so the employee routes reach their success and their refusals.
      user_id: staff,
      // The callers (players of the Sharks, the Eagles and the Owls) and the companies' staff,
      // so the player routes reach their success and their refusals.
      playerId: [...Object.values(w.callers).map((c) => c.userId), ...staff],
      // A push endpoint and a browser's keys, so the push routes reach their handlers (the
      // host is refused there: nothing is ever sent).
      endpoint: ['https://push.invalid/bad-input'],
      keys: [{ p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }],
    };
  }

  /**
   * One query that hashes every table's rows, per table the md5 of its rows as text in order:
   * rate limits aside (refusals count there too), the mail log (a mail of an earlier write may
   * be logged just after it) and the sessions' last-seen moment (reads may write it).
   */
  async function buildFingerprintQuery(): Promise<string> {
    const result = await t.database.db.execute(
      sql`select table_name, string_agg(format('t.%I', column_name), ', ' order by ordinal_position) as columns
          from information_schema.columns
          where table_schema = 'public' and table_name not in ('rate_limits', 'mail_log') and column_name <> 'last_seen_at'
          group by table_name order by table_name`,
    );
    const hashes = rowsOf<{ table_name: string; columns: string }>(result).map(
      ({ table_name: table, columns }) =>
        `select '${table}' as name, md5(coalesce(string_agg(row(${columns})::text, '|' order by row(${columns})::text), '')) as hash from "${table}" t`,
    );
    return `select json_object_agg(name, hash)::text as fingerprint from (${hashes.join(' union all ')}) tables`;
  }

  async function fingerprint(): Promise<Record<string, string>> {
    const result = await t.database.db.execute(sql.raw(fingerprintQuery));
    return JSON.parse(rowsOf<{ fingerprint: string }>(result)[0].fingerprint);
  }

  /** A write that succeeded may have ended or changed the caller's session: start a fresh one. */
  async function renewSession(caller: BadInputCaller) {
    const cookie = cookies.get(caller);
    if (!cookie) return;
    const db = t.database.db;
    await db.delete(sessions).where(eq(sessions.idHash, hashToken(cookie.replace(/^sid=/, ''))));
    cookies.set(caller, await cookieOf(db, w, caller, T0));
  }

  async function send(req: GeneratedRequest) {
    sent += 1;
    const route = ROUTE_BY_NAME.get(req.route)!;
    return injectAny(t.app, injectOptions(req, cookies.get(req.caller)), route.answerType);
  }

  const jokerRows = () =>
    t.database.db.select().from(teamJokers).where(eq(teamJokers.teamId, w.teams.sharks.id));

  it.each([
    ['true', true],
    ['[5]', [5]],
    ['"5"', '5'],
    ['1.5', 1.5],
    ['0', 0],
    ['2147483648', 2 ** 31],
  ])('refuses the joker id %s in the body with 400 and stores no joker', async (_, jokerId) => {
    const before = await jokerRows();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/battle',
      headers: { cookie: cookies.get('player')! },
      payload: { joker_id: jokerId },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await jokerRows()).toEqual(before);
  });

  it.each([
    ['a team name', 'POST', '/api/edit-team', 'player', { name: 'Sharks\u0000', slogan: '' }],
    [
      'a house of the console',
      'POST',
      '/api/organizer/houses',
      'organizer',
      { name: 'A\u0000', color: '#112233' },
    ],
    ['a cheer message', 'PUT', '/api/put-cheer', 'supporter', { team_id: 1, comment: '\u0000' }],
  ] as const)(
    'refuses %s holding the NUL character with 400 and stores nothing',
    async (_, method, url, caller, payload) => {
      const before = await fingerprint();
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: cookies.get(caller)! },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'invalidCharacters' });
      expect(await fingerprint()).toEqual(before);
    },
  );

  it.each(['0x10', '1e3', ' 7 ', '+7', '07', '2147483648', '-1', '1.0', ''])(
    'refuses the selectedBattleId header %j with 400',
    async (value) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/battle',
        headers: { cookie: cookies.get('supporter')!, selectedBattleId: value },
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it(`answers ${runs.toLocaleString('en-US')} generated requests with declared statuses, a message on each refusal and nothing stored from one, reaching every route`, async () => {
    const anyRequest = fc.oneof(...ALL_ROUTES.map((route) => requestArbitrary(route, pools)));
    const before = sent;
    // The database's content as of now, while known: reads store nothing, and a refused write
    // is checked to store nothing, so only a write that succeeded makes it unknown again.
    let current: Record<string, string> | undefined;
    await fc.assert(
      fc.asyncProperty(anyRequest, async (req) => {
        const route = ROUTE_BY_NAME.get(req.route)!;
        const isWrite = route.method !== 'GET';
        if (isWrite) current ??= await fingerprint();
        const stored = current;
        const res = await send(req);
        const label = describeRequest(req, res);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(statusesOf(route), label).toContain(res.statusCode);
        if (res.statusCode >= 400) expect(typeof res.json().message, label).toBe('string');
        if (isWrite && res.statusCode >= 400) {
          current = await fingerprint();
          // Reads store nothing, so a change here comes from this refused write.
          expect(current, `stored by a refused write: ${label}`).toEqual(stored);
        }
        if (isWrite && res.statusCode < 300) {
          current = undefined;
          await renewSession(req.caller);
        }
      }),
      { numRuns: runs },
    );
    expect(sent - before).toBeGreaterThanOrEqual(runs);
    const unreached = ALL_ROUTES.map(routeName).filter((name) => !reached.get(name));
    expect(unreached, 'routes whose handler no generated request reached').toEqual([]);
  }, 600_000);
});
