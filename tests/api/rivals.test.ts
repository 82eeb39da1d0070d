/**
 * Challenging a team (PUT /put-challenge) and a team's rivals (GET /rivals, GET /team_rivals):
 * a player's own team challenges, before the closing date, in an event of type Event, never
 * itself, at most max_challenge_others teams; both teams are told of a new challenge.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray, or } from 'drizzle-orm';
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
import { notifications, rivals } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const MAX = 2;

describe.each(dbKinds)('rivals on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      maxChallengeOthers: MAX,
    });
    const workshop = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      eventType: 'Workshop',
    });
    const elsewhere = await createEvent(db, { closingDate: at(7 * day) });
    const company = await createCompany(db, event.id);
    const strangers = await createTeamWith(db, elsewhere.id, company.id, { name: 'Strangers' });
    const stranger = await createUser(db);
    await addPlayer(db, strangers.id, stranger.id, true);
    return { event, workshop, elsewhere, company, strangers, stranger };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  /** A new team of the event (or another) with two players, so each test starts without rivals. */
  async function newTeam(over: { name?: string; slogan?: string; eventId?: number } = {}) {
    const db = t.database.db;
    const { eventId = w.event.id, ...fields } = over;
    const team = await createTeamWith(db, eventId, w.company.id, {
      picture: '/uploads/teams/team.webp',
      ...fields,
    });
    const players = [await createUser(db), await createUser(db)];
    for (const player of players) await addPlayer(db, team.id, player.id);
    const cookie = await cookieFor(players[0].id, 'player', team.id, eventId);
    return { team, players, cookie };
  }

  const cookieFor = (
    userId: number,
    role: EventRole,
    teamId: number | null = null,
    eventId = w.event.id,
  ) => sessionCookieFor(t.database.db, userId, T0, { role, eventId, teamId });

  const challenge = (cookie: string, challengedId: number, challenged = true) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/put-challenge',
      headers: { cookie },
      payload: { challenged_id: challengedId, challenged },
    });

  const read = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  const challengedBy = async (teamId: number) =>
    (
      await t.database.db
        .select({ id: rivals.challengedTeamId })
        .from(rivals)
        .where(eq(rivals.challengerTeamId, teamId))
    ).map((row) => row.id);

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

  const rivalRows = (teamIds: number[]) =>
    t.database.db
      .select()
      .from(rivals)
      .where(
        or(inArray(rivals.challengerTeamId, teamIds), inArray(rivals.challengedTeamId, teamIds)),
      );

  describe('PUT /put-challenge', () => {
    it('a player challenges another team, and both teams are told, the challenger aside', async () => {
      const own = await newTeam({ name: 'Sharks' });
      const other = await newTeam({ name: 'Eagles' });
      const res = await challenge(own.cookie, other.team.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'teamChallenged',
        challenged: true,
        challenged_count: 1,
        max_challenge_others: MAX,
      });
      expect(await challengedBy(own.team.id)).toEqual([other.team.id]);
      const [row] = await rivalRows([own.team.id]);
      expect(row.createdAt).toEqual(T0);

      for (const player of other.players) {
        expect(await notesTo([player.id])).toEqual([
          {
            userId: player.id,
            type: 'team_challenged',
            key1: 'Sharks',
            key2: null,
            redirect: String(own.team.id),
          },
        ]);
      }
      // The challenger is not told of their own challenge; their teammate is.
      const [challenger, mate] = own.players;
      expect(await notesTo([challenger.id])).toEqual([]);
      expect(await notesTo([mate.id])).toEqual([
        {
          userId: mate.id,
          type: 'challenge_sent',
          key1: 'Eagles',
          key2: null,
          redirect: String(other.team.id),
        },
      ]);
    });

    it('challenging the same team again changes nothing and tells nobody', async () => {
      const own = await newTeam();
      const other = await newTeam();
      await challenge(own.cookie, other.team.id);
      const people = [...own.players, ...other.players].map((p) => p.id);
      const notesBefore = await notesTo(people);
      const rowsBefore = await rivalRows([own.team.id]);
      t.clock.set(at(day));
      try {
        const again = await challenge(own.cookie, other.team.id);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toMatchObject({ challenged: true, challenged_count: 1 });
      } finally {
        t.clock.set(T0);
      }
      expect(await rivalRows([own.team.id])).toEqual(rowsBefore);
      expect(await notesTo(people)).toEqual(notesBefore);
    });

    it('a player withdraws a challenge, nobody is told, and withdrawing again changes nothing', async () => {
      const own = await newTeam();
      const other = await newTeam();
      await challenge(own.cookie, other.team.id);
      const people = [...own.players, ...other.players].map((p) => p.id);
      const notesBefore = await notesTo(people);
      // Any player of the team may withdraw it.
      const mate = await cookieFor(own.players[1].id, 'player', own.team.id);
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await challenge(mate, other.team.id, false);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          message: 'challengeWithdrawn',
          challenged: false,
          challenged_count: 0,
          max_challenge_others: MAX,
        });
        expect(await challengedBy(own.team.id)).toEqual([]);
      }
      expect(await notesTo(people)).toEqual(notesBefore);
    });

    it('a team challenges at most max_challenge_others teams', async () => {
      const own = await newTeam();
      const targets = [await newTeam(), await newTeam(), await newTeam()];
      for (const target of targets.slice(0, MAX)) {
        expect((await challenge(own.cookie, target.team.id)).statusCode).toBe(200);
      }
      const over = await challenge(own.cookie, targets[MAX].team.id);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ message: 'challengeLimitReached' });
      expect(await challengedBy(own.team.id)).toHaveLength(MAX);
      expect(await notesTo(targets[MAX].players.map((p) => p.id))).toEqual([]);
      // Withdrawing one makes room again.
      await challenge(own.cookie, targets[0].team.id, false);
      expect((await challenge(own.cookie, targets[MAX].team.id)).statusCode).toBe(200);
    });

    it('concurrent challenges by one team never exceed max_challenge_others', async () => {
      const own = await newTeam();
      const targets = await Promise.all(Array.from({ length: 6 }, () => newTeam()));
      const mate = await cookieFor(own.players[1].id, 'player', own.team.id);
      const answers = await Promise.all(
        targets.map((target, i) => challenge(i % 2 ? mate : own.cookie, target.team.id)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(MAX);
      expect(statuses.filter((status) => status === 409)).toHaveLength(6 - MAX);
      expect(await challengedBy(own.team.id)).toHaveLength(MAX);
      // Each challenge tells the one of the two players who did not send it.
      const sent = (await notesTo(own.players.map((p) => p.id))).filter(
        (note) => note.type === 'challenge_sent',
      );
      expect(sent).toHaveLength(MAX);
    });

    it('the same challenge sent many times at once is stored once and told once', async () => {
      const own = await newTeam();
      const other = await newTeam();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => challenge(own.cookie, other.team.id)),
      );
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      expect(await challengedBy(own.team.id)).toEqual([other.team.id]);
      expect(await notesTo([other.players[0].id])).toHaveLength(1);
    });

    it('two teams challenging each other at the same moment both succeed', async () => {
      const a = await newTeam();
      const b = await newTeam();
      const [ab, ba] = await Promise.all([
        challenge(a.cookie, b.team.id),
        challenge(b.cookie, a.team.id),
      ]);
      expect([ab.statusCode, ba.statusCode]).toEqual([200, 200]);
      expect(await challengedBy(a.team.id)).toEqual([b.team.id]);
      expect(await challengedBy(b.team.id)).toEqual([a.team.id]);
    });

    it('a team cannot challenge itself', async () => {
      const own = await newTeam();
      const res = await challenge(own.cookie, own.team.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'cannotChallengeOwnTeam' });
      expect(await rivalRows([own.team.id])).toEqual([]);
    });

    it('challenges and withdrawals close at the closing date', async () => {
      const own = await newTeam();
      const kept = await newTeam();
      const fresh = await newTeam();
      await challenge(own.cookie, kept.team.id);
      t.clock.set(w.event.closingDate);
      try {
        for (const [target, challenged] of [
          [fresh, true],
          [kept, false],
        ] as const) {
          const res = await challenge(own.cookie, target.team.id, challenged);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'challengesClosed' });
        }
      } finally {
        t.clock.set(T0);
      }
      expect(await challengedBy(own.team.id)).toEqual([kept.team.id]);
    });

    it('challenges exist only in events of type Event', async () => {
      const own = await newTeam({ eventId: w.workshop.id });
      const other = await newTeam({ eventId: w.workshop.id });
      const res = await challenge(own.cookie, other.team.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'challengesNotInThisEvent' });
      expect(await rivalRows([own.team.id])).toEqual([]);
    });

    it('a team of another event, or one that does not exist, is not found', async () => {
      const own = await newTeam();
      for (const teamId of [w.strangers.id, 999_999]) {
        const res = await challenge(own.cookie, teamId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'teamNotFound' });
      }
      expect(await rivalRows([own.team.id, w.strangers.id])).toEqual([]);
    });

    it('a player whose session team they no longer play in is refused', async () => {
      const own = await newTeam();
      const other = await newTeam();
      const outsider = await createUser(t.database.db);
      const cookie = await cookieFor(outsider.id, 'player', own.team.id);
      const res = await challenge(cookie, other.team.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'notTeamMember' });
      expect(await rivalRows([own.team.id])).toEqual([]);
    });

    it('only players challenge: a supporter is refused', async () => {
      const other = await newTeam();
      const fan = await createUser(t.database.db);
      const res = await challenge(await cookieFor(fan.id, 'supporter'), other.team.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('roleNotAllowed');
      expect(await rivalRows([other.team.id])).toEqual([]);
    });
  });

  describe('GET /rivals and /team_rivals', () => {
    /**
     * A team that challenged two teams and was challenged by four, a minute apart each; `tag`
     * keeps the names unique in the event.
     */
    async function teamWithRivals(tag = '') {
      const own = await newTeam({ name: `Centre${tag}`, slogan: 'In the middle' });
      const challenged = [
        await newTeam({ name: `Target One${tag}`, slogan: 'First' }),
        await newTeam({ name: `Target Two${tag}` }),
      ];
      const challengers = [
        await newTeam({ name: `Rival One${tag}` }),
        await newTeam({ name: `Rival Two${tag}` }),
        await newTeam({ name: `Rival Three${tag}` }),
        await newTeam({ name: `Rival Four${tag}` }),
      ];
      let minute = 0;
      try {
        for (const target of challenged) {
          t.clock.set(at(++minute * 60_000));
          await challenge(own.cookie, target.team.id);
        }
        for (const rival of challengers) {
          t.clock.set(at(++minute * 60_000));
          await challenge(rival.cookie, own.team.id);
        }
      } finally {
        t.clock.set(T0);
      }
      return { own, challenged, challengers };
    }

    it("show a player's own team without a header: both sides, newest first", async () => {
      const { own, challenged, challengers } = await teamWithRivals();
      const res = await read('/api/rivals', own.cookie);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({
        role: 'player',
        team_id: own.team.id,
        team_name: 'Centre',
        is_own_team: true,
        max_challenge_others: MAX,
      });
      expect(answer.challenged).toEqual([
        {
          id: challenged[1].team.id,
          name: 'Target Two',
          company_name: w.company.name,
          photo_url: '/uploads/teams/team.webp',
          message: null,
          max_challenge_others: MAX,
        },
        {
          id: challenged[0].team.id,
          name: 'Target One',
          company_name: w.company.name,
          photo_url: '/uploads/teams/team.webp',
          message: 'First',
          max_challenge_others: MAX,
        },
      ]);
      expect(answer.challengers.map((r: { name: string }) => r.name)).toEqual([
        'Rival Four',
        'Rival Three',
        'Rival Two',
        'Rival One',
      ]);
      expect(answer.challengers[3].id).toBe(challengers[0].team.id);
    });

    it('show the team of the rivalsId header to any viewer, not as their own', async () => {
      const { own, challengers } = await teamWithRivals(' (header)');
      const fan = await createUser(t.database.db);
      const asFan = await read('/api/rivals', await cookieFor(fan.id, 'supporter'), {
        rivalsid: String(own.team.id),
      });
      expect(asFan.statusCode).toBe(200);
      expect(asFan.json()).toMatchObject({
        role: 'supporter',
        team_id: own.team.id,
        is_own_team: false,
      });
      const asRival = await read('/api/rivals', challengers[0].cookie, {
        rivalsid: String(own.team.id),
      });
      expect(asRival.json()).toMatchObject({ role: 'player', is_own_team: false });
      expect(asRival.json().challengers).toEqual(asFan.json().challengers);
    });

    it('the team page previews three of each side and both counts', async () => {
      const { own } = await teamWithRivals(' (preview)');
      const full = (await read('/api/rivals', own.cookie)).json();
      const res = await read('/api/team_rivals', own.cookie, { otherteamid: String(own.team.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        challenged: full.challenged,
        challengers: full.challengers.slice(0, 3),
        challenged_count: 2,
        challengers_count: 4,
        max_challenge_others: MAX,
      });
    });

    it('a team without rivals has empty sides', async () => {
      const own = await newTeam();
      expect((await read('/api/rivals', own.cookie)).json()).toMatchObject({
        challenged: [],
        challengers: [],
      });
      expect((await read('/api/team_rivals', own.cookie)).json()).toEqual({
        challenged: [],
        challengers: [],
        challenged_count: 0,
        challengers_count: 0,
        max_challenge_others: MAX,
      });
    });

    it('a read after a challenge or a withdrawal shows it', async () => {
      const own = await newTeam();
      const other = await newTeam();
      const otherHeader = { otherteamid: String(other.team.id) };
      // Read first, so the answers are kept in memory.
      expect((await read('/api/rivals', own.cookie)).json().challenged).toEqual([]);
      expect((await read('/api/team_rivals', own.cookie, otherHeader)).json()).toMatchObject({
        challengers_count: 0,
      });
      await challenge(own.cookie, other.team.id);
      const after = (await read('/api/rivals', own.cookie)).json();
      expect(after.challenged.map((r: { id: number }) => r.id)).toEqual([other.team.id]);
      expect((await read('/api/team_rivals', own.cookie, otherHeader)).json()).toMatchObject({
        challengers_count: 1,
      });
      await challenge(own.cookie, other.team.id, false);
      expect((await read('/api/rivals', own.cookie)).json().challenged).toEqual([]);
      expect((await read('/api/team_rivals', own.cookie, otherHeader)).json()).toMatchObject({
        challengers_count: 0,
      });
    });

    it('a user without a team and without a header gets 404', async () => {
      const fan = await createUser(t.database.db);
      const cookie = await cookieFor(fan.id, 'supporter');
      for (const url of ['/api/rivals', '/api/team_rivals']) {
        const res = await read(url, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'teamNotFound' });
      }
    });

    it('the team of another event the user has nothing to do with is 404', async () => {
      const fan = await createUser(t.database.db);
      const cookie = await cookieFor(fan.id, 'supporter');
      for (const teamId of [String(w.strangers.id), '999999']) {
        for (const [url, header] of [
          ['/api/rivals', 'rivalsid'],
          ['/api/team_rivals', 'otherteamid'],
        ]) {
          const res = await read(url, cookie, { [header]: teamId });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: 'teamNotFound' });
        }
      }
    });

    it('a player reads the rivals of their team in another event', async () => {
      const cookie = await cookieFor(w.stranger.id, 'supporter');
      const res = await read('/api/rivals', cookie, { rivalsid: String(w.strangers.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ team_id: w.strangers.id, is_own_team: false });
    });
  });
});

