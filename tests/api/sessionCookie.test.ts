/**
 * The session is never readable from script (issue 23, "Proof under faults and attack"): the
 * only cookie the server sets is `sid`, sent as the browser reads it (HttpOnly, SameSite=Lax,
 * Path=/, no Domain, Secure when PUBLIC_URL is https), and no answer of a whole session, from
 * login to logout, carries the token anywhere a page's script could read it (a body, another
 * header). tests/api/access.test.ts covers the parsed HttpOnly / SameSite / Secure flags at login;
 * this walks the raw headers of every answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createEvent, createUser, PASSWORD } from '../helpers/factories';

const T0 = new Date('2030-06-01T08:00:00.000Z');

/** A Set-Cookie header as a browser reads it: name, value and attributes (names lower-cased). */
function parseSetCookie(header: string) {
  const [pair, ...parts] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).toLowerCase();
    attributes.set(name, eq === -1 ? '' : part.slice(eq + 1));
  }
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

describe.each(dbKinds)('the session cookie on %s', (kind) => {
  describe.each([
    { scheme: 'http', publicUrl: 'http://app.test' },
    { scheme: 'https', publicUrl: 'https://events.example' },
  ])('behind $scheme', ({ scheme, publicUrl }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { PUBLIC_URL: publicUrl });
      t.clock.set(T0);
    });
    afterAll(() => t.close());

    it(`is HttpOnly, SameSite=Lax, Path=/${scheme === 'https' ? ', Secure' : ''}, and no answer of a whole session shows the token to a page`, async () => {
      const user = await createUser(t.database.db);
      const event = await createEvent(t.database.db, {
        date: new Date(T0.getTime() + 10 * 24 * 3600_000),
        endDate: new Date(T0.getTime() + 11 * 24 * 3600_000),
        closingDate: new Date(T0.getTime() + 7 * 24 * 3600_000),
      });
      const answers: LightMyRequestResponse[] = [];

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      answers.push(login);
      const [setSid, ...others] = setCookies(login);
      expect(others).toEqual([]);
      const sid = parseSetCookie(setSid);
      expect(sid.name).toBe('sid');
      expect(sid.value.length).toBeGreaterThanOrEqual(32);
      expect(sid.attributes.has('httponly')).toBe(true);
      expect(sid.attributes.get('samesite')).toBe('Lax');
      expect(sid.attributes.get('path')).toBe('/');
      expect(sid.attributes.has('domain')).toBe(false);
      expect(sid.attributes.has('secure')).toBe(scheme === 'https');
      expect(Number(sid.attributes.get('max-age'))).toBeGreaterThan(0);

      const token = sid.value;
      const cookie = `sid=${token}`;
      const steps: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
        { method: 'GET', url: '/api/check-auth' },
        { method: 'GET', url: '/api/role' },
        { method: 'POST', url: '/api/role', payload: { role: 'supporter' } },
        { method: 'GET', url: '/api/event-select' },
        { method: 'POST', url: '/api/event-select', payload: { event_id: event.id } },
        { method: 'GET', url: '/api/home' },
        { method: 'GET', url: '/api/profile' },
        { method: 'PUT', url: '/api/language', payload: { language: 'fr' } },
      ];
      for (const step of steps) {
        const res = await t.app.inject({ ...step, headers: { cookie } });
        expect(res.statusCode, `${step.method} ${step.url}: ${res.body}`).toBe(200);
        expect(setCookies(res), `${step.method} ${step.url}`).toEqual([]);
        answers.push(res);
      }

      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(200);
      answers.push(logout);
      const cleared = setCookies(logout).map(parseSetCookie);
      expect(cleared).toHaveLength(1);
      // Same name and path as the login's, empty and expired: the browser drops the session.
      expect(cleared[0]).toMatchObject({ name: 'sid', value: '' });
      expect(cleared[0].attributes.get('path')).toBe('/');
      expect(cleared[0].attributes.get('max-age')).toBe('0');

      for (const res of answers) {
        expect(res.body).not.toContain(token);
        for (const [name, value] of Object.entries(res.headers)) {
          if (name !== 'set-cookie') expect(String(value), name).not.toContain(token);
        }
      }
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie },
      });
      expect(after.statusCode).toBe(401);
    });
  });
});
