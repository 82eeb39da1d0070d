/**
 * The built web app: hashed assets and locale files (with their build-time .br/.gz copies),
 * the installable app's manifest and service worker, and for every screen path a page of the
 * app in the visitor's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { hostBranding, keptHostBranding } from '../features/branding/service';
import { requestHost, requestLanguage } from './language';
import { registerManifest } from './manifest';
import { HTML_HEADERS, setNonPageHeaders } from './securityHeaders';
import { brandedBodies, brandingKey, escapeAttribute, type PageBodies } from './pageBranding';
import type { BrandingResponse } from '../../shared/api/branding';
import { readCookie } from './cookies';
import { SESSION_COOKIE } from '../auth/sessions';
import { isIssuedToken } from '../auth/tokens';
import { SIGNED_OUT_ATTRIBUTE } from '../../shared/pageHints';
import { FIRST_READS } from '../../shared/firstReads';
import { loadScreenRenderer, type DrawnScreen } from './screenRender';

/**
 * The longest path (without its query) answered as usual: a longer one that no route serves gets
 * 414 before any work is done on it. The app's own paths are far shorter, and Node already
 * refuses a request line past its 16 kB header limit.
 */
export const MAX_PATH_LENGTH = 2048;
export const PATH_TOO_LONG = 'pathTooLong';
const SLASH = 0x2f;

/** A request's path, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * A screen's path without trailing slashes: '/login/' is '/login', '//' is '/'. One pass from
 * the end, in linear time whatever the path (a regex like /(.)\/+$/ retries every slash as
 * its start: quadratic, seconds of CPU on one long path).
 */
export function withoutTrailingSlashes(screen: string): string {
  let end = screen.length;
  while (end > 1 && screen.charCodeAt(end - 1) === SLASH) end -= 1;
  return end === screen.length ? screen : screen.slice(0, end);
}

/** Branded pages kept at most (pages × languages × brandings in use; the oldest goes first). */
const MAX_BRANDED_PAGES = 512;
/** Drawn pages kept at most (one per session, language and branding; the oldest goes first). */
const MAX_DRAWN_PAGES = 256;
/**
 * How long a drawn page is kept at most: any change drops them all at once, and what follows the
 * clock alone (which tiles /home shows) is drawn again after this.
 */
const DRAWN_PAGE_MS = 60_000;

