/**
 * Every write must publish what it changed (docs/architecture.md, "Memory: sessions and
 * snapshots"): a forgotten publish shows as a stale screen served by another process. This walk
 * sends a valid request to every write route of ALL_ROUTES through one app process (A) and checks
 * that it published the change its data needs, and that the other process (B) on the same
 * database heard it. For a representative route of each kind of change, B's read warmed before
 * the write serves the new state afterwards, the same as A reading it afresh.
 *
 * A write route is either in PUBLISHES or in CHANGES_NOTHING_CACHED (with the reason), so a new
 * route cannot slip through without someone deciding what it must publish.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createClock } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import type { Change } from '../../src/server/cache/changes';
import { ALL_ROUTES, routeName } from '../../src/shared/api/routes';
import type { RouteContract } from '../../src/shared/api/contract';
import { ACCESS_MATRIX, type Caller } from '../../src/shared/api/accessMatrix';
import { createTestDatabasePair, dbKinds } from '../helpers/testDb';
import { createMailbox } from '../helpers/mailbox';
import { injectAny } from '../helpers/http';
import {
  assignCrew,
  createBattleWith,
  createCallerWorld,
  createUser,
  cookieOf,
  sessionCookieFor,
  type CallerWorld,
} from '../helpers/factories';
import { T0, validRequestFor } from '../helpers/validRequests';

/** A read of another process that must show the write: who reads it, and where. */
interface FreshRead {
  /** A caller of the world (a fresh session of theirs), or the session that made the write. */
  as: Caller | 'writer';
  url: string;
  headers?: (w: CallerWorld) => Record<string, string>;
}

interface Publishes {
  /** The caller that makes the write (allowed by the access matrix). */
  as: Caller;
  /** The changes the write must publish (each matched by one published change). */
  changes: (w: CallerWorld) => Partial<Change>[];
  /** For a representative subset: a read on the other process that must follow. */
  fresh?: FreshRead;
  /** Makes the write change something, when the world has nothing for it to change. */
  given?: (db: Db, w: CallerWorld) => Promise<unknown>;
}

const eventOf = (w: CallerWorld): Partial<Change> => ({ kind: 'event', eventId: w.event.id });
const acmeStaff = (w: CallerWorld): Partial<Change>[] => [
  { kind: 'company', companyId: w.companies.acme.id },
  eventOf(w),
];
const theEvent = (w: CallerWorld) => [eventOf(w)];
const organizes = (fresh?: FreshRead): Publishes => ({ as: 'organizer', changes: theEvent, fresh });
const sharks = (w: CallerWorld) => ({ otherteamid: String(w.teams.sharks.id) });

