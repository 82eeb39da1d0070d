/**
 * No bad input may cause a 5xx: every API route gets random JSON bodies, query strings and
 * selection headers from a signed-in player and from an anonymous caller, and must answer
 * with a 2xx or a 4xx `{ message }`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  addPlayer,
  createBattle,
  createCompany,
  createEvent,
  createTeam,
  createUser,
} from '../helpers/factories';
import { createSession } from '../../src/server/auth/sessions';
import { EVENT_ROLES } from '../../src/shared/roles';

const SELECTION_HEADERS = [
  'otherteamid',
  'selectedbattleid',
  'selectedhouseid',
  'selectedscoreid',
  'othercompanyid',
];

const headerValue = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    '2147483648',
    'abc',
    'null',
    '1e3',
    ' 7 ',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);

const body = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'role',
      'event_id',
      'team_id',
      'battle_id',
      'joker_id',
      'token',
      'language',
      'firstName',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      // Ids past the database's integer range.
      fc.constantFrom(2 ** 31, 3_000_000_000, Number.MAX_SAFE_INTEGER, -(2 ** 31) - 1),
      fc.boolean(),
      fc.constant(null),
      fc.double(),
    ),
  ),
);

describe('random input never causes a server error', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_FACTOR: '1000' });
    const db = t.database.db;
    const event = await createEvent(db);
    const company = await createCompany(db, event.id);
    const team = await createTeam(db, event.id, company.id);
    const battle = await createBattle(db, event.id);
    const user = await createUser(db);
    await addPlayer(db, team.id, user.id, true);
    const token = await createSession(db, user.id, t.clock.now(), {
      role: 'player',
      eventId: event.id,
      teamId: team.id,
      battleId: battle.id,
    });
    cookie = `sid=${token}`;
    userId = user.id;
    eventId = event.id;
  });
  afterAll(() => t.close());

  it('answers every route with a 4xx, not a 5xx, for ids past the database integer range', async () => {
    const ids = ['event_id', 'team_id', 'battle_id', 'joker_id', 'score_id'];
    for (const role of EVENT_ROLES) {
      const token = await createSession(t.database.db, userId, t.clock.now(), {
        role,
        eventId,
        teamId: null,
        battleId: null,
      });
      for (const route of t.app.routeTable) {
        // Logging out would end the session the other calls need.
        if (route.method === 'GET' || route.path === '/api/logout') continue;
        for (const key of ids) {
          const payload = Object.fromEntries(ids.map((k) => [k, k === key ? 3_000_000_000 : 1]));
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.path,
            headers: { cookie: `sid=${token}` },
            payload,
          });
          const label = `${role} ${route.method} ${route.path} ${key}: ${res.body}`;
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.statusCode, label).not.toBe(401);
        }
      }
    }
  });

  it('answers every route with a 2xx or 4xx { message } whatever the body, query and headers', async () => {
    const routes = t.app.routeTable.filter((r) => !['/api/logout'].includes(r.path));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.dictionary(fc.constantFrom(...SELECTION_HEADERS), headerValue),
        fc.boolean(),
        fc.constantFrom('', '?limit=abc', '?limit=-5', '?limit=999999', '?x=%00'),
        async (route, payload, headers, signedIn, query) => {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${route.path}${query}`,
            headers: { ...headers, ...(signedIn ? { cookie } : {}) },
            ...(route.method === 'GET'
              ? {}
              : { payload: payload === undefined ? {} : (payload as object) }),
          });
          expect(res.statusCode, `${route.method} ${route.path} ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: 400 },
    );
  });
});
