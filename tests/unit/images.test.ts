// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteUpload, reencode, saveUpload } from '../../src/server/uploads/images';

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
