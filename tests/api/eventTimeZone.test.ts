/**
 * The event's time zone (console): an IANA name the organizer picks in the event form, read and
 * saved with the form, refused (400, a translated message key, nothing stored) when the runtime
 * does not know it, and reached by the event's organizers only, like the rest of the form.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createUser, giveEventRole, sessionCookieFor } from '../helpers/factories';
import { createOrganizerWorld, eventForm, sender, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, events } from '../../src/server/db/schema';
import organizerEn from '../../public/locales/en/organizer.json';
import organizerAr from '../../public/locales/ar/organizer.json';

const T0 = new Date('2030-06-01T08:00:00.000Z');

/** The console's event form for an event in August, in Lisbon. */
const augustForm = (over: Record<string, unknown> = {}) =>
  eventForm('Harbour Games', {
    date: '2030-08-01T08:00:00.000Z',
    end_date: '2030-08-01T18:00:00.000Z',
    closing_date: '2030-07-25T22:00:00.000Z',
    location_name: 'Lisbon',
    max_challenge_others: 2,
    amount_of_challenges: 5,
    ...over,
  });

describe.each(dbKinds)("the event's time zone on %s", (kind) => {
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

  const zoneOf = async (eventId: number) =>
    (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0].timeZone;

  it('an event made before zones existed reads as Europe/Amsterdam', async () => {
    const form = (await send(w.organizer, 'GET', '/api/organizer/event')).json();
    expect(form.time_zone).toBe('Europe/Amsterdam');
  });

  it('the organizer saves a zone and reads it back; a save without one keeps it', async () => {
    const saved = await send(
      w.organizer,
      'PUT',
      '/api/organizer/event',
      augustForm({ time_zone: 'Europe/Lisbon' }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json()).toMatchObject({
      name: 'Harbour Games',
      time_zone: 'Europe/Lisbon',
    });

    const without = await send(w.organizer, 'PUT', '/api/organizer/event', augustForm());
    expect(without.statusCode).toBe(200);
    expect(await zoneOf(w.eventId)).toBe('Europe/Lisbon');

    expect(
      (await send(w.organizer, 'PUT', '/api/organizer/event', augustForm({ time_zone: 'UTC' })))
        .statusCode,
    ).toBe(200);
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json().time_zone).toBe('UTC');
  });

  it('a new event is created in the zone the form names', async () => {
    const res = await send(
      w.organizer,
      'POST',
      '/api/organizer/events',
      augustForm({ time_zone: 'Asia/Tokyo' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await zoneOf((res.json() as { id: number }).id)).toBe('Asia/Tokyo');
  });

  it('refuses an unknown, blank, overlong or non-text zone with a translated 400 and changes nothing', async () => {
    await send(w.organizer, 'PUT', '/api/organizer/event', augustForm({ time_zone: 'Asia/Tokyo' }));
    const auditBefore = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.eventId, w.eventId));
    for (const bad of [
      'Mars/Olympus_Mons',
      '',
      'Europe/' + 'x'.repeat(200),
      42,
      'Europe/Lisbon;',
    ]) {
      const res = await send(
        w.organizer,
        'PUT',
        '/api/organizer/event',
        augustForm({ name: 'Renamed', time_zone: bad }),
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message, JSON.stringify(bad)).toBe('invalidTimeZone');
    }
    const created = await send(
      w.organizer,
      'POST',
      '/api/organizer/events',
      augustForm({ name: 'Nowhere Games', time_zone: 'Nowhere/Land' }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('invalidTimeZone');

    // The key has a real translation, so the form says it in the organizer's language.
    expect(organizerEn.invalidTimeZone).toMatch(/time zone/i);
    expect(organizerAr.invalidTimeZone).not.toBe(organizerEn.invalidTimeZone);

    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json()).toMatchObject({
      name: 'Harbour Games',
      time_zone: 'Asia/Tokyo',
    });
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.eventId, w.eventId)),
    ).toHaveLength(auditBefore.length);
  });

  it('only the event’s organizers read or change its zone', async () => {
    const db = t.database.db;
    const crewUser = await createUser(db);
    await giveEventRole(db, crewUser.id, w.eventId, 'crew');
    const crew = await sessionCookieFor(db, crewUser.id, T0, { role: 'crew', eventId: w.eventId });
    const other = await createOrganizerWorld(t, T0);

    const anonymousRead = await t.app.inject({ method: 'GET', url: '/api/organizer/event' });
    expect(anonymousRead.statusCode).toBe(401);
    const anonymousSave = await t.app.inject({
      method: 'PUT',
      url: '/api/organizer/event',
      payload: augustForm({ time_zone: 'Europe/Lisbon' }),
    });
    expect(anonymousSave.statusCode).toBe(401);
    for (const cookie of [w.player, w.supporter, crew]) {
      expect((await send(cookie, 'GET', '/api/organizer/event')).statusCode).toBe(403);
      const save = await send(
        cookie,
        'PUT',
        '/api/organizer/event',
        augustForm({ time_zone: 'Europe/Lisbon' }),
      );
      expect(save.statusCode).toBe(403);
      const create = await send(
        cookie,
        'POST',
        '/api/organizer/events',
        augustForm({ time_zone: 'Europe/Lisbon' }),
      );
      expect(create.statusCode).toBe(403);
    }
    // Another event's organizer saves their own event, never this one.
    await send(
      other.organizer,
      'PUT',
      '/api/organizer/event',
      augustForm({ time_zone: 'Asia/Tokyo' }),
    );
    expect(await zoneOf(other.eventId)).toBe('Asia/Tokyo');
    expect(await zoneOf(w.eventId)).toBe('Europe/Amsterdam');
  });
});
