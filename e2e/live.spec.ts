/**
 * Live updates (GET /api/live) between two phones: the demo supporter keeps /leaderboard open on
 * an event of this spec's own (e2e/crewEvent.ts, its Tug of War running) while the demo crew
 * member saves Tug of War on their own phone, and the new points show within two seconds,
 * without a reload. A cheer for the player's team reaches the player's open /cheers-leaderboard and
 * /notifications the same way (in the upcoming event). Once in Arabic. Each save ranks the
 * watched team first, or last when it already was first, so the points change on every save; the cheer stays (one per
 * supporter and team). A stream that falls silent for longer than the heartbeat allows (a
 * connection that died without a word) is replaced, and the new one brings the next save.
 * Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import type { Browser, Page } from '@playwright/test';
import { LIVE_SILENCE_MS } from '../src/shared/api/live';
import { E2E_CLOCK_START } from './clock';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { createCrewEvent } from './crewEvent';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

const SESSION = 'Tug of War';
// The crew's saves go to an event of its own, its sessions running (results count only then).
const EVENT = `Live Regatta ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const WATCHED = 'Herons';

test.beforeAll(async ({ browser }) => {
  await createCrewEvent(browser, EVENT, [WATCHED, 'Ibises', 'Jays', 'Kestrels']);
});

/** The watched team's row on the open leaderboard. */
const watchedRow = (page: Page, label = 'Leaderboard') =>
  page.getByRole('list', { name: label }).getByRole('listitem').filter({ hasText: WATCHED });

/** The demo supporter follows the spec's event: its standings, and the watched team in them. */
async function watchEvent(page: Page) {
  await signInAs(page, 'supporter', EVENT);
  const before = await standings(page);
  return before.teams.find((team) => team.name === WATCHED)!;
}
/** The time the issue gives a change to reach another phone. */
const LIVE_WITHIN = { timeout: 2_000 };

interface Standing {
  team_id: number;
  name: string;
  points: number;
  cheer_count?: number;
}

async function apiJson<T>(page: Page, path: string, headers: Record<string, string> = {}) {
  const answer = await page.request.get(path, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

const isLiveStream = (url: string) => new URL(url).pathname === '/api/live';

const standings = (page: Page, path = '/api/leaderboard') =>
  apiJson<{ teams: Standing[]; user_team_id: number }>(page, path);

/** A second phone: a browser context of its own, its clock where the server's is. */
async function otherPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_CLOCK_START });
  return context.newPage();
}

/** Opens a screen and waits until its live stream is open, as it is moments after it shows. */
async function openLive(page: Page, path: string): Promise<void> {
  const streamOpen = page.waitForResponse((r) => isLiveStream(r.url()));
  await page.goto(path);
  expect((await streamOpen).status()).toBe(200);
}

/** Marks the page, so a reload (which would drop the mark) is seen. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('liveSpecMark', String(performance.timeOrigin)));
}

async function expectNoReload(page: Page): Promise<void> {
  const [mark, origin] = await page.evaluate(() => [
    sessionStorage.getItem('liveSpecMark'),
    String(performance.timeOrigin),
  ]);
  expect(mark, 'the page was not loaded again').toBe(origin);
}

/**
 * The crew member opens Tug of War and ranks the watched team first (last when it is first
 * already), the others after it in card order, and saves.
 */
