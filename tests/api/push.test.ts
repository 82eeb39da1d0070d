/**
 * Web Push (issue 41). A local push service (a node http server, allowed through
 * PUSH_ENDPOINT_HOSTS) receives what the app sends: its aes128gcm body is decrypted here with the
 * browser's private key (RFC 8291, written out with node:crypto, apart from the library that
 * encrypts), and its VAPID Authorization is checked (the JWT's ES256 signature against the key
 * GET /api/push/key answers). A 410 deletes the subscription; any other host is refused.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addEmployee,
  addPlayer,
  cookieOf,
  createCallerWorld,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { sender } from '../helpers/organizer';
import { pushKeys, pushOutbox, pushSubscriptions } from '../../src/server/db/schema';
import { CALLERS } from '../../src/shared/api/accessMatrix';
import { NOTIFICATION_TYPES } from '../../src/shared/notifications';
import { typesOfGroups, type PushPayload } from '../../src/shared/push';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** What the local push service received. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
  };
}

/** RFC 8291 / RFC 8188: the plaintext of an aes128gcm push body, one record. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<jwt>, k=<key>`: the key is the app's, the ES256 signature holds. */
function verifyVapid(authorization: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    typ: 'JWT',
    alg: 'ES256',
  });
  const raw = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(payload.aud).toBe(audience);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
}

