/**
 * The leaderboard quarter as an organizer runs it at 390×844, in an event of its own (so the demo
 * events' live leaderboard stays as seeded for the other specs): the organizer previews the
 * standings at "Now", reads them, publishes that moment, then a team scores and the console shows
 * the frozen standings players see beside the live order; the big screen says "Frozen — standings
 * of …" instead of "Live", and the organizer's /leaderboard can switch to the live order. Then the
 * organizer withdraws the quarter (the big screen is live again). Once in Arabic, right to left,
 * with a quarter published and a preview open. Screenshots (each checked with axe) go to
 * test-results/screenshots/.
 */
import type { Browser, Page } from '@playwright/test';
import { createConsoleEvent, publishQuarter, QUARTER_TEXTS_EN } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Quayside Quarter Cup ${RUN}`;
const COMPANY = `Quayside Partners ${RUN}`;

/** The teams with their points before the quarter, first to last. */
const TEAMS = [
  { name: 'Anchor Ants', points: 90 },
  { name: 'Buoy Bears', points: 60 },
  { name: 'Crane Crows', points: 45 },
  { name: 'Dock Dingos', points: 20 },
] as const;
/** After publishing, the last team scores enough for the top: only the live order shows it. */
const LATE_POINTS = 100;
const LABEL = 'Lunch standings';

async function send(page: Page, method: 'POST' | 'GET' | 'DELETE', path: string, data?: unknown) {
  const answer = await page.request.fetch(path, { method, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

const teamIds = new Map<string, number>();

async function giveExtraPoints(page: Page, team: string, points: number) {
  await send(page, 'POST', '/api/organizer/extra-points', {
    team_id: teamIds.get(team),
    points,
    reason: 'Quarter test',
  });
}

/** The organizer's new event: one company and the teams, each with its points as extra points. */
async function createEvent(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  const { teamIds: ids } = await createConsoleEvent(
    page,
    EVENT,
    { name: COMPANY, first: 'Quinn', last: 'Quay', email: `quinn-${RUN}@e2e.test` },
    TEAMS.map((team) => team.name),
    'Quayside',
  );
  for (const team of TEAMS) {
    teamIds.set(team.name, ids.get(team.name)!);
    await giveExtraPoints(page, team.name, team.points);
  }
  await page.close();
}

/** The rows of a standings list, each "position team company points". */
const rowsOf = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem');

async function expectOrder(page: Page, list: string, names: readonly string[]) {
  const rows = rowsOf(page, list);
  await expect(rows).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(rows.nth(index)).toContainText(name);
}

/** No sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  await createEvent(browser);
});

test('an organizer previews a quarter at "Now", publishes it, sees frozen and live standings, then withdraws it', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(page, 'organizer', EVENT);
  await page.goto('/organizer');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: /^Leaderboard quarter/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard quarter' })).toBeVisible();
  await expect(
    page.getByText('No quarter published: players see the live leaderboard.'),
  ).toBeVisible();

  // "Now" is the choice already made; the moment field shows only for a moment earlier.
  const now = page.getByRole('radio', { name: 'Now' });
  await expect(now).toBeChecked();
  await expect(page.getByLabel('Date and time')).toHaveCount(0);
  await page.getByRole('radio', { name: 'A moment earlier' }).check();
  await expect(page.getByLabel('Date and time')).toBeVisible();
  await now.check();
  await expect(page.getByLabel('Date and time')).toHaveCount(0);

  // The preview: the standings the quarter would show, in order, with their points. Published:
  // the moment previewed is the quarter's moment.
  const previewedMoment = await publishQuarter(
    page,
    QUARTER_TEXTS_EN,
    { label: LABEL },
    async (preview) => {
      await expectOrder(
        page,
        'Standings in the preview',
        TEAMS.map((team) => team.name),
      );
      const first = rowsOf(page, 'Standings in the preview').first();
      await expect(first).toContainText(`Position 1`);
      await expect(first).toContainText(`${TEAMS[0].points} pts`);
      await expect(preview).toContainText('Publishing now shows players exactly these standings.');
      await saveScreenshot(page, testInfo, 'quarter-preview');
    },
  );
  expect(previewedMoment).toBeTruthy();
  await expect(page.getByText('Players see the quarter')).toBeVisible();
  const { quarter } = await send(page, 'GET', '/api/organizer/quarter');
  expect(Date.parse(quarter.as_of)).toBe(Date.parse(previewedMoment));

  // A late result: the live order moves, what players see does not.
  await giveExtraPoints(page, TEAMS[3].name, LATE_POINTS);
  await page.reload();
  const names = TEAMS.map((team) => team.name);
  await expectOrder(page, 'What players see', names);
  await expectOrder(page, 'Live order', [names[3], ...names.slice(0, 3)]);
  await expect(rowsOf(page, 'Live order').first()).toContainText(
    `${TEAMS[3].points + LATE_POINTS} pts`,
  );
  await expect(
    page.getByText(/Only organizers see it until you withdraw the quarter/),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'quarter-published');

  // The organizer's leaderboard: the frozen standings, and the live order on request.
  await page.goto('/leaderboard');
  await expect(page.getByText(`Standings of ${LABEL}`)).toBeVisible();
  const board = rowsOf(page, 'Leaderboard');
  await expect(board.first()).toContainText(names[0]);
  await page.getByRole('switch', { name: 'Live order' }).check();
  await expect(board.first()).toContainText(names[3]);
  await saveScreenshot(page, testInfo, 'quarter-leaderboard-live-order');

  // The big screen says the standings are frozen, instead of "Live".
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/big-screen');
  await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Frozen — standings of ${LABEL}` }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toHaveCount(0);
  await expect(rowsOf(page, 'Leaderboard').first()).toContainText(names[0]);
  await saveScreenshot(page, testInfo, 'quarter-big-screen-frozen');
  await page.setViewportSize({ width: 390, height: 844 });

  // Withdrawn: players see the live leaderboard again, and the big screen is live.
  await page.goto('/organizer/quarter');
  await page.getByRole('button', { name: 'Withdraw quarter' }).click();
  const question = page.getByRole('dialog', { name: `Withdraw the quarter ${LABEL}?` });
  await question.getByRole('button', { name: 'Withdraw quarter' }).click();
  await expect(page.getByText('Quarter withdrawn: players see the live leaderboard')).toBeVisible();
  await expect(
    page.getByText('No quarter published: players see the live leaderboard.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live order' })).toHaveCount(0);
  const { quarter: none } = await send(page, 'GET', '/api/organizer/quarter');
  expect(none).toBeNull();
  await page.goto('/big-screen');
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(page.getByText(/Frozen/)).toHaveCount(0);
});

test('in Arabic the quarter screen reads right to left, with the frozen and live orders and a preview', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'organizer', EVENT);
  const answer = await page.request.get('/locales/ar/organizer.json');
  expect(answer.ok()).toBe(true);
  const ar = (await answer.json()) as Record<string, string>;
  await send(page, 'POST', '/api/organizer/quarter', { label: LABEL });
  try {
    await page.goto('/organizer/quarter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.sectionQuarter })).toBeVisible();
    await expect(page.getByRole('heading', { name: ar.quarterFrozenTitle })).toBeVisible();
    await expect(rowsOf(page, ar.quarterLiveTitle)).toHaveCount(TEAMS.length);
    await page.getByRole('button', { name: ar.quarterPreview, exact: true }).click();
    await expect(rowsOf(page, ar.quarterPreviewList)).toHaveCount(TEAMS.length);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'quarter-ar');
  } finally {
    await send(page, 'DELETE', '/api/organizer/quarter');
  }
});
