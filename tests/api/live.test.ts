/**
 * GET /api/live (issue "Live and dependable on the field"): a signed-in user's stream of what
 * changed. A crew save reaches the viewers of its event and the players it notified, and no one
 * else; a stream that reconnects with Last-Event-ID gets what it missed (or `reset`); a logout
 * ends the stream; heartbeats keep it open; and on one database, a save through one app process
 * reaches a stream open on another. Real HTTP on a listening app, read as a browser reads it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { blankCrewResult, crewScoreFields } from '../../src/shared/api/crew';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
} from '../../src/server/features/live/hub';
import {
  addPlayer,
  addPointsRows,
  assignCrew,
  createBattleWith,
  createCompany,
  createEvent,
  createScoreSession,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { isMessage, isPing, openLive, type SseStream } from '../helpers/sse';
import { createTestDatabase, createTestDatabasePair, dbKinds } from '../helpers/testDb';

const hour = 3600_000;

async function listeningApp(
  database: Database,
  env: NodeJS.ProcessEnv = {},
): Promise<{ app: FastifyInstance; port: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'none'),
    LIVE_HEARTBEAT_MS: '300',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, checkResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const card = (teamId: number, rank: string) => blankCrewResult(teamId, { rank });

describe.each(dbKinds)('live updates on %s', (kind) => {
  let pair: Awaited<ReturnType<typeof createTestDatabasePair>>;
  let one: { app: FastifyInstance; port: number };
  let two: { app: FastifyInstance; port: number };
  const open: SseStream[] = [];

  beforeAll(async () => {
    pair = await createTestDatabasePair(kind);
    one = await listeningApp(pair.first);
    two = await listeningApp(pair.second);
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    // Closing ends the streams still open: a hanging close would time the suite out.
    await one.app.close();
    await two.app.close();
    await pair.close();
  });

  const live = async (port: number, cookie?: string, lastEventId?: string) => {
    const stream = await openLive(port, cookie, lastEventId);
    open.push(stream);
    return stream;
  };

  /** An event with two teams (a player each), a battle with one heat and its crew member. */
  async function newWorld() {
    const db = pair.first.db;
    const now = new Date();
    const event = await createEvent(db);
    await addPointsRows(db, event.id, [
      { rank: 1, score: 10 },
      { rank: 2, score: 8 },
    ]);
    const company = await createCompany(db, event.id);
    const sharks = await createTeamWith(db, event.id, company.id, { name: 'Sharks' });
    const eagles = await createTeamWith(db, event.id, company.id, { name: 'Eagles' });
    const shark = await createUser(db);
    const eagle = await createUser(db);
    await addPlayer(db, sharks.id, shark.id, true);
    await addPlayer(db, eagles.id, eagle.id, true);
    const battle = await createBattleWith(db, event.id, { name: 'Relay' });
    const heat = await createScoreSession(
      db,
      battle.id,
      new Date(now.getTime() - hour),
      new Date(now.getTime() + hour),
    );
    const crew = await createUser(db);
    await assignCrew(db, crew.id, battle.id);
    const supporter = await createUser(db);
    const cookieOf = (userId: number, role: 'player' | 'crew' | 'supporter', teamId?: number) =>
      sessionCookieFor(db, userId, now, { role, eventId: event.id, teamId: teamId ?? null });
    return {
      event,
      teams: { sharks, eagles },
      heat,
      cookies: {
        shark: await cookieOf(shark.id, 'player', sharks.id),
        crew: await cookieOf(crew.id, 'crew'),
        supporter: await cookieOf(supporter.id, 'supporter'),
      },
    };
  }
  type World = Awaited<ReturnType<typeof newWorld>>;

  const save = (app: FastifyInstance, w: World, version: number) =>
    app.inject({
      method: 'POST',
      url: '/api/crew-score',
      headers: { cookie: w.cookies.crew },
      payload: crewScoreFields(w.heat.id, version, [
        card(w.teams.sharks.id, '1'),
        card(w.teams.eagles.id, '2'),
      ]),
    });

  it('refuses a caller who is not signed in with 401 and a message', async () => {
    const stream = await live(one.port);
    await stream.ended;
    expect(stream.status).toBe(401);
    expect(JSON.parse(stream.body())).toEqual({ message: 'Unauthorized' });
  });

  it('opens an event stream that is never cached, with the retry delay and a resume id', async () => {
    const w = await newWorld();
    const stream = await live(one.port, w.cookies.supporter);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-cache');
    const first = await stream.waitFor((block) => block.retry !== undefined);
    // 2 to 5 s, chosen per stream, so streams a restart ended do not all return at once.
    expect(first.retry).toBeGreaterThanOrEqual(2000);
    expect(first.retry).toBeLessThan(5000);
    expect(stream.lastId()).toBeTruthy();
  });

  it("a crew save reaches the event's viewers and the notified players, and no other event", async () => {
    const w = await newWorld();
    const other = await newWorld();
    const supporter = await live(one.port, w.cookies.supporter);
    const player = await live(one.port, w.cookies.shark);
    const elsewhere = await live(one.port, other.cookies.supporter);
    await supporter.waitFor((block) => block.retry !== undefined);

    const heardBefore = { supporter: supporter.blocks.length, elsewhere: elsewhere.blocks.length };
    expect((await save(one.app, w, 0)).statusCode).toBe(200);

    const seen = await supporter.waitFor(isMessage('event'));
    expect(JSON.parse(seen.data!)).toEqual({ type: 'event', event_id: w.event.id });
    await player.waitFor(isMessage('event'));
    // The player's team got a result: their notification list (and bell) changed.
    await player.waitFor(isMessage('user'));
    // A heartbeat sent after the save comes after anything the save caused on the same stream.
    const after = (stream: SseStream, from: number) =>
      stream.waitFor((block) => isPing(block) && stream.blocks.indexOf(block) >= from);
    await after(supporter, heardBefore.supporter);
    expect(supporter.messages()).not.toContainEqual({ type: 'user' });
    // The other event's stream hears heartbeats, never this event's change.
    await after(elsewhere, heardBefore.elsewhere);
    expect(elsewhere.messages()).toEqual([]);
  });

  it("cheers and challenges between the event's teams reach its viewers as `social`", async () => {
    const w = await newWorld();
    const stream = await live(one.port, w.cookies.supporter);
    await stream.waitFor((block) => block.retry !== undefined);
    await one.app.changes.publish({ kind: 'teamSocial', eventId: w.event.id });
    const seen = await stream.waitFor(isMessage('social'));
    expect(JSON.parse(seen.data!)).toEqual({ type: 'social', event_id: w.event.id });
  });

  it('a stream that reconnects with Last-Event-ID gets what it missed, and nothing twice', async () => {
    const w = await newWorld();
    const first = await live(one.port, w.cookies.supporter);
    await first.waitFor((block) => block.retry !== undefined);
    const resumeFrom = first.lastId()!;
    first.close();

    expect((await save(one.app, w, 0)).statusCode).toBe(200);
    expect((await save(one.app, w, 1)).statusCode).toBe(200);

    const again = await live(one.port, w.cookies.supporter, resumeFrom);
    await again.waitFor((block) => block.retry !== undefined);
    expect(again.messages()).toEqual([
      { type: 'event', event_id: w.event.id },
      { type: 'event', event_id: w.event.id },
    ]);
    // Resuming from the newest id replays nothing.
    const latest = await live(one.port, w.cookies.supporter, again.lastId());
    await latest.waitFor((block) => block.retry !== undefined);
    expect(latest.messages()).toEqual([]);
  });

  it("a replay holds only the stream's own event's and user's messages", async () => {
    const w = await newWorld();
    const other = await newWorld();
    const first = await live(one.port, w.cookies.supporter);
    await first.waitFor((block) => block.retry !== undefined);
    const resumeFrom = first.lastId()!;
    first.close();

    // Missed meanwhile: a save of another event (whose players it notifies), then one of this event.
    expect((await save(one.app, other, 0)).statusCode).toBe(200);
    expect((await save(one.app, w, 0)).statusCode).toBe(200);

    const again = await live(one.port, w.cookies.supporter, resumeFrom);
    await again.waitFor((block) => block.retry !== undefined);
    expect(again.messages()).toEqual([{ type: 'event', event_id: w.event.id }]);
  });

  it('an id the server cannot place gets `reset`, so the client reads everything again', async () => {
    const w = await newWorld();
    const stream = await live(one.port, w.cookies.supporter, 'gone.42');
    const seen = await stream.waitFor((block) => block.data !== undefined);
    expect(JSON.parse(seen.data!)).toEqual({ type: 'reset' });
  });

  it('heartbeats keep an idle stream open', async () => {
    const w = await newWorld();
    const stream = await live(one.port, w.cookies.supporter);
    const firstPing = await stream.waitFor(isPing);
    await stream.waitFor((block) => isPing(block) && block !== firstPing);
    // A heartbeat is a named event: it never moves the client's last event id.
    expect(stream.blocks.filter(isPing).every((block) => block.id === undefined)).toBe(true);
  });

  it('a logout ends the stream, and the next one is refused', async () => {
    const w = await newWorld();
    const stream = await live(one.port, w.cookies.supporter);
    await stream.waitFor((block) => block.retry !== undefined);
    const out = await one.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: w.cookies.supporter },
    });
    expect(out.statusCode).toBe(200);
    await stream.ended;
    const after = await live(one.port, w.cookies.supporter);
    expect(after.status).toBe(401);
  });

  it('a save through one app process reaches a stream open on another', async () => {
    const w = await newWorld();
    const stream = await live(two.port, w.cookies.supporter);
    await stream.waitFor((block) => block.retry !== undefined);
    expect((await save(one.app, w, 0)).statusCode).toBe(200);
    const seen = await stream.waitFor(isMessage('event'));
    expect(JSON.parse(seen.data!)).toEqual({ type: 'event', event_id: w.event.id });
  });
});

