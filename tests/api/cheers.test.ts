/**
 * Cheering a team (PUT /put-cheer) and who cheered it (GET /cheers, GET /team_cheers): inside
 * the event's cheers window, once per user and team, only a team with a picture, never the
 * player's own team; the team's players are told, with the first cheer and the milestones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { fromPglite, type Database } from '../../src/server/db/client';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { cheers, notifications } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const hour = 3600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(dbKinds)('cheers on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    // Cheers are open from T0 to T0 + 1 day.
    const event = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      cheersStartTime: T0,
      cheersEndTime: at(day),
    });
    const noWindow = await createEvent(db, { cheersStartTime: T0, cheersEndTime: null });
    const elsewhere = await createEvent(db, { cheersStartTime: T0, cheersEndTime: at(day) });
    const company = await createCompany(db, event.id);
    const picture = '/uploads/teams/team.webp';
    const sharks = await createTeamWith(db, event.id, company.id, { name: 'Sharks', picture });
    const owls = await createTeamWith(db, event.id, company.id, { name: 'Owls' });
    const unwindowed = await createTeamWith(db, noWindow.id, company.id, { picture });
    const strangers = await createTeamWith(db, elsewhere.id, company.id, { picture });
    const shark1 = await createUser(db, { firstName: 'Sam', lastName: 'Shark' });
    const shark2 = await createUser(db, { firstName: 'Sue', lastName: 'Shark' });
    await addPlayer(db, sharks.id, shark1.id, true);
    await addPlayer(db, sharks.id, shark2.id);
    const owl = await createUser(db, { firstName: 'Olga', lastName: 'Owl' });
    await addPlayer(db, owls.id, owl.id, true);
    const stranger = await createUser(db);
    await addPlayer(db, strangers.id, stranger.id, true);
    return {
      event,
      noWindow,
      elsewhere,
      company,
      sharks,
      owls,
      unwindowed,
      strangers,
      people: { shark1, shark2, owl, stranger },
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(at(hour));
    w = await buildWorld();
  });
  afterAll(() => t.close());

  /** A new team of the event with a picture and two players, so each test counts from zero. */
  async function newTeam(name?: string) {
    const db = t.database.db;
    const team = await createTeamWith(db, w.event.id, w.company.id, {
      ...(name ? { name } : {}),
      picture: '/uploads/teams/new.webp',
    });
    const players = [await createUser(db), await createUser(db)];
    for (const player of players) await addPlayer(db, team.id, player.id);
    return { team, players };
  }

  async function supporter(over: { firstName?: string; lastName?: string } = {}) {
    const user = await createUser(t.database.db, over);
    const cookie = await cookieFor(user.id, 'supporter');
    return { user, cookie };
  }

  const cookieFor = (
    userId: number,
    role: EventRole,
    teamId: number | null = null,
    eventId = w.event.id,
  ) => sessionCookieFor(t.database.db, userId, T0, { role, eventId, teamId });

  const cheer = (cookie: string, body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/put-cheer', headers: { cookie }, payload: body });

  const read = (url: string, cookie: string, teamId?: number) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(teamId === undefined ? {} : { otherteamid: String(teamId) }) },
    });

  const cheersOf = (teamId: number) =>
    t.database.db.select().from(cheers).where(eq(cheers.teamId, teamId));

  const notesTo = (userIds: number[]) =>
    t.database.db
      .select({
        userId: notifications.userId,
        type: notifications.messageName,
        key1: notifications.dynamicKey1,
        key2: notifications.dynamicKey2,
        redirect: notifications.redirectKey1,
      })
      .from(notifications)
      .where(inArray(notifications.userId, userIds))
      .orderBy(notifications.id);

  describe('PUT /put-cheer', () => {
    it('a supporter cheers a team with a picture, and its players are told of the first cheer', async () => {
      const { team, players } = await newTeam('Dolphins');
      const fan = await supporter({ firstName: 'Fiona', lastName: 'Fan' });
      const res = await cheer(fan.cookie, { team_id: team.id, comment: '  Go Dolphins!  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'cheerSaved', cheer_count: 1 });
      const stored = await cheersOf(team.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ userId: fan.user.id, message: 'Go Dolphins!' });
      expect(stored[0].createdAt).toEqual(t.clock.now());

      const redirect = String(team.id);
      for (const player of players) {
        expect(await notesTo([player.id])).toEqual([
          {
            userId: player.id,
            type: 'received_cheer',
            key1: 'Fiona Fan',
            key2: 'Dolphins',
            redirect,
          },
          { userId: player.id, type: 'first_cheer', key1: 'Dolphins', key2: null, redirect },
        ]);
      }
      // The cheering person is not told anything.
      expect(await notesTo([fan.user.id])).toEqual([]);
    });

    it('a second cheer tells the players it was received, without a first cheer or a milestone', async () => {
      const { team, players } = await newTeam();
      await cheer((await supporter()).cookie, { team_id: team.id });
      const res = await cheer((await supporter()).cookie, { team_id: team.id });
      expect(res.json()).toEqual({ message: 'cheerSaved', cheer_count: 2 });
      const types = (await notesTo([players[0].id])).map((note) => note.type);
      expect(types).toEqual(['received_cheer', 'first_cheer', 'received_cheer']);
    });

    it('the fifth cheer tells the team it reached a milestone, with the count', async () => {
      const { team, players } = await newTeam('Milestoners');
      for (let i = 1; i <= 5; i++) {
        const res = await cheer((await supporter()).cookie, { team_id: team.id });
        expect(res.json().cheer_count).toBe(i);
      }
      const milestones = (await notesTo([players[1].id])).filter(
        (note) => note.type === 'milestone_cheer',
      );
      expect(milestones).toEqual([
        {
          userId: players[1].id,
          type: 'milestone_cheer',
          key1: 'Milestoners',
          key2: '5',
          redirect: String(team.id),
        },
      ]);
    });

    it('the comment is optional', async () => {
      const { team } = await newTeam();
      const fan = await supporter();
      expect((await cheer(fan.cookie, { team_id: team.id })).statusCode).toBe(200);
      const other = await supporter();
      expect((await cheer(other.cookie, { team_id: team.id, comment: ' ' })).statusCode).toBe(200);
      expect((await cheersOf(team.id)).map((row) => row.message)).toEqual([null, null]);
    });

    it('a comment over 50 characters is refused with 400 and nothing is stored', async () => {
      const { team } = await newTeam();
      const res = await cheer((await supporter()).cookie, {
        team_id: team.id,
        comment: 'c'.repeat(51),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.comment).toBe('fieldTooLong');
      expect(await cheersOf(team.id)).toEqual([]);
    });

    it('a supporter cannot cheer the same team twice', async () => {
      const { team, players } = await newTeam();
      const fan = await supporter();
      await cheer(fan.cookie, { team_id: team.id, comment: 'First' });
      const before = await notesTo([players[0].id]);
      const again = await cheer(fan.cookie, { team_id: team.id, comment: 'Second' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'alreadyCheered' });
      const stored = await cheersOf(team.id);
      expect(stored.map((row) => row.message)).toEqual(['First']);
      expect(await notesTo([players[0].id])).toEqual(before);
    });

    it('fifty cheers sent at once by one supporter store exactly one', async () => {
      const { team, players } = await newTeam();
      const fan = await supporter();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          cheer(fan.cookie, { team_id: team.id, comment: `Cheer ${i}` }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect(await cheersOf(team.id)).toHaveLength(1);
      const received = (await notesTo([players[0].id])).filter(
        (note) => note.type === 'received_cheer',
      );
      expect(received).toHaveLength(1);
    });

    it('many supporters cheering one team at once are each counted once, with one first cheer', async () => {
      const { team, players } = await newTeam();
      const fans = await Promise.all(Array.from({ length: 10 }, () => supporter()));
      const answers = await Promise.all(fans.map((fan) => cheer(fan.cookie, { team_id: team.id })));
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      const counts = answers.map((res) => res.json().cheer_count).sort((a, b) => a - b);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const types = (await notesTo([players[0].id])).map((note) => note.type);
      expect(types.filter((type) => type === 'first_cheer')).toHaveLength(1);
      expect(types.filter((type) => type === 'milestone_cheer')).toHaveLength(2);
    });

    it('cheering is refused before the cheers window opens and from its end on', async () => {
      const { team } = await newTeam();
      const fan = await supporter();
      try {
        for (const moment of [at(-1), at(day), at(2 * day)]) {
          t.clock.set(moment);
          const res = await cheer(fan.cookie, { team_id: team.id });
          expect(res.statusCode, moment.toISOString()).toBe(403);
          expect(res.json()).toEqual({ message: 'cheersWindowClosed' });
        }
        expect(await cheersOf(team.id)).toEqual([]);
        // The window's first moment and its last one before the end are inside it.
        t.clock.set(T0);
        expect((await cheer(fan.cookie, { team_id: team.id })).statusCode).toBe(200);
        t.clock.set(at(day - 1));
        const other = await supporter();
        expect((await cheer(other.cookie, { team_id: team.id })).statusCode).toBe(200);
      } finally {
        t.clock.set(at(hour));
      }
    });

    it('cheering is refused in an event whose cheers window has no end', async () => {
      const fan = await createUser(t.database.db);
      const cookie = await cookieFor(fan.id, 'supporter', null, w.noWindow.id);
      const res = await cheer(cookie, { team_id: w.unwindowed.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'cheersWindowClosed' });
      expect(await cheersOf(w.unwindowed.id)).toEqual([]);
    });

    it('a team without a picture cannot be cheered', async () => {
      const res = await cheer((await supporter()).cookie, { team_id: w.owls.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'teamNeedsPictureToCheer' });
      expect(await cheersOf(w.owls.id)).toEqual([]);
    });

    it('a player cannot cheer their own team, but cheers another', async () => {
      const cookie = await cookieFor(w.people.shark2.id, 'player', w.sharks.id);
      const own = await cheer(cookie, { team_id: w.sharks.id });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'cannotCheerOwnTeam' });
      expect(await cheersOf(w.sharks.id)).toEqual([]);
      const { team } = await newTeam();
      expect((await cheer(cookie, { team_id: team.id })).statusCode).toBe(200);
    });

    it('crew, contact persons and organizers cheer too', async () => {
      const { team } = await newTeam();
      for (const role of ['crew', 'contactPerson', 'organizer'] as EventRole[]) {
        const user = await createUser(t.database.db);
        const res = await cheer(await cookieFor(user.id, role), { team_id: team.id });
        expect(res.statusCode, role).toBe(200);
      }
      expect(await cheersOf(team.id)).toHaveLength(3);
    });

    it('a team of another event, or one that does not exist, is not found', async () => {
      const fan = await supporter();
      for (const teamId of [w.strangers.id, 999_999]) {
        const res = await cheer(fan.cookie, { team_id: teamId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'teamNotFound' });
      }
      expect(await cheersOf(w.strangers.id)).toEqual([]);
    });

    it('refuses a caller who is not signed in', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/put-cheer',
        payload: { team_id: w.sharks.id },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /cheers and /team_cheers', () => {
    it('list who cheered the team, newest first, with the count', async () => {
      const { team } = await newTeam('Listed');
      const fans = [
        await supporter({ firstName: 'Ann', lastName: 'First' }),
        await supporter({ firstName: 'Ben', lastName: 'Second' }),
        await supporter({ firstName: 'Cat', lastName: 'Third' }),
        await supporter({ firstName: 'Dan', lastName: 'Fourth' }),
      ];
      for (const [i, fan] of fans.entries()) {
        t.clock.set(at(hour + i * 60_000));
        await cheer(fan.cookie, { team_id: team.id, comment: i === 0 ? 'Hello' : null });
      }
      t.clock.set(at(hour));
      const viewer = (await supporter()).cookie;

      const list = await read('/api/cheers', viewer, team.id);
      expect(list.statusCode).toBe(200);
      const answer = list.json();
      expect(answer).toMatchObject({ team_id: team.id, team_name: 'Listed', cheer_count: 4 });
      expect(answer.cheers.map((c: { name: string }) => c.name)).toEqual([
        'Dan Fourth',
        'Cat Third',
        'Ben Second',
        'Ann First',
      ]);
      expect(answer.cheers[3]).toEqual({
        user_id: fans[0].user.id,
        name: 'Ann First',
        message: 'Hello',
        photo_url: null,
        team_name: 'Listed',
        team_picture: '/uploads/teams/new.webp',
      });

      const preview = await read('/api/team_cheers', viewer, team.id);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({ cheers: answer.cheers.slice(0, 3), cheer_count: 4 });
    });

    it('a team nobody cheered has an empty list', async () => {
      const { team } = await newTeam();
      const viewer = (await supporter()).cookie;
      expect((await read('/api/cheers', viewer, team.id)).json()).toMatchObject({
        cheers: [],
        cheer_count: 0,
      });
      expect((await read('/api/team_cheers', viewer, team.id)).json()).toEqual({
        cheers: [],
        cheer_count: 0,
      });
    });

    it('a read after a cheer shows it', async () => {
      const { team } = await newTeam();
      const viewer = (await supporter()).cookie;
      // Read first, so both answers are kept in memory.
      expect((await read('/api/cheers', viewer, team.id)).json().cheer_count).toBe(0);
      expect((await read('/api/team_cheers', viewer, team.id)).json().cheer_count).toBe(0);
      const fan = await supporter({ firstName: 'Late', lastName: 'Fan' });
      await cheer(fan.cookie, { team_id: team.id });
      const list = (await read('/api/cheers', viewer, team.id)).json();
      expect(list.cheer_count).toBe(1);
      expect(list.cheers[0].name).toBe('Late Fan');
      expect((await read('/api/team_cheers', viewer, team.id)).json().cheer_count).toBe(1);
    });

    it("show the player's own team without a header", async () => {
      const fan = await supporter();
      const { team, players } = await newTeam();
      await cheer(fan.cookie, { team_id: team.id });
      const player = await cookieFor(players[0].id, 'player', team.id);
      const res = await read('/api/cheers', player);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ team_id: team.id, cheer_count: 1 });
      expect((await read('/api/team_cheers', player)).json().cheer_count).toBe(1);
    });

    it('a user without a team and without a header gets 404', async () => {
      const viewer = (await supporter()).cookie;
      for (const url of ['/api/cheers', '/api/team_cheers']) {
        const res = await read(url, viewer);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'teamNotFound' });
      }
    });

    it('the team of another event the user has nothing to do with is 404', async () => {
      const viewer = (await supporter()).cookie;
      for (const url of ['/api/cheers', '/api/team_cheers']) {
        for (const teamId of [w.strangers.id, 999_999]) {
          const res = await read(url, viewer, teamId);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: 'teamNotFound' });
        }
      }
    });

    it('a player reads the cheers of their team in another event', async () => {
      // The stranger plays in a team of the other event, and is signed in to the main event.
      const cookie = await cookieFor(w.people.stranger.id, 'supporter');
      const res = await read('/api/cheers', cookie, w.strangers.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ team_id: w.strangers.id, cheer_count: 0 });
    });
  });
});

