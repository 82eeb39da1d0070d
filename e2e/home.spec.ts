/**
 * /home as each role meets it (issue 5): the countdown ticking before the event, the tiles of
 * product.md §4/§6 for the role and the moment, the role's own card and where the lists lead; the
 * in-house event without the companies list; and the dashboard in Arabic, right to left.
 * Every screen is saved under test-results/screenshots/.
 */
import { commonTexts } from './locales';
import { test, expect } from './test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

/**
 * Opens /home from the bottom bar of another screen, so the app draws it and reads its lists
 * itself, as the test's routes answer them (a page load of /home comes drawn by the server).
 */
async function openHomeFromAnotherScreen(page: Page) {
  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Waits until the strips show cards, so a screenshot shows the loaded page. */
async function teamsLoaded(page: Page, teamsHeading: string | RegExp = 'Teams') {
  const strip = page.getByRole('region', { name: teamsHeading });
  await expect(strip.getByRole('listitem').first()).toBeVisible();
}

test('a player before the event sees the countdown tick and the tiles of a player', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);

  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.upcoming })).toBeVisible();
  const timer = page.getByRole('timer', { name: 'The event starts in' });
  await expect(timer).toBeVisible();
  const seconds = timer.getByRole('group', { name: 'Seconds' });
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before ?? '', { timeout: 3_000 });
  await expect(timer.getByRole('group', { name: 'Days' })).not.toHaveText(/^00/);

  const tiles = shortcuts(page);
  await expect(tiles.getByRole('link', { name: 'Planning' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Leaderboard' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Cheers' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Scores' })).toHaveCount(0);
  await expect(tiles.getByRole('link', { name: 'Readiness' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Upcoming challenges' })).toHaveCount(0);

  await expect(page.getByRole('link', { name: /^Your team/ })).toBeVisible();
  await teamsLoaded(page);
  await saveScreenshot(page, testInfo, 'home-player-upcoming');

  await tiles.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('a player during the event sees the upcoming challenges, which open their score', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);

  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(shortcuts(page).getByRole('link', { name: 'Scores' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming challenges' });
  await expect(upcoming.getByRole('listitem').first()).toBeVisible();
  await teamsLoaded(page);
  await saveScreenshot(page, testInfo, 'home-player-live');

  await upcoming.getByRole('link', { name: 'Upcoming challenges' }).click();
  await expect(page).toHaveURL(/\/planning$/);
  await page.goBack();

  const firstChallenge = upcoming.getByRole('listitem').first().getByRole('link');
  await firstChallenge.click();
  await expect(page).toHaveURL(/\/score$/);
  const selected = await page.evaluate(() => sessionStorage.getItem('selectedScoreId'));
  expect(selected).toMatch(/^\d+$/);
});

test('the team card opens the own team', async ({ page }) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const ownTeamId = await page.evaluate(() => sessionStorage.getItem('otherTeamId'));
  // Another team was looked at before: the card must select the own team again.
  await page.evaluate(() => sessionStorage.setItem('otherTeamId', '999999'));
  await page.getByRole('link', { name: /^Your team/ }).click();
  await expect(page).toHaveURL(/\/team$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toBe(ownTeamId);
});

test('a crew member sees the score-entry card, which leads to /crew-battles', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'crew', DEMO_EVENTS.live);

  const card = page.getByRole('link', { name: /^Score entry/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Tap to enter the results');
  await teamsLoaded(page);
  await saveScreenshot(page, testInfo, 'home-crew-live');

  await card.click();
  await expect(page).toHaveURL(/\/crew-battles$/);
});

test('a contact person sees the company card, readiness, and teams that lead to readiness', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'contactPerson', DEMO_EVENTS.live);

  const company = page.getByRole('link', { name: /^Your company/ });
  await expect(company).toContainText('Nordlicht Energy');
  await expect(shortcuts(page).getByRole('link', { name: 'Readiness' })).toBeVisible();
  await teamsLoaded(page);
  await saveScreenshot(page, testInfo, 'home-contact-live');

  const teams = page.getByRole('region', { name: 'Teams' });
  await teams.getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/readiness$/);
  await page.goBack();

  await page.getByRole('link', { name: /^Your company/ }).click();
  await expect(page).toHaveURL(/\/company$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherCompanyId'))).toMatch(/^\d+$/);
});

test('a supporter of an open event sees companies and challenges; a challenge opens /battle', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);

  await expect(page.getByRole('region', { name: 'Companies' })).toBeVisible();
  const challenges = page.getByRole('region', { name: 'Challenges' });
  await expect(challenges.getByRole('listitem').first()).toBeVisible();
  await expect(shortcuts(page).getByRole('link', { name: 'Planning' })).toHaveCount(0);
  await teamsLoaded(page);
  await saveScreenshot(page, testInfo, 'home-supporter-live');

  await challenges.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/battle$/);
  expect(await page.evaluate(() => sessionStorage.getItem('selectedBattleId'))).toMatch(/^\d+$/);
});

test('the in-house event hides the companies list', async ({ page }, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.inhouse);

  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.inhouse })).toBeVisible();
  await teamsLoaded(page);
  await expect(page.getByRole('region', { name: 'Challenges' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Companies' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Companies' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'home-supporter-inhouse');
});

