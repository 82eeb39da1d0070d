import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { branding } from '../../src/server/db/schema';
import { DEMO_BRANDING } from '../../src/server/db/seed';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('the installable app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app shell</title>');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(webDir, 'other.js'), 'console.log(1);');
    t = await createTestApp('pglite', { WEB_DIR: webDir });
    await t.database.db.insert(branding).values(DEMO_BRANDING);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const manifestFor = (host: string) =>
    t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });

  it('describes an app that opens standalone at the start screen', async () => {
    const res = await manifestFor('localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Battle Events',
      short_name: 'Battle Events',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#F4F5F7',
    });
  });

  it("wears each demo host's own primary colour as its theme colour", async () => {
    const defaultHost = DEMO_BRANDING.find((row) => row.host === '*')!;
    const secondHost = DEMO_BRANDING.find((row) => row.host !== '*')!;
    expect(secondHost.primaryColor).not.toBe(defaultHost.primaryColor);
    expect((await manifestFor('localhost:3000')).json().theme_color).toBe(defaultHost.primaryColor);
    expect((await manifestFor(`${secondHost.host}:3000`)).json().theme_color).toBe(
      secondHost.primaryColor,
    );
  });

  it("follows a host's new colours at once, so the next install is branded anew", async () => {
    await t.database.db
      .update(branding)
      .set({ primaryColor: '#15803D' })
      .where(eq(branding.host, '127.0.0.1'));
    await t.app.changes.publish({ kind: 'branding' });
    expect((await manifestFor('127.0.0.1')).json().theme_color).toBe('#15803D');
    const res = await manifestFor('127.0.0.1');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lists a 192 px and a 512 px icon and a maskable one, each a PNG of its stated size', async () => {
    const icons = (await manifestFor('localhost')).json().icons as ManifestIcon[];
    const purposes = icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      const file = path.join('public', icon.src);
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(`image/${format}`, icon.src).toBe(icon.type);
    }
  });

  it('serves the service worker revalidated on every load, under a policy that lets it fetch the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    const otherScript = await t.app.inject({ method: 'GET', url: '/other.js' });
    expect(otherScript.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
