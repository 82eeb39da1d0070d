/**
 * Invite links (CLARIFICATIONS "Share links") as a brand-new person meets them at 390×844: the
 * link to a demo team with room leads through login to /join, where they join the team and then
 * find it among their teams; opening the link again says they already play in it. In Arabic,
 * the link to a full team explains why it cannot be joined and offers the company alone, and
 * "Not now" goes on without joining. Screens are saved under the test's output folder.
 *
 * The joined team is Atlas Titans of the upcoming event, which no other spec counts the players
 * of; the full team (Aurora Sprinters) is only looked at, never changed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, DEMO_PASSWORD } from './signIn';
import { test, expect } from './test';

const PASSWORD = 'Welcome!2026';
const TEAM_WITH_ROOM = 'Atlas Titans';
const FULL_TEAM = 'Aurora Sprinters';

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

interface InvitedTeam {
  id: number;
  companyId: number;
  companyName: string;
  players: number;
  maxPlayers: number;
}

async function ok<T>(response: { ok(): boolean; text(): Promise<string>; json(): Promise<T> }) {
  if (!response.ok()) throw new Error(await response.text());
  return response.json();
}

/**
 * A team of the upcoming event as the demo contact person reads it: its company and room, and
 * a closing date still ahead.
 */
async function upcomingTeam(request: APIRequestContext, name: string): Promise<InvitedTeam> {
  await ok(
    await request.post('/api/login', {
      data: { email: 'contact@demo.test', password: DEMO_PASSWORD },
    }),
  );
  await ok(await request.post('/api/role', { data: { role: 'contactPerson' } }));
  const { events } = await ok<{ events: { id: number; name: string }[] }>(
    await request.get('/api/event-select'),
  );
  const event = events.find((candidate) => candidate.name === DEMO_EVENTS.upcoming)!;
  await ok(await request.post('/api/event-select', { data: { event_id: event.id } }));
  const { teams } = await ok<{ teams: { team_id: number; team_name: string }[] }>(
    await request.get('/api/teams'),
  );
  const listed = teams.find((candidate) => candidate.team_name === name);
  expect(listed, `${name} among the teams of ${DEMO_EVENTS.upcoming}`).toBeTruthy();
  const headers = { otherteamid: String(listed!.team_id) };
  const team = await ok<{
    company_id: number;
    company_name: string;
    max_players: number;
    closing_date: string;
  }>(await request.get('/api/team', { headers }));
  const { players } = await ok<{ players: unknown[] }>(
    await request.get('/api/team_players', { headers }),
  );
  expect(new Date(team.closing_date).getTime()).toBeGreaterThan(Date.now());
  return {
    id: listed!.team_id,
    companyId: team.company_id,
    companyName: team.company_name,
    players: players.length,
    maxPlayers: team.max_players,
  };
}

function inviteLink(team: InvitedTeam): string {
  return `/login?assignedTeamId=${team.id}&assignedCompanyId=${team.companyId}`;
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
  ]);

test('a new person follows a team invite link, joins the team at /join and finds it among their teams', async ({
  page,
  request,
}, testInfo) => {
  const team = await upcomingTeam(request, TEAM_WITH_ROOM);
  expect(team.players).toBeLessThan(team.maxPlayers);
  const email = await newConfirmedUser(request, 'join');

  await page.goto(inviteLink(team));
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await logIn(page, email);

  await expect(page).toHaveURL((url) => url.pathname === '/join');
  await expect(page.getByRole('heading', { name: 'Invitation', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: team.companyName, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEAM_WITH_ROOM, level: 2 })).toBeVisible();
  await expect(page.getByText(DEMO_EVENTS.upcoming)).toBeVisible();
  await expect(page.getByText(`${team.players} of ${team.maxPlayers} players`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not now' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'join-team');

  await page.getByRole('button', { name: `Join ${TEAM_WITH_ROOM} of ${team.companyName}` }).click();
  await expect(page.getByText('You have joined the team.')).toBeVisible();
  // A brand-new person has no role yet: login's next step follows, and the link is forgotten.
  await expect(page).toHaveURL((url) => url.pathname === '/role');
  expect(await storedInvite(page)).toEqual([null, null]);

  await page.getByRole('button', { name: /^Player/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/team-select');
  await expect(page.getByRole('button', { name: new RegExp(TEAM_WITH_ROOM) })).toBeVisible();

  // The same link again, already signed in: /login sends them to /join, which says so.
  await page.goto(inviteLink(team));
  await expect(page).toHaveURL((url) => url.pathname === '/join');
  await expect(page.getByText(`You already play in ${TEAM_WITH_ROOM}.`)).toBeVisible();
  await expect(page.getByText(`${team.players + 1} of ${team.maxPlayers} players`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Join/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'join-already-in-team');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/team-select');
  expect(await storedInvite(page)).toEqual([null, null]);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('the link to a full team says why, offers the company alone, and "not now" goes on', async ({
    page,
    request,
  }, testInfo) => {
    const team = await upcomingTeam(request, FULL_TEAM);
    expect(team.players).toBe(team.maxPlayers);
    const email = await newConfirmedUser(request, 'join-ar');
    const ar = await commonTexts(page, 'ar');

    await page.goto(inviteLink(team));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await logIn(page, email, { email: ar.email, password: ar.password, submit: ar.login });

    await expect(page).toHaveURL((url) => url.pathname === '/join');
    await expect(page.getByRole('heading', { name: ar.joinTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: FULL_TEAM, level: 2 })).toBeVisible();
    await expect(page.getByText(ar.teamFull)).toBeVisible();
    const companyOnly = ar.joinCompanyOnlyButton.replace('{{company}}', team.companyName);
    await expect(page.getByRole('button', { name: companyOnly })).toBeVisible();
    await saveScreenshot(page, testInfo, 'join-team-full-ar');

    await page.getByRole('button', { name: ar.joinNotNow }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/role');
    expect(await storedInvite(page)).toEqual([null, null]);
  });
});
