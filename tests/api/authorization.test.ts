/**
 * The role × route matrix, proven cell by cell: every route of ALL_ROUTES is called by every
 * caller of src/shared/api/accessMatrix.ts with a valid request, and answers as the table says.
 * An allowed cell must succeed (200), so a refusal that should not be there shows up as well as
 * an access that should not be there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createCallerWorld, type CallerWorld } from '../helpers/factories';
import { T0, VALID_REQUESTS, validRequestFor } from '../helpers/validRequests';
import { ALL_ROUTES, routeName } from '../../src/shared/api/routes';
import { injectAny, type Answer } from '../helpers/http';
import type { RouteContract } from '../../src/shared/api/contract';
import {
  ACCESS_MATRIX,
  CALLERS,
  type AccessExpectation,
  type Caller,
} from '../../src/shared/api/accessMatrix';

/** The selection screen a caller missing a selection is sent to (product.md §4, the way in). */
const REDIRECT_OF: Partial<Record<Caller, string>> = {
  noRole: '/role',
  noEvent: '/event-select',
  noTeam: '/team-select',
};

/**
 * The answer in the table's words: 200, 401 (Unauthorized), 403 (roleNotAllowed), sel
 * (selectionMissing to the caller's selection screen); anything else as status and message.
 */
function outcomeOf(res: Answer, caller: Caller): AccessExpectation | string {
  if (res.statusCode === 200) return 200;
  const body = String(res.headers['content-type']).includes('json')
    ? (res.json() as { message?: unknown; redirect?: unknown })
    : {};
  if (res.statusCode === 401 && body.message === 'Unauthorized') return 401;
  if (res.statusCode === 403 && body.message === 'roleNotAllowed') return 403;
  if (res.statusCode === 403 && body.message === 'selectionMissing') {
    const expected = REDIRECT_OF[caller];
    if (typeof body.redirect === 'string' && body.redirect === expected) return 'sel';
    return `sel to ${String(body.redirect)}`;
  }
  return `${res.statusCode} ${res.body.slice(0, 120)}`;
}

describe.each(dbKinds)('the role × route matrix on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    t.clock.set(T0);
    w = await createCallerWorld(t.database.db, T0);
  });
  afterAll(() => t.close());

  const names = ALL_ROUTES.map(routeName);

  it('registers exactly the routes of ALL_ROUTES, each once', () => {
    const registeredNames = t.app.routeTable.map(routeName);
    expect([...registeredNames].sort()).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a row in the access matrix and a valid request for every route', () => {
    expect(names.filter((name) => !(name in ACCESS_MATRIX))).toEqual([]);
    expect(names.filter((name) => !(name in VALID_REQUESTS))).toEqual([]);
  });

  it('has no access-matrix row or request for a route that does not exist', () => {
    expect(Object.keys(ACCESS_MATRIX).filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.keys(VALID_REQUESTS).filter((name) => !names.includes(name))).toEqual([]);
  });

  async function call(route: RouteContract, caller: Caller) {
    return injectAny(t.app, await validRequestFor(t, w, route, caller), route.answerType);
  }

  it.each(ALL_ROUTES.map((route) => [routeName(route), route] as const))(
    '%s answers every caller as the access matrix says',
    async (name, route) => {
      const expected = ACCESS_MATRIX[name];
      expect(expected, `${name} needs a row in accessMatrix.ts`).toBeDefined();
      expect(VALID_REQUESTS[name], `${name} needs a valid request`).toBeDefined();
      const answered = {} as Record<Caller, AccessExpectation | string>;
      for (const caller of CALLERS) answered[caller] = outcomeOf(await call(route, caller), caller);
      expect(answered).toEqual(expected);
    },
  );
});
