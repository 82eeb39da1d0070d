/**
 * Walks the route table: every /api route that is not public refuses anonymous callers with
 * 401, and every route limited to some roles refuses each other role with 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createEvent, createUser } from '../helpers/factories';
import { createSession } from '../../src/server/auth/sessions';
import { ROLE_REFUSED } from '../../src/server/auth/plugin';
import { EVENT_ROLES } from '../../src/shared/roles';

describe('the role × route matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, cookie?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(method === 'GET' ? {} : { payload: {} }),
    });

  it('declares an access rule on every API route (the app refuses to start otherwise)', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
  });

  it('refuses anonymous callers with 401 { message } on every route that is not public', async () => {
    const guarded = t.app.routeTable.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await call(route.method, route.path);
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it.each(EVENT_ROLES)(
    'refuses the %s role with 403 on every route limited to other roles',
    async (role) => {
      const user = await createUser(t.database.db);
      const event = await createEvent(t.database.db);
      const token = await createSession(t.database.db, user.id, t.clock.now(), {
        role,
        eventId: event.id,
        teamId: null,
        battleId: null,
      });
      const cookie = `sid=${token}`;
      for (const route of t.app.routeTable) {
        if (route.access === 'public' || !route.access.roles) continue;
        const res = await call(route.method, route.path, cookie);
        const label = `${role} ${route.method} ${route.path}`;
        if (route.access.roles.includes(role)) {
          expect(res.json().message, label).not.toBe(ROLE_REFUSED);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toBe(ROLE_REFUSED);
        }
      }
    },
  );
});
