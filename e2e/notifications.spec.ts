/**
 * /notifications as the demo people use it (product.md §2, §3): newest first, unread ones marked
 * (bold, tinted, with an "Unread" dot), each opening its target; opening one marks it read, so
 * going back shows it read; "Mark all as read" reads the rest. Once in Arabic. And /badges.
 * Screens are saved under test-results/screenshots/.
 */
import type { Locator, Page } from '@playwright/test';
import { commonTexts } from './locales';
import { test, expect } from './test';
import { saveScreenshot } from './screenshot';
import { signInAs } from './signIn';

interface Listed {
  id: number;
  message_name: string;
  is_read: boolean;
  dynamic_key_1: string | null;
  redirect_key_1: string | null;
}

async function listedNotifications(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/notifications');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { notifications: Listed[] }).notifications;
}

/** The times of the list's entries, as the machine-readable `datetime` of each. */
async function listedTimes(list: Locator): Promise<string[]> {
  return list
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

test('a player opens a notification, lands on its target and finds it read on coming back', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player');
  const challenge = (await listedNotifications(page)).find(
    (n) => n.message_name === 'team_challenged' && !n.is_read,
  );
  expect(challenge, 'an unread team_challenged notification of the demo player').toBeTruthy();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  // The team's name is set apart by Unicode isolates, invisible, so it reads right in any script.
  const text = new RegExp(`${challenge!.dynamic_key_1}\\W* challenged your team!`);
  const item = list.getByRole('link', { name: text });
  await expect(item).toContainText('Unread');
  await expect(item.getByText(text)).toHaveCSS('font-weight', '700');
  await expect(item).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const times = await listedTimes(list);
  expect(times.length).toBeGreaterThan(3);
  expect([...times].sort().reverse()).toEqual(times);
  await expect(page.getByText(/^Unread: \d+$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'notifications');

  await item.click();
  await expect(page).toHaveURL(/\/team\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toBe(
    challenge!.redirect_key_1,
  );

  await page.goBack();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Unread');
  await expect(item.getByText(text)).toHaveCSS('font-weight', '400');
  await page.reload();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Unread');
  await saveScreenshot(page, testInfo, 'notifications-after-open');
});

test('a contact person marks all notifications read at once', async ({ page }, testInfo) => {
  await signInAs(page, 'contactPerson');
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Unread').first()).toBeAttached();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.getByText('Unread')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByText('Unread')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'notifications-all-read');
});

test('in Arabic a supporter opens a challenge announcement and lands on the challenges', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'supporter');
  const ar = await commonTexts(page, 'ar');
  const announcement = (await listedNotifications(page)).find(
    (n) => n.message_name === 'challenge_announced' && !n.is_read,
  );
  expect(announcement, 'an unread challenge_announced notification of the supporter').toBeTruthy();

  await page.getByRole('link', { name: ar.notifications }).click();
  await expect(page.getByRole('heading', { name: ar.notifications, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const list = page.getByRole('list', { name: ar.notifications });
  const item = list.getByRole('link', { name: new RegExp(announcement!.dynamic_key_1!) });
  await expect(item).toContainText(ar.notificationUnread);
  await saveScreenshot(page, testInfo, 'notifications-ar');

  await item.click();
  await expect(page).toHaveURL(/\/battles$/);
  await expect(page.getByRole('heading', { name: ar.battles, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText(ar.notificationUnread);
  await saveScreenshot(page, testInfo, 'notifications-ar-after-open');
});

test('a player sees the badges their teams earned, newest first, each opening its team', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player');
  const response = await page.request.get('/api/badges');
  const { badges } = (await response.json()) as {
    badges: { kind: string; team_id: number; team_name: string; milestone: number | null }[];
  };
  expect(badges.length, 'the demo player has badges').toBeGreaterThan(0);

  await page.goto('/badges');
  await expect(page.getByRole('heading', { name: /Badges/, level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Your teams earn badges by winning awards, collecting cheers and playing challenges.',
    ),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Badges' });
  await expect(list.getByRole('link')).toHaveCount(badges.length);
  await expect(list.getByRole('link').first()).toContainText(badges[0].team_name);
  await expect(list.getByRole('link', { name: /First cheer/ }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'badges');

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toBe(
    String(badges[0].team_id),
  );
});
