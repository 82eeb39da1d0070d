/**
 * Uploads are bounded: a person uploads at most 10 pictures a minute, and a process decodes at
 * most 2 pictures at a time with a short line behind them; past either bound the upload is
 * refused with 429 and a message, and nothing waits without end. The decode slots are held by
 * the test itself, so "busy" does not depend on how fast a picture decodes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createUser, sessionCookieFor } from '../helpers/factories';
import { multipartFile, testPicture } from '../helpers/multipart';
import { DECODE_QUEUE, DECODE_SLOTS } from '../../src/server/uploads/decodeGate';

const T0 = new Date('2030-06-01T08:00:00.000Z');

describe.each(dbKinds)('upload limits on %s', (kind) => {
  let t: TestApp;
  let picture: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    picture = await testPicture('png');
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const user = await createUser(t.database.db);
    return sessionCookieFor(t.database.db, user.id, T0, { role: null, eventId: null });
  };
  const upload = (cookie: string) => {
    const { headers, body } = multipartFile(picture);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload-user-image',
      headers: { ...headers, cookie },
      payload: body,
    });
  };

  it('refuses the eleventh picture a person uploads within a minute, and takes one again after it', async () => {
    const cookie = await signedIn();
    for (let i = 0; i < 10; i++) expect((await upload(cookie)).statusCode).toBe(200);
    const refused = await upload(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'tooManyUploads' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the person's: someone else uploads meanwhile.
    expect((await upload(await signedIn())).statusCode).toBe(200);
    t.clock.advance(60_000 + 1000);
    expect((await upload(cookie)).statusCode).toBe(200);
    t.clock.set(T0);
  });

  it('decodes two pictures at a time, lets a few wait, and refuses uploads beyond them', async () => {
    expect([DECODE_SLOTS, DECODE_QUEUE]).toEqual([2, 4]);
    const gate = t.app.decodeGate;
    // The test holds both decode slots, as two long decodes would.
    const held = [await gate.enter(), await gate.enter()];
    const waiting = [];
    for (let i = 0; i < DECODE_QUEUE; i++) waiting.push(upload(await signedIn()));
    await vi.waitFor(() => expect(gate.queued).toBe(DECODE_QUEUE));

    const beyond = await Promise.all([upload(await signedIn()), upload(await signedIn())]);
    for (const res of beyond) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'uploadsBusy' });
    }

    for (const leave of held) leave();
    const waited = await Promise.all(waiting);
    expect(waited.map((res) => res.statusCode)).toEqual(Array(DECODE_QUEUE).fill(200));
    // Every slot is free again.
    expect(gate.queued).toBe(0);
    expect((await upload(await signedIn())).statusCode).toBe(200);
  });
});