/** What each write route changes that some process keeps in memory, and must so publish. */
const PUBLISHES: Record<string, Publishes> = {
  // The caller's session before the login ends.
  'POST /api/login': { as: 'supporter', changes: () => [{ kind: 'session' }] },
  'POST /api/logout': { as: 'supporter', changes: () => [{ kind: 'session' }] },
  'POST /api/reset-password': {
    as: 'anonymous',
    changes: (w) => [{ kind: 'userSessions', userId: w.forgetful.id }],
  },
  'POST /api/role': {
    as: 'supporter',
    changes: () => [{ kind: 'session' }],
    // A role chosen again forgets the event: /home then leads to the event choice.
    fresh: { as: 'writer', url: '/api/home' },
  },
  'POST /api/event-select': { as: 'supporter', changes: () => [{ kind: 'session' }] },
  'POST /api/team-select': { as: 'player', changes: () => [{ kind: 'session' }] },
  'POST /api/battle-select': { as: 'crew', changes: () => [{ kind: 'session' }] },
  'PUT /api/language': {
    as: 'player',
    changes: (w) => [{ kind: 'userSessions', userId: w.callers.player.userId }],
  },
  'POST /api/edit-profile': {
    as: 'player',
    changes: (w) => [{ kind: 'userSessions', userId: w.callers.player.userId }, eventOf(w)],
  },
  'POST /api/upload-user-image': {
    as: 'player',
    changes: (w) => [{ kind: 'userSessions', userId: w.callers.player.userId }, eventOf(w)],
    fresh: { as: 'writer', url: '/api/profile' },
  },
  // Deleting a picture the user does not have changes nothing: give them one.
  'POST /api/delete-user-image': {
    as: 'player',
    changes: (w) => [{ kind: 'userSessions', userId: w.callers.player.userId }, eventOf(w)],
    given: (db, w) =>
      db
        .update(users)
        .set({ picture: '/uploads/users/player.webp' })
        .where(eq(users.id, w.callers.player.userId)),
  },
  'PUT /api/battle': {
    as: 'player',
    changes: (w) => [{ kind: 'teamJokers', eventId: w.event.id }],
    fresh: { as: 'player', url: '/api/battles' },
  },
  'POST /api/edit-team': {
    as: 'player',
    changes: theEvent,
    fresh: { as: 'supporter', url: '/api/team', headers: sharks },
  },
  'POST /api/upload-team-image': { as: 'player', changes: theEvent },
  'POST /api/delete-team-image': { as: 'player', changes: theEvent },
  'PUT /api/put-challenge': {
    as: 'player',
    changes: (w) => [{ kind: 'teamSocial', eventId: w.event.id }],
    fresh: { as: 'supporter', url: '/api/team_rivals', headers: sharks },
  },
  'PUT /api/put-cheer': {
    as: 'supporter',
    changes: (w) => [{ kind: 'teamSocial', eventId: w.event.id }],
    fresh: { as: 'supporter', url: '/api/cheers-leaderboard' },
  },
  'POST /api/edit-company': {
    as: 'contactPerson',
    changes: acmeStaff,
    fresh: {
      as: 'supporter',
      url: '/api/company',
      headers: (w) => ({ othercompanyid: String(w.companies.acme.id) }),
    },
  },
  'POST /api/upload-company-image': { as: 'contactPerson', changes: acmeStaff },
  'POST /api/delete-company-image': { as: 'contactPerson', changes: acmeStaff },
  'POST /api/create-employee': { as: 'contactPerson', changes: acmeStaff },
  'POST /api/promote-employee': { as: 'contactPerson', changes: acmeStaff },
  'POST /api/demote-employee': { as: 'contactPerson', changes: acmeStaff },
  'POST /api/delete-employee': { as: 'contactPerson', changes: acmeStaff },
  'POST /api/add-player': {
    as: 'player',
    changes: theEvent,
    fresh: { as: 'supporter', url: '/api/team_players', headers: sharks },
  },
  'POST /api/remove-player': { as: 'player', changes: theEvent },
  'POST /api/update-captain': { as: 'player', changes: theEvent },
  // The supporter is not yet acme's: the company link makes them its employee.
  'POST /api/join': { as: 'supporter', changes: acmeStaff },
  'POST /api/rate-crew-challenge': {
    as: 'player',
    changes: (w) => [{ kind: 'users', userIds: [w.callers.player.userId] }],
  },
  'POST /api/crew-score': {
    as: 'crew',
    changes: theEvent,
    fresh: {
      as: 'supporter',
      url: '/api/score',
      headers: (w) => ({ selectedscoreid: String(w.sessions.heat.id) }),
    },
  },
  'POST /api/notifications/read': {
    as: 'supporter',
    changes: (w) => [{ kind: 'users', userIds: [w.callers.supporter.userId] }],
    fresh: { as: 'supporter', url: '/api/notifications' },
  },
  // The maker's own list of open invite links is kept per user.
  'POST /api/invite-links': {
    as: 'player',
    changes: (w) => [{ kind: 'users', userIds: [w.callers.player.userId] }],
  },
  'DELETE /api/invite-links': {
    as: 'player',
    changes: (w) => [{ kind: 'users', userIds: [w.callers.player.userId] }],
  },
  'POST /api/notifications/read-all': {
    as: 'supporter',
    changes: (w) => [{ kind: 'users', userIds: [w.callers.supporter.userId] }],
  },
  'PUT /api/organizer/event': organizes({ as: 'supporter', url: '/api/event' }),
  'POST /api/organizer/event/picture': organizes({ as: 'supporter', url: '/api/event' }),
  'DELETE /api/organizer/event/picture': organizes(),
  // A new event: its own change (its id is the answer's).
  'POST /api/organizer/events': { as: 'organizer', changes: () => [{ kind: 'event' }] },
  'POST /api/organizer/houses': organizes({ as: 'supporter', url: '/api/houses' }),
  'PUT /api/organizer/houses': organizes(),
  'DELETE /api/organizer/houses': organizes(),
  'POST /api/organizer/companies': organizes(),
  'POST /api/organizer/companies/existing': organizes(),
  'PUT /api/organizer/companies': { as: 'organizer', changes: acmeStaff },
  'DELETE /api/organizer/companies': {
    as: 'organizer',
    changes: (w) => [eventOf(w), { kind: 'company' }],
  },
  'POST /api/organizer/teams': organizes({ as: 'supporter', url: '/api/teams' }),
  'PUT /api/organizer/teams': organizes(),
  'DELETE /api/organizer/teams': organizes(),
  'POST /api/organizer/battles': organizes({ as: 'supporter', url: '/api/battles' }),
  'PUT /api/organizer/battles': organizes(),
  'DELETE /api/organizer/battles': organizes(),
  'POST /api/organizer/battles/photo': organizes({ as: 'supporter', url: '/api/battles' }),
  'DELETE /api/organizer/battles/photo': organizes(),
  'POST /api/organizer/sessions': organizes(),
  'PUT /api/organizer/sessions': organizes(),
  'DELETE /api/organizer/sessions': organizes(),
  'POST /api/organizer/planning': organizes({ as: 'supporter', url: '/api/planning' }),
  'PUT /api/organizer/planning': organizes(),
  'DELETE /api/organizer/planning': organizes(),
  'POST /api/organizer/crew': organizes(),
  'DELETE /api/organizer/crew': organizes(),
  'PUT /api/organizer/points-table': organizes(),
  'PUT /api/organizer/tiebreak': organizes(),
  'POST /api/organizer/quarter': organizes({ as: 'supporter', url: '/api/leaderboard' }),
  'DELETE /api/organizer/quarter': organizes(),
  'POST /api/organizer/reveal': organizes({ as: 'organizer', url: '/api/organizer/reveal' }),
  'POST /api/organizer/reveal/step': organizes(),
  'DELETE /api/organizer/reveal': organizes({ as: 'supporter', url: '/api/leaderboard' }),
  // An approved save counts at once: the session's results show on /score.
  'POST /api/organizer/sessions/approve': organizes(),
  'POST /api/organizer/sessions/send-back': organizes(),
  'POST /api/organizer/awards': organizes({ as: 'supporter', url: '/api/awards' }),
  'DELETE /api/organizer/awards': organizes(),
  'POST /api/organizer/sponsors': organizes({ as: 'supporter', url: '/api/sponsors' }),
  'PUT /api/organizer/sponsors': organizes(),
  'DELETE /api/organizer/sponsors': organizes(),
  'POST /api/organizer/extra-points': organizes(),
  'DELETE /api/organizer/extra-points': organizes(),
  'POST /api/organizer/announcements': organizes(),
  'PUT /api/organizer/branding': {
    as: 'organizer',
    changes: () => [{ kind: 'branding' }],
    fresh: { as: 'anonymous', url: '/api/branding', headers: () => ({ host: 'app.test' }) },
  },
  'POST /api/organizer/import': organizes(),
};

