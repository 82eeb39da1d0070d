/**
 * Languages and branding as a person meets them (issue 4): choosing Arabic on /language turns
 * the app right-to-left with a mirrored bottom navigation, the choice survives a reload, and
 * Japanese and English follow; a page opened on the second demo host (127.0.0.1) wears that
 * host's colours, while localhost keeps the defaults. Screenshots go to
 * test-results/screenshots/.
 */
import { saveScreenshot } from './screenshot';
import { commonTexts } from './locales';
import { test, expect } from './test';
import type { Page } from '@playwright/test';

const SUPPORTER = { email: 'supporter@demo.test', password: 'Demo!2026' };

async function logIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: SUPPORTER });
  expect(response.ok(), await response.text()).toBe(true);
}

test('Arabic on /language mirrors the app and survives a reload; Japanese and English follow', async ({
  page,
}, testInfo) => {
  await logIn(page);
  await page.goto('/language');
  const html = page.locator('html');

  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await expect(languages.getByRole('radio')).toHaveCount(14);
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(html).toHaveAttribute('dir', 'ltr');
  // A way back like every other screen's, besides Done.
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
  await saveScreenshot(page, testInfo, 'language-en');

  const ar = await commonTexts(page, 'ar');
  await page.getByRole('radio', { name: 'العربية' }).check();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: ar.language })).toBeVisible();
  await expect(page.getByRole('button', { name: ar.done })).toBeVisible();
  await expect(page.getByRole('link', { name: ar.back })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  await expect(page).toHaveTitle(new RegExp(ar.language));

  // The bottom navigation mirrors: Notifications, first in the DOM, now sits on the right.
  const nav = page.getByRole('navigation', { name: ar.mainNavigation });
  const notifications = await nav.getByRole('link', { name: ar.notifications }).boundingBox();
  const profile = await nav.getByRole('link', { name: ar.profile }).boundingBox();
  expect(notifications && profile).toBeTruthy();
  expect(notifications!.x).toBeGreaterThan(profile!.x);
  await saveScreenshot(page, testInfo, 'language-ar');

  await page.reload();
  await expect(page.getByRole('heading', { name: ar.language })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  const kept = await page.evaluate(() => localStorage.getItem('i18nextLng'));
  expect(kept).toBe('ar');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('ar');
  await saveScreenshot(page, testInfo, 'language-ar-after-reload');

  // Signing out and in again through the form keeps the choice.
  expect((await page.request.post('/api/logout')).ok()).toBe(true);
  await page.goto('/login');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ar.email, { exact: true }).fill(SUPPORTER.email);
  await page.getByLabel(ar.password, { exact: true }).fill(SUPPORTER.password);
  await page.getByRole('button', { name: ar.login, exact: true }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/login');
  await page.goto('/language');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();

  const ja = await commonTexts(page, 'ja');
  await page.getByRole('radio', { name: '日本語' }).check();
  await expect(html).toHaveAttribute('lang', 'ja');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: ja.language })).toBeVisible();
  await expect(page.getByRole('button', { name: ja.done })).toBeVisible();
  await saveScreenshot(page, testInfo, 'language-ja');

  await page.getByRole('radio', { name: 'English' }).check();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile');

  await page.goto('/language');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});

test('the second demo host 127.0.0.1 wears its own colours and favicon; localhost the defaults', async ({
  page,
  baseURL,
}, testInfo) => {
  const otherHost = new URL(baseURL!);
  otherHost.hostname = '127.0.0.1';
  const branding = await page.request.get(new URL('/api/branding', otherHost).href);
  const { fav_icon, primary_color } = (await branding.json()) as {
    fav_icon: string;
    primary_color: string;
  };
  expect(primary_color.toUpperCase()).toBe('#2563EB');

  await page.goto(otherHost.href);
  const html = page.locator('html');
  await expect(html).toHaveCSS('--primary', primary_color);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', fav_icon);
  const stored = await page.evaluate(() => ({
    host: localStorage.getItem('brandingHost'),
    primaryColor: localStorage.getItem('primaryColor'),
    favicon: localStorage.getItem('favicon'),
  }));
  expect(stored).toEqual({ host: otherHost.host, primaryColor: primary_color, favicon: fav_icon });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, testInfo, 'branding-127-home');

  // The 404 page's primary button, on a later load that uses the stored branding.
  await page.goto(new URL('/no/such/page', otherHost).href);
  const back = page.getByRole('link', { name: 'Back to home' });
  await expect(back).toHaveCSS('background-color', 'rgb(37, 99, 235)');
  await expect(back).toHaveCSS('color', 'rgb(255, 255, 255)');
  await saveScreenshot(page, testInfo, 'branding-127-not-found');

  await page.goto('/no/such/page');
  const backOnLocalhost = page.getByRole('link', { name: 'Back to home' });
  await expect(backOnLocalhost).toHaveCSS('background-color', 'rgb(255, 120, 75)');
  await expect(backOnLocalhost).toHaveCSS('color', 'rgb(0, 35, 53)');
  await saveScreenshot(page, testInfo, 'branding-localhost-not-found');
});

test('a branded host gets the prerendered sign-in page, painted in its colours before any script runs', async ({
  browser,
  baseURL,
}) => {
  const otherHost = new URL('/login', baseURL!);
  otherHost.hostname = '127.0.0.1';
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(otherHost.href);
  // With no script at all, the form is there and wears the host's primary colour.
  const logIn = page.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await expect(logIn).toHaveCSS('background-color', 'rgb(37, 99, 235)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2563EB');
  await context.close();
});
