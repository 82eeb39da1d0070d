/**
 * The console's picture uploads: the chosen event's picture and a battle's photo, from a file,
 * with the rules of the team picture (a real picture, at most 5 MB, re-encoded as WebP under
 * /uploads/). Players see the new picture at once; a replaced or removed upload's file is
 * deleted; a refused file changes nothing and says why in a translated message; a battle of
 * another event is 404 before anything is read; only the event's organizer may upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createBattleWith, createCallerWorld, createEvent } from '../helpers/factories';
import { createOrganizerWorld, sender, type OrganizerWorld } from '../helpers/organizer';
import { multipartFile, testPicture } from '../helpers/multipart';
import { T0 as MATRIX_T0, validRequestFor } from '../helpers/validRequests';
import { auditLog, battles, events } from '../../src/server/db/schema';
import { ACCESS_MATRIX, CALLERS, type Caller } from '../../src/shared/api/accessMatrix';
import {
  organizerBattlePhotoDeleteRoute,
  organizerBattlePhotoUploadRoute,
  organizerEventPictureDeleteRoute,
  organizerEventPictureUploadRoute,
} from '../../src/shared/api/organizerPictures';
import { routeName } from '../../src/shared/api/routes';
import en from '../../public/locales/en/common.json';
import ar from '../../public/locales/ar/common.json';

const T0 = new Date('2030-06-01T08:00:00.000Z');
const UPLOADED = (folder: string) => new RegExp(`^/uploads/${folder}/[0-9a-f]{32}\\.webp$`);

describe.each(dbKinds)('the console’s event and battle pictures on %s', (kind) => {
  let t: TestApp;
  let w: OrganizerWorld;
  let send: ReturnType<typeof sender>;
  let battleId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    send = sender(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(T0);
    w = await createOrganizerWorld(t, T0);
    battleId = (
      await createBattleWith(t.database.db, w.eventId, {
        name: 'Tug of war',
        photoUrl: 'https://example.org/tug.jpg',
      })
    ).id;
  });

  const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));
  const folderFiles = (folder: string) => {
    const dir = path.join(t.config.dataDir, 'uploads', folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const upload = (
    cookie: string,
    url: string,
    file: { headers: Record<string, string>; body: Buffer },
  ) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...file.headers }, payload: file.body });
  const eventRow = async (id = w.eventId) =>
    (await t.database.db.select().from(events).where(eq(events.id, id)))[0];
  const battleRow = async (id = battleId) =>
    (await t.database.db.select().from(battles).where(eq(battles.id, id)))[0];
  const auditOf = () =>
    t.database.db
      .select({ action: auditLog.action, entity: auditLog.entity, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.eventId, w.eventId))
      .orderBy(asc(auditLog.id));

  it('uploads the event picture, shows it to players before the link, replaces and removes it', async () => {
    await t.database.db
      .update(events)
      .set({ imageLink: 'https://example.org/beach.jpg' })
      .where(eq(events.id, w.eventId));
    const withGps = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#ff3366' },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
      .toBuffer();
    const first = await upload(
      w.organizer,
      '/api/organizer/event/picture',
      multipartFile(withGps, { filename: 'beach.jpg', contentType: 'image/jpeg' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().photo_url;
    expect(first.json()).toEqual({ message: 'organizerSaved', photo_url: url });
    expect(url).toMatch(UPLOADED('events'));
    const stored = await sharp(fs.readFileSync(fileOf(url))).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // The console's form shows both; players see the upload before the link.
    expect((await send(w.organizer, 'GET', '/api/organizer/event')).json()).toMatchObject({
      photo_url: url,
      image_link: 'https://example.org/beach.jpg',
    });
    expect((await send(w.player, 'GET', '/api/event')).json().photo_url).toBe(url);

    const second = await upload(
      w.organizer,
      '/api/organizer/event/picture',
      multipartFile(await testPicture('png')),
    );
    const secondUrl: string = second.json().photo_url;
    expect(secondUrl).toMatch(UPLOADED('events'));
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect(fs.existsSync(fileOf(secondUrl))).toBe(true);

    const removed = await send(w.organizer, 'DELETE', '/api/organizer/event/picture');
    expect(removed.json()).toEqual({ message: 'organizerDeleted', photo_url: null });
    expect(fs.existsSync(fileOf(secondUrl))).toBe(false);
    expect((await eventRow()).photoUrl).toBeNull();
    // The link is the alternative: it shows again.
    expect((await send(w.player, 'GET', '/api/event')).json().photo_url).toBe(
      'https://example.org/beach.jpg',
    );
    expect(await auditOf()).toEqual([
      { action: 'update', entity: 'event', summary: 'Console Games · picture' },
      { action: 'update', entity: 'event', summary: 'Console Games · picture' },
      { action: 'delete', entity: 'event', summary: 'Console Games · picture' },
    ]);
  });

  it('uploads a battle photo instead of its link, replaces and removes it', async () => {
    const url = `/api/organizer/battles/photo?id=${battleId}`;
    const first = await upload(w.organizer, url, multipartFile(await testPicture('webp')));
    expect(first.statusCode, first.body).toBe(200);
    const photo: string = first.json().photo_url;
    expect(photo).toMatch(UPLOADED('battles'));
    expect((await battleRow()).photoUrl).toBe(photo);
    const list = (await send(w.organizer, 'GET', '/api/organizer/battles')).json().battles;
    expect(list).toMatchObject([{ id: battleId, photo_url: photo }]);
    const seen = (await send(w.supporter, 'GET', '/api/battles')).json();
    expect(JSON.stringify(seen)).toContain(photo);

    const second = await upload(w.organizer, url, multipartFile(await testPicture('gif')));
    const secondPhoto: string = second.json().photo_url;
    expect(fs.existsSync(fileOf(photo))).toBe(false);
    expect(fs.existsSync(fileOf(secondPhoto))).toBe(true);

    const removed = await send(w.organizer, 'DELETE', url);
    expect(removed.json()).toEqual({ message: 'organizerDeleted', photo_url: null });
    expect(fs.existsSync(fileOf(secondPhoto))).toBe(false);
    expect((await battleRow()).photoUrl).toBeNull();
    expect(await auditOf()).toEqual([
      { action: 'update', entity: 'battle', summary: 'Tug of war · photo' },
      { action: 'update', entity: 'battle', summary: 'Tug of war · photo' },
      { action: 'delete', entity: 'battle', summary: 'Tug of war · photo' },
    ]);
  });

  it.each([
    ['a text file named .png', Buffer.from('not a picture at all'), 415, 'notAnImage'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      415,
      'notAnImage',
    ],
    ['a 6 MB file', Buffer.alloc(6 * 1024 * 1024, 7), 413, 'imageTooLarge'],
  ])(
    'refuses %s with a translated message and changes nothing',
    async (_, bytes, status, message) => {
      const eventBefore = await eventRow();
      const battleBefore = await battleRow();
      const eventsBefore = folderFiles('events');
      const battlesBefore = folderFiles('battles');
      for (const url of [
        '/api/organizer/event/picture',
        `/api/organizer/battles/photo?id=${battleId}`,
      ]) {
        const res = await upload(w.organizer, url, multipartFile(bytes, { filename: 'x.png' }));
        expect(res.statusCode, url).toBe(status);
        expect(res.json().message, url).toBe(message);
        // The web app shows the key's text in the person's language.
        expect(en[message as keyof typeof en]).toBeTruthy();
        expect(ar[message as keyof typeof ar]).not.toBe(en[message as keyof typeof en]);
      }
      expect(await eventRow()).toEqual(eventBefore);
      expect(await battleRow()).toEqual(battleBefore);
      expect(folderFiles('events')).toEqual(eventsBefore);
      expect(folderFiles('battles')).toEqual(battlesBefore);
      expect(await auditOf()).toEqual([]);
    },
  );

  it('refuses a request without a file with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizer/event/picture',
      headers: { cookie: w.organizer, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers 404 for a battle of another event, before reading the file, and changes nothing', async () => {
    const other = await createEvent(t.database.db, { name: 'Elsewhere' });
    const foreign = await createBattleWith(t.database.db, other.id, {
      name: 'Ice race',
      photoUrl: '/uploads/battles/ice.webp',
    });
    const before = folderFiles('battles');
    const url = `/api/organizer/battles/photo?id=${foreign.id}`;
    const res = await upload(w.organizer, url, multipartFile(await testPicture()));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('organizerItemNotFound');
    const removed = await send(w.organizer, 'DELETE', url);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe('organizerItemNotFound');
    expect(folderFiles('battles')).toEqual(before);
    expect((await battleRow(foreign.id)).photoUrl).toBe('/uploads/battles/ice.webp');
    const missing = await send(w.organizer, 'DELETE', '/api/organizer/battles/photo?id=abc');
    expect(missing.statusCode).toBe(400);
    expect(typeof missing.json().message).toBe('string');
  });

  it('is for the event’s organizer alone: every role and anonymous as the access matrix says', async () => {
    const world = await createCallerWorld(t.database.db, MATRIX_T0);
    t.clock.set(MATRIX_T0);
    const routes = [
      organizerEventPictureUploadRoute,
      organizerEventPictureDeleteRoute,
      organizerBattlePhotoUploadRoute,
      organizerBattlePhotoDeleteRoute,
    ];
    const words: Record<string, string> = {
      200: '200',
      401: '401 Unauthorized',
      403: '403 roleNotAllowed',
      sel: '403 selectionMissing',
    };
    for (const contract of routes) {
      const name = routeName(contract);
      const expected = {} as Record<Caller, string>;
      const seen = {} as Record<Caller, string>;
      for (const caller of CALLERS) {
        expected[caller] = words[String(ACCESS_MATRIX[name][caller])];
        const res = await t.app.inject(await validRequestFor(t, world, contract, caller));
        seen[caller] =
          res.statusCode === 200
            ? '200'
            : `${res.statusCode} ${(res.json() as { message: string }).message}`;
      }
      expect(seen, name).toEqual(expected);
      expect(expected.organizer).toBe('200');
      expect(expected.anonymous).toBe('401 Unauthorized');
    }
  });
});
