/**
 * Invite links as people meet them at 390×844. The demo contact person (Nordlicht Energy) opens
 * /players of one of her teams, taps "Invite players" and gets a new link in a sheet (the
 * link's secret is made then); a brand-new person opens it on their own phone, signs in, joins
 * the team at /join and finds it among their teams. The contact person then revokes the link,
 * and the same link says it cannot be used. In Arabic, the link to a full team explains why it
 * cannot be joined and offers the company alone, and "Not now" goes on without joining.
 *
 * Northern Lights has one free place; the newcomer leaves the company (and so the team) again
 * at the end, so the specs after this one see the demo as seeded. The full team (Aurora
 * Sprinters) is only looked at, never changed.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_CLOCK_START } from './clock';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

const PASSWORD = 'Welcome!2026';
const TEAM_WITH_ROOM = 'Northern Lights';
const FULL_TEAM = 'Aurora Sprinters';
const COMPANY = 'Nordlicht Energy';

let accounts = 0;

/** A confirmed account, made through the API in its own request context (not signed in). */
async function newConfirmedUser(request: APIRequestContext, label: string): Promise<string> {
  accounts += 1;
  const email = `${label}-${Date.now().toString(36)}-${accounts}@e2e.test`;
  const registered = await request.post('/api/register', {
    data: { firstName: 'Ines', lastName: 'Moreau', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await mailedLink(email, '/confirm-email');
  const confirmed = await request.post('/api/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

/** The newcomer's own phone: a browser of their own, on the run's clock, in their language. */
async function newcomerPhone(browser: Browser, language?: string): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_CLOCK_START });
  if (language) {
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  }
  return context.newPage();
}

/** The contact person opens /players of one of her teams, from /readiness as a person would. */
async function openPlayers(page: Page, teamName: string) {
  await signInAs(page, 'contactPerson', DEMO_EVENTS.upcoming);
  await page.goto('/readiness');
  await page.getByRole('link', { name: new RegExp(`^${teamName}`) }).click();
  await expect(page).toHaveURL(/\/team$/);
  await page.goto('/players');
}

/** Taps the invite button and reads the new link from the sheet; leaves the sheet open. */
async function makeInviteLink(page: Page, button: string, field: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByLabel(field)).toBeVisible();
  return sheet.getByLabel(field).inputValue();
}

async function logIn(
  page: Page,
  email: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Log in' },
) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const storedInvite = (page: Page) =>
  page.evaluate(() => [
    sessionStorage.getItem('assignedTeamId'),
    sessionStorage.getItem('assignedCompanyId'),
    sessionStorage.getItem('invite'),
  ]);

test('a shared invite link lets a new person join the team, until the one who shared it revokes it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await openPlayers(page, TEAM_WITH_ROOM);
  await expect(page.getByRole('heading', { name: 'Players 4 of 5', level: 1 })).toBeVisible();
  const shared = await makeInviteLink(page, 'Invite players', 'Invite link');
  const sheet = page.getByRole('dialog', { name: 'Invite players' });
  await expect(
    sheet.getByText(`Anyone with this link can sign in and join ${TEAM_WITH_ROOM}`),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'invite-link-sheet');
  const url = new URL(shared);
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('invite')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Your open invite links (1)' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'invite-links-open');

  // The ids alone, without the secret, lead nowhere.
  const email = await newConfirmedUser(request, 'join');
  const phone = await newcomerPhone(browser);
  const guessed = new URL(shared);
  guessed.searchParams.delete('invite');
  await phone.goto(`${guessed.pathname}${guessed.search}`);
  await logIn(phone, email);
  await expect(phone).toHaveURL((u) => u.pathname === '/join');
  await expect(
    phone.getByRole('heading', { name: 'This invite link cannot be used' }),
  ).toBeVisible();
  await expect(phone.getByText(/it may have expired or been revoked/)).toBeVisible();
  await saveScreenshot(phone, testInfo, 'join-without-secret');
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL((u) => u.pathname === '/role');

  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone).toHaveURL((u) => u.pathname === '/join');
  await expect(phone.getByRole('heading', { name: 'Invitation', level: 1 })).toBeVisible();
  await expect(phone.getByRole('heading', { name: COMPANY, level: 2 })).toBeVisible();
  await expect(phone.getByRole('heading', { name: TEAM_WITH_ROOM, level: 2 })).toBeVisible();
  await expect(phone.getByText(DEMO_EVENTS.upcoming)).toBeVisible();
  await expect(phone.getByText('4 of 5 players')).toBeVisible();
  await saveScreenshot(phone, testInfo, 'join-team');

  await phone.getByRole('button', { name: `Join ${TEAM_WITH_ROOM} of ${COMPANY}` }).click();
  await expect(phone.getByText('You have joined the team.')).toBeVisible();
  // A brand-new person has no role yet: login's next step follows, and the link is forgotten.
  await expect(phone).toHaveURL((u) => u.pathname === '/role');
  expect(await storedInvite(phone)).toEqual([null, null, null]);
  await phone.getByRole('button', { name: /^Player/ }).click();
  await expect(phone).toHaveURL((u) => u.pathname === '/team-select');
  await expect(phone.getByRole('button', { name: new RegExp(TEAM_WITH_ROOM) })).toBeVisible();

  // The same link again, already signed in: /login sends them to /join, which says so.
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone).toHaveURL((u) => u.pathname === '/join');
  await expect(phone.getByText(`You already play in ${TEAM_WITH_ROOM}.`)).toBeVisible();
  await expect(phone.getByText('5 of 5 players')).toBeVisible();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL((u) => u.pathname === '/team-select');

  // The contact person revokes the link; from then on it opens nothing.
  await page.reload();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invite link?' });
  await expect(confirm.getByText('Nobody can join with it any more.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The invite link was revoked.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your open invite links/ })).toHaveCount(0);

  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone).toHaveURL((u) => u.pathname === '/join');
  await expect(
    phone.getByRole('heading', { name: 'This invite link cannot be used' }),
  ).toBeVisible();
  await saveScreenshot(phone, testInfo, 'join-revoked');
  await phone.context().close();

  // The newcomer leaves the company and its team again: the demo stays as seeded.
  const roster = await page.request.get('/api/players', {
    headers: { otherteamid: (await page.evaluate(() => sessionStorage.getItem('otherTeamId')))! },
  });
  const { players, company_id } = (await roster.json()) as {
    players: { id: number; full_name: string }[];
    company_id: number;
  };
  const newcomer = players.find((p) => p.full_name === 'Ines Moreau')!;
  const removed = await page.request.post('/api/delete-employee', {
    headers: { othercompanyid: String(company_id) },
    data: { user_id: newcomer.id },
  });
  expect(removed.ok()).toBe(true);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('the link to a full team says why, offers the company alone, and "not now" goes on', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const ar = await commonTexts(page, 'ar');
    await openPlayers(page, FULL_TEAM);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const shared = await makeInviteLink(page, ar.invitePlayers, ar.inviteLinkLabel);
    await expect(page.getByRole('button', { name: ar.inviteLinkCopy })).toBeVisible();
    await saveScreenshot(page, testInfo, 'invite-link-sheet-ar');
    await page.getByRole('button', { name: ar.close }).click();

    const email = await newConfirmedUser(request, 'join-ar');
    const phone = await newcomerPhone(browser, 'ar');
    const url = new URL(shared);
    await phone.goto(`${url.pathname}${url.search}`);
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await logIn(phone, email, { email: ar.email, password: ar.password, submit: ar.login });

    await expect(phone).toHaveURL((u) => u.pathname === '/join');
    await expect(phone.getByRole('heading', { name: ar.joinTitle, level: 1 })).toBeVisible();
    await expect(phone.getByRole('heading', { name: FULL_TEAM, level: 2 })).toBeVisible();
    await expect(phone.getByText(ar.teamFull)).toBeVisible();
    const companyOnly = ar.joinCompanyOnlyButton.replace('{{company}}', COMPANY);
    await expect(phone.getByRole('button', { name: companyOnly })).toBeVisible();
    await saveScreenshot(phone, testInfo, 'join-team-full-ar');

    await phone.getByRole('button', { name: ar.joinNotNow }).click();
    await expect(phone).toHaveURL((u) => u.pathname === '/role');
    expect(await storedInvite(phone)).toEqual([null, null, null]);
    await phone.context().close();

    // The link is revoked again, as its maker would once it has served.
    await page.getByRole('button', { name: ar.inviteLinkRevoke, exact: true }).click();
    await page
      .getByRole('dialog', { name: ar.inviteLinkRevokeTitle })
      .getByRole('button', { name: ar.inviteLinkRevoke })
      .click();
    await expect(page.getByText(ar.inviteRevoked)).toBeVisible();
  });
});
