/**
 * The time and role rules the server enforces itself (product.md §4, §6), table-driven over the
 * settable clock: upcoming challenges load only for a player while the event runs, and a
 * battle offers the joker choice only to a player before its closing date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addPlayer,
  assignCrew,
  createBattleWith,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import type { PickableRole } from '../../src/shared/roles';

const START = new Date('2030-06-10T08:00:00.000Z');
const END = new Date('2030-06-10T20:00:00.000Z');
const CLOSING = new Date('2030-06-07T12:00:00.000Z');
const minute = 60_000;
const plus = (moment: Date, ms: number) => new Date(moment.getTime() + ms);

const ROLES: PickableRole[] = ['supporter', 'player', 'crew', 'contactPerson'];

describe.each(dbKinds)('rules the server enforces over time and roles on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, { date: START, endDate: END, closingDate: CLOSING });
    const company = await createCompany(db, event.id);
    const team = await createTeamWith(db, event.id, company.id);
    const battle = await createBattleWith(db, event.id, { name: 'Tug of War', isJoker: true });
    // Seven sessions an hour apart from the start; the last one runs past the end date, so at
    // the end date only the event's own end can empty the list.
    const sessions = [];
    for (let i = 0; i < 7; i++) {
      const startTime = plus(START, i * 60 * minute);
      const endTime = i === 6 ? plus(END, 30 * minute) : plus(startTime, 30 * minute);
      sessions.push(await createScoreSession(db, battle.id, startTime, endTime));
    }
    const users = {
      supporter: await createUser(db),
      player: await createUser(db),
      crew: await createUser(db),
      contactPerson: await createUser(db),
    };
    await addPlayer(db, team.id, users.player.id, true);
    await assignCrew(db, users.crew.id, battle.id);
    await addCompanyAdmin(db, company.id, users.contactPerson.id);
    return { event, team, battle, sessions, users };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  /** A session of the role at the moment the clock is set to. */
  async function cookieAt(role: PickableRole, moment: Date) {
    t.clock.set(moment);
    return sessionCookieFor(t.database.db, w.users[role].id, moment, {
      role,
      eventId: w.event.id,
      teamId: role === 'player' ? w.team.id : null,
      battleId: role === 'crew' ? w.battle.id : null,
    });
  }

  const upcoming = async (cookie: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/upcoming_challenges${query}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().upcoming_challenges as { id: number; start_time: string }[];
  };

  const moments: [string, Date, boolean][] = [
    ['one millisecond before the event date', plus(START, -1), false],
    ['exactly at the event date', START, true],
    ['one millisecond before the end date', plus(END, -1), true],
    ['exactly at the end date', END, false],
  ];
  const table = ROLES.flatMap((role) =>
    moments.map(
      ([label, moment, open]) => [role, label, moment, role === 'player' && open] as const,
    ),
  );

  it.each(table)(
    'upcoming challenges for a %s %s: shown = %s',
    async (role, _label, moment, shown) => {
      const list = await upcoming(await cookieAt(role, moment));
      expect(list.length > 0).toBe(shown);
    },
  );

  it('lists a player the sessions that have not ended, soonest first, five by default', async () => {
    const cookie = await cookieAt('player', plus(START, 45 * minute));
    const list = await upcoming(cookie);
    expect(list.map((s) => s.id)).toEqual(w.sessions.slice(1, 6).map((s) => s.id));
    expect(list[0]).toEqual({
      id: w.sessions[1].id,
      name: 'Tug of War',
      photo_url: null,
      start_time: plus(START, 60 * minute).toISOString(),
    });
  });

  it('keeps an ongoing session in the list until its end and honours the limit', async () => {
    const cookie = await cookieAt('player', plus(START, 29 * minute));
    expect((await upcoming(cookie, '?limit=2')).map((s) => s.id)).toEqual(
      w.sessions.slice(0, 2).map((s) => s.id),
    );
    expect(await upcoming(cookie, '?limit=20')).toHaveLength(7);
  });

  it('drops a session from a list read before at the moment the session ends', async () => {
    const cookie = await cookieAt('player', plus(START, 29 * minute));
    const ids = w.sessions.map((s) => s.id);
    expect((await upcoming(cookie)).map((s) => s.id)).toEqual(ids.slice(0, 5));
    t.clock.set(plus(START, 30 * minute - 1));
    expect((await upcoming(cookie)).map((s) => s.id)).toEqual(ids.slice(0, 5));
    t.clock.set(plus(START, 30 * minute));
    expect((await upcoming(cookie)).map((s) => s.id)).toEqual(ids.slice(1, 6));
  });

  const jokerMoments: [string, Date, boolean][] = [
    ['one millisecond before the closing date', plus(CLOSING, -1), true],
    ['exactly at the closing date', CLOSING, false],
  ];
  const jokerTable = ROLES.flatMap((role) =>
    jokerMoments.map(
      ([label, moment, open]) => [role, label, moment, role === 'player' && open] as const,
    ),
  );

  it.each(jokerTable)(
    'the joker choice on /battle for a %s %s: offered = %s',
    async (role, _l, moment, offered) => {
      const cookie = await cookieAt(role, moment);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/battle',
        headers: { cookie, selectedBattleId: String(w.battle.id) },
      });
      expect(res.json().can_choose_joker).toBe(offered);
    },
  );
});
