/**
 * One company's page (GET /company) and its editing by the company's admins: GET/POST
 * /edit-company, POST /upload-company-image and /delete-company-image. Only an admin of the
 * company (with the contact person role chosen) edits it; every other caller is refused and
 * nothing changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { multipartFile, testPicture } from '../helpers/multipart';
import {
  addCompanyAdmin,
  addEmployee,
  addPlayer,
  createAward,
  createCompany,
  createEvent,
  createSponsor,
  createTeamWith,
  createUser,
  sessionCookieFor,
} from '../helpers/factories';
import { companies } from '../../src/server/db/schema';
import type { EventRole } from '../../src/shared/roles';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const VALID_EDIT = {
  name: 'Acme Rockets',
  personal_website: 'https://acme.example',
  email: 'hello@acme.example',
  bio: 'Rockets, roadrunners and relay races.',
  video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

describe.each(dbKinds)('the company page and its editing on %s', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const db = t.database.db;
    const event = await createEvent(db, {
      name: 'Summer Games',
      date: at(10 * day),
      endDate: at(11 * day),
      closingDate: at(7 * day),
    });
    const lastYear = await createEvent(db, {
      name: 'Last Year Games',
      date: at(-365 * day),
      endDate: at(-364 * day),
      closingDate: at(-370 * day),
    });
    const sponsored = await createEvent(db, { name: 'Sponsored Games' });
    const acme = await createCompany(db, event.id);
    const globex = await createCompany(db, event.id);
    const sharks = await createTeamWith(db, event.id, acme.id, { name: 'Sharks' });
    const owls = await createTeamWith(db, event.id, acme.id, { name: 'Owls' });
    const veterans = await createTeamWith(db, lastYear.id, acme.id, { name: 'Veterans' });
    const eagles = await createTeamWith(db, event.id, globex.id, { name: 'Eagles' });
    await createSponsor(db, sponsored.id, { companyId: acme.id });
    await createAward(db, lastYear.id, 'BestCompany', { companyId: acme.id });

    const contact = await createUser(db, { firstName: 'Carla', lastName: 'Contact' });
    const secondAdmin = await createUser(db, { firstName: 'Adam', lastName: 'Admin' });
    const employee = await createUser(db, { firstName: 'Emil', lastName: 'Employee' });
    const rival = await createUser(db, { firstName: 'Rita', lastName: 'Rival' });
    const supporter = await createUser(db);
    await addCompanyAdmin(db, acme.id, contact.id);
    await addEmployee(db, acme.id, secondAdmin.id, 'admin');
    await addEmployee(db, acme.id, employee.id);
    await addCompanyAdmin(db, globex.id, rival.id);
    // Three distinct players over the company's teams (one plays in two of them).
    const p1 = await createUser(db);
    const p2 = await createUser(db);
    await addPlayer(db, sharks.id, p1.id, true);
    await addPlayer(db, owls.id, p1.id, true);
    await addPlayer(db, owls.id, p2.id);
    await addPlayer(db, veterans.id, employee.id, true);
    const outsider = await createUser(db);
    await addPlayer(db, eagles.id, outsider.id, true);
    return {
      event,
      lastYear,
      acme,
      globex,
      teams: { sharks, owls, veterans, eagles },
      people: { contact, secondAdmin, employee, rival, supporter, p1 },
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    w = await buildWorld();
  });
  afterAll(() => t.close());

  const cookieFor = (userId: number, role: EventRole, teamId: number | null = null) =>
    sessionCookieFor(t.database.db, userId, T0, { role, eventId: w.event.id, teamId });
  const asContact = () => cookieFor(w.people.contact.id, 'contactPerson');

  async function get(url: string, cookie: string, companyId?: number | string) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: {
        cookie,
        ...(companyId === undefined ? {} : { othercompanyid: String(companyId) }),
      },
    });
  }

  async function post(url: string, cookie: string, body: object, companyId?: number) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie,
        ...(companyId === undefined ? {} : { othercompanyid: String(companyId) }),
      },
      payload: body,
    });
  }

  const companyRow = async (id: number) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];

  describe('GET /company', () => {
    it('shows the company with its counts and its teams of every event, newest event first', async () => {
      const res = await get(
        '/api/company',
        await cookieFor(w.people.supporter.id, 'supporter'),
        w.acme.id,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ id: w.acme.id, name: w.acme.name, can_manage: false });
      // Takes part in Summer Games, played Last Year Games, sponsors Sponsored Games.
      expect(page.event_count).toBe(3);
      expect(page.team_count).toBe(3);
      // p1 (two teams), p2 and the employee in last year's team: three people.
      expect(page.employee_count).toBe(3);
      expect(page.teams.map((team: { name: string }) => team.name)).toEqual([
        'Owls',
        'Sharks',
        'Veterans',
      ]);
      expect(page.teams[2]).toMatchObject({
        id: w.teams.veterans.id,
        event_name: 'Last Year Games',
        date: w.lastYear.date.toISOString(),
      });
    });

    it('lets the contact person and the other admins of the company manage it, nobody else', async () => {
      const canManage = async (cookie: string) =>
        (await get('/api/company', cookie, w.acme.id)).json().can_manage;
      expect(await canManage(await asContact())).toBe(true);
      expect(await canManage(await cookieFor(w.people.secondAdmin.id, 'contactPerson'))).toBe(true);
      expect(await canManage(await cookieFor(w.people.rival.id, 'contactPerson'))).toBe(false);
      expect(await canManage(await cookieFor(w.people.employee.id, 'contactPerson'))).toBe(false);
      // An admin who chose to take part as a player sees the page as a player does.
      expect(await canManage(await cookieFor(w.people.contact.id, 'player'))).toBe(false);
    });

    it('shows a promotion and an edit on the next read of a page read before', async () => {
      const employee = await cookieFor(w.people.employee.id, 'contactPerson');
      const contact = await asContact();
      const page = async () => (await get('/api/company', employee, w.acme.id)).json();
      const staff = (url: string) =>
        post(url, contact, { user_id: w.people.employee.id }, w.acme.id);
      expect((await page()).can_manage).toBe(false);
      expect((await staff('/api/promote-employee')).statusCode).toBe(200);
      expect((await page()).can_manage).toBe(true);
      expect((await staff('/api/demote-employee')).statusCode).toBe(200);
      expect((await page()).can_manage).toBe(false);

      const before = await page();
      const fields = {
        name: before.name,
        personal_website: before.personal_website ?? '',
        email: before.email ?? '',
        video_url: before.video_url ?? '',
      };
      const edited = await post(
        '/api/edit-company',
        contact,
        { ...fields, bio: 'Read fresh after every edit.' },
        w.acme.id,
      );
      expect(edited.statusCode).toBe(200);
      expect((await page()).bio).toBe('Read fresh after every edit.');
      await post('/api/edit-company', contact, { ...fields, bio: before.bio ?? '' }, w.acme.id);
    });

    it("shows the user's own company without a header: the one they represent, else their team's", async () => {
      const own = await get('/api/company', await asContact());
      expect(own.json()).toMatchObject({ id: w.acme.id, can_manage: true });
      const player = await cookieFor(w.people.p1.id, 'player', w.teams.sharks.id);
      expect((await get('/api/company', player)).json().id).toBe(w.acme.id);
      const none = await get('/api/company', await cookieFor(w.people.supporter.id, 'supporter'));
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('companyNotFound');
    });

    it('answers 404 for a company that does not exist and 400 for an id that is not one', async () => {
      const cookie = await cookieFor(w.people.supporter.id, 'supporter');
      const missing = await get('/api/company', cookie, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('companyNotFound');
      const bad = await get('/api/company', cookie, '1e3');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('invalidId');
    });

    it('refuses a caller who is not signed in', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/company' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /edit-company', () => {
    it("gives an admin the company's editable fields", async () => {
      const res = await get(
        '/api/edit-company',
        await cookieFor(w.people.secondAdmin.id, 'contactPerson'),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: w.acme.id,
        name: w.acme.name,
        photo_url: null,
        personal_website: null,
        email: null,
        bio: null,
        video_url: null,
      });
    });

    it('refuses the admin of another company (403) and other roles (403)', async () => {
      const rival = await get(
        '/api/edit-company',
        await cookieFor(w.people.rival.id, 'contactPerson'),
        w.acme.id,
      );
      expect(rival.statusCode).toBe(403);
      expect(rival.json().message).toBe('notCompanyAdmin');
      const player = await get(
        '/api/edit-company',
        await cookieFor(w.people.p1.id, 'player', w.teams.sharks.id),
        w.acme.id,
      );
      expect(player.statusCode).toBe(403);
      expect(player.json().message).toBe('roleNotAllowed');
      const missing = await get('/api/edit-company', await asContact(), 999_999);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('POST /edit-company', () => {
    it('saves every field for the contact person, and the page and the companies list show them', async () => {
      const cookie = await asContact();
      // The companies list is a snapshot of the event: read it first so it is cached.
      await get('/api/companies', cookie);
      const res = await post('/api/edit-company', cookie, VALID_EDIT, w.acme.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'companySaved' });
      const page = (await get('/api/company', cookie, w.acme.id)).json();
      expect(page).toMatchObject(VALID_EDIT);
      const list = (await get('/api/companies', cookie)).json().companies;
      expect(list.map((c: { name: string }) => c.name)).toContain('Acme Rockets');
    });

    it('lets a second admin edit too (admins have the contact person rights)', async () => {
      const res = await post(
        '/api/edit-company',
        await cookieFor(w.people.secondAdmin.id, 'contactPerson'),
        { ...VALID_EDIT, bio: 'Edited by the second admin.' },
      );
      expect(res.statusCode).toBe(200);
      expect((await companyRow(w.acme.id)).bio).toBe('Edited by the second admin.');
    });

    it('refuses a non-admin with 403 and changes nothing', async () => {
      const before = await companyRow(w.acme.id);
      const attempts = [
        [await cookieFor(w.people.rival.id, 'contactPerson'), 'notCompanyAdmin'],
        [await cookieFor(w.people.employee.id, 'contactPerson'), 'notCompanyAdmin'],
        [await cookieFor(w.people.supporter.id, 'supporter'), 'roleNotAllowed'],
        [await cookieFor(w.people.p1.id, 'player', w.teams.sharks.id), 'roleNotAllowed'],
      ] as const;
      for (const [cookie, message] of attempts) {
        const res = await post(
          '/api/edit-company',
          cookie,
          { ...VALID_EDIT, name: 'Hijacked' },
          w.acme.id,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(message);
      }
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/edit-company',
        headers: { othercompanyid: String(w.acme.id) },
        payload: VALID_EDIT,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await companyRow(w.acme.id)).toEqual(before);
    });

    it.each([
      ['an empty name', { name: '  ' }, 'name', 'fieldRequired'],
      ['a name over 50 characters', { name: 'N'.repeat(51) }, 'name', 'fieldTooLong'],
      [
        'a website that is not a link',
        { personal_website: 'not a website' },
        'personal_website',
        'companyInvalidWebsite',
      ],
      [
        'a website of another scheme',
        { personal_website: 'ftp://acme.example' },
        'personal_website',
        'companyInvalidWebsite',
      ],
      [
        'a video that is not a video link',
        { video_url: 'https://acme.example/video' },
        'video_url',
        'companyInvalidVideo',
      ],
      [
        'a YouTube page that is not a video',
        { video_url: 'https://www.youtube.com/@acme' },
        'video_url',
        'companyInvalidVideo',
      ],
      ['an e-mail that is not one', { email: 'hello@' }, 'email', 'invalidEmail'],
      ['a bio over 500 characters', { bio: 'b'.repeat(501) }, 'bio', 'fieldTooLong'],
      [
        'a link over 200 characters',
        { personal_website: `https://acme.example/${'p'.repeat(190)}` },
        'personal_website',
        'fieldTooLong',
      ],
    ])('refuses %s with 400 and the field message', async (_, change, field, message) => {
      const before = await companyRow(w.acme.id);
      const res = await post('/api/edit-company', await asContact(), { ...VALID_EDIT, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(await companyRow(w.acme.id)).toEqual(before);
    });

    it('accepts a 500-character bio, links typed without https:// and every YouTube link form', async () => {
      const cookie = await asContact();
      for (const video of [
        'youtu.be/aqz-KE-bpKQ',
        'https://www.youtube.com/shorts/aqz-KE-bpKQ',
        'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      ]) {
        const res = await post('/api/edit-company', cookie, {
          ...VALID_EDIT,
          bio: 'b'.repeat(500),
          personal_website: 'acme.example',
          video_url: video,
        });
        expect(res.statusCode, video).toBe(200);
        const row = await companyRow(w.acme.id);
        expect(row.personalWebsite).toBe('https://acme.example');
        expect(row.videoUrl).toBe(video.startsWith('https://') ? video : `https://${video}`);
        expect(row.bio).toHaveLength(500);
      }
    });

    it('clears the optional fields when they are sent empty', async () => {
      const res = await post('/api/edit-company', await asContact(), {
        name: 'Acme Rockets',
        personal_website: '',
        email: '',
        bio: ' ',
        video_url: null,
      });
      expect(res.statusCode).toBe(200);
      const row = await companyRow(w.acme.id);
      expect([row.personalWebsite, row.email, row.bio, row.videoUrl]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    });
  });

  describe('the company logo', () => {
    const upload = async (
      cookie: string,
      file: { headers: Record<string, string>; body: Buffer },
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload-company-image',
        headers: { cookie, ...file.headers },
        payload: file.body,
      });
    const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));

    it('replaces the logo with a re-encoded picture, removes the old file, and deletes it on request', async () => {
      const cookie = await asContact();
      const first = await upload(cookie, multipartFile(await testPicture('jpeg')));
      expect(first.statusCode).toBe(200);
      const firstUrl: string = first.json().photo_url;
      expect(firstUrl).toMatch(/^\/uploads\/companies\/[0-9a-f]{32}\.webp$/);
      expect((await sharp(fs.readFileSync(fileOf(firstUrl))).metadata()).format).toBe('webp');
      expect((await get('/api/company', cookie, w.acme.id)).json().photo_url).toBe(firstUrl);
      const listed = (await get('/api/companies', cookie)).json().companies;
      expect(listed.find((c: { id: number }) => c.id === w.acme.id).photo_url).toBe(firstUrl);

      const second = await upload(cookie, multipartFile(await testPicture()));
      const secondUrl: string = second.json().photo_url;
      expect(secondUrl).not.toBe(firstUrl);
      expect(fs.existsSync(fileOf(firstUrl))).toBe(false);
      expect(fs.existsSync(fileOf(secondUrl))).toBe(true);

      const removed = await post('/api/delete-company-image', cookie, {});
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'companyImageDeleted', photo_url: null });
      expect((await companyRow(w.acme.id)).photoUrl).toBeNull();
      expect(fs.existsSync(fileOf(secondUrl))).toBe(false);
    });

    it('refuses a file that is not a picture (415) and keeps the logo', async () => {
      const cookie = await asContact();
      const kept = (await upload(cookie, multipartFile(await testPicture()))).json().photo_url;
      const res = await upload(
        cookie,
        multipartFile(Buffer.from('just some text'), { filename: 'logo.png' }),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('notAnImage');
      expect((await companyRow(w.acme.id)).photoUrl).toBe(kept);
    });

    it('refuses the admin of another company before reading the picture, and stores nothing', async () => {
      const folder = path.join(t.config.dataDir, 'uploads', 'companies');
      const before = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
      const rowBefore = await companyRow(w.acme.id);
      const file = multipartFile(await testPicture());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload-company-image',
        headers: {
          cookie: await cookieFor(w.people.rival.id, 'contactPerson'),
          othercompanyid: String(w.acme.id),
          ...file.headers,
        },
        payload: file.body,
      });
      expect(res.statusCode).toBe(403);
      const after = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
      expect(after).toEqual(before);
      const deleted = await post(
        '/api/delete-company-image',
        await cookieFor(w.people.rival.id, 'contactPerson'),
        {},
        w.acme.id,
      );
      expect(deleted.statusCode).toBe(403);
      expect(await companyRow(w.acme.id)).toEqual(rowBefore);
    });
  });
});
