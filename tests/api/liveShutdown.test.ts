/**
 * A clean stop for live streams (issue 40): a process that gets SIGTERM tells every open
 * GET /api/live stream to come back soon (a `retry:` of at most 500 ms and the `reconnect`
 * event), ends it, finishes stopping and exits 0 within a few seconds, even with clients that
 * never read; the browser then reconnects to another process and follows the changes made there.
 *
 * Two real server processes on one PostgreSQL database, as operators run several behind a load
 * balancer. PGlite is embedded in one process, so that part runs only with DATABASE_URL (as CI
 * does); the stop of one app in this process, with the same promises, runs on every engine.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { DEMO_EVENTS } from '../../src/server/db/seed/content';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/people';
import { createChanges } from '../../src/server/cache/changes';
import { LiveHub } from '../../src/server/features/live/hub';
import { LIVE_RECONNECT_EVENT } from '../../src/shared/api/live';
import {
  addPlayer,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import {
  HttpClient,
  killAllServers,
  PROCESS_TEST_TIMEOUT_MS,
  startServer,
  type ServerProcess,
} from '../helpers/serverProcess';
import { isMessage, openLive, type SseEvent, type SseStream } from '../helpers/sse';
import { createTestDatabase, dbKinds } from '../helpers/testDb';

/** The longest `retry:` a stopping process may ask for: the browser comes back at once. */
const SHORT_RETRY_MS = 500;
const isGoodbye = (block: SseEvent) => block.event === LIVE_RECONNECT_EVENT;

