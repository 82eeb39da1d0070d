// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteUpload, reencode, saveUpload } from '../../src/server/uploads/images';
import {
  htmlWithScript,
  imageBomb,
  scriptedSvg,
  testPicture,
  zipArchive,
} from '../helpers/multipart';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Jane Doe', Copyright: 'secret place' } })
    .toBuffer();

describe('uploaded pictures', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('re-encodes a real picture as WebP, within the size asked, without its metadata', async () => {
    const original = await photo(3000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await reencode(original, 1600);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Jane Doe'))).toBe(false);
  });

  it('keeps a small picture at its size', async () => {
    const meta = await sharp(await reencode(await photo(300, 200), 1600)).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('refuses what is not a picture, named as one or not', async () => {
    for (const bytes of [
      Buffer.from('<svg onload="alert(1)"></svg>'),
      Buffer.from('%PDF-1.4 not a picture'),
      (await photo(100, 100)).subarray(0, 200),
      Buffer.alloc(0),
    ]) {
      await expect(reencode(bytes, 1600)).rejects.toMatchObject({
        statusCode: 415,
        message: 'notAnImage',
      });
    }
  });

  it.each(['png', 'gif', 'jpeg'] as const)(
    'refuses a %s image bomb with 413 before decoding it',
    async (format) => {
      const bomb = await imageBomb(format);
      expect(bomb.length).toBeLessThan(200 * 1024);
      const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect(meta.width * meta.height).toBeGreaterThan(800_000_000);
      await expect(reencode(bomb, 1600)).rejects.toMatchObject({
        statusCode: 413,
        message: 'imageTooManyPixels',
      });
    },
  );

  it('refuses an SVG with a script, which sharp could draw', async () => {
    expect((await sharp(scriptedSvg).metadata()).format).toBe('svg');
    await expect(reencode(scriptedSvg, 1600)).rejects.toMatchObject({
      statusCode: 415,
      message: 'notAnImage',
    });
  });

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'refuses a %s with a page or an archive after its end, though it decodes',
    async (format) => {
      const picture = await testPicture(format);
      expect(await reencode(picture, 1600)).toBeInstanceOf(Buffer);
      for (const appended of [
        htmlWithScript,
        zipArchive(),
        Buffer.from('%PDF-1.7\n'),
        Buffer.from('#!/bin/sh\nrm -rf /\n'),
      ]) {
        const polyglot = Buffer.concat([picture, appended]);
        expect((await sharp(polyglot).metadata()).format).toBe(format);
        await expect(reencode(polyglot, 1600)).rejects.toMatchObject({
          statusCode: 415,
          message: 'notAnImage',
        });
      }
    },
  );

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'accepts a %s with a phone maker’s binary records after its end, and drops them',
    async (format) => {
      const seft = Buffer.concat([
        Buffer.from([0x00, 0x00, 0x0a, 0x01]),
        Buffer.from('Image_UTC_Data1700000000000'),
        Buffer.from('SEFH'),
        Buffer.from([0x6b, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00]),
        Buffer.from('SEFT'),
      ]);
      const encoded = await reencode(Buffer.concat([await testPicture(format), seft]), 1600);
      expect(encoded.includes(Buffer.from('SEFT'))).toBe(false);
      expect((await sharp(encoded).metadata()).format).toBe('webp');
    },
  );

  it('refuses a page or a PDF that carries a picture after its start', async () => {
    for (const start of [htmlWithScript, Buffer.from('%PDF-1.7\n1 0 obj\n')]) {
      const file = Buffer.concat([start, await testPicture()]);
      await expect(reencode(file, 1600)).rejects.toMatchObject({
        statusCode: 415,
        message: 'notAnImage',
      });
    }
  });

  it('accepts what phones add after a JPEG: a second picture and a motion-photo video', async () => {
    const gainMap = await photo(32, 24);
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypmp42\0\0\0\0')]);
    const mdat = Buffer.concat([Buffer.from([0, 0, 0, 12]), Buffer.from('mdat'), Buffer.alloc(4)]);
    const ultraHdr = Buffer.concat([await photo(300, 200), gainMap]);
    const motionPhoto = Buffer.concat([ultraHdr, ftyp, mdat]);
    for (const file of [ultraHdr, motionPhoto]) {
      const meta = await sharp(await reencode(file, 1600)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    }
    for (const file of [ultraHdr, motionPhoto]) {
      await expect(reencode(Buffer.concat([file, htmlWithScript]), 1600)).rejects.toMatchObject({
        statusCode: 415,
      });
    }
  });

  it('stores under a random name and deletes only what it stored', async () => {
    const url = await saveUpload(dataDir, 'users', await reencode(await photo(10, 10), 100));
    expect(url).toMatch(/^\/uploads\/users\/[0-9a-f]{32}\.webp$/);
    const file = path.join(dataDir, url);
    expect(fs.existsSync(file)).toBe(true);

    const demo = path.join(dataDir, 'uploads', 'demo', 'team-01.webp');
    fs.mkdirSync(path.dirname(demo), { recursive: true });
    fs.writeFileSync(demo, 'demo');
    for (const other of [
      '/uploads/demo/team-01.webp',
      `/uploads/users/../demo/team-01.webp`,
      'https://example.com/a.webp',
      null,
    ]) {
      await deleteUpload(dataDir, 'users', other);
    }
    await deleteUpload(dataDir, 'companies', url);
    expect(fs.existsSync(demo)).toBe(true);
    expect(fs.existsSync(file)).toBe(true);

    await deleteUpload(dataDir, 'users', url);
    expect(fs.existsSync(file)).toBe(false);
  });
});