describe.each(dbKinds)('how many live streams one user and one address may hold, on %s', (kind) => {
  let database: Database;
  /** Behind a trusted proxy (TRUST_PROXY): the address is the one X-Forwarded-For names. */
  let proxied: { app: FastifyInstance; port: number };
  /** Reached directly: X-Forwarded-For is only the client's claim, never its address. */
  let direct: { app: FastifyInstance; port: number };
  const open: SseStream[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    proxied = await listeningApp(database, { TRUST_PROXY: '127.0.0.1' });
    direct = await listeningApp(database);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    await proxied.app.close();
    await direct.app.close();
    await database.close();
  });

  const live = async (port: number, cookie: string, headers: Record<string, string> = {}) => {
    const stream = await openLive(port, cookie, undefined, headers);
    open.push(stream);
    return stream;
  };

  /** A signed-in user with `count` sessions (phones, laptops). */
  async function userWithSessions(count: number): Promise<string[]> {
    const user = await createUser(database.db);
    const now = new Date();
    const selection = { role: null, eventId: null };
    return Promise.all(
      Array.from({ length: count }, () => sessionCookieFor(database.db, user.id, now, selection)),
    );
  }

  /** Opens the user's whole share of streams over their sessions; every one is answered 200. */
  async function fillUser(
    port: number,
    sessions: string[],
    headers: (i: number) => Record<string, string> = () => ({}),
  ) {
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const session = sessions[Math.floor(i / MAX_STREAMS_PER_SESSION)];
      const stream = await live(port, session, headers(i));
      expect(stream.status, stream.body()).toBe(200);
    }
  }

  const expectRefused = (stream: SseStream) => {
    expect(stream.status).toBe(429);
    expect(JSON.parse(stream.body())).toEqual({ message: 'tooManyLiveStreams' });
    expect(Number(stream.headers['retry-after'])).toBeGreaterThan(0);
  };

  it("a user's streams past 20 across their sessions are refused with 429 and a message, while a full session may still replace its oldest", async () => {
    const sessions = await userWithSessions(3);
    await fillUser(proxied.port, sessions);
    const oldest = open[0];

    expectRefused(await live(proxied.port, sessions[2]));

    const replacing = await live(proxied.port, sessions[0]);
    expect(replacing.status).toBe(200);
    await oldest.ended;
  });

  it('an address gets 200 streams, read behind a trusted proxy from X-Forwarded-For; the next is refused, another address is not', async () => {
    const crowded = { 'x-forwarded-for': '203.0.113.20' };
    for (let u = 0; u < MAX_STREAMS_PER_ADDRESS / MAX_STREAMS_PER_USER; u += 1) {
      await fillUser(proxied.port, await userWithSessions(2), () => crowded);
    }
    const [newcomer] = await userWithSessions(1);
    expectRefused(await live(proxied.port, newcomer, crowded));
    const elsewhere = await live(proxied.port, newcomer, { 'x-forwarded-for': '203.0.113.21' });
    expect(elsewhere.status).toBe(200);
  });

  it('without a trusted proxy, a forged X-Forwarded-For does not escape the address cap', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    for (let u = 0; u < MAX_STREAMS_PER_ADDRESS / MAX_STREAMS_PER_USER; u += 1) {
      await fillUser(direct.port, await userWithSessions(2), forged);
    }
    const [newcomer] = await userWithSessions(1);
    expectRefused(await live(direct.port, newcomer, { 'x-forwarded-for': '192.0.2.1' }));
  });
});
