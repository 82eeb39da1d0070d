/**
 * Nobody is told of their own action (issue "Set up a real event without tripping"): the player
 * who chooses the joker, the player who sends a challenge, the captain who adds a player, a crew
 * member who plays in a team they score and an organizer who gives their own team extra points
 * get no notification of it, and their unread count stays; everyone else concerned is told, and
 * their kept lists follow. Each notification names its event for a user of several events.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addEmployee,
  addPlayer,
  addPointsRows,
  assignCrew,
  createBattleWith,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  createUser,
  giveEventRole,
  sessionCookieFor,
} from '../helpers/factories';
import { createOrganizerWorld, sender } from '../helpers/organizer';
import { notifications } from '../../src/server/db/schema';
import { notify } from '../../src/server/features/notifications/service';
import { blankCrewResult, crewScoreFields } from '../../src/shared/api/crew';
import type { NotificationsResponse } from '../../src/shared/api/notifications';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('nobody is told of their own action on %s', (kind) => {
  let t: TestApp;
  let send: ReturnType<typeof sender>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());

  /** An event open for jokers and challenges, with a company whose employees may play. */
  async function newEvent(name?: string) {
    const db = t.database.db;
    const event = await createEvent(db, {
      ...(name ? { name } : {}),
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      maxChallengeOthers: 3,
      maxPlayers: 5,
    });
    const company = await createCompany(db, event.id);
    return { event, company };
  }

  /** A team of the event with `size` players (employees of its company); the first is captain. */
  async function newTeam(where: Awaited<ReturnType<typeof newEvent>>, size: number, name?: string) {
    const db = t.database.db;
    const team = await createTeamWith(db, where.event.id, where.company.id, {
      picture: '/uploads/teams/team.webp',
      ...(name ? { name } : {}),
    });
    const players = [];
    for (let i = 0; i < size; i++) {
      const user = await createUser(db);
      await addEmployee(db, where.company.id, user.id);
      await addPlayer(db, team.id, user.id, i === 0);
      players.push(user.id);
    }
    return { team, players };
  }

  const cookieFor = (
    userId: number,
    eventId: number,
    role: EventRole = 'player',
    teamId: number | null = null,
  ) => sessionCookieFor(t.database.db, userId, T0, { role, eventId, teamId });

  const listOf = async (cookie: string): Promise<NotificationsResponse> => {
    const res = await send(cookie, 'GET', '/api/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** The types told to each of these users, as stored. */
  async function toldTo(userIds: number[]): Promise<Record<number, string[]>> {
    const rows = await t.database.db
      .select({ userId: notifications.userId, type: notifications.messageName })
      .from(notifications)
      .where(inArray(notifications.userId, userIds))
      .orderBy(notifications.id);
    const told: Record<number, string[]> = Object.fromEntries(userIds.map((id) => [id, []]));
    for (const row of rows) told[row.userId].push(row.type);
    return told;
  }

  it('the player who chooses the joker is not told; their teammates are, at once', async () => {
    const where = await newEvent();
    const joker = await createBattleWith(t.database.db, where.event.id, {
      name: 'Raft Race',
      isJoker: true,
    });
    const { team, players } = await newTeam(where, 3);
    const [chooser, ...mates] = players;
    const chooserCookie = await cookieFor(chooser, where.event.id, 'player', team.id);
    const mateCookie = await cookieFor(mates[0], where.event.id, 'player', team.id);
    // Read first, so both lists are kept in memory.
    expect((await listOf(chooserCookie)).unread_count).toBe(0);
    expect((await listOf(mateCookie)).unread_count).toBe(0);

    const res = await send(chooserCookie, 'PUT', '/api/battle', { joker_id: joker.id });
    expect(res.statusCode, res.body).toBe(200);

    expect(await toldTo(players)).toEqual({
      [chooser]: [],
      [mates[0]]: ['joker_assigned'],
      [mates[1]]: ['joker_assigned'],
    });
    expect(await listOf(chooserCookie)).toEqual({ notifications: [], unread_count: 0 });
    const mateList = await listOf(mateCookie);
    expect(mateList.unread_count).toBe(1);
    expect(mateList.notifications[0]).toMatchObject({
      message_name: 'joker_assigned',
      dynamic_key_1: 'Raft Race',
      // The mate plays in one event only: no event named.
      event_name: null,
    });
  });

  it('the player who sends a challenge is not told; their teammates and the challenged team are', async () => {
    const where = await newEvent();
    const sharks = await newTeam(where, 2, 'Sharks');
    const eagles = await newTeam(where, 2, 'Eagles');
    const [challenger, mate] = sharks.players;
    const cookie = await cookieFor(challenger, where.event.id, 'player', sharks.team.id);
    expect((await listOf(cookie)).unread_count).toBe(0);

    const res = await send(cookie, 'PUT', '/api/put-challenge', {
      challenged_id: eagles.team.id,
      challenged: true,
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await toldTo([...sharks.players, ...eagles.players])).toEqual({
      [challenger]: [],
      [mate]: ['challenge_sent'],
      [eagles.players[0]]: ['team_challenged'],
      [eagles.players[1]]: ['team_challenged'],
    });
    expect((await listOf(cookie)).unread_count).toBe(0);
  });

  it('the captain who adds a player is not told; the new player and the others are', async () => {
    const where = await newEvent();
    const { team, players } = await newTeam(where, 2);
    const [captain, mate] = players;
    const nina = await createUser(t.database.db, { firstName: 'Nina', lastName: 'New' });
    await addEmployee(t.database.db, where.company.id, nina.id);
    const cookie = await cookieFor(captain, where.event.id, 'player', team.id);
    expect((await listOf(cookie)).unread_count).toBe(0);

    const res = await send(cookie, 'POST', '/api/add-player', { playerId: nina.id });
    expect(res.statusCode, res.body).toBe(200);

    expect(await toldTo([captain, mate, nina.id])).toEqual({
      [captain]: [],
      [mate]: ['player_added'],
      [nina.id]: ['player_added'],
    });
    expect((await listOf(cookie)).unread_count).toBe(0);
  });

  it('a crew member who plays in a team they score is not told of the score; the others are', async () => {
    const db = t.database.db;
    const where = await newEvent();
    await addPointsRows(db, where.event.id, [
      { rank: 1, score: 10, joker: 10, ladies: null },
      { rank: 2, score: 8, joker: 8, ladies: null },
    ]);
    const alpha = await newTeam(where, 2, 'Alpha');
    const bravo = await newTeam(where, 2, 'Bravo');
    const tug = await createBattleWith(db, where.event.id, { name: 'Tug of War' });
    const heat = await createScoreSession(db, tug.id, at(hour), at(2 * hour));
    // Alpha's second player crews the battle.
    const crewPlayer = alpha.players[1];
    await assignCrew(db, crewPlayer, tug.id);
    const crewCookie = await cookieFor(crewPlayer, where.event.id, 'crew');
    t.clock.set(at(hour));
    try {
      const res = await send(
        crewCookie,
        'POST',
        '/api/crew-score',
        crewScoreFields(heat.id, 0, [
          blankCrewResult(alpha.team.id, { rank: '1' }),
          blankCrewResult(bravo.team.id, { rank: '2' }),
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.clock.set(T0);
    }

    expect(await toldTo([...alpha.players, ...bravo.players])).toEqual({
      [alpha.players[0]]: ['score_available'],
      [crewPlayer]: [],
      [bravo.players[0]]: ['score_available'],
      [bravo.players[1]]: ['score_available'],
    });
  });

  it('an organizer who plays in a team is not told of the extra points they give it', async () => {
    const db = t.database.db;
    const w = await createOrganizerWorld(t, T0);
    await addPlayer(db, w.teamId, w.organizerId);
    const res = await send(w.organizer, 'POST', '/api/organizer/extra-points', {
      team_id: w.teamId,
      points: 5,
      reason: 'Fair play',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(w.organizer)).notifications).toEqual([]);
    expect((await listOf(w.player)).notifications).toMatchObject([
      { message_name: 'bonus_points_awarded', dynamic_key_1: '5' },
    ]);
  });

  it('notify() leaves out who acted, whichever way the recipients are named', async () => {
    const db = t.database.db;
    const where = await newEvent();
    const { team, players } = await newTeam(where, 3);
    const text = { type: 'bonus_points_awarded' as const, dynamicKey1: '1' };
    const cause = { eventId: where.event.id, actedBy: players[0] };
    expect((await notify(db, { teamId: team.id }, text, cause, T0)).sort()).toEqual(
      players.slice(1).sort(),
    );
    expect(await notify(db, { userIds: players }, text, cause, T0)).toEqual(players.slice(1));
    expect(await notify(db, { userIds: [players[0]] }, text, cause, T0)).toEqual([]);
    // A note nobody caused in person reaches everyone.
    const everyone = await notify(db, { teamId: team.id }, text, { ...cause, actedBy: null }, T0);
    expect(everyone.sort()).toEqual([...players].sort());
  });

  describe('the event each notification is about', () => {
    it('is named for a user of several events, on each notification, and for nobody else', async () => {
      const db = t.database.db;
      const lisbon = await newEvent('Lisbon Riverside Challenge');
      const rotterdam = await newEvent('Rotterdam Harbour Games');
      const inLisbon = await newTeam(lisbon, 2);
      const inRotterdam = await newTeam(rotterdam, 1);
      // The first Lisbon player also plays in Rotterdam: two events.
      const both = inLisbon.players[0];
      await addPlayer(db, inRotterdam.team.id, both);
      const single = inLisbon.players[1];
      const bothCookie = await cookieFor(both, lisbon.event.id, 'player', inLisbon.team.id);
      const singleCookie = await cookieFor(single, lisbon.event.id, 'player', inLisbon.team.id);
      // Read first, so both lists are kept in memory: notify's callers make them fresh.
      expect((await listOf(bothCookie)).notifications).toEqual([]);

      const organizerOf = async (eventId: number) => {
        const organizer = await createUser(db);
        await giveEventRole(db, organizer.id, eventId, 'organizer');
        return cookieFor(organizer.id, eventId, 'organizer');
      };
      for (const [where, name] of [
        [lisbon, 'Kayak Relay'],
        [rotterdam, 'Tug of War'],
      ] as const) {
        const battle = await createBattleWith(db, where.event.id, { name });
        const res = await send(
          await organizerOf(where.event.id),
          'POST',
          '/api/organizer/announcements',
          { battle_id: battle.id },
        );
        expect(res.statusCode, res.body).toBe(200);
      }

      const named = (await listOf(bothCookie)).notifications.map((n) => [
        n.dynamic_key_1,
        n.event_name,
      ]);
      expect(named.sort()).toEqual([
        ['Kayak Relay', 'Lisbon Riverside Challenge'],
        ['Tug of War', 'Rotterdam Harbour Games'],
      ]);
      expect((await listOf(singleCookie)).notifications).toMatchObject([
        { dynamic_key_1: 'Kayak Relay', event_name: null },
      ]);
    });

    it('counts an event the user entered (event_roles) as one of theirs', async () => {
      const db = t.database.db;
      const first = await newEvent('Maple & Pine Team Day');
      const second = await newEvent();
      const { team, players } = await newTeam(first, 2);
      await giveEventRole(db, players[1], second.event.id, 'supporter');
      const cookie = await cookieFor(players[1], first.event.id, 'player', team.id);
      await notify(
        db,
        { teamId: team.id },
        { type: 'first_cheer', dynamicKey1: team.name, redirectKey1: String(team.id) },
        { eventId: first.event.id, actedBy: null },
        T0,
      );
      expect((await listOf(cookie)).notifications).toMatchObject([
        { message_name: 'first_cheer', event_name: 'Maple & Pine Team Day' },
      ]);
    });
  });
});
