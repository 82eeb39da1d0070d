/**
 * Hostile uploads (issue 23, "Proof under faults and attack"): an image bomb, an SVG with a
 * script and polyglot files, sent as a person allowed to upload to each of the three upload
 * routes, are refused with 413 or 415 and a message, and nothing is stored: no file, no changed
 * picture. A normal photo still passes, stored without its metadata.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { cookieOf, createCallerWorld, type CallerWorld } from '../helpers/factories';
import {
  htmlWithScript,
  imageBomb,
  multipartFile,
  scriptedSvg,
  testPicture,
  zipArchive,
} from '../helpers/multipart';
import { companies, teams, users } from '../../src/server/db/schema';

const T0 = new Date('2030-06-01T08:00:00.000Z');

interface Attack {
  what: string;
  bytes: () => Promise<Buffer>;
  filename: string;
  contentType: string;
  status: 413 | 415;
  message: string;
}

const png = { filename: 'picture.png', contentType: 'image/png' };
const refused = { status: 415, message: 'notAnImage' } as const;
const tooManyPixels = { status: 413, message: 'imageTooManyPixels' } as const;

const ATTACKS: Attack[] = [
  { what: 'a PNG image bomb', bytes: () => imageBomb('png'), ...png, ...tooManyPixels },
  {
    what: 'a GIF image bomb',
    bytes: () => imageBomb('gif'),
    filename: 'bomb.gif',
    contentType: 'image/gif',
    ...tooManyPixels,
  },
  {
    what: 'a JPEG image bomb',
    bytes: () => imageBomb('jpeg'),
    filename: 'bomb.jpg',
    contentType: 'image/jpeg',
    ...tooManyPixels,
  },
  {
    what: 'an SVG with a script',
    bytes: async () => scriptedSvg,
    filename: 'logo.svg',
    contentType: 'image/svg+xml',
    ...refused,
  },
  { what: 'an SVG with a script named .png', bytes: async () => scriptedSvg, ...png, ...refused },
  {
    what: 'a PNG with a page and its script appended',
    bytes: async () => Buffer.concat([await testPicture('png'), htmlWithScript]),
    ...png,
    ...refused,
  },
  {
    what: 'a JPEG with a script appended',
    bytes: async () =>
      Buffer.concat([await testPicture('jpeg'), Buffer.from('<script>alert(1)</script>')]),
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    ...refused,
  },
  {
    what: 'a GIF with a ZIP archive appended',
    bytes: async () => Buffer.concat([await testPicture('gif'), zipArchive()]),
    filename: 'funny.gif',
    contentType: 'image/gif',
    ...refused,
  },
  {
    what: 'a page that carries a PNG, named .png',
    bytes: async () => Buffer.concat([htmlWithScript, await testPicture('png')]),
    ...png,
    ...refused,
  },
  {
    what: 'a PDF that carries a JPEG, named .jpg',
    bytes: async () =>
      Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n'), await testPicture('jpeg')]),
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    ...refused,
  },
];

describe.each(dbKinds)('hostile uploads on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;

  beforeAll(async () => {
    // Each caller sends every attack in the same minute: more than a person's 10 uploads.
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    t.clock.set(T0);
    w = await createCallerWorld(t.database.db, T0);
  });
  afterAll(() => t.close());

  /** Each upload route, as someone allowed to use it, and the picture it changes. */
  const TARGETS = [
    {
      url: '/api/upload-user-image',
      folder: 'users',
      caller: 'noRole',
      picture: async () => {
        const id = w.callers.noRole.userId;
        const [row] = await t.database.db
          .select({ picture: users.picture })
          .from(users)
          .where(eq(users.id, id));
        return row.picture;
      },
    },
    {
      url: '/api/upload-team-image',
      folder: 'teams',
      caller: 'player',
      picture: async () => {
        const [row] = await t.database.db
          .select({ picture: teams.picture })
          .from(teams)
          .where(eq(teams.id, w.teams.sharks.id));
        return row.picture;
      },
    },
    {
      url: '/api/upload-company-image',
      folder: 'companies',
      caller: 'contactPerson',
      picture: async () => {
        const [row] = await t.database.db
          .select({ picture: companies.photoUrl })
          .from(companies)
          .where(eq(companies.id, w.companies.acme.id));
        return row.picture;
      },
    },
  ] as const;

  type Target = (typeof TARGETS)[number];

  const upload = async (
    target: Target,
    bytes: Buffer,
    opts: Parameters<typeof multipartFile>[1],
  ) => {
    const { headers, body } = multipartFile(bytes, opts);
    const cookie = await cookieOf(t.database.db, w, target.caller, T0);
    return t.app.inject({
      method: 'POST',
      url: target.url,
      headers: { ...headers, cookie: cookie! },
      payload: body,
    });
  };
  const stored = (target: Target) => {
    const dir = path.join(t.config.dataDir, 'uploads', target.folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  describe.each(TARGETS)('$url', (target) => {
    it.each(ATTACKS)(
      'refuses $what with $status $message and stores nothing',
      async ({ bytes, filename, contentType, status, message }) => {
        const pictureBefore = await target.picture();
        const filesBefore = stored(target);
        const res = await upload(target, await bytes(), { filename, contentType });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message });
        expect(await target.picture()).toBe(pictureBefore);
        expect(stored(target)).toEqual(filesBefore);
      },
    );

    it('still takes a normal photo, stored as WebP without its metadata', async () => {
      const photo = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#ff7f50' },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneMaker', Artist: 'Jane Doe' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
        })
        .toBuffer();
      const res = await upload(target, photo, { filename: 'me.jpg', contentType: 'image/jpeg' });
      expect(res.statusCode).toBe(200);
      const url = await target.picture();
      expect(url).toMatch(new RegExp(`^/uploads/${target.folder}/[0-9a-f]{32}\\.webp$`));
      const file = fs.readFileSync(path.join(t.config.dataDir, url!));
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.includes(Buffer.from('Jane Doe'))).toBe(false);
    });
  });
});
