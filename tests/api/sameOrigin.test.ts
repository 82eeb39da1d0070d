/**
 * Cross-site requests (issue 23, "Sessions and CSRF"): a state-changing call a browser sends from
 * another site, named by its Origin or, without one, by its Referer, is refused with 403 and a
 * message before anything happens; the app's own pages, PUBLIC_URL and clients that name no page
 * pass, and reads are never refused for it. A cookie planted before login is never the session.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createUser, PASSWORD, sessionCookieFor } from '../helpers/factories';
import { users } from '../../src/server/db/schema';

const HOST = 'events.example:8443';

describe.each(dbKinds)('cross-site requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://app.events.example' });
  });
  afterAll(() => t.close());

  const login = async (headers: Record<string, string>) => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOST, ...headers },
      payload: { email: user.email, password: PASSWORD },
    });
    return res;
  };

  it('refuses a login posted from another site with 403 and a message, setting no cookie', async () => {
    const res = await login({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'crossSiteRequest' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('judges by the Referer when there is no Origin', async () => {
    const foreign = await login({ referer: 'https://evil.example/win-a-prize' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'crossSiteRequest' });
    const own = await login({ referer: `https://${HOST}/login` });
    expect(own.statusCode).toBe(200);
  });

  it("lets the app's own pages, its PUBLIC_URL and clients that name no page through", async () => {
    expect((await login({ origin: `https://${HOST}` })).statusCode).toBe(200);
    expect((await login({ origin: 'https://app.events.example' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
  });

  it('refuses an opaque origin (a sandboxed page) and a malformed one', async () => {
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
    expect((await login({ origin: 'not a url' })).statusCode).toBe(403);
  });

  it('changes nothing for a signed-in user when another site posts in their name', async () => {
    const user = await createUser(t.database.db, { firstName: 'Vic' });
    const cookie = await sessionCookieFor(t.database.db, user.id, new Date(), {
      role: null,
      eventId: null,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { host: HOST, cookie, origin: 'https://evil.example' },
      payload: { language: 'nl' },
    });
    expect(res.statusCode).toBe(403);
    const [stored] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored.language).not.toBe('nl');
  });

  it('gives a new session cookie at login, never the one a page planted before it', async () => {
    const planted = 'planted-by-another-page-0123456789abcdef';
    const res = await login({ cookie: `sid=${planted}` });
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid.value).not.toBe(planted);
    expect(sid.httpOnly).toBe(true);
    const withPlanted = await t.app.inject({
      method: 'GET',
      url: '/api/check-auth',
      headers: { cookie: `sid=${planted}` },
    });
    expect(withPlanted.statusCode).toBe(401);
  });

  it('never refuses a read for its origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/branding',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