/** Write routes that change nothing any process keeps in memory, each with the reason. */
const CHANGES_NOTHING_CACHED: Record<string, string> = {
  'POST /api/register': 'a new account: no session and no shared read holds it until it signs in',
  'POST /api/confirm-email':
    'the confirmation is read fresh (login, the employees list, the console companies)',
  'POST /api/resend-confirmation': 'a new link token and a mail',
  'POST /api/forgot-password': 'a new link token and a mail',
  'PUT /api/connections': 'socials are read fresh (/connections, /public-profile)',
  'POST /api/calendar-feed': 'the calendar address and the feed are read fresh',
  'DELETE /api/calendar-feed': 'the calendar address and the feed are read fresh',
  'POST /api/invite-employee': 'a new set-password token and a mail',
  'POST /api/crew-battles': 'checks that the crew may score the session; nothing is stored',
  'POST /api/push/subscriptions': 'push subscriptions are read fresh (the list, each push)',
  'DELETE /api/push/subscriptions': 'push subscriptions are read fresh (the list, each push)',
  'POST /api/push/test': 'queues a test push to the device; nothing is stored',
};

const WRITE_ROUTES = ALL_ROUTES.filter((route) => route.method !== 'GET');
const WRITE_NAMES = WRITE_ROUTES.map(routeName);

/** The callers the access matrix lets make the write, in its column order. */
function allowedCallers(name: string): Caller[] {
  return Object.entries(ACCESS_MATRIX[name])
    .filter(([, expected]) => expected === 200)
    .map(([caller]) => caller as Caller);
}

/** One app process on the shared database, with its own memory and a clock at T0. */
async function appOn(
  database: Database,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-walk-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://app.test',
    RATE_LIMIT_FACTOR: '1000',
  });
  const clock = createClock();
  clock.set(T0);
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    checkResponses: true,
    mailer: createMailbox(),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the publish walk', () => {
  it('decides for every write route what it publishes, or why it publishes nothing', () => {
    const decided = (name: string) => name in PUBLISHES || name in CHANGES_NOTHING_CACHED;
    expect(WRITE_NAMES.filter((name) => !decided(name))).toEqual([]);
    expect(Object.keys(PUBLISHES).filter((name) => name in CHANGES_NOTHING_CACHED)).toEqual([]);
    const listed = [...Object.keys(PUBLISHES), ...Object.keys(CHANGES_NOTHING_CACHED)];
    expect(listed.filter((name) => !WRITE_NAMES.includes(name))).toEqual([]);
  });

  it('writes as a caller the access matrix allows', () => {
    const refused = Object.entries(PUBLISHES)
      .filter(([name, { as }]) => ACCESS_MATRIX[name]?.[as] !== 200)
      .map(([name, { as }]) => `${name} as ${as}`);
    expect(refused).toEqual([]);
  });
});

