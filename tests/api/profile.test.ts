/**
 * The profile calls: the own profile for every kind of signed-in user, the socials and profile
 * form with each rule of product.md §5, the public profile (counts, teams, and nothing at all of a
 * private one), and the picture: stored re-encoded, served under /uploads, replaced and deleted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createTestDatabasePair, dbKinds } from '../helpers/testDb';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import {
  addPlayer,
  cookieOf,
  createAward,
  createCallerWorld,
  createCompany,
  createScoreSession,
  createTeamWith,
  createUser,
  addResult,
  sessionCookieFor,
  type CallerWorld,
} from '../helpers/factories';
import { multipartFile, testPicture } from '../helpers/multipart';
import { countries, users } from '../../src/server/db/schema';
import { seedCountries } from '../../src/server/db/seed/countries';
import { CALLERS } from '../../src/shared/api/accessMatrix';
import type { EditProfileBody } from '../../src/shared/api/profile';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const day = 24 * 3600_000;

describe.each(dbKinds)('profiles on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;
  let netherlands: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(T0);
    await seedCountries(t.database.db);
    w = await createCallerWorld(t.database.db, T0);
    const [nl] = await t.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, 'NL'));
    netherlands = nl.id;
  });
  afterAll(() => t.close());

  /** A new signed-in person without a role: a profile needs nothing more. */
  async function person(over: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.database.db, over);
    const cookie = await sessionCookieFor(t.database.db, user.id, T0, {
      role: null,
      eventId: null,
    });
    return { user, cookie };
  }

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const validProfile: EditProfileBody = {
    first_name: 'Ada',
    name: 'Lovelace',
    bio: 'Poet of numbers.',
    date_of_birth: '1990-12-10',
    is_male: false,
    country_id: null,
    is_public: true,
  };

  describe('GET /profile', () => {
    it.each(CALLERS.filter((caller) => caller !== 'anonymous'))(
      'shows %s their own name, e-mail, picture and the role of their session',
      async (caller) => {
        const cookie = await cookieOf(t.database.db, w, caller, T0);
        const res = await get('/api/profile', cookie);
        expect(res.statusCode).toBe(200);
        const who = w.callers[caller as Exclude<typeof caller, 'anonymous'>];
        expect(res.json()).toEqual({
          id: who.userId,
          full_name: 'Test User',
          email: who.email,
          picture: null,
          role: who.selection.role,
          is_public: false,
        });
      },
    );

    it('refuses a visitor who is not signed in', async () => {
      const res = await get('/api/profile');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /connections', () => {
    it('saves handles, service links and an international number, and reads them back', async () => {
      const { cookie } = await person();
      const res = await send('PUT', '/api/connections', cookie, {
        instagram: '@daan.dejong',
        twitter: 'https://x.com/daan_dj',
        facebook: 'facebook.com/daan.de.jong',
        linkedin: ' https://nl.linkedin.com/in/daan-de-jong ',
        phone: '+31  6 1234 5678',
      });
      expect(res.statusCode).toBe(200);
      expect((await get('/api/connections', cookie)).json()).toEqual({
        instagram: '@daan.dejong',
        twitter: 'https://x.com/daan_dj',
        facebook: 'facebook.com/daan.de.jong',
        linkedin: 'https://nl.linkedin.com/in/daan-de-jong',
        phone: '+31 6 1234 5678',
      });
    });

    it('clears a value sent empty or left out', async () => {
      const { cookie } = await person({ instagram: 'old_handle', phone: '+3212345678' });
      const res = await send('PUT', '/api/connections', cookie, { instagram: '' });
      expect(res.statusCode).toBe(200);
      expect((await get('/api/connections', cookie)).json()).toMatchObject({
        instagram: null,
        phone: null,
      });
    });

    it.each([
      ['instagram', 'https://twitter.com/daan', 'profileInstagramInvalid'],
      ['instagram', 'daan dejong', 'profileInstagramInvalid'],
      ['instagram', 'https://instagram.com/', 'profileInstagramInvalid'],
      ['twitter', 'this_handle_is_too_long', 'profileTwitterInvalid'],
      ['twitter', 'https://evil.example/x.com/daan', 'profileTwitterInvalid'],
      ['facebook', 'https://facebook.com.evil.example/daan', 'profileFacebookInvalid'],
      ['facebook', 'javascript:alert(1)//facebook.com', 'profileFacebookInvalid'],
      ['linkedin', 'https://www.linkedin.com:8080/in/daan', 'profileLinkedinInvalid'],
      ['linkedin', 'ab', 'profileLinkedinInvalid'],
      ['phone', '0612345678', 'profilePhoneInvalid'],
      ['phone', '+31 6 12ab5678', 'profilePhoneInvalid'],
      ['phone', '+0 612345678', 'profilePhoneInvalid'],
      ['phone', '+1234567890123456', 'profilePhoneInvalid'],
      ['instagram', `https://instagram.com/${'a'.repeat(40)}`, 'fieldTooLong'],
    ])('refuses %s %j with 400 %s and stores nothing', async (field, value, message) => {
      const { user, cookie } = await person({ instagram: 'kept', phone: '+31612345678' });
      const res = await send('PUT', '/api/connections', cookie, { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect([row.instagram, row.phone]).toEqual(['kept', '+31612345678']);
    });
  });

  describe('the profile form', () => {
    it('answers the fields, the picture and every country by name', async () => {
      const { cookie } = await person({
        firstName: 'Daan',
        lastName: 'de Jong',
        bio: 'Anchor.',
        dateOfBirth: '1991-04-02',
        isMale: true,
        countryId: netherlands,
        picture: '/uploads/demo/avatar.webp',
      });
      const res = await get('/api/edit-profile', cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        first_name: 'Daan',
        name: 'de Jong',
        bio: 'Anchor.',
        date_of_birth: '1991-04-02',
        is_male: true,
        country_id: netherlands,
        is_public: false,
        picture: '/uploads/demo/avatar.webp',
      });
      expect(body.countries).toHaveLength(249);
      expect(body.countries).toContainEqual({ id: netherlands, name: 'Netherlands', code: 'NL' });
      const names = body.countries.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('saves the form and the profile shows it', async () => {
      const { user, cookie } = await person();
      // Read once first: the profile kept in memory must follow the save.
      expect((await get('/api/profile', cookie)).json().full_name).toBe('Test User');
      const res = await send('POST', '/api/edit-profile', cookie, {
        ...validProfile,
        first_name: '  Ada ',
        country_id: netherlands,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'profileSaved' });
      expect((await get('/api/edit-profile', cookie)).json()).toMatchObject({
        first_name: 'Ada',
        name: 'Lovelace',
        bio: 'Poet of numbers.',
        date_of_birth: '1990-12-10',
        is_male: false,
        country_id: netherlands,
        is_public: true,
      });
      expect((await get('/api/profile', cookie)).json()).toMatchObject({
        id: user.id,
        full_name: 'Ada Lovelace',
        is_public: true,
      });
    });

    it('keeps names of exactly 30 characters and a bio of 500', async () => {
      const { cookie } = await person();
      const res = await send('POST', '/api/edit-profile', cookie, {
        ...validProfile,
        first_name: 'A'.repeat(30),
        name: 'B'.repeat(30),
        bio: 'c'.repeat(500),
      });
      expect(res.statusCode).toBe(200);
    });

    it('clears bio, date of birth, gender and country sent as null or left out', async () => {
      const { cookie } = await person({
        bio: 'Old',
        dateOfBirth: '1980-01-01',
        isMale: true,
        countryId: netherlands,
      });
      const res = await send('POST', '/api/edit-profile', cookie, {
        first_name: 'Ada',
        name: 'Lovelace',
        bio: '',
        is_male: null,
        is_public: false,
      });
      expect(res.statusCode).toBe(200);
      expect((await get('/api/edit-profile', cookie)).json()).toMatchObject({
        bio: null,
        date_of_birth: null,
        is_male: null,
        country_id: null,
      });
    });

    const today = T0.toISOString().slice(0, 10);
    const yesterday = new Date(T0.getTime() - day).toISOString().slice(0, 10);

    it('accepts a date of birth of yesterday', async () => {
      const { cookie } = await person();
      const res = await send('POST', '/api/edit-profile', cookie, {
        ...validProfile,
        date_of_birth: yesterday,
      });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['first_name', '', 'fieldRequired'],
      ['first_name', '   ', 'fieldRequired'],
      ['name', undefined, 'fieldRequired'],
      ['first_name', 'A'.repeat(31), 'fieldTooLong'],
      ['name', 'B'.repeat(31), 'fieldTooLong'],
      ['bio', 'c'.repeat(501), 'fieldTooLong'],
      ['date_of_birth', '2001-02-29', 'profileBirthDateInvalid'],
      ['date_of_birth', '1990-13-01', 'profileBirthDateInvalid'],
      ['date_of_birth', '10/12/1990', 'profileBirthDateInvalid'],
      ['date_of_birth', '1899-12-31', 'profileBirthDateInvalid'],
      ['date_of_birth', today, 'profileBirthDateInvalid'],
      ['date_of_birth', '2031-01-01', 'profileBirthDateInvalid'],
      ['is_male', 'female', 'profileGenderInvalid'],
      ['country_id', 2_000_000, 'profileCountryUnknown'],
      ['country_id', 'NL', 'invalidId'],
      ['is_public', undefined, 'fieldRequired'],
    ])('refuses %s %j with 400 %s and stores nothing', async (field, value, message) => {
      const { user, cookie } = await person({ firstName: 'Kept', bio: 'Kept bio' });
      const res = await send('POST', '/api/edit-profile', cookie, {
        ...validProfile,
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect([row.firstName, row.bio, row.isPublic]).toEqual(['Kept', 'Kept bio', false]);
    });

    it('shows a new name on the event lists at once', async () => {
      const player = w.callers.player;
      const cookie = await cookieOf(t.database.db, w, 'player', T0);
      const names = async () =>
        (await get('/api/participants', cookie))
          .json()
          .participants.map((p: { id: number; full_name: string }) =>
            p.id === player.userId ? p.full_name : null,
          );
      expect(await names()).toContain('Test User');
      const res = await send('POST', '/api/edit-profile', cookie!, {
        ...validProfile,
        first_name: 'Renamed',
        name: 'Player',
      });
      expect(res.statusCode).toBe(200);
      expect(await names()).toContain('Renamed Player');
    });
  });

  describe('GET /public-profile', () => {
    async function publicPlayer() {
      const db = t.database.db;
      const { user, cookie } = await person({
        firstName: 'Pia',
        lastName: 'Public',
        isPublic: true,
        bio: 'Hello',
        instagram: 'pia',
        phone: '+31 6 1234 5678',
        countryId: netherlands,
        dateOfBirth: '1990-01-01',
        picture: '/uploads/demo/pia.webp',
      });
      const company = await createCompany(db, w.event.id);
      const summer = await createTeamWith(db, w.event.id, company.id, {
        name: `Pia Summer ${user.id}`,
      });
      const winter = await createTeamWith(db, w.otherEvent.id, company.id, {
        name: `Pia Winter ${user.id}`,
      });
      await addPlayer(db, summer.id, user.id);
      await addPlayer(db, winter.id, user.id);
      // Two sessions of one battle count once; a second battle once more; a battle not yet
      // played not at all.
      const first = await createScoreSession(db, w.battles.tugOfWar.id, T0, T0);
      const second = await createScoreSession(db, w.battles.tugOfWar.id, T0, T0);
      const third = await createScoreSession(db, w.battles.elsewhere.id, T0, T0);
      await createScoreSession(db, w.battles.sackRace.id, T0, T0);
      await addResult(db, first.id, summer.id);
      await addResult(db, second.id, summer.id);
      await addResult(db, third.id, winter.id);
      await createAward(db, w.event.id, 'BestSpirit', { teamId: summer.id });
      await createAward(db, w.event.id, 'Fastest', { teamId: summer.id });
      await createAward(db, w.event.id, 'BestCompany', { companyId: company.id });
      return { user, cookie, company, summer, winter };
    }

    it('shows a public profile with its counts, socials, country and teams to anyone signed in', async () => {
      const pia = await publicPlayer();
      const { cookie } = await person();
      const res = await get('/api/public-profile', cookie, { otherUserId: String(pia.user.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        is_public: true,
        id: pia.user.id,
        full_name: 'Pia Public',
        photo_url: '/uploads/demo/pia.webp',
        bio: 'Hello',
        instagram: 'pia',
        twitter: null,
        facebook: null,
        linkedin: null,
        phone: '+31 6 1234 5678',
        country: 'NL',
        battle_count: 2,
        team_count: 2,
        award_count: 2,
        teams: [
          {
            id: pia.winter.id,
            name: `Pia Winter ${pia.user.id}`,
            photo_url: null,
            date: w.otherEvent.date.toISOString(),
            company_name: pia.company.name,
          },
          {
            id: pia.summer.id,
            name: `Pia Summer ${pia.user.id}`,
            photo_url: null,
            date: w.event.date.toISOString(),
            company_name: pia.company.name,
          },
        ],
      });
    });

    it('answers a profile that is not public with that alone, never its data', async () => {
      const { user } = await person({
        firstName: 'Secret',
        lastName: 'Person',
        bio: 'private bio',
        phone: '+31612345678',
        instagram: 'secret_gram',
        isPublic: false,
      });
      const { cookie } = await person();
      const res = await get('/api/public-profile', cookie, { otherUserId: String(user.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ is_public: false });
      for (const secret of ['Secret', 'private bio', '31612345678', 'secret_gram', user.email]) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('shows the own profile without otherUserId, and the own private one as not public', async () => {
      const pia = await publicPlayer();
      const own = await get('/api/public-profile', pia.cookie);
      expect(own.json()).toMatchObject({ is_public: true, id: pia.user.id });
      const { cookie } = await person();
      expect((await get('/api/public-profile', cookie)).json()).toEqual({ is_public: false });
    });

    it('answers 404 for a person who does not exist and 400 for a malformed id', async () => {
      const { cookie } = await person();
      const missing = await get('/api/public-profile', cookie, { otherUserId: '2000000000' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'profileNotFound' });
      const malformed = await get('/api/public-profile', cookie, { otherUserId: '07' });
      expect(malformed.statusCode).toBe(400);
    });

    it('refuses a visitor who is not signed in', async () => {
      const res = await get('/api/public-profile', undefined, { otherUserId: '1' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the picture', () => {
    const upload = (cookie: string, bytes: Buffer, opts?: Parameters<typeof multipartFile>[1]) => {
      const { headers, body } = multipartFile(bytes, opts);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload-user-image',
        headers: { ...headers, cookie },
        payload: body,
      });
    };
    const fileOf = (url: string) => path.join(t.config.dataDir, url);
    const storedPictures = () => {
      const dir = path.join(t.config.dataDir, 'uploads', 'users');
      return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    };

    it('stores a PNG as WebP under /uploads, serves it, and replaces it with a JPEG', async () => {
      const { cookie } = await person();
      expect((await get('/api/profile', cookie)).json().picture).toBeNull();
      const first = await upload(cookie, await testPicture('png'));
      expect(first.statusCode).toBe(200);
      const { picture } = first.json();
      expect(picture).toMatch(/^\/uploads\/users\/[0-9a-f]{32}\.webp$/);
      expect((await get('/api/profile', cookie)).json().picture).toBe(picture);

      const served = await get(picture);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);

      const second = await upload(
        cookie,
        await testPicture('jpeg', { width: 2000, height: 1000 }),
        { filename: 'me.jpg', contentType: 'image/jpeg' },
      );
      expect(second.statusCode).toBe(200);
      const replaced = second.json().picture;
      expect(replaced).not.toBe(picture);
      expect(fs.existsSync(fileOf(picture))).toBe(false);
      expect((await get(picture)).statusCode).not.toBe(200);
      const large = await sharp(fs.readFileSync(fileOf(replaced))).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 800, 400]);
    });

    it('deletes the picture and its file; deleting again changes nothing', async () => {
      const { cookie } = await person();
      const { picture } = (await upload(cookie, await testPicture())).json();
      expect(fs.existsSync(fileOf(picture))).toBe(true);
      expect((await get('/api/profile', cookie)).json().picture).toBe(picture);
      const res = await send('POST', '/api/delete-user-image', cookie);
      expect(res.statusCode).toBe(200);
      expect(fs.existsSync(fileOf(picture))).toBe(false);
      expect((await get('/api/profile', cookie)).json().picture).toBeNull();
      expect((await send('POST', '/api/delete-user-image', cookie)).statusCode).toBe(200);
    });

    it('keeps a demo picture file when a new picture replaces it', async () => {
      const demo = '/uploads/demo/person-1.webp';
      fs.mkdirSync(path.dirname(fileOf(demo)), { recursive: true });
      fs.writeFileSync(fileOf(demo), 'demo');
      const { cookie } = await person({ picture: demo });
      expect((await upload(cookie, await testPicture())).statusCode).toBe(200);
      expect(fs.existsSync(fileOf(demo))).toBe(true);
    });

    it.each([
      {
        what: 'a text file',
        bytes: Buffer.from('just some words, not a picture'),
        filename: 'notes.txt',
        contentType: 'text/plain',
        status: 415,
        message: 'notAnImage',
      },
      {
        what: 'an SVG named .png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        filename: 'x.png',
        contentType: 'image/png',
        status: 415,
        message: 'notAnImage',
      },
      {
        what: 'a file over 5 MB',
        bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        filename: 'big.png',
        contentType: 'image/png',
        status: 413,
        message: 'imageTooLarge',
      },
    ])(
      'refuses $what with $status $message and keeps the picture',
      async ({ bytes, filename, contentType, status, message }) => {
        const { cookie } = await person({ picture: '/uploads/demo/kept.webp' });
        const before = storedPictures();
        const res = await upload(cookie, bytes, { filename, contentType });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message });
        expect((await get('/api/profile', cookie)).json().picture).toBe('/uploads/demo/kept.webp');
        expect(storedPictures()).toEqual(before);
      },
    );

    it('refuses a form without the file field (400) and a JSON body (415)', async () => {
      const { cookie } = await person();
      const wrongField = await upload(cookie, await testPicture(), { field: 'picture' });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toEqual({ message: 'imageMissing' });
      const json = await send('POST', '/api/upload-user-image', cookie, { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: 'multipartExpected' });
    });

    it('refuses a visitor who is not signed in', async () => {
      const { headers, body } = multipartFile(await testPicture());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload-user-image',
        headers,
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      const del = await t.app.inject({ method: 'POST', url: '/api/delete-user-image' });
      expect(del.statusCode).toBe(401);
    });
  });
});

describe.each(dbKinds)('a profile kept in memory, with two app processes on %s', (kind) => {
  let pair: Awaited<ReturnType<typeof createTestDatabasePair>>;
  let one: FastifyInstance;
  let two: FastifyInstance;

  async function appOn(database: Database): Promise<FastifyInstance> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-two-'));
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none') });
    const app = await buildApp({ config, database, logger: false, checkResponses: true });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    pair = await createTestDatabasePair(kind);
    one = await appOn(pair.first);
    two = await appOn(pair.second);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await pair.close();
  });

  it('shows a saved name and picture on the other process at once', async () => {
    const user = await createUser(pair.first.db);
    const cookie = await sessionCookieFor(pair.first.db, user.id, new Date(), {
      role: null,
      eventId: null,
    });
    const profileOn = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(await profileOn(two)).toMatchObject({ full_name: 'Test User', picture: null });

    const saved = await one.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: { cookie },
      payload: { first_name: 'Moved', name: 'Along', is_public: true },
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => (await profileOn(two)).full_name, { timeout: 1000, interval: 10 })
      .toBe('Moved Along');

    const { headers, body } = multipartFile(await testPicture());
    const uploaded = await one.inject({
      method: 'POST',
      url: '/api/upload-user-image',
      headers: { ...headers, cookie },
      payload: body,
    });
    expect(uploaded.statusCode).toBe(200);
    await expect
      .poll(async () => (await profileOn(two)).picture, { timeout: 1000, interval: 10 })
      .toBe(uploaded.json().picture);
  });
});
