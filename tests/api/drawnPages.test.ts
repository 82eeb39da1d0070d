/**
 * A signed-in screen drawn with its content when its page is answered (issue 39): the server asks
 * the screen's first reads with the request's session and hands the answers to the build's
 * renderer (here a stand-in module in render/render.js that writes what it was given, as the
 * real one is the web app's code, checked in the browser by e2e/firstPaint.spec.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCallerWorld, sessionCookieFor, type CallerWorld } from '../helpers/factories';
import { events } from '../../src/server/db/schema';
import { FIRST_READS } from '../../src/shared/firstReads';
import { newToken } from '../../src/server/auth/tokens';

const T0 = new Date('2026-06-01T10:00:00Z');

/** The stand-in renderer: the event's name as the heading, the reads it was given, the language. */
const RENDERER = `
export async function initRenderer() {}
export async function renderScreenWithReads(path, language, answers) {
  const home = answers['/api/home'];
  if (home.name === 'Unlucky Games') throw new Error('This screen cannot be drawn');
  return {
    html: '<h1>' + home.name + '</h1><p class="reads">' + Object.keys(answers).sort().join(' ') + '</p>',
    head: '<link rel="preload" as="image" href="' + home.photo_url + '">',
    title: path + ' in ' + language,
  };
}
`;

describe('signed-in screens drawn with their content', () => {
  let t: TestApp;
  let webDir: string;
  let w: CallerWorld;
  let supporter: string;
  const page = (name: string, lng: string) =>
    `<!doctype html><html lang="${lng}"><head><title>${name} page in ${lng}</title></head>` +
    `<body><div id="root"></div></body></html>`;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-drawn-'));
    fs.mkdirSync(path.join(webDir, 'pages'));
    fs.mkdirSync(path.join(webDir, 'render'));
    fs.writeFileSync(path.join(webDir, 'index.html'), page('shell', 'en'));
    fs.writeFileSync(path.join(webDir, 'render', 'render.js'), RENDERER);
    fs.writeFileSync(
      path.join(webDir, 'pages', 'index.json'),
      JSON.stringify({
        languages: ['en', 'ar'],
        prerendered: { '/login': 'login' },
        firstLooks: { '/home': 'look-home', '/leaderboard': 'look-leaderboard' },
        preloads: { '/home': ['assets/home.js', 'assets/home.css'] },
        firstReads: ['assets/firstReads.js'],
      }),
    );
    for (const name of ['app', 'login', 'look-home', 'look-leaderboard']) {
      for (const lng of ['en', 'ar']) {
        fs.writeFileSync(path.join(webDir, 'pages', `${name}.${lng}.html`), page(name, lng));
      }
    }
    t = await createTestApp('pglite', { WEB_DIR: webDir });
    t.clock.set(T0);
    w = await createCallerWorld(t.database.db, T0);
    supporter = await sessionCookieFor(
      t.database.db,
      w.callers.supporter.userId,
      T0,
      w.callers.supporter.selection,
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  const renameEvent = async (name: string) => {
    await t.database.db.update(events).set({ name }).where(eq(events.id, w.event.id));
    await t.app.changes.publish({ kind: 'event', eventId: w.event.id });
  };

  it("answers /home with the screen drawn from every first read of the supporter's session", async () => {
    const res = await get('/home', { cookie: supporter });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-language="en" data-reads="/home"><h1>Summer Games</h1>',
    );
    const reads = FIRST_READS['/home']!.map((read) => read.path).sort();
    expect(res.body).toContain(`<p class="reads">${reads.join(' ')}</p>`);
    expect(res.body).toContain('<title>/home in en</title>');
    // In the head, first, the picture's hint and the screen's stylesheet; then, at a low
    // priority, the modules that take the reads and the reads themselves. The screen's own
    // modules are left to the start-up script.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<head><link rel="preload" as="image"');
    const stylesheet = head.indexOf('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    const modules = head.indexOf(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/firstReads.js">',
    );
    expect(stylesheet).toBeGreaterThan(0);
    expect(modules).toBeGreaterThan(stylesheet);
    expect(head).not.toContain('/assets/home.js');
    for (const read of reads) {
      expect(head).toContain(
        `<link fetchpriority="low" rel="preload" as="fetch" crossorigin="use-credentials" href="${read}">`,
      );
    }
    // The session's own content: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
  });

  it('draws it in the language the app will show', async () => {
    const res = await get('/home/', { cookie: supporter, 'accept-language': 'ar' });
    expect(res.body).toContain('<div id="root" data-language="ar" data-reads="/home">');
    expect(res.body).toContain('<title>/home in ar</title>');
  });

  it('keeps the drawing until something changes, then draws the new content', async () => {
    const first = await get('/home', { cookie: supporter });
    expect((await get('/home', { cookie: supporter })).body).toBe(first.body);
    await renameEvent('Autumn Games');
    const after = await get('/home', { cookie: supporter });
    expect(after.body).toContain('<h1>Autumn Games</h1>');
    await renameEvent('Summer Games');
  });

  it('answers with the first look when no drawing can be made', async () => {
    // A well-formed token that opens no session.
    const stranger = await get('/home', { cookie: `sid=${newToken()}` });
    expect(stranger.body).toContain('look-home page in en');
    expect(stranger.body).not.toContain('data-reads');
    // A session that has not chosen its event: its reads are refused.
    const undecided = await sessionCookieFor(t.database.db, w.callers.noRole.userId, T0, {
      role: null,
      eventId: null,
    });
    expect((await get('/home', { cookie: undecided })).body).toContain('look-home page in en');
    // A render that fails.
    await renameEvent('Unlucky Games');
    const failed = await get('/home', { cookie: supporter });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('look-home page in en');
    expect(failed.headers['cache-control']).toBe('no-cache');
    await renameEvent('Summer Games');
    expect((await get('/home', { cookie: supporter })).body).toContain('<h1>Summer Games</h1>');
  });

  it('draws only the screens that are drawn from their reads, and nothing signed out', async () => {
    expect((await get('/leaderboard', { cookie: supporter })).body).toContain(
      'look-leaderboard page in en',
    );
    const signedOut = await get('/home');
    expect(signedOut.body).toContain('app page in en');
    expect(signedOut.body).not.toContain('Summer Games');
  });

  it('stops answering a session its drawing once it has signed out', async () => {
    const own = await sessionCookieFor(
      t.database.db,
      w.callers.supporter.userId,
      T0,
      w.callers.supporter.selection,
    );
    expect((await get('/home', { cookie: own })).body).toContain('<h1>Summer Games</h1>');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host: 'localhost', cookie: own, origin: 'http://localhost' },
    });
    expect(out.statusCode).toBe(200);
    const after = await get('/home', { cookie: own });
    expect(after.body).toContain('look-home page in en');
    expect(after.body).not.toContain('Summer Games');
  });
});