describe('a warm rivals read', () => {
  const statements: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    database = fromPglite(client, { logQuery: (query) => statements.push(query) });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rivals-warm-'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none') });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks the database nothing, and a challenge makes the next read fresh', async () => {
    const db = database.db;
    const now = new Date();
    const event = await createEvent(db);
    const company = await createCompany(db, event.id);
    const own = await createTeamWith(db, event.id, company.id);
    const other = await createTeamWith(db, event.id, company.id);
    const player = await createUser(db);
    await addPlayer(db, own.id, player.id, true);
    const cookie = await sessionCookieFor(db, player.id, now, {
      role: 'player',
      eventId: event.id,
      teamId: own.id,
    });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    for (const url of ['/api/rivals', '/api/team_rivals']) {
      expect((await get(url)).statusCode).toBe(200);
      statements.length = 0;
      expect((await get(url)).json().challenged).toEqual([]);
      expect(statements, url).toEqual([]);
    }
    const res = await app.inject({
      method: 'PUT',
      url: '/api/put-challenge',
      headers: { cookie },
      payload: { challenged_id: other.id, challenged: true },
    });
    expect(res.statusCode).toBe(200);
    for (const url of ['/api/rivals', '/api/team_rivals']) {
      expect((await get(url)).json().challenged).toHaveLength(1);
    }
  });
});
