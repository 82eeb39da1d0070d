/**
 * The reveal on the big screen (issue 41), in an event of its own (so the demo events stay as
 * seeded for the other specs): five teams, a quarter published at lunch, then a late result that
 * takes the last team to the top, and an award. The organizer drives the reveal from the phone
 * (390×844) while the big screen (1920×1080, a second browser context, the organizer's laptop at
 * the projector) follows over the live stream: the last place first, the award between steps,
 * the winner last, each with the points won since the quarter. The laptop's keyboard steps it
 * too (→, Space, ←), and the phone follows. Ending it withdraws the quarter and the big screen
 * shows the live standings. Once in Arabic, right to left. Screenshots (each checked with axe)
 * go to test-results/screenshots/.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { isolate } from '../src/web/lib/isolate';
import { E2E_CLOCK_START } from './clock';
import { consoleSend, createConsoleEvent } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Harbour Lights Finale ${RUN}`;
const COMPANY = `Harbour Lights Partners ${RUN}`;

/** The teams with their points at the quarter, first to last. */
const TEAMS = [
  { name: 'Anchor Ants', points: 50 },
  { name: 'Buoy Bears', points: 40 },
  { name: 'Crane Crows', points: 30 },
  { name: 'Dock Dingos', points: 20 },
  { name: 'Eddy Eagles', points: 10 },
] as const;
/** After the quarter the Eddy Eagles score this much: the winner nobody saw coming. */
const LATE_POINTS = 100;
const AWARD = 'Team Spirit';
const LABEL = 'Lunch standings';

/** The final order, first to last, and the order the reveal shows them: the last place first. */
const FINAL = ['Eddy Eagles', 'Anchor Ants', 'Buoy Bears', 'Crane Crows', 'Dock Dingos'];
/** One team a step: five team steps, the award in the middle gap (after the 4th place). */
const SPOTLIGHTS = [
  'Dock Dingos',
  'Crane Crows',
  AWARD,
  'Buoy Bears',
  'Anchor Ants',
  'Eddy Eagles',
];

const teamIds = new Map<string, number>();

/** A figure or label as the screens isolate it inside a sentence (either direction). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The event, its points as extra points, the award; the quarter and the late points per test. */
async function createEvent(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  const { teamIds: ids } = await createConsoleEvent(
    page,
    EVENT,
    { name: COMPANY, first: 'Hana', last: 'Harbour', email: `hana-${RUN}@e2e.test` },
    TEAMS.map((team) => team.name),
    'Harbour basin',
  );
  for (const team of TEAMS) {
    teamIds.set(team.name, ids.get(team.name)!);
    await giveExtraPoints(page, team.name, team.points);
  }
  await consoleSend(page, 'POST', '/api/organizer/awards', {
    name: AWARD,
    winner_type: 'team',
    winner_id: teamIds.get('Buoy Bears'),
  });
  await page.close();
}

const giveExtraPoints = (page: Page, team: string, points: number) =>
  consoleSend(page, 'POST', '/api/organizer/extra-points', {
    team_id: teamIds.get(team),
    points,
    reason: 'Reveal test',
  });

/** The quarter at lunch, then the late result only the reveal shows. */
async function quarterThenLateResult(page: Page, late: number) {
  await consoleSend(page, 'POST', '/api/organizer/quarter', { label: LABEL });
  await giveExtraPoints(page, 'Eddy Eagles', late);
}

/** The big screen: the organizer's laptop at the projector, in a context of its own. */
async function openBigScreen(browser: Browser, language?: string) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
  });
  await context.clock.install({ time: E2E_CLOCK_START });
  if (language) {
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  }
  const screen = await context.newPage();
  await signInAs(screen, 'organizer', EVENT);
  await screen.goto('/big-screen');
  return { context, screen };
}

/** What the big screen shows large now (the reveal's live region). */
const spotlight = (screen: Page) => screen.locator('.reveal-spotlight');

async function expectOrder(page: Page, list: string, names: readonly string[]) {
  const rows = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
  await expect(rows).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(rows.nth(index)).toContainText(name);
}

/** A shot of the big screen once each step's entrance is over (the winner's glow goes on). */
async function shootScreen(screen: Page, testInfo: TestInfo, name: string) {
  await screen.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState === 'finished'),
  );
  await saveScreenshot(screen, testInfo, name);
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