async function crewRanks(crew: Page, teamName: string): Promise<void> {
  await crew.goto('/crew-battles');
  await crew
    .getByRole('list')
    .getByRole('button', { name: new RegExp(SESSION) })
    .click();
  await expect(crew.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();
  const cards = crew.getByRole('article');
  const names = (await cards.getByRole('heading').allTextContents()).map((n) => n.trim());
  const own = crew.getByRole('article', { name: teamName }).getByRole('textbox', { name: 'Rank' });
  const ownFirst = (await own.inputValue()) !== '1';
  const order = names.filter((name) => name !== teamName);
  if (ownFirst) order.unshift(teamName);
  else order.push(teamName);
  for (const [index, name] of order.entries()) {
    const rank = crew.getByRole('article', { name }).getByRole('textbox', { name: 'Rank' });
    await rank.fill(String(index + 1));
  }
  await crew.getByRole('button', { name: 'Save scores' }).click();
  await expect(crew.getByText('The scores have been saved.')).toBeVisible();
}

test('a result saved on the crew’s phone shows on a supporter’s open leaderboard within two seconds', async ({
  page,
  browser,
}, testInfo) => {
  const own = await watchEvent(page);
  await openLive(page, '/leaderboard');
  const ownRow = watchedRow(page);
  await expect(ownRow).toContainText(`${own.points}Points`);
  await markPage(page);

  const crew = await otherPhone(browser);
  await signInAs(crew, 'crew', EVENT);
  await crewRanks(crew, own.name);

  const after = (await standings(page)).teams.find((team) => team.team_id === own.team_id)!;
  expect(after.points, 'the save changed the team’s points').not.toBe(own.points);
  await expect(ownRow).toContainText(`${after.points}Points`, LIVE_WITHIN);
  await expectNoReload(page);
  await saveScreenshot(page, testInfo, 'live-leaderboard');
  await crew.context().close();
});

test('a cheer for the player’s team shows on their open cheers leaderboard and notifications', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  const before = await standings(page, '/api/cheers-leaderboard');
  const own = before.teams.find((team) => team.team_id === before.user_team_id)!;
  await openLive(page, '/cheers-leaderboard');
  const ownRow = page
    .getByRole('list', { name: 'Cheers leaderboard' })
    .getByRole('listitem')
    .filter({ hasText: 'Your team' });
  await expect(ownRow).toContainText(`${own.cheer_count}Cheers`);
  await markPage(page);
  // The same phone's second tab shows the notifications.
  const inbox = await page.context().newPage();
  await openLive(inbox, '/notifications');
  const { notifications, unread_count: unreadBefore } = await apiJson<{
    notifications: { message_name: string; dynamic_key_2: string | null }[];
    unread_count: number;
  }>(inbox, '/api/notifications');
  // The bell on the bottom bar carries the unread count.
  const bell = page.getByTestId('bell-badge');
  if (unreadBefore > 0) await expect(bell).toContainText(`${unreadBefore} unread`);
  else await expect(bell).toHaveCount(0);
  const seen = notifications.filter(
    (n) => n.message_name === 'received_cheer' && n.dynamic_key_2 === own.name,
  ).length;
  const cheered = inbox.getByRole('link', { name: /cheered for/ }).filter({ hasText: own.name });
  await expect(cheered).toHaveCount(seen);

  const supporter = await otherPhone(browser);
  await signInAs(supporter, 'supporter', DEMO_EVENTS.upcoming);
  await supporter.evaluate((id) => sessionStorage.setItem('otherTeamId', String(id)), own.team_id);
  await supporter.goto('/team');
  await supporter.getByRole('button', { name: 'Cheer', exact: true }).click();
  await supporter.getByRole('dialog').getByRole('button', { name: 'Send cheer' }).click();
  await expect(supporter.getByText('Your cheer has been sent.')).toBeVisible();

  await expect(ownRow).toContainText(`${own.cheer_count! + 1}Cheers`, LIVE_WITHIN);
  await expect(cheered).toHaveCount(seen + 1, LIVE_WITHIN);
  const { unread_count: unreadAfter } = await apiJson<{ unread_count: number }>(
    inbox,
    '/api/notifications',
  );
  expect(unreadAfter).toBeGreaterThan(unreadBefore);
  await expect(bell).toContainText(`${unreadAfter} unread`, LIVE_WITHIN);
  await expectNoReload(page);
  await saveScreenshot(page, testInfo, 'live-cheers-leaderboard');
  await saveScreenshot(inbox, testInfo, 'live-notifications');
  await supporter.context().close();
});

test('a stream silent for longer than the heartbeat allows is replaced, and the new one brings the next result', async ({
  page,
  browser,
}) => {
  const own = await watchEvent(page);
  await openLive(page, '/leaderboard');
  const ownRow = watchedRow(page);
  await expect(ownRow).toContainText(`${own.points}Points`);
  await markPage(page);

  // The page's clock jumps past the silence no heartbeat ever leaves, as when a router dropped
  // the connection without a word: the app opens a new stream by itself.
  const replaced = page.waitForResponse((r) => isLiveStream(r.url()));
  await page.clock.fastForward(LIVE_SILENCE_MS);
  expect((await replaced).status()).toBe(200);

  const crew = await otherPhone(browser);
  await signInAs(crew, 'crew', EVENT);
  await crewRanks(crew, own.name);
  const after = (await standings(page)).teams.find((team) => team.team_id === own.team_id)!;
  expect(after.points, 'the save changed the team’s points').not.toBe(own.points);
  await expect(ownRow).toContainText(`${after.points}Points`, LIVE_WITHIN);
  await expectNoReload(page);
  await crew.context().close();
});

test('in Arabic the open leaderboard follows the crew’s save too', async ({
  page,
  browser,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  const own = await watchEvent(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openLive(page, '/leaderboard');
  const ownRow = watchedRow(page, ar.leaderboard);
  await expect(ownRow).toContainText(`${own.points}${ar.rulesPoints}`);
  await markPage(page);

  const crew = await otherPhone(browser);
  await signInAs(crew, 'crew', EVENT);
  await crewRanks(crew, own.name);

  const after = (await standings(page)).teams.find((team) => team.team_id === own.team_id)!;
  await expect(ownRow).toContainText(`${after.points}${ar.rulesPoints}`, LIVE_WITHIN);
  await expectNoReload(page);
  await saveScreenshot(page, testInfo, 'live-leaderboard-ar');
  await crew.context().close();
});
