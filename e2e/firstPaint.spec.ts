/**
 * A fast first paint (issue 39): a page answered with a session cookie starts its screen's first
 * reads beside its scripts, and the screen takes each from that request (else the browser warns
 * of a preload nothing used); a page answered without one says it is signed out, so the sign-in
 * page asks nothing that could only be refused and the browser's console stays clean.
 */
import path from 'node:path';
import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { test, expect } from './test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { E2E_CLOCK_START } from './clock';

/** The file of start-up translations a page preloads (scripts/pages.ts names it). */
const START_TRANSLATIONS = /^\/assets\/start\.([a-z]+)\.[\w-]+\.json$/;

/**
 * Who started each API read and each start-up translations file of the page (path → initiator
 * types, one per request): `parser` for the page's own markup (a preload link), `script` for
 * the app's code.
 */
async function readStarters(page: Page) {
  const starters = new Map<string, string[]>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    const watched = url.pathname.startsWith('/api/') || START_TRANSLATIONS.test(url.pathname);
    if (request.method === 'GET' && watched) {
      starters.set(url.pathname, [...(starters.get(url.pathname) ?? []), initiator.type]);
    }
  });
  await cdp.send('Network.enable');
  return starters;
}

/** The start-up translations files asked for: their language and who started each request. */
function translationsStarted(starters: Map<string, string[]>) {
  return [...starters]
    .filter(([path]) => START_TRANSLATIONS.test(path))
    .map(([path, types]) => [START_TRANSLATIONS.exec(path)![1], types]);
}

/** Counts each API read the page asks for (path with query), from the page's first request. */
function countReads(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      const key = `${url.pathname}${url.search}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  });
  return counts;
}

/** The browser's warnings that a preloaded address was never used by the page. */
function preloadWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

/**
 * Watches the app take a page's markup over: the errors it logs (a hydration mismatch is one)
 * and every level-1 heading it removes (thrown away instead of taken over), from the page's start.
 */
async function watchTakeOver(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedHeadings: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    removedHeadings: () =>
      page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  };
}

/**
 * A new tab with the signed-in person's cookies and nothing cached, in which the app installs
 * its service worker as a browser does (the suite blocks it elsewhere).
 */
async function installingTab(browser: Browser, signedIn: Page) {
  return browser.newContext({
    storageState: await signedIn.context().storageState(),
    serviceWorkers: 'allow',
  });
}

/** `screen` opened in Arabic with scripts off, in a tab with the signed-in person's session. */
async function arabicWithoutScripts(browser: Browser, signedIn: Page, screen: string) {
  const origin = new URL(signedIn.url()).origin;
  const { cookies } = await signedIn.context().storageState();
  const session = cookies.filter((cookie) => cookie.name !== 'i18nextLng');
  const still = await browser.newContext({ javaScriptEnabled: false });
  await still.addCookies([...session, { name: 'i18nextLng', value: 'ar', url: origin }]);
  const stillPage = await still.newPage();
  await stillPage.goto(`${origin}${screen}`);
  return { still, stillPage };
}

/** A plain shot of a page without scripts (axe runs in the page: the hydrated screen is checked). */
async function stillShot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`),
  });
}

/** A new tab with the signed-in person's cookies and nothing cached: a cold first visit. */
async function coldTab(browser: Browser, signedIn: Page) {
  const context = await browser.newContext({
    storageState: await signedIn.context().storageState(),
  });
  return { context, page: await context.newPage() };
}

