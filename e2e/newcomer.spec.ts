/**
 * A brand-new person on the way in (issue "Set up a real event without tripping", Newcomers) at
 * 390×844: as Player they find no team, and the screen says how one gets in (an invite link from
 * their company), with a field to paste it; a link of another site is refused with a message.
 * As Crew they are told the organizer assigns them. Then the demo player makes a real invite link
 * for Northern Lights (in the upcoming event, where teams can still be joined; the live event's
 * closing date has passed), the newcomer pastes it, lands on /join, joins and finds the team.
 * Once in Arabic, right to left.
 *
 * The newcomer is taken off the company again at the end and the link revoked, so the specs
 * after this one see the demo as seeded (Northern Lights 4 of 5).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_CLOCK_START } from './clock';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

const PASSWORD = 'Welcome!2026';
const TEAM = 'Northern Lights';
const COMPANY = 'Nordlicht Energy';
const FOREIGN_LINK = 'https://battle-events.example.org/login?assignedCompanyId=1&invite=abc';

let accounts = 0;

/** A confirmed account, made through the API in its own request context (not signed in). */
async function newConfirmedUser(
  request: APIRequestContext,
  label: string,
  name: { firstName: string; lastName: string },
): Promise<string> {
  accounts += 1;
  const email = `${label}-${Date.now().toString(36)}-${accounts}@e2e.test`;
  const registered = await request.post('/api/register', {
    data: { ...name, email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await mailedLink(email, '/confirm-email');
  const confirmed = await request.post('/api/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

/** Signs the newcomer in (the page shares the cookie) and opens /role: they have no role yet. */
async function openRoles(page: Page, email: string) {
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  await page.goto('/role');
}

/** A second phone, signed in as a demo person in the upcoming event, on the run's clock. */
async function demoPhone(browser: Browser, role: 'player' | 'contactPerson'): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_CLOCK_START });
  const page = await context.newPage();
  await signInAs(page, role, DEMO_EVENTS.upcoming);
  return page;
}

/** The demo player's team in the upcoming event, with its company, from their own /players. */
async function ownTeam(player: Page) {
  const teamId = await player.evaluate(() => sessionStorage.getItem('otherTeamId'));
  const roster = await player.request.get('/api/players', { headers: { otherteamid: teamId! } });
  expect(roster.ok()).toBe(true);
  const { company_id } = (await roster.json()) as { company_id: number };
  return { teamId: Number(teamId), companyId: company_id };
}

const paste = async (page: Page, label: string, submit: string, text: string) => {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: submit, exact: true }).click();
};

test('a newcomer is told how to get in, pastes an invite link and joins the team', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = await newConfirmedUser(request, 'newcomer', {
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  await openRoles(page, email);
  await page.getByRole('button', { name: /^Player/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/team-select');
  await expect(
    page.getByRole('heading', { name: "You're not in a team yet", level: 2 }),
  ).toBeVisible();
  await expect(page.getByText(/with an invite link from your company/)).toBeVisible();
  await expect(page.getByLabel('Invite link', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose another role' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'newcomer-player');

  // Another site's link is refused where it was pasted; nothing opens.
  await paste(page, 'Invite link', 'Open invite link', FOREIGN_LINK);
  await expect(page.getByText(/^This is not an invite link of this app\./)).toBeVisible();
  await expect(page.getByLabel('Invite link', { exact: true })).toBeFocused();
  await expect(page).toHaveURL((u) => u.pathname === '/team-select');
  await saveScreenshot(page, testInfo, 'newcomer-paste-refused');

  // Crew are told who assigns them; an invite link is not their way in.
  await page.getByRole('link', { name: 'Choose another role' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/role');
  await page.getByRole('button', { name: /^Crew/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/event-select');
  await expect(
    page.getByRole('heading', { name: 'No challenge is assigned to you yet', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText(/The event's organizer assigns the crew/)).toBeVisible();
  await expect(page.getByLabel('Invite link', { exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'newcomer-crew');
  await page.getByRole('link', { name: 'Choose another role' }).click();
  await page.getByRole('button', { name: /^Player/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/team-select');

  // A real invite link from a colleague: the demo player makes one for their team.
  const player = await demoPhone(browser, 'player');
  const { teamId, companyId } = await ownTeam(player);
  const made = await player.request.post('/api/invite-links', {
    data: { company_id: companyId, team_id: teamId },
  });
  expect(made.ok()).toBe(true);
  const link = (await made.json()) as { id: number; invite: string };
  const query = new URLSearchParams({
    assignedTeamId: String(teamId),
    assignedCompanyId: String(companyId),
    invite: link.invite,
  });
  const shared = `${new URL(page.url()).origin}/login?${query}`;

  try {
    await paste(page, 'Invite link', 'Open invite link', shared);
    await expect(page).toHaveURL((u) => u.pathname === '/join');
    await expect(page.getByRole('heading', { name: 'Invitation', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: COMPANY, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEAM, level: 2 })).toBeVisible();
    await expect(page.getByText('4 of 5 players')).toBeVisible();

    await page.getByRole('button', { name: `Join ${TEAM} of ${COMPANY}` }).click();
    await expect(page.getByText('You have joined the team.')).toBeVisible();
    // Player is chosen and a team is still missing: /team-select, now with the team.
    await expect(page).toHaveURL((u) => u.pathname === '/team-select');
    const joined = page.getByRole('button', { name: new RegExp(TEAM) });
    await expect(joined).toBeVisible();
    await joined.click();
    await expect(page).toHaveURL((u) => u.pathname === '/home');
  } finally {
    // The demo as seeded: the link revoked, the newcomer off the company and its team.
    await player.request.delete(`/api/invite-links?id=${link.id}`);
    await player.context().close();
    const contact = await demoPhone(browser, 'contactPerson');
    const roster = await contact.request.get('/api/players', {
      headers: { otherteamid: String(teamId) },
    });
    const { players } = (await roster.json()) as { players: { id: number; full_name: string }[] };
    const newcomer = players.find((p) => p.full_name === 'Noor Haddad');
    if (newcomer) {
      const removed = await contact.request.post('/api/delete-employee', {
        headers: { othercompanyid: String(companyId) },
        data: { user_id: newcomer.id },
      });
      expect(removed.ok()).toBe(true);
    }
    await contact.context().close();
  }
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('the empty team list explains the invite link, right to left, and refuses junk', async ({
    page,
    request,
  }, testInfo) => {
    const ar = await commonTexts(page, 'ar');
    const email = await newConfirmedUser(request, 'newcomer-ar', {
      firstName: 'Layla',
      lastName: 'Mansour',
    });
    await openRoles(page, email);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: new RegExp(`^${ar.rolePlayer}`) }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/team-select');
    await expect(
      page.getByRole('heading', { name: ar.newcomerPlayerTitle, level: 2 }),
    ).toBeVisible();
    await expect(page.getByText(ar.newcomerPlayerText)).toBeVisible();
    await expect(page.getByRole('link', { name: ar.chooseAnotherRole })).toBeVisible();
    await saveScreenshot(page, testInfo, 'newcomer-player-ar');

    await paste(page, ar.inviteLinkLabel, ar.invitePasteSubmit, 'not a link');
    await expect(page.getByText(ar.invitePasteInvalid)).toBeVisible();
    await saveScreenshot(page, testInfo, 'newcomer-paste-refused-ar');
  });
});
