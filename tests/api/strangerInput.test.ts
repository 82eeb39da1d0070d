/**
 * What a stranger can send by the thousand costs the server neither memory nor CPU: session
 * tokens, hosts and paths of absurd length, and ids of houses that do not exist. Every one is
 * answered without a 5xx; nothing is kept for them (the session cache and the event's snapshots
 * stay as they were); and the process's heap, measured after a garbage collection, does not grow
 * with what was sent. Before, each unknown 8 kB cookie was kept with its hash (10,000 of them
 * grew a server by over 100 MB) and a path of slashes cost a fifth of a second of CPU.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { randomBytes, randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  createEvent,
  createHouse,
  createUser,
  PASSWORD,
  sessionCookieFor,
} from '../helpers/factories';
import { ofEvent } from '../../src/server/cache/snapshots';
import { MAX_PATH_LENGTH } from '../../src/server/http/webApp';
import { newToken } from '../../src/server/auth/tokens';

/** 8 kB of base64url: far longer than any token the server issues, in the tokens' alphabet. */
const junkToken = () => randomBytes(6144).toString('base64url');
const MB = 1024 * 1024;

/** Whatever a stranger sent, the server never answered it with an error of its own. */
const expectNoServerError = (answers: LightMyRequestResponse[]) =>
  expect(answers.filter((res) => res.statusCode >= 500).map((res) => res.body)).toEqual([]);

/** The process's garbage collector: exposed by a flag, or taken from V8 when the flag is off. */
function garbageCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * The heap in use once what is no longer reachable is collected. An injected answer is let go
 * only on a later turn of the event loop (some a few turns later), so the collection is done
 * after each of a few turns and the smallest figure counts.
 */
async function heapUsedAfterCollection(gc: () => void): Promise<number> {
  let least = Infinity;
  for (let turn = 0; turn < 5; turn += 1) {
    await new Promise((settled) => setTimeout(settled, 50));
    gc();
    least = Math.min(least, process.memoryUsage().heapUsed);
  }
  return least;
}

/** A build with the sign-in page prerendered on / and /login, as scripts/pages.ts writes it. */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-stranger-'));
  const page = (name: string) => `<!doctype html><title>${name} page</title>`;
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'index.html'), page('shell'));
  fs.writeFileSync(
    path.join(dir, 'pages', 'index.json'),
    JSON.stringify({ languages: ['en'], prerendered: { '/': 'login', '/login': 'login' } }),
  );
  for (const name of ['app', 'login']) {
    fs.writeFileSync(path.join(dir, 'pages', `${name}.en.html`), page(name));
  }
  return dir;
}

