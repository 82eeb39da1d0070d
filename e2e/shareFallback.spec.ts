/**
 * Sharing on a device without a share sheet (a laptop's browser) at 390×844: navigator.share is
 * removed before the app loads, and the clipboard is allowed. As the demo player, "Share team" on
 * their team in the live event opens the kit's ShareSheet (why, the link, "Copy link") instead of
 * an alert, and Copy puts the team's link on the clipboard. In the upcoming event the player
 * copies an invite link from /players (no Share button there, the sheet is the fallback), and a
 * newcomer on a phone of their own opens the copied link, signs in and joins the team; the link
 * is then revoked and the newcomer leaves the company again (through the contact person), so the
 * specs after this one see the demo as seeded. In Arabic, a clipboard that refuses leaves the
 * link selected with "select the link and copy it", and a second Copy works.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_CLOCK_START } from './clock';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

/** The demo player's team in the live event (its captain), and in the upcoming one (4 of 5). */
const LIVE_TEAM = 'Voltage Vikings';
const UPCOMING_TEAM = 'Northern Lights';
const COMPANY = 'Nordlicht Energy';
const PASSWORD = 'Welcome!2026';
const NEWCOMER = { firstName: 'Noor', lastName: 'Haddad' };

/** A device without a share sheet whose clipboard the page may write and read. */
async function withoutShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** The video frame's provider as it answers when it can be reached (no internet here). */
async function videoProviderReachable(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
  );
}

/** Fails the test on any alert, the way sharing used to end without a share sheet. */
function refuseAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The player's own team in the live event, /team as they open it from the bottom bar. */
async function openLiveTeam(page: Page) {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: LIVE_TEAM, level: 1 })).toBeVisible();
}