/** The SSE request of a client that sends it and then never reads a byte of the answer. */
function neverReadingClient(port: number, cookie: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n` +
          `Cookie: ${cookie}\r\n\r\n`,
      );
      socket.pause();
      // Whether the server took it: its socket stays open with the stream's head unread.
      setTimeout(() => resolve(socket), 200);
    });
    socket.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// The hub alone, on a plain HTTP server
// ---------------------------------------------------------------------------------------------

describe('the live hub when the process stops', () => {
  const owner = { idHash: 'session', userId: 1, eventId: null, address: '127.0.0.1' };
  let hub: LiveHub;
  let server: http.Server;
  let port: number;
  /** Sent on every stream after it opened: more than the connection's buffers hold. */
  let backlog: Buffer | null = null;

  beforeAll(async () => {
    hub = new LiveHub(await createChanges(), { heartbeatMs: 60_000, closeGraceMs: 300 });
    server = http.createServer((_req, res) => {
      hub.open(res, owner, { 'content-type': 'text/event-stream' });
      if (backlog && !res.writableEnded) res.write(backlog);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('cuts, after its grace, the connection of a client that reads nothing of what it was sent', async () => {
    // Messages a stalled client never took, far past what the kernel buffers for it.
    backlog = Buffer.alloc(32 * 1024 * 1024, 'x');
    const stuck = await neverReadingClient(port, '');
    backlog = null;
    expect(hub.size).toBe(1);
    const cut = new Promise<void>((resolve) => stuck.once('close', () => resolve()));
    stuck.on('error', () => {});

    const closing = Date.now();
    await hub.close();
    const closedInMs = Date.now() - closing;

    // The goodbye could not reach it: its connection was held for the grace, then cut.
    expect(closedInMs).toBeGreaterThanOrEqual(250);
    expect(closedInMs).toBeLessThan(1000);
    stuck.resume();
    await cut;
    expect(hub.size).toBe(0);
  });

  it('sends a stream that opens while the process stops on at once', async () => {
    await hub.close();
    const late = await openLive(port, undefined);
    await late.ended;
    expect(late.status).toBe(200);
    expect(late.blocks).toHaveLength(1);
    expect(late.blocks[0]).toMatchObject({ event: LIVE_RECONNECT_EVENT });
    expect(late.blocks[0].retry).toBeLessThanOrEqual(SHORT_RETRY_MS);
    expect(hub.size).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// One app in this process, on every engine
// ---------------------------------------------------------------------------------------------

describe.each(dbKinds)('an app that closes, on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-close-'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none') });
    app = await buildApp({ config, database, logger: false, checkResponses: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    const db = database.db;
    const event = await createEvent(db);
    const company = await createCompany(db, event.id);
    const team = await createTeamWith(db, event.id, company.id, { name: 'Sharks' });
    const player = await createUser(db);
    await addPlayer(db, team.id, player.id, true);
    cookie = await sessionCookieFor(db, player.id, new Date(), {
      role: 'player',
      eventId: event.id,
      teamId: team.id,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('tells every stream to reconnect within 500 ms, ends it, and closes at once even with a client that never reads', async () => {
    const streams: SseStream[] = [await openLive(port, cookie), await openLive(port, cookie)];
    for (const stream of streams) await stream.waitFor((block) => block.id !== undefined);
    const stuck = await neverReadingClient(port, cookie);
    expect(app.live.size).toBe(3);

    const closing = Date.now();
    await app.close();
    const closedInMs = Date.now() - closing;

    for (const stream of streams) {
      await stream.ended;
      const goodbye = await stream.waitFor(isGoodbye, 0);
      expect(goodbye.retry).toBeGreaterThan(0);
      expect(goodbye.retry).toBeLessThanOrEqual(SHORT_RETRY_MS);
      // The last thing the stream said.
      expect(stream.blocks.at(-1)).toBe(goodbye);
    }
    // Nothing held the close: not the streams, nor the client that reads nothing.
    expect(closedInMs).toBeLessThan(1500);
    expect(app.live.size).toBe(0);
    stuck.destroy();
  });
});

// ---------------------------------------------------------------------------------------------
// Two real processes on one PostgreSQL database
// ---------------------------------------------------------------------------------------------

/** The JSON log lines a process wrote (its standard output is a pipe, so JSON, not pretty). */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; signal?: string; liveStreams?: number });

const liveEventName = DEMO_EVENTS.find((event) => event.key === 'live')!.name;
const demoEmail = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

async function signIn(url: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(url);
  await client.ok('POST', '/api/login', { email, password: DEMO_PASSWORD });
  return client;
}

/** The demo player, with their team in the live event chosen: their stream follows it. */
async function livePlayer(url: string): Promise<HttpClient> {
  const player = await signIn(url, demoEmail('player'));
  await player.ok('POST', '/api/role', { role: 'player' });
  const { teams } = await player.ok<{
    teams: { team_id: number; event_id: number; event_name: string }[];
  }>('GET', '/api/team-select');
  const team = teams.find((t) => t.event_name === liveEventName)!;
  await player.ok('POST', '/api/team-select', { team_id: team.team_id, event_id: team.event_id });
  return player;
}

/** The demo crew member saves a whole session of the live event: an `event` change. */
async function saveResultsThrough(url: string): Promise<void> {
  const crew = await signIn(url, demoEmail('crew'));
  await crew.ok('POST', '/api/role', { role: 'crew' });
  const { events } = await crew.ok<{ events: { id: number; name: string }[] }>(
    'GET',
    '/api/event-select',
  );
  const event = events.find((e) => e.name === liveEventName)!;
  await crew.ok('POST', '/api/event-select', { event_id: event.id });
  const { battles } = await crew.ok<{ battles: { score_id: number; is_correct: boolean }[] }>(
    'GET',
    '/api/crew-battles',
  );
  const scoreId = battles.find((battle) => !battle.is_correct)!.score_id;
  const form = await crew.ok<{ version: number; teams: { team_id: number }[] }>(
    'GET',
    '/api/crew-score',
    undefined,
    { selectedScoreId: String(scoreId) },
  );
  const body: Record<string, unknown> = { version: form.version };
  form.teams.forEach((team, n) => {
    body[`score_id.${n}`] = scoreId;
    body[`team_id.${n}`] = team.team_id;
    body[`score_1.${n}`] = 10 + n;
    body[`rank.${n}`] = form.teams.length - n;
  });
  await crew.ok('POST', '/api/crew-score', body);
}

describe.each(dbKinds.filter((kind) => kind === 'postgres'))(
  'stopping one of two processes on one %s database',
  () => {
    const dataDirs: string[] = [];
    let dropDatabase = async () => {};
    let one: ServerProcess;
    let two: ServerProcess;

    beforeAll(async () => {
      const database = await createTestDatabase('postgres');
      dropDatabase = () => database.close();
      for (let n = 0; n < 2; n += 1) {
        dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'live-shutdown-')));
      }
      // Started together on the empty database: the demo is seeded once, under its lock.
      [one, two] = await Promise.all(
        dataDirs.map((dataDir) =>
          startServer({
            dataDir,
            databaseUrl: database.url!,
            // Info: the test reads the stop's own log lines.
            env: { LOG_LEVEL: 'info', RATE_LIMIT_FACTOR: '20' },
            startTimeoutMs: 90_000,
          }),
        ),
      );
    }, PROCESS_TEST_TIMEOUT_MS);
    afterAll(async () => {
      await killAllServers();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      await dropDatabase();
    });

    it(
      'SIGTERM ends the streams with a short retry at once and exits 0; the client follows the next change on the other process',
      async () => {
        const player = await livePlayer(one.url);
        const cookie = player.cookieHeader();
        const stream = await openLive(one.port, cookie);
        expect(stream.status).toBe(200);
        await stream.waitFor((block) => block.id !== undefined);
        // More streams of the same person, two of whose clients never read a byte.
        const others = await Promise.all([1, 2, 3].map(() => openLive(one.port, cookie)));
        const stuck = await Promise.all([1, 2].map(() => neverReadingClient(one.port, cookie)));

        const signalledAt = Date.now();
        one.signal('SIGTERM');

        const goodbye = await stream.waitFor(isGoodbye, 1000);
        expect(goodbye.retry).toBeGreaterThan(0);
        expect(goodbye.retry).toBeLessThanOrEqual(SHORT_RETRY_MS);
        await stream.ended;
        expect(Date.now() - signalledAt).toBeLessThan(1000);
        for (const other of others) await other.waitFor(isGoodbye, 1000);

        const exit = await one.exited;
        expect(exit).toMatchObject({ code: 0, signal: null });
        expect(exit.at - signalledAt).toBeLessThan(3000);
        const logs = logLines(one.output());
        expect(logs).toContainEqual(
          expect.objectContaining({ msg: 'stopping', signal: 'SIGTERM', liveStreams: 6 }),
        );
        expect(logs).toContainEqual(expect.objectContaining({ msg: 'stopped' }));
        for (const socket of stuck) socket.destroy();

        // The browser comes back (as EventSource does, with the last id it saw) to the other
        // process, which then tells it of the next change made there.
        const again = await openLive(two.port, cookie, stream.lastId());
        expect(again.status).toBe(200);
        await again.waitFor((block) => block.id !== undefined);
        const before = again.messages().filter((m) => (m as { type: string }).type === 'event');
        await saveResultsThrough(two.url);
        await again.waitFor(isMessage('event'), 5000);
        expect(
          again.messages().filter((m) => (m as { type: string }).type === 'event').length,
        ).toBe(before.length + 1);
        again.close();
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  },
);
