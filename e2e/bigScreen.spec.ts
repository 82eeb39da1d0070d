/**
 * The big screen (issue 24): the live leaderboard an organizer puts on the venue's projector.
 * In an event of its own with 26 teams (so the demo events stay as seeded for the other specs),
 * the organizer opens /big-screen from the console's overview at 1920×1080 and sees the
 * standings in order, a page at a time, the pages taking turns by themselves; extra points given
 * through the API move a team to the top with "+N" without a reload. The screen fills 1280×720
 * and 3840×2160 without a scrollbar and fits a phone in portrait (where less motion is asked
 * for). A screen that cannot reach the server says it keeps trying and comes back by itself; one
 * whose live stream does not open says it is connecting (not live) until a new stream does. On
 * the demo event, only looked at, it shows the seeded results beside the most cheered teams, in
 * English and right to left in Arabic. Screenshots (each checked with axe) go to
 * test-results/screenshots/.
 */
import type { Browser, Page } from '@playwright/test';
import { LIVE_SILENCE_MS } from '../src/shared/api/live';
import { commonTexts } from './locales';
import { createConsoleEvent } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Riverside Big Screen Cup ${RUN}`;
const COMPANY = `Riverside Partners ${RUN}`;

/** In the order of their points, the first on top. */
const TEAMS = [
  'Amber Albatrosses',
  'Brave Beavers',
  'Coral Cranes',
  'Daring Dolphins',
  'Electric Eels',
  'Flying Foxes',
  'Golden Geckos',
  'Happy Herons',
  'Iron Ibises',
  'Jolly Jaguars',
  'Keen Kestrels',
  'Lucky Lynxes',
  'Mighty Moose',
  'Nimble Newts',
  'Orange Otters',
  'Proud Pelicans',
  'Quick Quokkas',
  'Rapid Ravens',
  'Silver Seals',
  'Tidal Turtles',
  'Urban Urchins',
  'Valiant Vipers',
  'Wild Wolves',
  'Xenial Xeruses',
  'Young Yaks',
  'Zesty Zebras',
];
const pointsOf = (index: number) => (TEAMS.length - index) * 15;

/** How long a page stays (features/bigScreen/RankedBoard.tsx). */
const PAGE_DWELL_MS = 10_000;
/** How soon a failed read is asked again (features/bigScreen/api.ts). */
const RECONNECT_REFRESH_MS = 5_000;

async function send(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const answer = await page.request.fetch(path, { method, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

const giveExtraPoints = (page: Page, teamId: number, points: number) =>
  send(page, 'POST', '/api/organizer/extra-points', {
    team_id: teamId,
    points,
    reason: 'Big screen test',
  });

/** The organizer's new event: one company, the teams, and each team's points as extra points. */
async function createEvent(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  const { teamIds } = await createConsoleEvent(
    page,
    EVENT,
    { name: COMPANY, first: 'Rita', last: 'Rivers', email: `rita-${RUN}@e2e.test` },
    TEAMS,
    'Riverside Park',
  );
  for (const [index, name] of TEAMS.entries()) {
    await giveExtraPoints(page, teamIds.get(name)!, pointsOf(index));
  }
  await page.close();
}

const standings = (page: Page, name = 'Leaderboard') => page.getByRole('list', { name });

/** The names on the page of the standings on show, top to bottom. */
async function namesOnShow(page: Page): Promise<string[]> {
  const rows = standings(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const texts = await rows.allTextContents();
  return texts.map((text) => TEAMS.find((name) => text.includes(name)) ?? text);
}

/** The screen fits the window: no scrollbar either way. */
async function expectNoScrollbars(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(overflow).toEqual({ x: 0, y: 0 });
}

test.beforeAll(async ({ browser }) => {
  await createEvent(browser);
});

test('an organizer opens the big screen: the standings page by themselves and follow a new result live', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'organizer', EVENT);
  await page.goto('/organizer/overview');
  const open = page.getByRole('link', { name: 'Open the big screen' });
  await expect(open).toBeVisible();
  await saveScreenshot(page, testInfo, 'organizer-overview-big-screen');
  // The laptop at the venue, its screen on the projector.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open.click();
  await expect(page).toHaveURL(/\/big-screen$/);
  await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(page.getByText('No cheers yet', { exact: false })).toBeVisible();

  // The first page: the top of the standings, in order, with positions and points.
  const firstPage = await namesOnShow(page);
  expect(firstPage.length).toBeGreaterThan(5);
  expect(firstPage).toEqual(TEAMS.slice(0, firstPage.length));
  const first = standings(page).getByRole('listitem').first();
  await expect(first).toContainText(`Position 1${TEAMS[0]}${COMPANY}${pointsOf(0)} Points`);
  const pages = Math.ceil(TEAMS.length / firstPage.length);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expectNoScrollbars(page);
  await saveScreenshot(page, testInfo, 'big-screen-1920');

  // The next page comes by itself, then the one after, then the first again.
  await page.clock.fastForward(PAGE_DWELL_MS);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  expect(await namesOnShow(page)).toEqual(TEAMS.slice(firstPage.length, 2 * firstPage.length));
  for (let turn = 2; turn < pages; turn += 1) await page.clock.fastForward(PAGE_DWELL_MS);
  await page.clock.fastForward(PAGE_DWELL_MS);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

  // A result elsewhere: the last team gets enough points for the top, and the screen follows.
  const { teams } = await send(page, 'GET', '/api/leaderboard');
  const last = teams.find((team: { name: string }) => team.name === TEAMS.at(-1));
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await giveExtraPoints(page, last.team_id, 500);
  await expect(first).toContainText(`Position 1${TEAMS.at(-1)}`, { timeout: 5_000 });
  await expect(first).toContainText('+500');
  await expect(first).toContainText(`${pointsOf(TEAMS.length - 1) + 500} Points`);
  await expect(standings(page).getByRole('listitem').nth(1)).toContainText(`Position 2${TEAMS[0]}`);
  expect(navigations).toEqual([]);
  // The picture once the rows have glided to their places.
  await standings(page)
    .getByRole('listitem')
    .evaluateAll((rows) =>
      Promise.all(rows.flatMap((row) => row.getAnimations().map((a) => a.finished.catch(() => a)))),
    );
  await saveScreenshot(page, testInfo, 'big-screen-1920-new-result');

  // Any landscape size: the type grows with the window, and nothing scrolls.
  for (const size of [
    { width: 1280, height: 720 },
    { width: 3840, height: 2160 },
  ]) {
    await page.setViewportSize(size);
    await expect(first).toBeInViewport();
    await expectNoScrollbars(page);
    await saveScreenshot(page, testInfo, `big-screen-${size.width}`);
  }
});

test('on a phone in portrait with less motion, the big screen fits and still pages', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'organizer', EVENT);
  await page.goto('/big-screen');
  await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
  const firstPage = await namesOnShow(page);
  expect(firstPage.length).toBeGreaterThan(2);
  await expectNoScrollbars(page);
  await saveScreenshot(page, testInfo, 'big-screen-390');
  await page.clock.fastForward(PAGE_DWELL_MS);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await namesOnShow(page)).not.toEqual(firstPage);
});

test('a big screen that cannot reach the server says so and comes back by itself', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInAs(page, 'organizer', EVENT);
  await page.route('**/api/leaderboard', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/big-screen');
  await expect(page.getByText('The standings could not be loaded')).toBeVisible();
  await expect(page.getByText('This screen keeps trying by itself.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Reconnecting…$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'big-screen-1920-cannot-load');

  await page.unroute('**/api/leaderboard');
  await page.clock.fastForward(RECONNECT_REFRESH_MS);
  await expect(standings(page).getByRole('listitem').first()).toContainText('Position 1');
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
});

test('a big screen whose live stream does not open says it is connecting, then live once a new one does', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInAs(page, 'organizer', EVENT);
  // Off the app first, so the stream /home opens (lazily, maybe only now) is not the one held.
  await page.goto('about:blank');
  // The first stream's answer never comes (a connection stuck on the way); the reads do, and so
  // does any stream opened after it.
  let stuck = false;
  await page.route('**/api/live', (route) => {
    if (stuck) return route.continue();
    stuck = true;
  });
  await page.goto('/big-screen');
  await expect(standings(page).getByRole('listitem').first()).toContainText('Position 1');
  await expect(page.getByRole('status').filter({ hasText: /^Connecting…$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'big-screen-1920-connecting');

  // The app gives up on a stream it has heard nothing from for too long, and opens another.
  await page.clock.fastForward(LIVE_SILENCE_MS);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
});

interface Ranked {
  name: string;
  points?: number;
  cheer_count?: number;
}

/** The demo event as seeded, only looked at: its results, its pictures, its cheers. */
async function expectDemoBoards(page: Page, texts: { leaderboard: string; top: string }) {
  const board = await send(page, 'GET', '/api/leaderboard');
  const cheers = await send(page, 'GET', '/api/cheers-leaderboard');
  const cheered = cheers.teams.filter((team: Ranked) => (team.cheer_count ?? 0) > 0);
  expect(cheered.length).toBeGreaterThan(0);
  await page.goto('/big-screen');
  const rows = standings(page, texts.leaderboard).getByRole('listitem');
  await expect(rows).toHaveCount(board.teams.length);
  for (const [index, team] of (board.teams as Ranked[]).entries()) {
    await expect(rows.nth(index)).toContainText(`${team.name}`);
    await expect(rows.nth(index)).toContainText(`${team.points}`);
  }
  const cheerRows = standings(page, texts.top).getByRole('listitem');
  await expect(cheerRows.first()).toContainText(cheered[0].name);
  await expect(cheerRows.first()).toContainText(String(cheered[0].cheer_count));
  await expectNoScrollbars(page);
}

test('with the demo event, the standings and the most cheered teams stand side by side', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  await expectDemoBoards(page, { leaderboard: 'Leaderboard', top: 'Most cheered' });
  await saveScreenshot(page, testInfo, 'big-screen-1920-demo');
});

test('in Arabic the big screen reads right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.setViewportSize({ width: 1920, height: 1080 });
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectDemoBoards(page, { leaderboard: ar.leaderboard, top: ar.bigScreenTopCheers });
  await expect(page.getByText(ar.bigScreenLive, { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'big-screen-1920-ar');
});
