/**
 * PUT /battle { joker_id }: a player's team chooses one joker per event, on an is_joker battle,
 * before that battle's closing date; it may move it while its current joker is still open.
 */
import { and, eq } from 'drizzle-orm';
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
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { notifications, teamJokers } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('choosing a joker on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    // The event closes at day 7; the early joker battle closes at day 5.
    const event = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
    });
    const other = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
    });
    const company = await createCompany(db, event.id);
    const lateJoker = await createBattleWith(db, event.id, { name: 'Tug of War', isJoker: true });
    const earlyJoker = await createBattleWith(db, event.id, {
      name: 'Raft Race',
      isJoker: true,
      closingDate: at(5 * day),
    });
    const plain = await createBattleWith(db, event.id, { name: 'Sack Race', isJoker: false });
    const foreign = await createBattleWith(db, other.id, { name: 'Elsewhere', isJoker: true });
    return { event, company, lateJoker, earlyJoker, plain, foreign };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  /** A new team with two players, so each test starts without a joker. */
  async function newTeam() {
    const db = t.database.db;
    const team = await createTeamWith(db, w.event.id, w.company.id);
    const captain = await createUser(db);
    const mate = await createUser(db);
    await addPlayer(db, team.id, captain.id, true);
    await addPlayer(db, team.id, mate.id);
    return { team, captain, mate };
  }

  const playerCookie = (userId: number, teamId: number) =>
    sessionCookieFor(t.database.db, userId, t.clock.now(), {
      role: 'player',
      eventId: w.event.id,
      teamId,
    });

  const choose = (cookie: string, jokerId: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/battle',
      headers: { cookie },
      payload: { joker_id: jokerId },
    });

  const jokerOf = async (teamId: number) => {
    const rows = await t.database.db.select().from(teamJokers).where(eq(teamJokers.teamId, teamId));
    return rows.map((r) => r.battleId);
  };

  const jokerNotes = (userId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.messageName, 'joker_assigned')),
      );

  it.each(['supporter', 'crew', 'contactPerson'] as EventRole[])(
    'refuses the joker choice to a %s with 403',
    async (role) => {
      t.clock.set(at(1 * day));
      const db = t.database.db;
      const user = await createUser(db);
      if (role === 'crew') await assignCrew(db, user.id, w.lateJoker.id);
      if (role === 'contactPerson') await addCompanyAdmin(db, w.company.id, user.id);
      const cookie = await sessionCookieFor(db, user.id, t.clock.now(), {
        role,
        eventId: w.event.id,
      });
      const res = await choose(cookie, w.lateJoker.id);
      expect(res.statusCode).toBe(403);
    },
  );

  it('refuses a player without a team, or with a team they do not play in, with 403', async () => {
    t.clock.set(at(1 * day));
    const db = t.database.db;
    const loner = await createUser(db);
    const noTeam = await sessionCookieFor(db, loner.id, t.clock.now(), {
      role: 'player',
      eventId: w.event.id,
    });
    expect((await choose(noTeam, w.lateJoker.id)).statusCode).toBe(403);
    const { team } = await newTeam();
    const stranger = await playerCookie(loner.id, team.id);
    const res = await choose(stranger, w.lateJoker.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'notTeamMember' });
    expect(await jokerOf(team.id)).toEqual([]);
  });

  it('refuses a battle that is not a joker battle with 400 battleNotJokerEligible', async () => {
    t.clock.set(at(1 * day));
    const { team, captain } = await newTeam();
    const res = await choose(await playerCookie(captain.id, team.id), w.plain.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'battleNotJokerEligible' });
  });

  it('answers 404 for a battle of another event or no battle at all, and 400 for a bad id', async () => {
    t.clock.set(at(1 * day));
    const { team, captain } = await newTeam();
    const cookie = await playerCookie(captain.id, team.id);
    const foreign = await choose(cookie, w.foreign.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'battleNotFound' });
    expect((await choose(cookie, 2_000_000_000)).statusCode).toBe(404);
    expect((await choose(cookie, 'abc')).statusCode).toBe(400);
    expect((await choose(cookie, undefined)).statusCode).toBe(400);
  });

  it('accepts a joker one millisecond before the battle closes and refuses it at the closing moment', async () => {
    const { team, captain } = await newTeam();
    t.clock.set(at(5 * day));
    const closed = await choose(await playerCookie(captain.id, team.id), w.earlyJoker.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: 'jokerClosed' });
    t.clock.set(at(5 * day - 1));
    const open = await choose(await playerCookie(captain.id, team.id), w.earlyJoker.id);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ message: 'jokerChosen' });
  });

  it("uses the event's closing date for a battle without its own", async () => {
    const { team, captain } = await newTeam();
    t.clock.set(at(7 * day));
    const res = await choose(await playerCookie(captain.id, team.id), w.lateJoker.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'jokerClosed' });
  });

  it('records the joker and tells the other team members with a joker_assigned notification', async () => {
    t.clock.set(at(1 * day));
    const { team, captain, mate } = await newTeam();
    const outsider = await newTeam();
    const res = await choose(await playerCookie(captain.id, team.id), w.lateJoker.id);
    expect(res.statusCode).toBe(200);
    expect(await jokerOf(team.id)).toEqual([w.lateJoker.id]);
    // The captain chose it: nobody is told of their own action.
    expect(await jokerNotes(captain.id)).toHaveLength(0);
    for (const member of [mate]) {
      const notes = await jokerNotes(member.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        dynamicKey1: 'Tug of War',
        dynamicKey2: team.name,
        redirectKey1: String(w.lateJoker.id),
        isRead: false,
      });
      expect(notes[0].createdAt.toISOString()).toBe(at(1 * day).toISOString());
    }
    expect(await jokerNotes(outsider.captain.id)).toHaveLength(0);
  });

  it("puts the joker's notification in a teammate's list they had already read", async () => {
    t.clock.set(at(1 * day));
    const { team, captain, mate } = await newTeam();
    const mateCookie = await playerCookie(mate.id, team.id);
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: mateCookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { notifications: { message_name: string }[]; unread_count: number };
    };
    expect(await list()).toMatchObject({ notifications: [], unread_count: 0 });
    expect((await choose(await playerCookie(captain.id, team.id), w.lateJoker.id)).statusCode).toBe(
      200,
    );
    expect(await list()).toMatchObject({
      notifications: [{ message_name: 'joker_assigned' }],
      unread_count: 1,
    });
  });

  it('shows the chosen joker on /battle and /battles', async () => {
    t.clock.set(at(1 * day));
    const { team, captain } = await newTeam();
    const cookie = await playerCookie(captain.id, team.id);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/battle',
      headers: { cookie, selectedBattleId: String(w.lateJoker.id) },
    });
    expect(before.json()).toMatchObject({
      is_team_joker: false,
      joker: null,
      can_choose_joker: true,
    });
    await choose(cookie, w.lateJoker.id);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/battle',
      headers: { cookie, selectedBattleId: String(w.lateJoker.id) },
    });
    expect(after.json()).toMatchObject({
      is_team_joker: true,
      joker: { id: w.lateJoker.id, name: 'Tug of War' },
      can_choose_joker: false,
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/battles', headers: { cookie } })
    ).json();
    expect(list.joker).toMatchObject({ id: w.lateJoker.id });
    const marked = list.battles.filter((b: { is_team_joker: boolean }) => b.is_team_joker);
    expect(marked.map((b: { id: number }) => b.id)).toEqual([w.lateJoker.id]);
  });

  it('replaces the joker while the current joker is still open, telling the team again', async () => {
    t.clock.set(at(1 * day));
    const { team, captain, mate } = await newTeam();
    const cookie = await playerCookie(captain.id, team.id);
    expect((await choose(cookie, w.earlyJoker.id)).statusCode).toBe(200);
    t.clock.set(at(5 * day - 1));
    const moved = await choose(await playerCookie(mate.id, team.id), w.lateJoker.id);
    expect(moved.statusCode).toBe(200);
    expect(await jokerOf(team.id)).toEqual([w.lateJoker.id]);
    // Each told the other one.
    expect(await jokerNotes(captain.id)).toHaveLength(1);
    expect(await jokerNotes(mate.id)).toHaveLength(1);
  });

  it("refuses to move the joker once the current joker's battle has closed, even to an open battle", async () => {
    t.clock.set(at(1 * day));
    const { team, captain } = await newTeam();
    expect(
      (await choose(await playerCookie(captain.id, team.id), w.earlyJoker.id)).statusCode,
    ).toBe(200);
    t.clock.set(at(5 * day));
    const cookie = await playerCookie(captain.id, team.id);
    const res = await choose(cookie, w.lateJoker.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'jokerLocked' });
    expect(await jokerOf(team.id)).toEqual([w.earlyJoker.id]);
    const battle = await t.app.inject({
      method: 'GET',
      url: '/api/battle',
      headers: { cookie, selectedBattleId: String(w.lateJoker.id) },
    });
    expect(battle.json().can_choose_joker).toBe(false);
  });

  it('answers choosing the current joker again with success and no new notifications', async () => {
    t.clock.set(at(1 * day));
    const { team, captain, mate } = await newTeam();
    const cookie = await playerCookie(captain.id, team.id);
    await choose(cookie, w.lateJoker.id);
    const again = await choose(cookie, w.lateJoker.id);
    expect(again.statusCode).toBe(200);
    expect(await jokerNotes(mate.id)).toHaveLength(1);
  });
});
