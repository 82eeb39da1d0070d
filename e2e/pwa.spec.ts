/**
 * The installable app (issue 24) as a phone meets it: the manifest and the service worker make
 * it installable, the worker keeps the app so it opens without network, a screen that needs the
 * network says so (in English, and once in Arabic), and a new deploy is offered with a prompt.
 * The start page `/` comes from the server while it can answer, from the kept app when not.
 * Only this spec lets service workers run (playwright.config.ts blocks them for the others).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

test.use({ serviceWorkers: 'allow' });

/** The built worker the e2e server serves (e2e/serve.ts). */
const SERVICE_WORKER_FILE = path.join(process.env.E2E_WEB_DIR ?? 'dist/web', 'sw.js');

/** Waits until the service worker controls the page, as it does once a first visit installed it. */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Waits until the worker keeps the language's translations, which an offline start needs. */
async function translationsKept(page: Page, language: string) {
  await expect
    .poll(() =>
      page.evaluate(
        async (lng) => Boolean(await caches.match(`/locales/${lng}/common.json`)),
        language,
      ),
    )
    .toBe(true);
}

test('the app is installable: its manifest is linked and valid and its worker controls the page', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium offers no install in an incognito profile, which every Playwright context is:
  // this check runs in a browser with a profile of its own, as a phone's.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const { launchOptions, viewport } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await controlledByWorker(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Battle Events',
      display: 'standalone',
      theme_color: '#FF784B',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the app still opens and a screen that needs the network says so', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await controlledByWorker(page);
  await translationsKept(page, 'en');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const offline = page.getByRole('alert').filter({ hasText: "You're offline" });
  await expect(offline.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(offline).toContainText('This screen needs the network.');
  await saveScreenshot(page, testInfo, 'pwa-offline-home');

  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await expect(offline).toHaveCount(0);
});

test('the start page comes from the server while online, and opens the kept app offline', async ({
  page,
  context,
}) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await controlledByWorker(page);
  await translationsKept(page, 'en');

  // The server's page for `/` is its prerendered sign-in page; the kept app shell is another.
  const online = await page.goto('/');
  expect(await online?.text()).toContain('<title>Log in · Battle Events</title>');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();

  // Offline the kept app shell answers, and the app opens on its sign-in screen (it cannot ask
  // the server whether the session lives).
  await context.setOffline(true);
  const offline = await page.goto('/');
  expect(await offline?.text()).toContain('<title>Battle Events</title>');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('a screen opened after the network dropped shows the offline state and loads when it is back', async ({
  page,
  context,
}) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await controlledByWorker(page);

  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link', { name: 'Leaderboard' })
    .click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  const offline = page.getByRole('alert').filter({ hasText: "You're offline" });
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Leaderboard/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('offline in Arabic, the app opens right to left in Arabic and says it is offline', async ({
  page,
  context,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await controlledByWorker(page);
  await translationsKept(page, 'ar');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const offline = page.getByRole('alert').filter({ hasText: ar.offlineTitle });
  await expect(offline.getByRole('heading', { name: ar.offlineTitle })).toBeVisible();
  await expect(offline).toContainText(ar.offlineMessage);
  await expect(offline.getByRole('button', { name: ar.retry })).toBeVisible();
  await saveScreenshot(page, testInfo, 'pwa-offline-home-ar');
});

for (const language of ['en', 'ar'] as const) {
  test(`a new version deployed is offered, and Reload starts it (${language})`, async ({
    page,
  }, testInfo) => {
    if (language === 'ar') {
      await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    }
    const texts = await commonTexts(page, language);
    await signInAs(page, 'supporter', DEMO_EVENTS.live);
    await controlledByWorker(page);

    // A deploy: the server now has a different worker script.
    const deployed = fs.readFileSync(SERVICE_WORKER_FILE, 'utf8');
    fs.writeFileSync(SERVICE_WORKER_FILE, `${deployed}\n// the next version\n`);
    try {
      // The app looks for a new version every hour.
      await page.clock.fastForward('01:00:00');
      const prompt = page.getByRole('status').filter({ hasText: texts.updateReady });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
      await saveScreenshot(page, testInfo, `pwa-update-prompt-${language}`);

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: texts.reload }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
      await expect(page.getByText(texts.updateReady)).toHaveCount(0);
      const waiting = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration?.waiting);
      });
      expect(waiting, 'the new version is the active one').toBe(false);
    } finally {
      fs.writeFileSync(SERVICE_WORKER_FILE, deployed);
    }
  });
}