test('the organizer steps the reveal from the phone and the keyboard; the big screen follows, then everyone catches up', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, 'organizer', EVENT);
  await quarterThenLateResult(page, LATE_POINTS);
  const { context, screen } = await openBigScreen(browser);
  try {
    // Before the reveal the big screen shows the frozen quarter, not the late result.
    await expect(screen.getByText(`Frozen — standings of ${LABEL}`)).toBeVisible();

    // The way in: the quarter screen, then the remote.
    await page.goto('/organizer/quarter');
    await page.getByRole('link', { name: 'Open the reveal' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reveal on the big screen' }),
    ).toBeVisible();
    await expect(
      page.getByText(`Points are counted from the quarter ${isolate(LABEL)}.`),
    ).toBeVisible();
    await expect(page.getByLabel('Teams per step')).toHaveValue('1');
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'reveal-console-start');
    await page.getByRole('button', { name: 'Start the reveal' }).click();
    await expect(page.getByText('The reveal has started')).toBeVisible();
    const now = page.getByRole('region', { name: 'On the big screen now' });
    await expect(now).toContainText('The title: the final standings are coming');
    await expect(now).toContainText(`Step 0 of ${SPOTLIGHTS.length}`);

    // The big screen, without a reload, shows the title.
    await expect(spotlight(screen)).toContainText('The final standings');
    await expect(
      screen.getByText(`From the last place up · points since ${isolated(LABEL)}`),
    ).toBeVisible();
    await shootScreen(screen, testInfo, 'reveal-big-screen-title');

    // The phone steps: the last place first, with the points won since the quarter.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[0]);
    await expect(spotlight(screen)).toContainText(`${isolated('0')} since ${isolated(LABEL)}`);
    await expect(now).toContainText(SPOTLIGHTS[0]);
    await next.click();
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[1]);
    await shootScreen(screen, testInfo, 'reveal-big-screen-team');
    await next.click();
    await expect(spotlight(screen)).toContainText(AWARD);
    await expect(spotlight(screen)).toContainText('Buoy Bears');
    await expect(now).toContainText(`Award: ${isolate(AWARD)} to ${isolate('Buoy Bears')}`);
    await shootScreen(screen, testInfo, 'reveal-big-screen-award');
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'reveal-console-running');

    // The laptop's keyboard: → next, ← back, Space next; the phone follows.
    await screen.keyboard.press('ArrowRight');
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[3]);
    await expect(now).toContainText(`Step 4 of ${SPOTLIGHTS.length}`);
    await screen.keyboard.press('ArrowLeft');
    await expect(spotlight(screen)).toContainText(AWARD);
    await expect(now).toContainText(`Step 3 of ${SPOTLIGHTS.length}`);
    await screen.keyboard.press('Space');
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[3]);
    await screen.keyboard.press('Space');
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[4]);
    await expect(now).toContainText(SPOTLIGHTS[4]);

    // The winner, from the phone: the Eddy Eagles, up from the last place.
    await next.click();
    await expect(spotlight(screen)).toContainText('Winner');
    await expect(spotlight(screen)).toContainText('Eddy Eagles');
    await expect(spotlight(screen)).toContainText(
      `${isolated(`+${LATE_POINTS}`)} since ${isolated(LABEL)}`,
    );
    await expect(next).toBeDisabled();
    await expect(page.getByText('Everything is revealed.', { exact: false })).toBeVisible();
    await expectOrder(screen, 'Final standings', FINAL);
    await shootScreen(screen, testInfo, 'reveal-big-screen-winner');

    // The same screen on a phone in portrait.
    await screen.setViewportSize({ width: 390, height: 844 });
    await expect(spotlight(screen)).toContainText('Eddy Eagles');
    await shootScreen(screen, testInfo, 'reveal-big-screen-phone');
    await screen.setViewportSize({ width: 1920, height: 1080 });

    // Ended: the quarter is withdrawn, and the big screen is the live leaderboard again.
    await page.getByRole('button', { name: 'End the reveal' }).click();
    const question = page.getByRole('dialog', { name: 'End the reveal?' });
    await expect(question).toContainText(`The quarter ${isolate(LABEL)} is withdrawn`);
    await question.getByRole('button', { name: 'End the reveal' }).click();
    await expect(
      page.getByText('The reveal has ended: everyone sees the live standings'),
    ).toBeVisible();
    await expect(spotlight(screen)).toHaveCount(0);
    await expect(screen.getByText(/Frozen/)).toHaveCount(0);
    await expectOrder(screen, 'Leaderboard', FINAL);
    const { quarter } = await consoleSend(page, 'GET', '/api/organizer/quarter');
    expect(quarter).toBeNull();
  } finally {
    await context.close();
  }
});

test('in Arabic the remote and the big screen read right to left, stepped by the phone and the keys', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'organizer', EVENT);
  const organizer = (await (await page.request.get('/locales/ar/organizer.json')).json()) as Record<
    string,
    string
  >;
  const common = (await (await page.request.get('/locales/ar/common.json')).json()) as Record<
    string,
    string
  >;
  // A quarter now (the Eagles' first late points included), then more late points.
  await quarterThenLateResult(page, 5);
  const { context, screen } = await openBigScreen(browser, 'ar');
  try {
    await page.goto('/organizer/reveal');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: organizer.revealSection }),
    ).toBeVisible();
    await page.getByRole('button', { name: organizer.revealStart }).click();
    await expect(spotlight(screen)).toContainText(common.revealTitle);
    await expect(screen.locator('html')).toHaveAttribute('dir', 'rtl');

    const next = page.getByRole('button', { name: organizer.revealNext, exact: true });
    await next.click();
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[0]);
    await next.click();
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[1]);
    await screen.keyboard.press('ArrowRight');
    await expect(spotlight(screen)).toContainText(AWARD);
    await screen.keyboard.press('Space');
    await expect(spotlight(screen)).toContainText(SPOTLIGHTS[3]);
    await expectOrder(screen, common.revealFinalStandings, FINAL.slice(2));
    await shootScreen(screen, testInfo, 'reveal-big-screen-ar');
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'reveal-console-ar');
  } finally {
    await consoleSend(page, 'DELETE', '/api/organizer/reveal');
    await context.close();
  }
});