describe('a warm cheers read', () => {
  const statements: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    database = fromPglite(client, { logQuery: (query) => statements.push(query) });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cheers-warm-'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none') });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks the database nothing, and a cheer makes the next read fresh', async () => {
    const db = database.db;
    const now = new Date();
    const event = await createEvent(db, {
      cheersStartTime: new Date(now.getTime() - day),
      cheersEndTime: new Date(now.getTime() + day),
    });
    const company = await createCompany(db, event.id);
    const team = await createTeamWith(db, event.id, company.id, { picture: '/p.webp' });
    const fan = await createUser(db);
    const cookie = await sessionCookieFor(db, fan.id, now, {
      role: 'supporter',
      eventId: event.id,
    });
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { cookie, otherteamid: String(team.id) } });
    for (const url of ['/api/cheers', '/api/team_cheers']) {
      expect((await get(url)).statusCode).toBe(200);
      statements.length = 0;
      expect((await get(url)).json().cheer_count).toBe(0);
      expect(statements, url).toEqual([]);
    }
    const res = await app.inject({
      method: 'PUT',
      url: '/api/put-cheer',
      headers: { cookie },
      payload: { team_id: team.id },
    });
    expect(res.statusCode).toBe(200);
    for (const url of ['/api/cheers', '/api/team_cheers']) {
      expect((await get(url)).json().cheer_count).toBe(1);
    }
  });
});