describe.each(dbKinds)('Web Push on %s', (kind) => {
  let t: TestApp;
  let send: ReturnType<typeof sender>;
  let server: http.Server;
  let origin: string;
  const received: Received[] = [];
  /** Answers per path, in order; 201 once they are used up. */
  const answers = new Map<string, number[]>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = answers.get(path)?.shift() ?? 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { PUSH_ENDPOINT_HOSTS: `127.0.0.1:${port}` });
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const receivedAt = (path: string) => received.filter((r) => r.path === path);
  let endpoints = 0;
  const endpointFor = (name: string) => `${origin}/push/${name}-${(endpoints += 1)}`;

  /** An event open for challenges, a company, and a team of `size` players. */
  async function newTeam(event: { id: number }, company: { id: number }, name: string) {
    const db = t.database.db;
    const team = await createTeamWith(db, event.id, company.id, { name });
    const players = [];
    for (let i = 0; i < 2; i++) {
      const user = await createUser(db, { language: i === 0 ? 'de' : null });
      await addEmployee(db, company.id, user.id);
      await addPlayer(db, team.id, user.id, i === 0);
      players.push(user);
    }
    return { team, players };
  }

  async function subscribe(
    cookie: string,
    endpoint: string,
    types: readonly string[] = NOTIFICATION_TYPES,
    browser = browserKeys(),
  ) {
    const res = await send(cookie, 'POST', '/api/push/subscriptions', {
      endpoint,
      keys: browser.keys,
      types,
    });
    return { res, browser };
  }

  it('GET /api/push/key answers the VAPID public key made on first start and kept', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id, T0, {
      role: null,
      eventId: null,
    });
    // Made when the app started, before anyone asked.
    const [made] = await t.database.db.select().from(pushKeys);
    const first = await send(cookie, 'GET', '/api/push/key');
    expect(first.statusCode, first.body).toBe(200);
    const { public_key } = first.json() as { public_key: string };
    const raw = Buffer.from(public_key, 'base64url');
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4);
    expect((await send(cookie, 'GET', '/api/push/key')).json()).toEqual({ public_key });
    expect(made.publicKey).toBe(public_key);
    expect(await t.database.db.select().from(pushKeys)).toHaveLength(1);
  });

  it('a challenge is pushed, encrypted, to the subscribed devices of the challenged team that want it', async () => {
    const db = t.database.db;
    const event = await createEvent(db, {
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
      maxChallengeOthers: 3,
    });
    const company = await createCompany(db, event.id);
    const sharks = await newTeam(event, company, 'Sharks');
    const eagles = await newTeam(event, company, 'Eagles');
    const cookie = (user: { id: number }, team: { id: number }) =>
      sessionCookieFor(db, user.id, T0, { role: 'player', eventId: event.id, teamId: team.id });

    // Eagles' captain (German) wants rivals; their teammate only cheers; the challenger wants all.
    const captainEndpoint = endpointFor('eagle-captain');
    const mateEndpoint = endpointFor('eagle-mate');
    const challengerEndpoint = endpointFor('shark');
    const captain = await subscribe(
      await cookie(eagles.players[0], eagles.team),
      captainEndpoint,
      typesOfGroups(['challenges']),
    );
    expect(captain.res.statusCode, captain.res.body).toBe(200);
    expect(captain.res.json()).toEqual({
      message: 'pushSubscribed',
      types: ['team_challenged', 'challenge_sent'],
    });
    const mate = await subscribe(
      await cookie(eagles.players[1], eagles.team),
      mateEndpoint,
      typesOfGroups(['cheers']),
    );
    expect(mate.res.statusCode).toBe(200);
    const challengerCookie = await cookie(sharks.players[0], sharks.team);
    expect((await subscribe(challengerCookie, challengerEndpoint)).res.statusCode).toBe(200);

    const res = await send(challengerCookie, 'PUT', '/api/put-challenge', {
      challenged_id: eagles.team.id,
      challenged: true,
    });
    expect(res.statusCode, res.body).toBe(200);

    await vi.waitFor(() => expect(receivedAt(new URL(captainEndpoint).pathname)).toHaveLength(1));
    const [push] = receivedAt(new URL(captainEndpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(decrypt(push.body, captain.browser)) as PushPayload;
    expect(payload).toEqual({
      title: 'Rivalen',
      body: '\u2068Sharks\u2069 hat dein Team herausgefordert!',
      path: `/team/?otherTeamId=${sharks.team.id}`,
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    const key = (await send(challengerCookie, 'GET', '/api/push/key')).json() as {
      public_key: string;
    };
    verifyVapid(push.headers.authorization, key.public_key, origin);

    // Nothing for the teammate who wants only cheers, nor for the challenger (never told of
    // their own action), and each notification was pushed once, its outbox row taken.
    await t.app.pushSender.idle();
    expect(receivedAt(new URL(mateEndpoint).pathname)).toEqual([]);
    expect(receivedAt(new URL(challengerEndpoint).pathname)).toEqual([]);
    expect(await db.select().from(pushOutbox)).toEqual([]);
  });

  it('the test notification reaches the device in its language; a 410 deletes the subscription', async () => {
    const db = t.database.db;
    const user = await createUser(db, { language: 'ar' });
    const cookie = await sessionCookieFor(db, user.id, T0, { role: null, eventId: null });
    const endpoint = endpointFor('gone');
    const { browser } = await subscribe(cookie, endpoint, typesOfGroups(['awards']));
    const path = new URL(endpoint).pathname;
    answers.set(path, [201, 410]);

    expect((await send(cookie, 'POST', '/api/push/test', { endpoint })).json()).toEqual({
      message: 'pushTestQueued',
    });
    await vi.waitFor(() => expect(receivedAt(path)).toHaveLength(1));
    expect(JSON.parse(decrypt(receivedAt(path)[0].body, browser))).toEqual({
      title: 'إشعار تجريبي',
      body: 'الإشعارات تعمل على هذا الجهاز.',
      path: '/profile/notifications',
      tag: 'push-test',
    });
    const listed = (await send(cookie, 'GET', '/api/push/subscriptions')).json() as {
      subscriptions: { endpoint: string; types: string[] }[];
    };
    expect(listed.subscriptions).toEqual([
      expect.objectContaining({ endpoint, types: ['award_won'] }),
    ]);

    // The push service says the subscription is gone: it is deleted.
    await send(cookie, 'POST', '/api/push/test', { endpoint });
    await vi.waitFor(async () =>
      expect(
        await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
      ).toEqual([]),
    );
    const again = await send(cookie, 'POST', '/api/push/test', { endpoint });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'pushSubscriptionNotFound' });
  });

  it('a busy push service gets the send again after a pause', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const cookie = await sessionCookieFor(db, user.id, T0, { role: null, eventId: null });
    const endpoint = endpointFor('busy');
    const path = new URL(endpoint).pathname;
    await subscribe(cookie, endpoint);
    answers.set(path, [503]);
    await send(cookie, 'POST', '/api/push/test', { endpoint });
    await vi.waitFor(() => expect(receivedAt(path)).toHaveLength(2), { timeout: 8_000 });
    await t.app.pushSender.idle();
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toHaveLength(1);
  });

  it('refuses endpoints off the push services, and keys that are not a browser’s', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id, T0, {
      role: null,
      eventId: null,
    });
    const refused = async (endpoint: string, keys = browserKeys().keys) => {
      const res = await send(cookie, 'POST', '/api/push/subscriptions', {
        endpoint,
        keys,
        types: ['award_won'],
      });
      expect(res.statusCode, endpoint).toBe(400);
      return (res.json() as { message: string }).message;
    };
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://internal.example.com/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://evil-push.apple.com.example.org/x',
      'https://127.0.0.1:1/push',
      `${origin.replace('127.0.0.1', 'localhost')}/push/x`,
    ]) {
      expect(await refused(endpoint)).toBe('pushEndpointNotAllowed');
    }
    expect(await refused('not a url')).toBe('pushEndpointInvalid');
    expect(await refused(`https://fcm.googleapis.com/${'a'.repeat(1100)}`)).toBe(
      'pushEndpointInvalid',
    );
    const { keys } = browserKeys();
    expect(await refused(endpointFor('k'), { ...keys, p256dh: keys.p256dh.slice(1) })).toBe(
      'pushKeysInvalid',
    );
    expect(await refused(endpointFor('k'), { ...keys, auth: b64url(Buffer.alloc(32)) })).toBe(
      'pushKeysInvalid',
    );
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);

    // The push services' own hosts are accepted (nothing is sent to them here).
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      const { res } = await subscribe(cookie, endpoint, []);
      expect(res.statusCode, endpoint).toBe(200);
      await send(cookie, 'DELETE', '/api/push/subscriptions', { endpoint });
    }
  });

  it("another account's endpoint is not taken without the browser's secret", async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const other = await createUser(db);
    const ownerCookie = await sessionCookieFor(db, owner.id, T0, { role: null, eventId: null });
    const otherCookie = await sessionCookieFor(db, other.id, T0, { role: null, eventId: null });
    const endpoint = endpointFor('shared');
    const { browser } = await subscribe(ownerCookie, endpoint);
    const stranger = await subscribe(otherCookie, endpoint);
    expect(stranger.res.statusCode).toBe(409);
    expect(stranger.res.json()).toEqual({ message: 'pushSubscriptionTaken' });
    // The same browser signed in as the other account moves it.
    const same = await subscribe(otherCookie, endpoint, ['award_won'], browser);
    expect(same.res.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row.userId).toBe(other.id);
    // Unsubscribing someone else's endpoint changes nothing.
    await send(ownerCookie, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
  });

  it('test notifications are rate-limited per user', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id, T0, {
      role: null,
      eventId: null,
    });
    const endpoint = endpointFor('many');
    await subscribe(cookie, endpoint);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(cookie, 'POST', '/api/push/test', { endpoint })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await t.app.pushSender.idle();
  });

  it('every role may manage its own subscriptions; anonymous callers are refused', async () => {
    const world = await createCallerWorld(t.database.db, T0);
    for (const caller of CALLERS) {
      const cookie = await cookieOf(t.database.db, world, caller, T0);
      const headers = cookie ? { cookie } : {};
      const endpoint = endpointFor(caller);
      const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const statuses = [
        (await call('GET', '/api/push/key')).statusCode,
        (
          await call('POST', '/api/push/subscriptions', {
            endpoint,
            keys: browserKeys().keys,
            types: [],
          })
        ).statusCode,
        (await call('GET', '/api/push/subscriptions')).statusCode,
        (await call('POST', '/api/push/test', { endpoint })).statusCode,
        (await call('DELETE', '/api/push/subscriptions', { endpoint })).statusCode,
      ];
      expect(statuses, caller).toEqual(
        caller === 'anonymous' ? [401, 401, 401, 401, 401] : [200, 200, 200, 200, 200],
      );
    }
    await t.app.pushSender.idle();
  });
});
