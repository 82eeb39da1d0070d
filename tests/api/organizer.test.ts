/**
 * The organizer console's base: the event form (read, save, a new event), the houses and the
 * audit log. Every change is validated by the shared schemas, audited with who made it, and seen
 * by players at once; nobody but the event's organizers reaches it (the role × route matrix
 * proves the refusals for every caller).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createTeamWith, createUser, sessionCookieFor } from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, eventRoles, houses } from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');

const eventForm = (over: Record<string, unknown> = {}) => ({
  name: 'Beach Battle',
  date: '2030-08-01T08:00:00.000Z',
  end_date: '2030-08-01T18:00:00.000Z',
  closing_date: '2030-07-25T22:00:00.000Z',
  cheers_start_time: '2030-07-20T08:00:00.000Z',
  cheers_end_time: '2030-08-01T18:00:00.000Z',
  image_link: 'https://example.org/beach.jpg',
  location_name: 'Scheveningen',
  location_embed: null,
  short_desc: 'Sun, sand and sack races',
  long_desc: '<p>Bring <strong>sunscreen</strong></p>',
  event_type: 'Event',
  max_players: 6,
  max_challenge_others: 2,
  amount_of_challenges: 5,
  ...over,
});

describe.each(dbKinds)('the organizer console base on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    w = await createOrganizerWorld(t, T0);
  });

  const auditOf = (eventId: number) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.eventId, eventId));

  it('an organizer saves the event form and players see the new name and dates at once', async () => {
    expect((await send(w.player, 'GET', '/api/event')).json().name).toBe('Console Games');
    const saved = await send(w.organizer, 'PUT', '/api/organizer/event', eventForm());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'organizerSaved' });

    const form = (await send(w.organizer, 'GET', '/api/organizer/event')).json();
    expect(form).toMatchObject({ ...eventForm(), id: w.eventId });
    const page = (await send(w.player, 'GET', '/api/event')).json();
    expect(page).toMatchObject({ name: 'Beach Battle', date: '2030-08-01T08:00:00.000Z' });
    expect(await auditOf(w.eventId)).toMatchObject([
      { userId: w.organizerId, action: 'update', entity: 'event', summary: 'Beach Battle' },
    ]);
  });

  it('refuses an event that ends before it starts, naming the field, and stores nothing', async () => {
    const res = await send(
      w.organizer,
      'PUT',
      '/api/organizer/event',
      eventForm({ end_date: '2030-07-31T08:00:00.000Z' }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('endBeforeStart');
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json().name).toBe(
      'Console Games',
    );
    expect(await auditOf(w.eventId)).toEqual([]);
  });

  it('refuses a closing date after the end, a cheers window backwards and a blank name', async () => {
    for (const bad of [
      { closing_date: '2030-08-02T08:00:00.000Z' },
      {
        cheers_start_time: '2030-08-01T18:00:00.000Z',
        cheers_end_time: '2030-07-01T18:00:00.000Z',
      },
      { name: '   ' },
      { max_players: 0 },
      { event_type: 'Party' },
      { date: 'tomorrow' },
    ]) {
      const res = await send(w.organizer, 'PUT', '/api/organizer/event', eventForm(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('a new event makes its creator its organizer and can then be chosen', async () => {
    const res = await send(w.organizer, 'POST', '/api/organizer/events', eventForm());
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: number };
    const roles = await t.database.db.select().from(eventRoles).where(eq(eventRoles.eventId, id));
    expect(roles).toMatchObject([{ userId: w.organizerId, role: 'organizer' }]);

    const chosen = await send(w.organizer, 'POST', '/api/event-select', { event_id: id });
    expect(chosen.json()).toMatchObject({ redirect: '/organizer' });
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json()).toMatchObject({
      id,
      name: 'Beach Battle',
    });
    expect(await auditOf(id)).toMatchObject([{ action: 'create', entity: 'event', entityId: id }]);
  });

  it('an organizer of another event cannot edit this one', async () => {
    const other = await createOrganizerWorld(t, T0);
    await send(other.organizer, 'PUT', '/api/organizer/event', eventForm({ name: 'Theirs' }));
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json().name).toBe(
      'Console Games',
    );
  });

  it('a session that names an event the user no longer organizes is refused', async () => {
    const db = t.database.db;
    const stranger = await createUser(db);
    const cookie = await sessionCookieFor(db, stranger.id, T0, {
      role: 'organizer',
      eventId: w.eventId,
    });
    const res = await send(cookie, 'PUT', '/api/organizer/event', eventForm());
    expect(res.statusCode).toBe(403);
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json().name).toBe(
      'Console Games',
    );
  });

  it('houses are added, renamed and removed, and the event’s house list follows', async () => {
    const created = await send(w.organizer, 'POST', '/api/organizer/houses', {
      name: 'Gryphons',
      color: '#aa3300',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: number };
    expect((await send(w.supporter, 'GET', '/api/houses')).json().houses).toMatchObject([
      { id, name: 'Gryphons', color: '#AA3300', team_count: 0 },
    ]);

    expect(
      (
        await send(w.organizer, 'PUT', '/api/organizer/houses', {
          id,
          name: 'Griffins',
          color: '#003366',
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(w.organizer, 'GET', '/api/organizer/houses')).json()).toEqual({
      houses: [{ id, name: 'Griffins', color: '#003366', team_count: 0 }],
    });

    const removed = await send(w.organizer, 'DELETE', `/api/organizer/houses?id=${id}`);
    expect(removed.json()).toEqual({ message: 'organizerDeleted' });
    expect((await send(w.supporter, 'GET', '/api/houses')).json().houses).toEqual([]);
    expect((await auditOf(w.eventId)).map((e) => `${e.action} ${e.summary}`)).toEqual(
      expect.arrayContaining(['create Gryphons', 'update Griffins', 'delete Griffins']),
    );
  });

  it('refuses a second house of the same name, a bad colour and another event’s house', async () => {
    await send(w.organizer, 'POST', '/api/organizer/houses', { name: 'Owls', color: '#112233' });
    const twice = await send(w.organizer, 'POST', '/api/organizer/houses', {
      name: 'Owls',
      color: '#445566',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'organizerNameTaken' });
    const bad = await send(w.organizer, 'POST', '/api/organizer/houses', {
      name: 'Bats',
      color: 'purple',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('invalidColor');

    const other = await createOrganizerWorld(t, T0);
    const theirs = await send(other.organizer, 'POST', '/api/organizer/houses', {
      name: 'Theirs',
      color: '#000000',
    });
    const { id } = theirs.json() as { id: number };
    const edit = await send(w.organizer, 'PUT', '/api/organizer/houses', {
      id,
      name: 'Mine',
      color: '#FFFFFF',
    });
    expect(edit.statusCode).toBe(404);
    expect((await send(w.organizer, 'DELETE', `/api/organizer/houses?id=${id}`)).statusCode).toBe(
      404,
    );
    const [kept] = await t.database.db.select().from(houses).where(eq(houses.id, id));
    expect(kept.name).toBe('Theirs');
  });

  it('keeps a house that teams still belong to', async () => {
    const created = await send(w.organizer, 'POST', '/api/organizer/houses', {
      name: 'Wolves',
      color: '#777777',
    });
    const { id } = created.json() as { id: number };
    await createTeamWith(t.database.db, w.eventId, w.companyId, { houseId: id });
    const res = await send(w.organizer, 'DELETE', `/api/organizer/houses?id=${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'houseHasTeams' });
  });

  it('the console’s lists follow a change made outside the console at once', async () => {
    const teamsOf = async () =>
      (
        (await send(w.organizer, 'GET', '/api/organizer/teams')).json() as {
          teams: { name: string }[];
        }
      ).teams.map((team) => team.name);
    expect(await teamsOf()).toEqual(['Lions']);
    const renamed = await send(w.player, 'POST', '/api/edit-team', {
      name: 'Lionesses',
      slogan: '',
      bio: '',
      song_id: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await teamsOf()).toEqual(['Lionesses']);
  });

  it('the audit log names who changed what, newest first', async () => {
    await send(w.organizer, 'POST', '/api/organizer/houses', { name: 'First', color: '#111111' });
    await send(w.organizer, 'POST', '/api/organizer/houses', { name: 'Second', color: '#222222' });
    const { entries } = (await send(w.organizer, 'GET', '/api/organizer/audit')).json() as {
      entries: { summary: string; user_name: string; action: string; entity: string }[];
    };
    expect(entries.map((e) => e.summary)).toEqual(['Second', 'First']);
    expect(entries[0]).toMatchObject({
      user_name: 'Olga Organizer',
      action: 'create',
      entity: 'house',
    });
  });
});