test.describe('a first visit, with the app installing its service worker as a browser does', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the sign-in page asks for no session when there is none, and logs no error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const reads = countReads(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(reads.get('/api/check-auth') ?? 0).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('a signed-in person who opens /login is still taken on to the app', async ({ page }) => {
  await signInAs(page, 'supporter');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('a cold visit to /home starts its reads with the page, and the screen uses them', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, 'supporter');
  const cold = await coldTab(browser, page);
  const starters = await readStarters(cold.page);
  const unusedPreloads = preloadWarnings(cold.page);
  await cold.page.goto('/home');
  await expect(cold.page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await expect(
    cold.page.getByRole('region', { name: 'Teams' }).getByRole('listitem').first(),
  ).toBeVisible();
  // Each read was started by the page itself, beside the scripts; a live update may refetch one
  // later, but the first paint took what the page had started (else the browser warns below).
  for (const path of ['/api/home', '/api/notifications', '/api/home_teams', '/api/sponsors']) {
    expect(starters.get(path)?.[0], `${path} started by the page, not after the scripts`).toBe(
      'parser',
    );
  }
  // So were the English start-up translations, asked once: the screen's words came from them.
  expect(translationsStarted(starters)).toEqual([['en', ['parser']]]);
  await saveScreenshot(cold.page, testInfo, 'first-paint-home');
  // The browser says so a few seconds after the load when a preload went unused.
  await cold.page.waitForTimeout(4_000);
  expect(unusedPreloads).toEqual([]);
  await cold.context.close();
});

test('في العربية: the leaderboard opens from its preloaded read, right to left', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, 'player');
  // Arabic chosen in the app: kept in the browser's storage and in the cookie the server reads.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page
    .context()
    .addCookies([{ name: 'i18nextLng', value: 'ar', url: new URL(page.url()).origin }]);
  const cold = await coldTab(browser, page);
  const starters = await readStarters(cold.page);
  await cold.page.goto('/leaderboard');
  await expect(cold.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cold.page.getByRole('heading', { level: 1, name: 'لوحة الترتيب' })).toBeVisible();
  await cold.page.waitForLoadState('networkidle');
  expect(starters.get('/api/leaderboard')?.[0]).toBe('parser');
  expect(translationsStarted(starters)).toEqual([['ar', ['parser']]]);
  await saveScreenshot(cold.page, testInfo, 'first-paint-leaderboard-ar');
  await cold.context.close();
});

test('a signed-in screen paints its first look before any script, and the app takes it over as it is', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, 'player');
  // Scripts off, in Arabic: what the page paints by itself. Its heading, frame and placeholder
  // rows, styled and right to left.
  const { still, stillPage } = await arabicWithoutScripts(browser, page, '/leaderboard');
  await expect(stillPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(stillPage.getByRole('heading', { level: 1, name: 'لوحة الترتيب' })).toBeVisible();
  await expect(stillPage.getByRole('link', { name: 'رجوع' })).toBeVisible();
  await expect(stillPage.locator('.ranking-row--placeholder').first()).toBeVisible();
  await stillShot(stillPage, testInfo, 'first-look-leaderboard-ar');
  await still.close();

  // Scripts on: the app hydrates that markup (a mismatch would throw it away and log an error),
  // so the heading painted first is the one that stays, and the standings fill in beneath it.
  const context = await installingTab(browser, page);
  const cold = { context, page: await context.newPage() };
  const taken = await watchTakeOver(cold.page);
  await cold.page.goto('/leaderboard');
  await expect(cold.page.getByRole('heading', { level: 1, name: /^Leaderboard/ })).toBeVisible();
  await expect(
    cold.page.getByRole('listitem').filter({ hasText: 'Voltage Vikings' }),
  ).toBeVisible();
  await cold.page.waitForLoadState('networkidle');
  expect(await taken.removedHeadings()).toEqual([]);
  expect(taken.errors).toEqual([]);
  await saveScreenshot(cold.page, testInfo, 'first-look-leaderboard-taken-over');
  await cold.context.close();
});

test('/home arrives drawn with its content, which paints before any script, and the app takes it over as it is', async ({
  page,
  browser,
}, testInfo) => {
  // The upcoming event: its header holds the countdown, which only the browser's clock fills.
  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);
  // Scripts off, in Arabic: the event's picture, name and tiles, right to left; the countdown's
  // rings wait for the app.
  const { still, stillPage } = await arabicWithoutScripts(browser, page, '/home');
  await expect(stillPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    stillPage.getByRole('heading', { level: 1, name: DEMO_EVENTS.upcoming }),
  ).toBeVisible();
  await expect(stillPage.locator('img.event-header__image')).toHaveJSProperty('complete', true);
  expect(
    await stillPage
      .locator('img.event-header__image')
      .evaluate((img) => (img as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
  await expect(stillPage.getByRole('link', { name: 'لوحة الترتيب' })).toBeVisible();
  await expect(stillPage.locator('.countdown-ring__value').first()).toHaveText('--');
  await stillShot(stillPage, testInfo, 'drawn-home-ar');
  await still.close();

  // Scripts on: the app hydrates the drawing from the reads the page started (a mismatch would
  // throw it away and log an error), so the heading painted first stays, and the countdown
  // starts counting.
  const context = await installingTab(browser, page);
  // The clock of the suite's pages, which the server's starts at too (e2e/test.ts).
  await context.clock.install({ time: E2E_CLOCK_START });
  const cold = await context.newPage();
  const taken = await watchTakeOver(cold);
  await cold.goto('/home');
  await expect(cold.getByRole('heading', { level: 1, name: DEMO_EVENTS.upcoming })).toBeVisible();
  await expect(cold.locator('.countdown-ring__value').last()).toHaveText(/^\d\d$/);
  await cold.waitForLoadState('networkidle');
  expect(await taken.removedHeadings()).toEqual([]);
  expect(taken.errors).toEqual([]);
  await saveScreenshot(cold, testInfo, 'drawn-home-taken-over');
  // Taken over: a tap on a tile goes where it says.
  await cold.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(cold).toHaveURL(/\/leaderboard$/);
  await context.close();
});

test('a drawn /home whose read fails in the browser is drawn afresh by the app, which says what failed', async ({
  page,
}) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.route('**/api/home_teams', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams' }).getByRole('alert')).toContainText(
    'This list could not be loaded.',
  );
  await expect(
    page.getByRole('region', { name: 'Companies' }).getByRole('listitem').first(),
  ).toBeVisible();
});
