/**
 * The profile screens as a person uses them at 390×844: /profile and its entries, editing the
 * profile (a country picked by typing, a picture uploaded and deleted, the public switch), the
 * socials, the public profile with its icons and flag, someone else's public profile with team
 * cards, a profile that is not public, and the same in Arabic. Each test works on a fresh
 * account, so the demo people other specs read stay as seeded.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { DEMO_EVENTS } from './signIn';

const PASSWORD = 'Welcome!2026';
let accounts = 0;

/**
 * A confirmed account of its own, signed in through the API (the page shares its cookies); as
 * a supporter of the live event unless `role` is null (signed in, no role chosen yet).
 */
async function signInFresh(
  page: Page,
  label: string,
  role: 'supporter' | null = 'supporter',
): Promise<string> {
  accounts += 1;
  const email = `${label}-${Date.now().toString(36)}-${accounts}@e2e.test`;
  const api = page.request;
  const registered = await api.post('/api/register', {
    data: { firstName: 'Test', lastName: 'Person', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await mailedLink(email, '/confirm-email');
  const confirmed = await api.post('/api/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.ok()).toBe(true);
  expect((await api.post('/api/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  if (role) {
    expect((await api.post('/api/role', { data: { role } })).ok()).toBe(true);
    const { events } = (await (await api.get('/api/event-select')).json()) as {
      events: { id: number; name: string }[];
    };
    const event = events.find((e) => e.name === DEMO_EVENTS.live)!;
    expect((await api.post('/api/event-select', { data: { event_id: event.id } })).ok()).toBe(true);
  }
  return email;
}

/** A small real photo, as a phone would hand one over. */
async function photo(color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 400, height: 400, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name: 'me.png', mimeType: 'image/png', buffer };
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByRole('alert').filter({ hasText: text }));

test('a person edits their profile, picture and socials, and sees their public profile', async ({
  page,
}, testInfo) => {
  const email = await signInFresh(page, 'profile');

  await page.goto('/profile');
  await expect(page.getByText('Test Person')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Supporter')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public profile' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    /^mailto:.+@.+/,
  );
  await saveScreenshot(page, testInfo, 'profile');

  // Edit profile: names, bio, date of birth, gender, a country found by typing, public.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/edit-profile');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Bio').fill('Counts every stroke of the raft race.');
  await page.getByLabel('Date of birth').fill('1990-12-10');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Country').fill('nether');
  await page.getByRole('option', { name: 'Netherlands', exact: true }).click();
  await expect(page.getByText('Netherlands', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Public profile' }).check();

  // The picture: upload, delete after confirming, upload again.
  const avatar = page.getByRole('img', { name: 'Your picture' });
  await page.getByLabel('Upload picture').setInputFiles(await photo('#3366ff'));
  await expect(toast(page, 'Your picture has been updated.')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/users\/[0-9a-f]{32}\.webp$/);
  await saveScreenshot(page, testInfo, 'edit-profile');

  await page.getByRole('button', { name: 'Delete picture' }).click();
  const sheet = page.getByRole('dialog', { name: 'Delete your picture?' });
  await expect(sheet).toBeVisible();
  await saveScreenshot(page, testInfo, 'edit-profile-delete-picture');
  await sheet.getByRole('button', { name: 'Delete picture' }).click();
  await expect(toast(page, 'Your picture has been deleted.')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete picture' })).toHaveCount(0);
  await expect(avatar).toHaveAttribute('src', '/fallback/person.svg');

  await page.getByLabel('Upload picture').setInputFiles(await photo('#ff784b'));
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/users\//);
  // The form keeps what was typed while the picture changed.
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(toast(page, 'Your profile has been saved.')).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();

  // Socials: a link of another service is refused on its field, then fixed.
  await page.getByRole('link', { name: 'Socials' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/connections');
  await page.getByLabel('Instagram').fill('https://twitter.com/ada');
  await page.getByLabel('Messaging number (WhatsApp)').fill('0612345678');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByText('Enter an Instagram user name or a link to an Instagram profile.'),
  ).toBeVisible();
  await expect(page.getByText('Enter an international number')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/connections');
  await saveScreenshot(page, testInfo, 'connections-errors');
  await page.getByLabel('Instagram').fill('@ada.rows');
  await page.getByLabel('X (Twitter)').fill('ada_rows');
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/ada-lovelace');
  await page.getByLabel('Messaging number (WhatsApp)').fill('+31 6 1234 5678');
  await saveScreenshot(page, testInfo, 'connections');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(toast(page, 'Your socials have been saved.')).toBeVisible();

  // The public profile: the entry shows now that the profile is public.
  await page.getByRole('link', { name: 'Public profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/public-profile');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('Counts every stroke of the raft race.')).toBeVisible();
  await expect(page.getByText('Netherlands')).toBeVisible();
  await expect(page.locator('img[src*="NL"]')).toBeVisible();
  await expect(page.getByRole('term')).toHaveText(['Challenges', 'Teams', 'Awards']);
  await expect(page.getByRole('definition')).toHaveText(['0', '0', '0']);
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ada.rows',
  );
  await expect(page.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
    'href',
    'https://x.com/ada_rows',
  );
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/ada-lovelace',
  );
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send a message on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/31612345678',
  );
  await expect(page.getByText('No teams found')).toBeVisible();
  await saveScreenshot(page, testInfo, 'public-profile-own');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});

test("a player's public profile shows their teams, each opening /team", async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'viewer');
  await page.goto('/participants');
  await page.getByLabel('Search by name or team').fill('daan');
  await page.getByRole('link', { name: /Daan de Jong/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/public-profile');
  await expect(page.getByRole('heading', { name: 'Daan de Jong' })).toBeVisible();
  const teams = page.getByRole('region', { name: 'Teams' }).getByRole('link');
  await expect(teams.first()).toBeVisible();
  const count = await teams.count();
  await expect(page.getByRole('definition').nth(1)).toHaveText(String(count));
  await expect(teams.first()).toContainText(/20\d\d/);
  await saveScreenshot(page, testInfo, 'public-profile-player');

  await teams.first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/team');
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toMatch(/^\d+$/);
});

test('a profile that is not public says so and leads to /profile', async ({ page }, testInfo) => {
  await signInFresh(page, 'private');
  await page.goto('/profile');
  await expect(page.getByText('Test Person')).toBeVisible();
  await page.goto('/public-profile');
  await expect(page.getByText('This profile is not public.')).toBeVisible();
  await expect(page.getByText('Test Person')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'public-profile-not-public');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});

test('without a role, /profile still offers to change role, and signs out', async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'no-role', null);
  await page.goto('/profile');
  await expect(page.getByText('No role chosen yet')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-no-role');
  await page.getByRole('link', { name: 'Change role' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/role');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
});

test('in Arabic the profile screens read right to left and a country is found by its Arabic name', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInFresh(page, 'profile-ar');

  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(ar.roleSupporter)).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-ar');

  await page.getByRole('link', { name: ar.editProfile }).click();
  await page.getByLabel(ar.firstName).fill('ليلى');
  await page.getByLabel(ar.lastName).fill('حسن');
  await page.getByLabel(ar.profileCountry).fill('هولن');
  await page.getByRole('option', { name: 'هولندا', exact: true }).click();
  await page.getByRole('radio', { name: ar.profileGenderFemale }).check();
  await page.getByRole('switch', { name: ar.profilePublicSwitch }).check();
  await saveScreenshot(page, testInfo, 'edit-profile-ar');
  await page.getByRole('button', { name: ar.profileSave }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText('ليلى حسن')).toBeVisible();

  await page.getByRole('link', { name: ar.connections }).click();
  await page.getByLabel('Instagram').fill('laila.h');
  await page.getByLabel(ar.profilePhone).fill('+966 50 123 4567');
  await saveScreenshot(page, testInfo, 'connections-ar');
  await page.getByRole('button', { name: ar.done }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');

  await page.getByRole('link', { name: ar.publicProfile }).click();
  await expect(page.getByRole('heading', { name: 'ليلى حسن' })).toBeVisible();
  await expect(page.getByText('هولندا')).toBeVisible();
  await expect(page.getByRole('link', { name: ar.profileSendMessage })).toHaveAttribute(
    'href',
    'https://wa.me/966501234567',
  );
  await saveScreenshot(page, testInfo, 'public-profile-ar');
});
