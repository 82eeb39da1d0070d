import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { giveEventRole } from '../helpers/factories';
import { createOrganizerWorld, type OrganizerWorld } from '../helpers/organizer';
import { auditLog, branding, events } from '../../src/server/db/schema';
import { BRANDING_SCOPE } from '../../src/server/cache/snapshots';

/** PUBLIC_URL's host in the test apps (http://app.test). */
const PUBLIC_HOST = 'app.test';

describe.each(dbKinds)('branding per host on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const brandingFor = (host: string) =>
    t.app.inject({ method: 'GET', url: '/api/branding', headers: { host } });

  it('answers the the product spec defaults when no branding is stored', async () => {
    const res = await brandingFor('localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primary_color: '#FF784B', secondary_color: '#002335' });
  });

  it('answers the row of the request host, and the default row for other hosts', async () => {
    await t.database.db.insert(branding).values([
      {
        host: '*',
        primaryColor: '#FF784B',
        secondaryColor: '#002335',
        favIcon: '/favicon.svg',
        sharePicture: '/share.png',
      },
      {
        host: 'acme.example',
        primaryColor: '#2563EB',
        secondaryColor: '#0B1B3F',
        favIcon: '/uploads/acme.svg',
        sharePicture: null,
      },
    ]);
    await t.app.changes.publish({ kind: 'branding' });
    expect((await brandingFor('acme.example:8080')).json()).toEqual({
      primary_color: '#2563EB',
      secondary_color: '#0B1B3F',
      fav_icon: '/uploads/acme.svg',
      share_picture: null,
    });
    expect((await brandingFor('other.example')).json()).toMatchObject({
      primary_color: '#FF784B',
      fav_icon: '/favicon.svg',
    });
  });

  it('keeps one branding entry in memory however many unknown hosts are asked for', async () => {
    for (let i = 0; i < 2000; i++) {
      const res = await brandingFor(`${randomBytes(8).toString('hex')}.example`);
      expect(res.json()).toMatchObject({ primary_color: '#FF784B' });
    }
    expect(t.app.snapshots.size(BRANDING_SCOPE)).toBe(1);
    expect((await brandingFor('acme.example')).json()).toMatchObject({ primary_color: '#2563EB' });
  });

  describe('changed from the organizer console', () => {
    let first: OrganizerWorld;
    let second: OrganizerWorld;
    beforeAll(async () => {
      first = await createOrganizerWorld(t, t.clock.now());
      second = await createOrganizerWorld(t, t.clock.now());
    });

    const save = (cookie: string, host: string, primary: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/organizer/branding',
        headers: { cookie, host },
        payload: { primary_color: primary, secondary_color: '#0B1B3F' },
      });
    const rowOf = (host: string) =>
      t.database.db.select().from(branding).where(eq(branding.host, host));
    const brandingAudit = () =>
      t.database.db
        .select({
          eventId: auditLog.eventId,
          userId: auditLog.userId,
          action: auditLog.action,
          entityId: auditLog.entityId,
          summary: auditLog.summary,
        })
        .from(auditLog)
        .where(eq(auditLog.entity, 'branding'))
        .orderBy(auditLog.eventId, auditLog.id);

    it('an organizer of another event gets 403 and changes nothing', async () => {
      // The second organizer runs only their own event; the host's colours are every event's.
      const res = await save(second.organizer, PUBLIC_HOST, '#15803D');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'brandingNotEveryEvent' });
      expect(await rowOf(PUBLIC_HOST)).toEqual([]);
      expect(await brandingAudit()).toEqual([]);
      expect((await brandingFor(PUBLIC_HOST)).json()).toMatchObject({ primary_color: '#FF784B' });
    });

    it('a forged Host header is refused and makes no row, even for an organizer of every event', async () => {
      await giveEventRole(t.database.db, first.organizerId, second.eventId, 'organizer');
      const res = await save(first.organizer, 'forged.example', '#15803D');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'brandingUnknownHost' });
      expect(await rowOf('forged.example')).toEqual([]);
      expect(await brandingAudit()).toEqual([]);
    });

    it('an organizer of every event sets the colours, written to the audit log of every event', async () => {
      const everyEvent = await t.database.db.select({ id: events.id }).from(events);
      expect(everyEvent.map((event) => event.id).sort()).toEqual(
        [first.eventId, second.eventId].sort(),
      );
      const auditOfSecond = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/organizer/audit',
          headers: { cookie: second.organizer },
        });
      expect((await auditOfSecond()).json()).toEqual({ entries: [] });
      const created = await save(first.organizer, PUBLIC_HOST, '#15803D');
      expect(created.statusCode).toBe(200);
      expect((await brandingFor(PUBLIC_HOST)).json()).toMatchObject({ primary_color: '#15803D' });
      // A host branded already may be changed again on its own address.
      const updated = await save(first.organizer, 'acme.example', '#7C3AED');
      expect(updated.statusCode).toBe(200);
      expect((await brandingFor('acme.example')).json()).toMatchObject({
        primary_color: '#7C3AED',
      });

      const [publicRow] = await rowOf(PUBLIC_HOST);
      const [acmeRow] = await rowOf('acme.example');
      const entry = (eventId: number, action: string, entityId: number, summary: string) => ({
        eventId,
        userId: first.organizerId,
        action,
        entityId,
        summary,
      });
      const audit = await brandingAudit();
      expect(audit).toEqual([
        entry(first.eventId, 'create', publicRow.id, `${PUBLIC_HOST} · #15803D / #0B1B3F`),
        entry(first.eventId, 'update', acmeRow.id, 'acme.example · #7C3AED / #0B1B3F'),
        entry(second.eventId, 'create', publicRow.id, `${PUBLIC_HOST} · #15803D / #0B1B3F`),
        entry(second.eventId, 'update', acmeRow.id, 'acme.example · #7C3AED / #0B1B3F'),
      ]);
      // The second event's organizers read it in their own console at once.
      const seen = (await auditOfSecond()).json() as { entries: { entity: string }[] };
      expect(seen.entries.map((e) => e.entity)).toEqual(['branding', 'branding']);
    });
  });
});