test('a list that cannot be loaded offers a retry, which loads it', async ({ page }, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  // The read is retried once on a server error, so the first two answers fail.
  let answered = 0;
  await page.route('**/api/home_teams', async (route) => {
    answered += 1;
    if (answered <= 2)
      await route.fulfill({ status: 500, json: { message: 'Something went wrong' } });
    else await route.continue();
  });
  await openHomeFromAnotherScreen(page);

  const teams = page.getByRole('region', { name: 'Teams' });
  await expect(teams.getByRole('alert')).toContainText('This list could not be loaded.');
  await expect(
    page.getByRole('region', { name: 'Companies' }).getByRole('listitem').first(),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'home-strip-error');

  await teams.getByRole('button', { name: 'Try again' }).click();
  await expect(teams.getByRole('listitem').first()).toBeVisible();
  await expect(teams.getByRole('alert')).toHaveCount(0);
});

test('the header of an event of several days shows its date range; a one-day event one date', async ({
  page,
}) => {
  const longDate = '[A-Z][a-z]+ \\d{1,2}, \\d{4}';
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  const live = page.getByRole('link', { name: new RegExp(DEMO_EVENTS.live) });
  await expect(live.getByText(new RegExp(`^${longDate} – ${longDate}$`))).toBeVisible();

  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);
  const upcoming = page.getByRole('link', { name: new RegExp(DEMO_EVENTS.upcoming) });
  await expect(upcoming.getByText(new RegExp(`^${longDate}$`))).toBeVisible();
});

test('every challenge card shows its teams, all cards of the strip and their skeletons equally tall', async ({
  page,
}, testInfo) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.route('**/api/home_battles', async (route) => {
    await released;
    await route.continue();
  });
  await openHomeFromAnotherScreen(page);
  const challenges = page.getByRole('region', { name: 'Challenges' });
  const loading = challenges.getByRole('status');
  await expect(loading).toBeVisible();
  const placeholders = await loading.evaluate((status) =>
    Array.from(status.children)
      .map((cell) => cell.getBoundingClientRect().height)
      .filter((height) => height > 1),
  );
  expect(placeholders).toHaveLength(3);
  release();

  const cards = challenges.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  // Played or not, every challenge of the live event is played by its 7 teams.
  await expect(challenges.getByText('Teams: 7')).toHaveCount(count);
  const heights = new Set<number>();
  for (const card of await cards.all()) heights.add(Math.round((await card.boundingBox())!.height));
  expect([...heights]).toEqual([Math.round(placeholders[0])]);
  await saveScreenshot(page, testInfo, 'home-challenges-strip');
});

test('every sponsor of the strip is a company whose page it opens', async ({ page }, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);
  const sponsors = page.getByRole('region', { name: 'Sponsors' });
  const logos = sponsors.getByRole('listitem');
  await expect(logos).toHaveCount(3);
  await expect(sponsors.getByRole('link')).toHaveCount(3);
  await expect(sponsors.getByRole('link', { name: 'Harbour Radio' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'home-sponsors-upcoming');

  await sponsors.getByRole('link', { name: 'Tagus Water' }).click();
  await expect(page).toHaveURL(/\/company$/);
  expect(await page.evaluate(() => sessionStorage.getItem('otherCompanyId'))).toMatch(/^\d+$/);
});

test('the event header opens /event', async ({ page }) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.getByRole('link', { name: new RegExp(DEMO_EVENTS.live) }).click();
  await expect(page).toHaveURL(/\/event$/);
});

for (const { role, event, name } of [
  { role: 'player', event: DEMO_EVENTS.upcoming, name: 'player-upcoming' },
  { role: 'player', event: DEMO_EVENTS.live, name: 'player-live' },
  { role: 'crew', event: DEMO_EVENTS.live, name: 'crew-live' },
  { role: 'contactPerson', event: DEMO_EVENTS.live, name: 'contact-live' },
  { role: 'supporter', event: DEMO_EVENTS.live, name: 'supporter-live' },
] as const) {
  test(`in Arabic the ${name} home reads right to left`, async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInAs(page, role, event);
    const ar = await commonTexts(page, 'ar');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: event })).toBeVisible();
    await expect(page.getByRole('navigation', { name: ar.shortcuts })).toBeVisible();
    if (event === DEMO_EVENTS.live) {
      // The live event runs over three days: its header shows the range.
      await expect(
        page.getByRole('link', { name: new RegExp(event) }).getByText(/ – /),
      ).toBeVisible();
    }
    await teamsLoaded(page, ar.teams);
    await saveScreenshot(page, testInfo, `home-${name}-ar`);
  });
}