/**
 * Serves the built web app; any non-API path without a file gets an app page. The build writes
 * one per language (scripts/pages.ts), preloading its start-up translations: the sign-in screen
 * prerendered on its paths (/ and /login), the app shell everywhere else. The language is the
 * one the app itself will detect (the i18nextLng cookie it keeps, else Accept-Language), so it
 * hydrates the prerendered screen as it is. The shell preloads the modules of the screen at its
 * path and links its stylesheets, so they load beside the start-up script; signed in, a screen
 * people open most gets its first look instead, its loading state prerendered. Every page is
 * answered in the colours of the request's host, written in when answered (pageBranding.ts) and
 * kept per branding with its compressed copies, so a branded host gets the prerendered page
 * too. Signed in, a screen of SERVER_RENDERED is drawn with its content (screenRender.ts) and
 * kept per session until anything changes; its page links every stylesheet of the screen in
 * its head, as the content needs them. A build without pages/ (or without a build: 404) falls
 * back to index.html. Files outside assets/ (index.html, the service worker sw.js, the locale
 * files) are revalidated on every use, so a new deploy reaches the browser and its service
 * worker at once.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  registerManifest(app);
  const indexPath = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const pagesIndexPath = path.join(webDir, 'pages', 'index.json');
  const pagesIndex =
    hasBuild && fs.existsSync(pagesIndexPath)
      ? (JSON.parse(fs.readFileSync(pagesIndexPath, 'utf8')) as {
          languages: string[];
          /** Path → name of its prerendered page. */
          prerendered: Record<string, string>;
          /** Screen path → name of its first look's page (for a request with a session). */
          firstLooks?: Record<string, string>;
          /** Screen path → the JS and CSS files its screen needs (dist-relative). */
          preloads?: Record<string, string[]>;
          /** The JS files that take a drawn screen's first reads (dist-relative). */
          firstReads?: string[];
        })
      : undefined;
  /** Path → name of its prerendered page (a Map: a path like /__proto__ names no page). */
  const prerenderedPages = new Map(Object.entries(pagesIndex?.prerendered ?? {}));
  /** Screen path → name of its first look's page (a Map, as above). */
  const firstLooks = new Map(Object.entries(pagesIndex?.firstLooks ?? {}));
  /** `<name>.<language>` → the page's HTML as built; 'index' is the plain index.html. */
  const pages = new Map<string, string>();
  if (hasBuild) pages.set('index', fs.readFileSync(indexPath, 'utf8'));
  for (const name of new Set(['app', ...prerenderedPages.values(), ...firstLooks.values()])) {
    for (const language of pagesIndex?.languages ?? []) {
      const file = path.join(webDir, 'pages', `${name}.${language}.html`);
      pages.set(`${name}.${language}`, fs.readFileSync(file, 'utf8'));
    }
  }
  /**
   * Screen path → the links the shell adds for it (a Map, as above; screenLink), and those a
   * first look adds: its modules only, as it links its stylesheets itself (scripts/pages.ts).
   */
  const preloads = new Map(
    Object.entries(pagesIndex?.preloads ?? {}).map(([screen, files]) => [
      screen,
      {
        shell: files.map(screenLink).join(''),
        look: files
          .filter((file) => !file.endsWith('.css'))
          .map(screenLink)
          .join(''),
        stylesheets: files
          .filter((file) => file.endsWith('.css'))
          .map(screenLink)
          .join(''),
      },
    ]),
  );
  /** Screen path → the preload links of its first reads (asked only with a session cookie). */
  const firstReads = new Map(
    Object.entries(FIRST_READS).map(([screen, reads]) => [
      screen,
      reads
        .map(
          (read) =>
            `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read.path}">`,
        )
        .join(''),
    ]),
  );
  /** The name of the prerendered page of a path, if it has one. */
  const prerenderedAt = (url: string) => prerenderedPages.get(withoutTrailingSlashes(url));
  /**
   * The page to answer a screen's path (without trailing slashes) with, whether the path has a
   * prerendered page, and the screen path whose modules the page preloads. Signed in, a screen
   * with a first look gets it (signed out, it would only lead to /login).
   */
  const pageFor = (req: FastifyRequest, screenPath: string, signedOut: boolean) => {
    const language = requestLanguage(req);
    const prerendered = prerenderedPages.get(screenPath);
    if (prerendered && pages.has(`${prerendered}.${language}`)) {
      return {
        pageKey: `${prerendered}.${language}`,
        prerendered,
        screen: '',
        firstLook: false,
        language,
      };
    }
    const look = signedOut ? undefined : firstLooks.get(screenPath);
    const shell = look && pages.has(`${look}.${language}`) ? look : 'app';
    return {
      pageKey: pages.has(`${shell}.${language}`) ? `${shell}.${language}` : 'index',
      prerendered,
      screen: preloads.has(screenPath) ? screenPath : '',
      firstLook: shell !== 'app',
      language,
    };
  };
  const branded = new Map<string, Promise<PageBodies>>();
  /**
   * A short number per branding, so a page's key stays short (it is built on every request):
   * looked up by the branding's object (the snapshot answers the same one until it is rebuilt),
   * else by its content, so a rebuilt snapshot with the same colours reuses its pages. Numbers
   * are never reused.
   */
  const brandingIds = new WeakMap<BrandingResponse, number>();
  const brandingIdsByContent = new Map<string, number>();
  let nextBrandingId = 0;
  const brandingIdOf = (branding: BrandingResponse) => {
    let id = brandingIds.get(branding);
    if (id !== undefined) return id;
    const content = brandingKey(branding);
    id = brandingIdsByContent.get(content);
    if (id === undefined) {
      if (brandingIdsByContent.size >= MAX_BRANDED_PAGES) brandingIdsByContent.clear();
      id = nextBrandingId++;
      brandingIdsByContent.set(content, id);
    }
    brandingIds.set(branding, id);
    return id;
  };
  const renderer = hasBuild ? await loadScreenRenderer(app, webDir) : undefined;
  /** The modules that take a drawn screen's first reads, preloaded by its page. */
  const firstReadsLinks = (pagesIndex?.firstReads ?? []).map(screenLink).join('');
  /** Drawn pages by session token, branding, language and screen: any change drops them all. */
  const drawn = new Map<string, { until: number; bodies: Promise<PageBodies | undefined> }>();
  app.changes.subscribe(() => drawn.clear());
  /**
   * The shell in `language` with `screen` drawn in #root. First in its head, so they are asked
   * for first: React's hints (the picture the screen shows largest) and every stylesheet of the
   * shell and the screen (the content needs more rules than a first look inlines). Then, at a
   * low priority, as they only make the drawing work: the scripts, the translations, the
   * modules that take its first reads and the reads themselves. The screen's own modules are
   * not preloaded: the start-up script asks for them, and every byte that arrives before the
   * drawing is painted delays it on a slow network (its links work before they arrive).
   */
  const drawnPage = (screenPath: string, language: string, screen: DrawnScreen) => {
    const shell = pages.get(`app.${language}`)!;
    const ownStylesheets = (shell.match(STYLESHEET_LINK) ?? []).map((link) => link.trim());
    const links = preloads.get(screenPath);
    const first = `${screen.head}${ownStylesheets.join('')}${links?.stylesheets ?? ''}`;
    const last = `${firstReadsLinks}${firstReads.get(screenPath) ?? ''}`;
    return shell
      .replace(STYLESHEET_LINK, '')
      .replace('</head>', () => `${last}</head>`)
      .replace(LOADED_IN_HEAD, '<$1 fetchpriority="low" ')
      .replace('<head>', () => `<head>${first}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(screen.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-language="${language}" data-reads="${screenPath}">${screen.html}</div>`,
      );
  };
  /** The drawn page of a signed-in screen of SERVER_RENDERED; undefined when there is none. */
  const drawnBodiesFor = (
    req: FastifyRequest,
    token: string | undefined,
    screenPath: string,
    language: string,
    branding: BrandingResponse,
  ) => {
    if (!renderer || !isIssuedToken(token) || !pages.has(`app.${language}`)) return undefined;
    const key = `${token} ${brandingIdOf(branding)} ${language} ${screenPath}`;
    const now = Date.now();
    const kept = drawn.get(key);
    if (kept && kept.until > now) return kept.bodies;
    if (kept) drawn.delete(key);
    else if (drawn.size >= MAX_DRAWN_PAGES) drawn.delete(drawn.keys().next().value!);
    const bodies = renderer
      .draw(screenPath, language, token, requestHost(req))
      .then(async (screen) =>
        screen
          ? {
              ...(await brandedBodies(drawnPage(screenPath, language, screen), branding)),
              personal: true as const,
            }
          : undefined,
      );
    const entry = { until: now + DRAWN_PAGE_MS, bodies };
    drawn.set(key, entry);
    // Nothing drawn (no session, a refused read): asked again next time, not kept.
    const forget = () => {
      if (drawn.get(key) === entry) drawn.delete(key);
    };
    void bodies.then((found) => found ?? forget(), forget);
    return bodies;
  };
  const bodiesFor = async (req: FastifyRequest, url: string) => {
    const screenPath = withoutTrailingSlashes(url);
    // A request without a session cookie is signed out for sure: its page says so, and the app
    // skips the auth check that could only answer 401 (an error in the browser's console). With
    // a cookie, the page starts its screen's first reads beside its scripts.
    const token = readCookie(req, SESSION_COOKIE);
    const signedOut = token === undefined;
    const { pageKey, prerendered, screen, firstLook, language } = pageFor(
      req,
      screenPath,
      signedOut,
    );
    const host = requestHost(req);
    const branding = keptHostBranding(app, host) ?? (await hostBranding(app, host));
    if (firstLook && renderer?.draws(screenPath)) {
      const drawnBodies = await drawnBodiesFor(req, token, screenPath, language, branding);
      if (drawnBodies) return drawnBodies;
    }
    const readsOf = signedOut || prerendered ? '' : screenPath;
    const reads = firstReads.has(readsOf) ? readsOf : '';
    const key = `${brandingIdOf(branding)} ${pageKey} ${screen} ${signedOut ? 1 : 0} ${reads}`;
    let bodies = branded.get(key);
    if (!bodies) {
      if (branded.size >= MAX_BRANDED_PAGES) branded.delete(branded.keys().next().value!);
      const links = preloads.get(screen);
      const screenLinks = (firstLook ? links?.look : links?.shell) ?? '';
      let html = pages
        .get(pageKey)!
        .replace('</head>', `${screenLinks}${firstReads.get(reads) ?? ''}</head>`);
      if (signedOut) html = html.replace(/<html\b([^>]*)>/, `<html$1 ${SIGNED_OUT_ATTRIBUTE}>`);
      bodies = brandedBodies(html, branding);
      branded.set(key, bodies);
      bodies.catch(() => branded.delete(key));
    }
    return bodies;
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (scripts/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // No route's hook reaches this handler: it sets the security headers itself.
  app.setNotFoundHandler(async (req, reply) => {
    const url = pathOf(req.url);
    if (url.length > MAX_PATH_LENGTH) {
      setNonPageHeaders(req, reply);
      return reply.status(414).send({ message: PATH_TOO_LONG });
    }
    const isApi = url === '/api' || url.startsWith('/api/');
    // Locale files that do not exist answer 404 so i18next falls back instead of parsing HTML.
    const isAsset =
      url.startsWith('/locales/') || url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
    // The prerendered sign-in form posts when it is sent before the app has taken it over
    // (it never GETs a password into the address): back to the page, which is ready by then,
    // with the page's own query (a share or invite link's ids) so they are not lost.
    if (req.method === 'POST' && prerenderedAt(url)) {
      setNonPageHeaders(req, reply);
      const query = req.url.slice(url.length);
      return reply.redirect(`${withoutTrailingSlashes(url)}${query}`, 303);
    }
    if (isApi || isAsset || req.method !== 'GET' || !hasBuild) {
      setNonPageHeaders(req, reply);
      return reply.status(404).send({ message: 'Not found' });
    }
    const bodies = await bodiesFor(req, url);
    const [headers, body] = encodingFor(bodies, String(req.headers['accept-encoding'] ?? ''));
    return reply.headers(headers).header('x-request-id', req.id).send(body);
  });
}

/**
 * A file of a screen, linked in the shell: a module preloaded, or a stylesheet linked as the
 * preload helper would link it (which then sees it there and adds it no more).
 */
const screenLink = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * A page's headers, its security headers too, per encoding: set with one call. A drawn page
 * holds the session's own content: no shared cache may keep it.
 */
const pageHeaders = (encoding?: string, personal = false) => ({
  ...HTML_HEADERS,
  'cache-control': personal ? 'private, no-cache' : 'no-cache',
  vary: 'accept-encoding, accept-language, cookie',
  'content-type': 'text/html; charset=utf-8',
  ...(encoding ? { 'content-encoding': encoding } : {}),
});
const PAGE_HEADERS = { br: pageHeaders('br'), gzip: pageHeaders('gzip'), identity: pageHeaders() };
const PERSONAL_PAGE_HEADERS = {
  br: pageHeaders('br', true),
  gzip: pageHeaders('gzip', true),
  identity: pageHeaders(undefined, true),
};

/** The best encoding of a page the request accepts: its headers and its body. */
function encodingFor(
  bodies: PageBodies,
  acceptEncoding: string,
): [headers: Record<string, string>, body: Buffer] {
  const headers = bodies.personal ? PERSONAL_PAGE_HEADERS : PAGE_HEADERS;
  if (/\bbr\b/.test(acceptEncoding)) return [headers.br, bodies.br];
  if (/\bgzip\b/.test(acceptEncoding)) return [headers.gzip, bodies.gzip];
  return [headers.identity, bodies.identity];
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
/** The scripts and fetches a page's head starts (not its stylesheets), by their tag's start. */
const LOADED_IN_HEAD = /<(script|link(?= rel="(?:modulepreload|preload)"))\b /g;