describe.each(dbKinds)('input from strangers on %s', (kind) => {
  let t: TestApp;
  let webDir: string;
  const answers: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    webDir = webBuild();
    t = await createTestApp(kind, { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
    expectNoServerError(answers);
  });

  const send = async (options: InjectOptions) => {
    const res = await t.app.inject({ method: 'GET', ...options });
    answers.push(res);
    return res;
  };
  const checkAuth = (headers: Record<string, string>) => send({ url: '/api/check-auth', headers });

  it('a session cookie or Bearer token not in the issued shape is no session at all: 401 Unauthorized, nothing kept', async () => {
    const near = newToken();
    const misshapen = [
      junkToken(),
      near.slice(1),
      `${near}A`,
      `${near.slice(1)}.`,
      `${near.slice(1)}=`,
      `${near.slice(3)}%20`,
      ` ${near.slice(1)}`,
    ];
    for (const token of misshapen) {
      const carriers: Record<string, string>[] = [
        { cookie: `sid=${token}` },
        { authorization: `Bearer ${token}` },
      ];
      for (const headers of carriers) {
        const res = await checkAuth(headers);
        expect(res.statusCode).toBe(401);
        expect(res.json(), token).toEqual({ message: 'Unauthorized' });
      }
    }
    for (let i = 0; i < 2000; i += 1) {
      const token = junkToken();
      const res = await checkAuth(
        i % 2 ? { cookie: `sid=${token}` } : { authorization: `Bearer ${token}` },
      );
      expect(res.statusCode).toBe(401);
    }
    expect(t.app.sessionCache.size).toEqual({ sessions: 0, tokens: 0 });
  });

  it('a well-formed token that opens no session says the session expired, and is not kept either', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const res = await checkAuth({ cookie: `sid=${newToken()}` });
      expect(res.json()).toEqual({ message: 'sessionExpired' });
    }
    expect(t.app.sessionCache.size).toEqual({ sessions: 0, tokens: 0 });
  });

  it('a valid cookie is never refused for an absurd Authorization header, nor a valid Bearer token for an absurd cookie', async () => {
    const user = await createUser(t.database.db);
    const login = await send({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const token = cookie.replace(/^sid=/, '');
    const withJunkBearer = await checkAuth({ cookie, authorization: `Bearer ${junkToken()}` });
    expect(withJunkBearer.statusCode).toBe(200);
    const withJunkCookie = await checkAuth({
      cookie: `sid=${junkToken()}`,
      authorization: `Bearer ${token}`,
    });
    expect(withJunkCookie.statusCode).toBe(200);
    // The one real session is kept, once.
    expect(t.app.sessionCache.size).toEqual({ sessions: 1, tokens: 1 });
  });

  it('houses that do not exist answer 404 and never become snapshots of the event', async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const house = await createHouse(db, event.id);
    const user = await createUser(db);
    const cookie = await sessionCookieFor(db, user.id, new Date(), {
      role: 'supporter',
      eventId: event.id,
    });
    const house$ = (id: number) =>
      send({ url: '/api/house', headers: { cookie, selectedhouseid: String(id) } });
    expect((await house$(house.id)).statusCode).toBe(200);
    const kept = t.app.snapshots.size(ofEvent(event.id));
    for (let i = 0; i < 1000; i += 1) {
      const res = await house$(house.id + 1 + randomInt(1_000_000_000));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'houseNotFound' });
    }
    expect(t.app.snapshots.size(ofEvent(event.id))).toBe(kept);
    // The real house is still served from its snapshot.
    expect((await house$(house.id)).json()).toMatchObject({ id: house.id });
  });

  it(`a path longer than ${MAX_PATH_LENGTH} characters gets 414 with a message, an API path or a screen; a shorter one is served as before`, async () => {
    for (const url of [
      `/api/${'a'.repeat(MAX_PATH_LENGTH)}`,
      `/a${'/'.repeat(15_000)}b`,
      `/login${'/'.repeat(MAX_PATH_LENGTH)}`,
      `/teams/${'x'.repeat(10_000)}?a=1`,
    ]) {
      const res = await send({ url });
      expect(res.statusCode, url.slice(0, 20)).toBe(414);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'pathTooLong' });
    }
    const posted = await send({ method: 'POST', url: `/login${'/'.repeat(MAX_PATH_LENGTH)}` });
    expect(posted.statusCode).toBe(414);

    const atTheCap = (screen: string) => `${screen}${'/'.repeat(MAX_PATH_LENGTH - screen.length)}`;
    expect((await send({ url: atTheCap('/login') })).body).toContain('login page');
    expect((await send({ url: atTheCap('/teams') })).body).toContain('app page');
    expect((await send({ url: atTheCap('/api/x') })).statusCode).toBe(404);
    const back = await send({ method: 'POST', url: `${atTheCap('/login')}?assignedTeamId=4` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/login?assignedTeamId=4');
    // A long query on a short path is the route's to judge, not a long path.
    expect((await send({ url: `/api/health?${'a=1&'.repeat(2000)}` })).statusCode).toBe(200);
  });

  it('a path named like a property of every object is no prerendered page', async () => {
    for (const url of ['/constructor', '/__proto__', '/toString']) {
      expect((await send({ method: 'POST', url })).statusCode, url).toBe(404);
      expect((await send({ url })).body, url).toContain('app page');
    }
  });

  // Some 14,000 requests: more time than the default on a busy machine.
  it(
    'thousands of absurd tokens, hosts and paths leave the heap where it was',
    { timeout: 120_000 },
    async () => {
      const gc = garbageCollector();
      const host = () => `${randomBytes(3000).toString('hex')}.example`;
      const longPath = () => `/${randomBytes(2500).toString('hex')}`;
      const rounds = async (count: number) => {
        for (let i = 0; i < count; i += 1) {
          await checkAuth({ cookie: `sid=${junkToken()}` });
          await checkAuth({ authorization: `Bearer ${junkToken()}` });
          if (i % 5 === 0) {
            await checkAuth({ host: host(), cookie: `sid=${newToken()}` });
            await send({ url: '/api/health', headers: { host: host() } });
            await send({ url: `/api${longPath()}` });
            await send({ url: longPath(), headers: { host: host() } });
          }
        }
      };
      // Whatever the first requests allocate once (compiled code, pools) is there before measuring.
      await rounds(200);
      expectNoServerError(answers.splice(0));
      const kept = t.app.sessionCache.size;
      const before = await heapUsedAfterCollection(gc);
      await rounds(5000);
      const sent = answers.length;
      expectNoServerError(answers.splice(0));
      const grown = (await heapUsedAfterCollection(gc)) - before;
      // 5,000 cookies and 5,000 Bearer tokens of 8 kB alone are 80 MB of text.
      expect(sent).toBeGreaterThan(10_000);
      expect(grown / MB).toBeLessThan(16);
      expect(t.app.sessionCache.size).toEqual(kept);
    },
  );
});