/** A confirmed account, made through the API (as e2e/join.spec.ts does), not signed in. */
async function newConfirmedUser(request: APIRequestContext): Promise<string> {
  const email = `share-${Date.now().toString(36)}@e2e.test`;
  const registered = await request.post('/api/register', {
    data: { ...NEWCOMER, email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await mailedLink(email, '/confirm-email');
  const confirmed = await request.post('/api/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

/**
 * Logs in through the open login screen (as e2e/organizer.spec.ts does): sent before the app has
 * taken the prerendered form over, the form comes back empty, and the person types again.
 */
async function logIn(page: Page, email: string) {
  const onLogin = (url: URL) => url.pathname === '/login';
  await expect(async () => {
    if (!onLogin(new URL(page.url()))) return;
    await page.getByLabel('E-mail', { exact: true }).fill(email, { timeout: 2_000 });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout: 2_000 });
    await page.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 2_000 });
    await expect(page).not.toHaveURL(onLogin, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The newcomer's own phone: a browser of their own, on the run's clock. */
async function newcomerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_CLOCK_START });
  return context.newPage();
}

/** The contact person of Nordlicht Energy removes the newcomer from the company, if they joined. */
async function removeNewcomer(browser: Browser, teamId: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAs(page, 'contactPerson', DEMO_EVENTS.upcoming);
    const roster = await page.request.get('/api/players', { headers: { otherteamid: teamId } });
    expect(roster.ok()).toBe(true);
    const { players, company_id } = (await roster.json()) as {
      players: { id: number; full_name: string }[];
      company_id: number;
    };
    const newcomer = players.find(
      (p) => p.full_name === `${NEWCOMER.firstName} ${NEWCOMER.lastName}`,
    );
    if (!newcomer) return;
    const removed = await page.request.post('/api/delete-employee', {
      headers: { othercompanyid: String(company_id) },
      data: { user_id: newcomer.id },
    });
    expect(removed.ok()).toBe(true);
  } finally {
    await context.close();
  }
}

test.beforeEach(async ({ context }) => {
  await withoutShareSheet(context);
});

test('without a share sheet, Share team shows the link and Copy link puts it on the clipboard', async ({
  page,
}, testInfo) => {
  const alerts = refuseAlerts(page);
  await openLiveTeam(page);
  const teamId = await page.evaluate(() => sessionStorage.getItem('otherTeamId'));

  await page.getByRole('button', { name: 'Share team' }).click();
  const sheet = page.getByRole('dialog', { name: LIVE_TEAM });
  await expect(sheet.getByText(/^Sharing is not supported on this device\./)).toBeVisible();
  const field = sheet.getByLabel('Link', { exact: true });
  await expect(field).toHaveAttribute('readonly', '');
  const shared = await field.inputValue();
  const url = new URL(shared);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('otherTeamId')).toBe(teamId);
  expect(url.searchParams.get('redirect')).toBe('/team');
  await expect(sheet.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'share-fallback-sheet');

  await sheet.getByRole('button', { name: 'Copy link' }).click();
  // The sheet's own "copied" line shows until it closes; then the toast alone says it.
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await clipboardText(page)).toBe(shared);
  // The focus goes back to the share button.
  await expect(page.getByRole('button', { name: 'Share team' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'share-fallback-copied');
  expect(alerts).toEqual([]);
});

test('an invite link copied without a share sheet lets a newcomer join the team', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const alerts = refuseAlerts(page);
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  const teamId = (await page.evaluate(() => sessionStorage.getItem('otherTeamId')))!;
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Players 4 of 5', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Invite players' }).click();
  const sheet = page.getByRole('dialog', { name: 'Invite players' });
  await expect(sheet.getByRole('button', { name: 'Share link' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Copy link' }).click();
  await expect(sheet.getByRole('status')).toHaveText('The invite link was copied.');
  const copied = await clipboardText(page);
  expect(copied).toBe(await sheet.getByLabel('Invite link').inputValue());
  expect(new URL(copied).searchParams.get('invite')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await saveScreenshot(page, testInfo, 'share-fallback-invite-copied');
  await sheet.getByRole('button', { name: 'Close' }).click();

  try {
    // A newcomer opens the copied link on a phone of their own and signs in.
    const email = await newConfirmedUser(request);
    const phone = await newcomerPhone(browser);
    await phone.goto(copied);
    await logIn(phone, email);
    await expect(phone).toHaveURL((u) => u.pathname === '/join');
    await expect(phone.getByRole('heading', { name: UPCOMING_TEAM, level: 2 })).toBeVisible();
    await phone.getByRole('button', { name: `Join ${UPCOMING_TEAM} of ${COMPANY}` }).click();
    await expect(phone.getByText('You have joined the team.')).toBeVisible();
    await expect(phone).toHaveURL((u) => u.pathname === '/role');
    await phone.getByRole('button', { name: /^Player/ }).click();
    await expect(phone).toHaveURL((u) => u.pathname === '/team-select');
    await expect(phone.getByRole('button', { name: new RegExp(UPCOMING_TEAM) })).toBeVisible();
    await saveScreenshot(phone, testInfo, 'share-fallback-newcomer-joined');
    await phone.context().close();

    // The player sees the newcomer in the team, and revokes the link that served.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Players 5 of 5', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('article', { name: `${NEWCOMER.firstName} ${NEWCOMER.lastName}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this invite link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByRole('heading', { name: /^Your open invite links/ })).toHaveCount(0);
  } finally {
    await removeNewcomer(browser, teamId);
  }
  expect(alerts).toEqual([]);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('a refused clipboard leaves the link selected and says to copy it; Copy again works', async ({
    page,
  }, testInfo) => {
    const ar = await commonTexts(page, 'ar');
    await openLiveTeam(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByRole('button', { name: ar.teamShare }).click();
    const sheet = page.getByRole('dialog', { name: LIVE_TEAM });
    await expect(sheet.getByText(ar.shareNotSupported)).toBeVisible();
    const field = sheet.getByLabel(ar.linkLabel, { exact: true });
    await expect(field).toHaveAttribute('dir', 'ltr');
    const shared = await field.inputValue();
    await saveScreenshot(page, testInfo, 'share-fallback-sheet-ar');

    // The clipboard refuses once: the link is selected, and the sheet says to copy it by hand.
    await page.evaluate(() =>
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      }),
    );
    await sheet.getByRole('button', { name: ar.copyLink }).click();
    await expect(sheet.getByRole('status')).toHaveText(ar.copyLinkByHand);
    await expect(field).toBeFocused();
    expect(
      await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    ).toEqual([0, shared.length]);
    await saveScreenshot(page, testInfo, 'share-fallback-by-hand-ar');

    // Allowed again, Copy link works and the sheet closes with the toast.
    await page.evaluate(() => delete (navigator.clipboard as Partial<Clipboard>).writeText);
    await sheet.getByRole('button', { name: ar.copyLink }).click();
    // The sheet's own "copied" line shows until it closes; then the toast alone says it.
    await expect(sheet).toHaveCount(0);
    await expect(page.getByText(ar.linkCopied)).toBeVisible();
    expect(await clipboardText(page)).toBe(shared);
    await saveScreenshot(page, testInfo, 'share-fallback-copied-ar');
  });
});