describe.each(dbKinds)('every write publishes what it changed, on %s', (kind) => {
  let pair: Awaited<ReturnType<typeof createTestDatabasePair>>;
  let a: Awaited<ReturnType<typeof appOn>>;
  let b: Awaited<ReturnType<typeof appOn>>;
  let w: CallerWorld;
  /** What app A published (its own changes are applied at once, so this is all of them). */
  const published: { change: Change; id: string }[] = [];
  /** The ids of the changes app B heard. */
  const heardByB = new Set<string>();

  beforeAll(async () => {
    pair = await createTestDatabasePair(kind);
    a = await appOn(pair.first);
    b = await appOn(pair.second);
    w = await createCallerWorld(pair.first.db, T0);
    a.app.changes.subscribe((change, id) => published.push({ change, id }));
    b.app.changes.subscribe((_change, id) => heardByB.add(id));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pair?.close();
  });

  /** The walk's view of app A: its app and the database it writes. */
  const writer = () => ({ app: a.app, database: pair.first });

  /** Sends the write through app A, recording only what the write itself published. */
  async function write(route: RouteContract, options: InjectOptions) {
    published.length = 0;
    const res = await injectAny(a.app, options, route.answerType);
    expect(res.statusCode, res.body).toBe(200);
    return published.map(({ change }) => change);
  }

  /** Waits until app B has heard every change app A just published. */
  async function heardOnB() {
    const ids = published.map(({ id }) => id);
    await expect
      .poll(() => ids.filter((id) => !heardByB.has(id)), { timeout: 2000, interval: 5 })
      .toEqual([]);
  }

  async function readOn(app: FastifyInstance, read: FreshRead, writerCookie: string | undefined) {
    const cookie =
      read.as === 'writer' ? writerCookie : await cookieOf(pair.first.db, w, read.as, T0);
    const res = await app.inject({
      method: 'GET',
      url: read.url,
      headers: { ...read.headers?.(w), ...(cookie ? { cookie } : {}) },
    });
    return { status: res.statusCode, body: res.json() as unknown };
  }

  it.each(
    WRITE_ROUTES.filter((route) => routeName(route) in PUBLISHES).map(
      (route) => [routeName(route), route] as const,
    ),
  )('%s publishes what it changed, and the other process hears it', async (name, route) => {
    const { as, changes, fresh, given } = PUBLISHES[name];
    await given?.(pair.first.db, w);
    const options = await validRequestFor(writer(), w, route, as);
    const cookie = (options.headers as Record<string, string>).cookie;
    const before = fresh && (await readOn(b.app, fresh, cookie));

    const changed = await write(route, options);
    expect(changed).toEqual(
      expect.arrayContaining(changes(w).map((change) => expect.objectContaining(change))),
    );
    await heardOnB();

    if (!fresh || !before) return;
    const afterOnB = await readOn(b.app, fresh, cookie);
    expect(afterOnB, `${fresh.url} on the other process still shows the old state`).not.toEqual(
      before,
    );
    expect(afterOnB).toEqual(await readOn(a.app, fresh, cookie));
  });

  it.each(Object.entries(CHANGES_NOTHING_CACHED))('%s publishes nothing: %s', async (name) => {
    const route = WRITE_ROUTES.find((r) => routeName(r) === name)!;
    const as = allowedCallers(name)[0];
    const changed = await write(route, await validRequestFor(writer(), w, route, as));
    expect(changed).toEqual([]);
  });

  it('asks a crew member to choose a battle again, on the other process, once theirs is deleted', async () => {
    const db = pair.first.db;
    const battle = await createBattleWith(db, w.event.id, { name: 'Egg Race' });
    const crew = await createUser(db);
    await assignCrew(db, crew.id, battle.id);
    const cookie = await sessionCookieFor(db, crew.id, T0, {
      role: 'crew',
      eventId: w.event.id,
      battleId: battle.id,
    });
    // Read with the crew member's own session, as the walk reads with a writer's.
    const checkAuth = { as: 'writer', url: '/api/check-auth' } as const;
    expect((await readOn(b.app, checkAuth, cookie)).body).not.toHaveProperty('redirect');

    const organizer = await cookieOf(db, w, 'organizer', T0);
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: '/api/organizer/battles',
      query: { id: String(battle.id) },
      headers: { cookie: organizer! },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await heardOnB();

    expect((await readOn(b.app, checkAuth, cookie)).body).toEqual(
      expect.objectContaining({ redirect: '/battle-select' }),
    );
  });
});
