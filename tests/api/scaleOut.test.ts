/**
 * Two app processes on one database (product.md "Scale-out"): each keeps sessions and snapshots
 * of hot reads in memory, so a write through one must reach the other's memory at once — a
 * logout, a selection, a joker choice — never after a time-out. On PostgreSQL the two apps
 * have their own connection pools and hear each other through LISTEN/NOTIFY.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabasePair, dbKinds } from '../helpers/testDb';
import {
  addPlayer,
  createBattleWith,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';

const day = 24 * 3600_000;

async function appOn(database: Database): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none') });
  const app = await buildApp({ config, database, logger: false, checkResponses: true });
  await app.ready();
  return app;
}

describe.each(dbKinds)('two app processes on one %s database', (kind) => {
  let pair: Awaited<ReturnType<typeof createTestDatabasePair>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let world: { eventId: number; teamId: number; jokerId: number; playerId: number };

  beforeAll(async () => {
    pair = await createTestDatabasePair(kind);
    one = await appOn(pair.first);
    two = await appOn(pair.second);
    const db = pair.first.db;
    const now = Date.now();
    const event = await createEvent(db, {
      date: new Date(now + 10 * day),
      endDate: new Date(now + 11 * day),
      closingDate: new Date(now + 7 * day),
    });
    const company = await createCompany(db, event.id);
    const team = await createTeamWith(db, event.id, company.id, { name: 'Sharks' });
    const joker = await createBattleWith(db, event.id, { name: 'Tug of War', isJoker: true });
    const player = await createUser(db);
    await addPlayer(db, team.id, player.id, true);
    world = { eventId: event.id, teamId: team.id, jokerId: joker.id, playerId: player.id };
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await pair.close();
  });

  const playerCookie = () =>
    sessionCookieFor(pair.first.db, world.playerId, new Date(), {
      role: 'player',
      eventId: world.eventId,
      teamId: world.teamId,
    });
  const get = (app: FastifyInstance, url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  /** What the other process answers, until its memory has heard of the change (at most 1 s). */
  const eventually = <T>(read: () => Promise<T>) =>
    expect.poll(read, { timeout: 1000, interval: 10 });

  it('refuses a session on the second process once it was ended through the first', async () => {
    const cookie = await playerCookie();
    expect((await get(two, '/api/check-auth', cookie)).statusCode).toBe(200);
    expect((await get(one, '/api/check-auth', cookie)).statusCode).toBe(200);
    const out = await one.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    await eventually(async () => (await get(two, '/api/check-auth', cookie)).statusCode).toBe(401);
  });

  it('follows a role chosen through the other process', async () => {
    const cookie = await playerCookie();
    expect((await get(two, '/api/home', cookie)).json().role).toBe('player');
    const chosen = await one.inject({
      method: 'POST',
      url: '/api/role',
      headers: { cookie },
      payload: { role: 'supporter' },
    });
    expect(chosen.statusCode).toBe(200);
    // A supporter has no event chosen yet: /home leads to the event choice.
    await eventually(async () => (await get(two, '/api/home', cookie)).json().redirect).toBe(
      '/event-select',
    );
  });

  it("shows a joker chosen through one process in the other's battles list", async () => {
    const cookie = await playerCookie();
    const before = (await get(two, '/api/battles', cookie)).json();
    expect(before.joker).toBeNull();
    const chosen = await one.inject({
      method: 'PUT',
      url: '/api/battle',
      headers: { cookie },
      payload: { joker_id: world.jokerId },
    });
    expect(chosen.statusCode).toBe(200);
    await eventually(async () => (await get(two, '/api/battles', cookie)).json().joker?.id).toBe(
      world.jokerId,
    );
  });
});
