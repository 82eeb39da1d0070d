/**
 * The app shell as a person meets it: it loads, an unknown address shows the 404 page, a shared
 * link's query parameters are captured and then cleared from the address, and Arabic flips
 * the page to right-to-left. Every page visited is saved under test-results/screenshots/.
 */
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';

test('the app loads on the login screen', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login');
});

test('an unknown address shows the 404 page, and its button leads home', async ({
  page,
}, testInfo) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');

  await page
    .getByRole('button', { name: 'Back to home' })
    .or(page.getByRole('link', { name: 'Back to home' }))
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'home-after-404');
});

test('a shared link stores otherTeamId, ignores a script in x, and leaves a clean address', async ({
  page,
}, testInfo) => {
  const query = new URLSearchParams({ otherTeamId: '12', x: '<script>' });
  await page.goto(`/login?${query.toString()}`);

  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  const stored = await page.evaluate(() => ({
    otherTeamId: sessionStorage.getItem('otherTeamId'),
    x: sessionStorage.getItem('x'),
  }));
  expect(stored).toEqual({ otherTeamId: '12', x: null });
  await saveScreenshot(page, testInfo, 'login-after-query-capture');
});

test('in Arabic the page reads right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/this/does/not/exist');

  await expect(page.getByText('404', { exact: true })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await saveScreenshot(page, testInfo, 'not-found-ar');
});
