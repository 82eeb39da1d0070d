import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { branding } from '../../src/server/db/schema';

describe('serving the web app and pictures', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.mkdirSync(path.join(webDir, 'locales', 'en'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app shell</title>');
    fs.writeFileSync(
      path.join(webDir, 'assets', 'index-abc123.js'),
      'console.log(1);\n'.repeat(500),
    );
    fs.writeFileSync(path.join(webDir, 'locales', 'en', 'common.json'), '{"hello":"Hello"}');
    // Copies compressed at build time (scripts/precompress.ts) are sent as they are.
    const script = 'console.log(2);\n'.repeat(500);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-def456.js'), script);
    fs.writeFileSync(
      path.join(webDir, 'assets', 'app-def456.js.br'),
      zlib.brotliCompressSync(script),
    );
    fs.writeFileSync(
      path.join(webDir, 'index.html.br'),
      zlib.brotliCompressSync('<!doctype html><title>app shell</title>'),
    );
    t = await createTestApp('pglite', { WEB_DIR: webDir });
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'uploads', 'demo', 'team.svg'), '<svg/>');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers a screen path with the app shell so deep links work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/team/?otherTeamId=7' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('app shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the app shell with the document security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });

  it('sends the copies compressed at build time as they are', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(script.rawPayload).toString()).toBe(
      'console.log(2);\n'.repeat(500),
    );
    const shell = await t.app.inject({
      method: 'GET',
      url: '/teams',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('app shell');
    const plain = await t.app.inject({ method: 'GET', url: '/teams' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('app shell');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends files and missing files the headers of a non-page, and screens those of a document', async () => {
    for (const url of [
      '/assets/index-abc123.js',
      '/locales/en/common.json',
      '/locales/xx/none.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toMatch(/^[\w-]{8,64}$/);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const screen = await t.app.inject({ method: 'GET', url: '/teams' });
    expect(screen.headers['content-security-policy']).toContain("script-src 'self'");
    expect(screen.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(screen.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });

  it('serves an existing locale file and answers 404 for a missing one, never the shell', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/locales/en/common.json' });
    expect(ok.json()).toEqual({ hello: 'Hello' });
    const missing = await t.app.inject({ method: 'GET', url: '/locales/en-US/common.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('app shell');
  });

  it('keeps unknown API paths as 404 JSON even with a web build present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('serves uploaded pictures from DATA_DIR/uploads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/team.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg/>');
  });

  it('does not let a path escape the uploads folder', async () => {
    for (const url of ['/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
    }
  });
});

describe('serving the prerendered pages of the build', () => {
  let t: TestApp;
  let webDir: string;
  const page = (name: string, lng: string) =>
    `<!doctype html><html lang="${lng}"><head><meta name="theme-color" content="#FF784B" />` +
    `<meta property="og:image" content="/share.png" />` +
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg" />` +
    `<title>${name} page in ${lng}</title></head><body></body></html>`;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-pages-'));
    fs.mkdirSync(path.join(webDir, 'pages'));
    fs.writeFileSync(path.join(webDir, 'index.html'), page('shell', 'en'));
    fs.writeFileSync(
      path.join(webDir, 'pages', 'index.json'),
      JSON.stringify({
        languages: ['en', 'ar'],
        prerendered: { '/': 'login', '/login': 'login' },
        firstLooks: { '/teams': 'look-teams' },
        preloads: { '/teams': ['assets/teams.js', 'assets/nav.js', 'assets/teams.css'] },
      }),
    );
    for (const name of ['app', 'login', 'look-teams']) {
      for (const lng of ['en', 'ar']) {
        fs.writeFileSync(path.join(webDir, 'pages', `${name}.${lng}.html`), page(name, lng));
      }
    }
    t = await createTestApp('pglite', { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('sends the prerendered sign-in page on / and /login, and the app shell elsewhere', async () => {
    expect((await get('/login')).body).toContain('login page in en');
    expect((await get('/login/')).body).toContain('login page in en');
    expect((await get('/')).body).toContain('login page in en');
    expect((await get('/teams')).body).toContain('app page in en');
  });

  it("preloads the modules and links the stylesheets of the screen at the shell's path, and only there", async () => {
    const teams = (await get('/teams/')).body;
    expect(teams).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/teams.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/nav.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/teams.css">',
    );
    expect((await get('/awards')).body).not.toContain('/assets/teams.js');
    expect((await get('/login')).body).not.toContain('/assets/teams.js');
    expect((await get('/login')).body).not.toContain('/assets/teams.css');
  });

  it("sends a signed-in screen's first look to a request with a session, its modules preloaded and its stylesheets left inline", async () => {
    const look = (await get('/teams/', { cookie: 'sid=abc' })).body;
    expect(look).toContain('look-teams page in en');
    expect(look).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/teams.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/nav.js">',
    );
    // The page carries its screen's stylesheet inline: a link would hold its first paint back.
    expect(look).not.toContain('href="/assets/teams.css"');
    // In the language the app will choose, like every page.
    expect((await get('/teams', { cookie: 'i18nextLng=ar; sid=abc' })).body).toContain(
      'look-teams page in ar',
    );
    // Signed out, the screen would only lead to /login: the shell, as for a screen without a look.
    expect((await get('/teams')).body).toContain('app page in en');
    expect((await get('/awards', { cookie: 'sid=abc' })).body).toContain('app page in en');
  });

  it('marks a page asked for without a session cookie as signed out, and only such a page', async () => {
    const signedOut = /<html\b[^>]*\bdata-signed-out\b/;
    expect((await get('/login')).body).toMatch(signedOut);
    expect((await get('/home')).body).toMatch(signedOut);
    // A language cookie alone is no session.
    expect((await get('/login', { cookie: 'i18nextLng=ar' })).body).toMatch(signedOut);
    // With a session cookie (live or not: the app's own check decides), the app asks.
    expect((await get('/login', { cookie: 'sid=abc' })).body).not.toMatch(signedOut);
    expect((await get('/home', { cookie: 'i18nextLng=en; sid=abc' })).body).not.toMatch(signedOut);
  });

  it("starts a signed-in screen's first reads with its page, and never a read that takes ids", async () => {
    const preloadsOf = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    const home = preloadsOf((await get('/home', { cookie: 'sid=abc' })).body);
    expect(home).toEqual(
      expect.arrayContaining(['/api/home', '/api/notifications', '/api/home_teams']),
    );
    expect(preloadsOf((await get('/leaderboard/', { cookie: 'sid=abc' })).body)).toContain(
      '/api/leaderboard',
    );
    // The team read follows the otherTeamId header: a preload would answer it for the wrong team.
    expect(preloadsOf((await get('/team', { cookie: 'sid=abc' })).body)).not.toContain('/api/team');
    // Signed out, nothing is asked that could only answer 401; nor on the sign-in page.
    expect(preloadsOf((await get('/home')).body)).toEqual([]);
    expect(preloadsOf((await get('/login', { cookie: 'sid=abc' })).body)).toEqual([]);
    expect(preloadsOf((await get('/awards', { cookie: 'sid=abc' })).body)).toEqual([]);
  });

  it('sends the page of the language the app will choose: its cookie, else the browser', async () => {
    expect((await get('/login', { cookie: 'i18nextLng=ar' })).body).toContain('login page in ar');
    expect((await get('/teams', { 'accept-language': 'ar-SA,ar;q=0.9' })).body).toContain(
      'app page in ar',
    );
    // A language the build has no page for falls back to the plain shell.
    expect((await get('/login', { cookie: 'i18nextLng=ja' })).body).toContain('shell page in en');
  });

  it('sends a host branded in other colours the prerendered page in its own colours, icon and picture', async () => {
    await t.database.db.insert(branding).values({
      host: 'blue.example',
      primaryColor: '#2563EB',
      secondaryColor: '#0B1B3F',
      favIcon: '/uploads/blue-icon.png',
      sharePicture: '/uploads/blue"><script>alert(1)</script>.png',
    });
    await t.app.changes.publish({ kind: 'branding' });
    const res = await get('/login', { host: 'blue.example' });
    expect(res.body).toContain('login page in en');
    expect(res.body).toContain(
      '<html lang="en" data-signed-out style="--primary:#2563EB;--secondary:#0B1B3F;--on-primary:#FFFFFF;--on-secondary:#FFFFFF">',
    );
    expect(res.body).toContain('<meta name="theme-color" content="#2563EB" />');
    expect(res.body).toContain('<link rel="icon" href="/uploads/blue-icon.png" />');
    // A picture address is only ever an attribute's text, never markup.
    expect(res.body).toContain(
      '<meta property="og:image" content="/uploads/blue&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png" />',
    );
    expect(res.body).not.toContain('<script>alert(1)');
    const written = /<script type="application\/json" id="host-branding">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(written![1])).toMatchObject({
      primary_color: '#2563EB',
      secondary_color: '#0B1B3F',
      fav_icon: '/uploads/blue-icon.png',
    });
    expect(written![1]).not.toContain('<');

    // The default host keeps the default colours, and the compressed answer is the same page.
    const plain = await get('/login', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(plain.rawPayload).toString();
    expect(html).toContain('login page in en');
    expect(html).toContain('--primary:#FF784B');
    expect(html).toContain('<meta name="theme-color" content="#FF784B" />');
  });

  it('sends a sign-in form posted before the app took over back to the page, never elsewhere', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.test&password=x',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect((await t.app.inject({ method: 'POST', url: '/teams' })).statusCode).toBe(404);
  });

  it('keeps an invite link’s ids when its sign-in form was posted before the app took over', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login?assignedCompanyId=4&assignedTeamId=12',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.test&password=x',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?assignedCompanyId=4&assignedTeamId=12');
  });
});
