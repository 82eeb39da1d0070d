/**
 * The demo users choose a role and follow product.md §4 to /home: supporter and contact person via
 * /event-select, player via /team-select, crew via /event-select and /battle-select. Once in
 * Arabic, right to left. Each demo account logs in once or twice per run (the per-e-mail login
 * limit is 10 per 15 minutes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';
import type { Page } from '@playwright/test';

const DEMO_PASSWORD = 'Demo!2026';

const arabic = JSON.parse(
  fs.readFileSync(path.resolve('public/locales/ar/common.json'), 'utf8'),
) as Record<string, string>;

/** Logs in through the form and opens /role (a returning user may have been sent to /home). */
async function logInAndOpenRoles(
  page: Page,
  email: string,
  loginLabel = 'Log in',
  heading = 'Choose your role',
) {
  await page.goto('/login');
  await page.getByLabel(/^E-mail$|^البريد الإلكتروني$/).fill(email);
  await page.getByLabel(/^Password$|^كلمة المرور$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: loginLabel }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/login');
  if (new URL(page.url()).pathname !== '/role') await page.goto('/role');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** The choice cards of a selection screen, in order. */
function choices(page: Page) {
  return page.getByRole('list').getByRole('button');
}

/** /home is reached: its address, and the bottom navigation marking Home as the current page. */
async function expectHome(page: Page, navigation = 'Main navigation', home = 'Home') {
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(
    page.getByRole('navigation', { name: navigation }).getByRole('link', { name: home }),
  ).toHaveAttribute('aria-current', 'page');
}

test('a supporter picks an event and reaches home; back leads to /role', async ({
  page,
}, testInfo) => {
  await logInAndOpenRoles(page, 'supporter@demo.test');
  for (const role of ['Supporter', 'Player', 'Crew', 'Contact person']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${role}`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Organizer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.getByRole('button', { name: /^Supporter/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await expect(page.getByRole('heading', { name: 'Choose an event' })).toBeVisible();
  await expect(choices(page).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'event-select');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/role');
  await page.getByRole('button', { name: /^Supporter/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');

  await choices(page).first().click();
  await expectHome(page);
});

test('a contact person picks an event and reaches home', async ({ page }) => {
  await logInAndOpenRoles(page, 'contact@demo.test');
  await page.getByRole('button', { name: /^Contact person/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await choices(page).first().click();
  await expectHome(page);
});

test('a player picks a team, which is remembered as otherTeamId, and reaches home', async ({
  page,
}, testInfo) => {
  await logInAndOpenRoles(page, 'player@demo.test');
  await page.getByRole('button', { name: /^Player/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/team-select');
  await expect(page.getByRole('heading', { name: 'Choose a team' })).toBeVisible();
  await expect(choices(page).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-select');

  await choices(page).first().click();
  await expectHome(page);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toMatch(/^\d+$/);
});

test('crew pick an event, then their challenge, and reach home; back leads to /event-select', async ({
  page,
}, testInfo) => {
  await logInAndOpenRoles(page, 'crew@demo.test');
  await saveScreenshot(page, testInfo, 'role');
  await page.getByRole('button', { name: /^Crew/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await choices(page).first().click();

  await expect(page).toHaveURL((url) => url.pathname === '/battle-select');
  await expect(page.getByRole('heading', { name: 'Choose a challenge' })).toBeVisible();
  await expect(choices(page).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'battle-select');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await choices(page).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/battle-select');
  await choices(page).first().click();
  await expectHome(page);
});

test('an organizer also sees the organizer card, which leads to their events', async ({
  page,
}, testInfo) => {
  await logInAndOpenRoles(page, 'organizer@demo.test');
  await expect(page.getByRole('button', { name: /^Organizer/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'role-organizer');
  await page.getByRole('button', { name: /^Organizer/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await expect(choices(page).first()).toBeVisible();
});

test('opening /home before choosing an event leads to /event-select', async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { email: 'supporter@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  // Choosing a role clears the event, so the way in is not finished.
  expect((await page.request.post('/api/role', { data: { role: 'supporter' } })).ok()).toBe(true);
  await page.goto('/home');
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await expect(page.getByRole('heading', { name: 'Choose an event' })).toBeVisible();
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('crew walk from role to home right to left', async ({ page }, testInfo) => {
    await logInAndOpenRoles(page, 'crew@demo.test', arabic.login, arabic.chooseRole);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(page, testInfo, 'role-ar');

    await page.getByRole('button', { name: new RegExp(`^${arabic.roleCrew}`) }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/event-select');
    await expect(page.getByRole('heading', { name: arabic.chooseEvent })).toBeVisible();
    await expect(choices(page).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'event-select-ar');

    await choices(page).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/battle-select');
    await expect(choices(page).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'battle-select-ar');

    await choices(page).first().click();
    await expectHome(page, arabic.mainNavigation, arabic.home);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a player picks a team right to left', async ({ page }, testInfo) => {
    await logInAndOpenRoles(page, 'player@demo.test', arabic.login, arabic.chooseRole);
    await page.getByRole('button', { name: new RegExp(`^${arabic.rolePlayer}`) }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/team-select');
    await expect(choices(page).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'team-select-ar');
    await choices(page).first().click();
    await expectHome(page, arabic.mainNavigation, arabic.home);
  });
});
