import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import {
  addCompanyAdmin,
  addPlayer,
  assignCrew,
  createBattle,
  createCompany,
  createEvent,
  createTeam,
  createUser,
  giveEventRole,
} from '../helpers/factories';
import { loginAs } from '../helpers/http';
import { eq } from 'drizzle-orm';
import { teamPlayers } from '../../src/server/db/schema';

describe.each(dbKinds)('role, event, team and battle selection on %s', (kind) => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const eventA = await createEvent(db, { name: 'Alpha Games' });
    const eventB = await createEvent(db, { name: 'Beta Games' });
    const company = await createCompany(db, eventA.id);
    const otherCompany = await createCompany(db, eventB.id);
    const team = await createTeam(db, eventA.id, company.id);
    const otherTeam = await createTeam(db, eventB.id, otherCompany.id);
    const battle = await createBattle(db, eventA.id);
    const otherBattle = await createBattle(db, eventA.id);
    const player = await createUser(db);
    await addPlayer(db, team.id, player.id, true);
    const crew = await createUser(db);
    await assignCrew(db, crew.id, battle.id);
    const contact = await createUser(db);
    await addCompanyAdmin(db, company.id, contact.id);
    const organizer = await createUser(db);
    await giveEventRole(db, organizer.id, eventB.id, 'organizer');
    const supporter = await createUser(db);
    return {
      eventA,
      eventB,
      team,
      otherTeam,
      battle,
      otherBattle,
      player,
      crew,
      contact,
      organizer,
      supporter,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await buildWorld();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('refuses every selection call to an anonymous caller with 401', async () => {
    for (const url of [
      '/api/role',
      '/api/event-select',
      '/api/team-select',
      '/api/battle-select',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await post(url, {})).statusCode).toBe(401);
    }
  });

  it('offers the four roles to everyone and organizer only to organizers', async () => {
    const { cookie } = await loginAs(t.app, world.supporter.email);
    expect((await get('/api/role', cookie)).json().roles).toEqual([
      'supporter',
      'player',
      'crew',
      'contactPerson',
    ]);
    const org = await loginAs(t.app, world.organizer.email);
    expect((await get('/api/role', org.cookie)).json().roles).toContain('organizer');
    const refused = await post('/api/role', { role: 'organizer' }, cookie);
    expect(refused.statusCode).toBe(403);
    const bad = await post('/api/role', { role: 'king' }, cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('needs a role before an event can be listed', async () => {
    const { cookie } = await loginAs(t.app, world.supporter.email);
    expect((await get('/api/event-select', cookie)).statusCode).toBe(403);
  });

  it('leads a supporter through /event-select to /home, with every event to choose from', async () => {
    const { cookie } = await loginAs(t.app, world.supporter.email);
    const role = await post('/api/role', { role: 'supporter' }, cookie);
    expect(role.json().redirect).toBe('/event-select');
    const list = (await get('/api/event-select', cookie)).json();
    expect(list.role).toBe('supporter');
    expect(list.events.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['Alpha Games', 'Beta Games']),
    );
    const chosen = await post('/api/event-select', { event_id: world.eventA.id }, cookie);
    expect(chosen.json().redirect).toBe('/home');
  });

  it('leads a player through /team-select, listing only their teams, and refuses another team with 403', async () => {
    const { cookie } = await loginAs(t.app, world.player.email);
    expect((await post('/api/role', { role: 'player' }, cookie)).json().redirect).toBe(
      '/team-select',
    );
    const teams = (await get('/api/team-select', cookie)).json().teams;
    expect(teams).toEqual([
      expect.objectContaining({
        team_id: world.team.id,
        event_id: world.eventA.id,
        event_name: 'Alpha Games',
      }),
    ]);
    const refused = await post(
      '/api/team-select',
      { team_id: world.otherTeam.id, event_id: world.eventB.id },
      cookie,
    );
    expect(refused.statusCode).toBe(403);
    const mismatched = await post(
      '/api/team-select',
      { team_id: world.team.id, event_id: world.eventB.id },
      cookie,
    );
    expect(mismatched.statusCode).toBe(403);
    const ok = await post(
      '/api/team-select',
      { team_id: world.team.id, event_id: world.eventA.id },
      cookie,
    );
    expect(ok.json().redirect).toBe('/home');
  });

  it('leads crew through their events and battles, refusing a battle they are not assigned to', async () => {
    const { cookie } = await loginAs(t.app, world.crew.email);
    expect((await post('/api/role', { role: 'crew' }, cookie)).json().redirect).toBe(
      '/event-select',
    );
    const events = (await get('/api/event-select', cookie)).json().events;
    expect(events.map((e: { id: number }) => e.id)).toEqual([world.eventA.id]);
    expect(
      (await post('/api/event-select', { event_id: world.eventB.id }, cookie)).statusCode,
    ).toBe(403);
    const chosen = await post('/api/event-select', { event_id: world.eventA.id }, cookie);
    expect(chosen.json().redirect).toBe('/battle-select');
    const battles = (await get('/api/battle-select', cookie)).json().battles;
    expect(battles).toEqual([{ id: world.battle.id, name: world.battle.name, photo_url: null }]);
    expect(
      (await post('/api/battle-select', { battle_id: world.otherBattle.id }, cookie)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/battle-select', { battle_id: world.battle.id }, cookie)).json().redirect,
    ).toBe('/home');
  });

  it('refuses battle selection to a non-crew role with 403', async () => {
    const { cookie } = await loginAs(t.app, world.supporter.email);
    await post('/api/role', { role: 'supporter' }, cookie);
    await post('/api/event-select', { event_id: world.eventA.id }, cookie);
    expect((await get('/api/battle-select', cookie)).statusCode).toBe(403);
  });

  it('lists for a contact person only the events their company is in', async () => {
    const { cookie } = await loginAs(t.app, world.contact.email);
    await post('/api/role', { role: 'contactPerson' }, cookie);
    const events = (await get('/api/event-select', cookie)).json().events;
    expect(events.map((e: { id: number }) => e.id)).toEqual([world.eventA.id]);
    expect(
      (await post('/api/event-select', { event_id: world.eventB.id }, cookie)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/event-select', { event_id: world.eventA.id }, cookie)).json().redirect,
    ).toBe('/home');
  });

  it('resumes the last choices at the next login, answering no redirect once all steps are done', async () => {
    const user = await createUser(t.database.db);
    const first = await loginAs(t.app, user.email);
    expect(first.body.redirect).toBe('/role');
    await post('/api/role', { role: 'supporter' }, first.cookie);
    const half = await loginAs(t.app, user.email);
    expect(half.body.redirect).toBe('/event-select');
    await post('/api/event-select', { event_id: world.eventB.id }, half.cookie);
    const done = await loginAs(t.app, user.email);
    expect(done.body.redirect).toBeUndefined();
  });

  it('sends a user who reaches a screen too early to the selection step still missing', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await loginAs(t.app, user.email);
    const noRole = await get('/api/home', cookie);
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json()).toEqual({ message: 'selectionMissing', redirect: '/role' });
    await post('/api/role', { role: 'supporter' }, cookie);
    expect((await get('/api/home', cookie)).json()).toEqual({
      message: 'selectionMissing',
      redirect: '/event-select',
    });
    await post('/api/role', { role: 'player' }, cookie);
    expect((await get('/api/home', cookie)).json().redirect).toBe('/team-select');
  });

  it('refuses ids too big for the database with 400, not a server error', async () => {
    const { cookie } = await loginAs(t.app, world.player.email);
    await post('/api/role', { role: 'player' }, cookie);
    const big = await post(
      '/api/team-select',
      { team_id: 3_000_000_000, event_id: 2 ** 31 },
      cookie,
    );
    expect(big.statusCode).toBe(400);
    await post('/api/role', { role: 'supporter' }, cookie);
    expect((await post('/api/event-select', { event_id: 3_000_000_000 }, cookie)).statusCode).toBe(
      400,
    );
  });

  it('forgets at login a team the player has left since', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const team = await createTeam(
      db,
      world.eventA.id,
      (await createCompany(db, world.eventA.id)).id,
    );
    await addPlayer(db, team.id, user.id);
    const first = await loginAs(t.app, user.email);
    await post('/api/role', { role: 'player' }, first.cookie);
    await post('/api/team-select', { team_id: team.id, event_id: world.eventA.id }, first.cookie);
    expect((await loginAs(t.app, user.email)).body.redirect).toBeUndefined();
    await db.delete(teamPlayers).where(eq(teamPlayers.userId, user.id));
    expect((await loginAs(t.app, user.email)).body.redirect).toBe('/team-select');
  });

  it('turns a GET with a deleted session into 401', async () => {
    const { cookie } = await loginAs(t.app, world.supporter.email);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const res = await get('/api/event-select', cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('sessionExpired');
  });
});
