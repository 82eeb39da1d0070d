/**
 * The team screens (product.md §2 /team and /edit-team) as the demo users use them, in the upcoming
 * event (before its closing date, cheers open) and the live one (after its closing date): a
 * player challenges a team and withdraws the challenge; a supporter cheers a team with a
 * message; a member deletes the team picture (the page then says a picture is needed to be
 * cheered) and uploads it again; the readiness checklist follows a cleared and restored slogan;
 * sharing; the points after the closing date; a team that does not exist; and /team in Arabic.
 * Every change is undone before a test ends (the cheer stays: it goes to a team no other spec
 * counts the cheers of), so the specs after this one see the demo as seeded. Screenshots go to
 * test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

/** The video frame's provider as it answers when it can be reached (the test machine has no internet). */
async function videoProviderReachable(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video</title><body style="margin:0;background:#111"></body></html>',
    }),
  );
}

/** From /teams, the card of the named team opens /team. */
async function openTeamCard(page: Page, name: string): Promise<void> {
  await page.goto('/teams');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/team$/);
}

async function openTeam(page: Page, name: string): Promise<void> {
  await openTeamCard(page, name);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The player's own team: /team without another team chosen. */
async function openOwnTeam(page: Page, name: string): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('otherTeamId'));
  await page.goto('/team');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const OWN_TEAM = 'Northern Lights';
const OWN_SLOGAN = 'We shine brightest after dark.';
/** A team of the upcoming event that the demo player does not play in. */
const OTHER_TEAM = 'Baltic Byte Force';

test('a player challenges another team, sees it as a rival, and withdraws the challenge', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await openTeam(page, OTHER_TEAM);

  // The page: slogan, company, house, players with the captain's crown, song, bio, previews.
  await expect(page.getByText('Zero bugs, all heart.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Baltic/ }).first()).toBeVisible();
  const players = page.getByRole('region', { name: /^Players/ });
  await expect(players.getByText('Captain')).toHaveCount(1);
  await expect(page.getByTitle(`Song of ${OTHER_TEAM}`)).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect(page.getByRole('region', { name: 'Rivals' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Votes/ })).toBeVisible();
  // Not the player's own team: no settings, no picture download.
  await expect(page.getByRole('link', { name: 'Edit team' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download team picture' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Challenge this team' }).click();
  await expect(page.getByText('The team has been challenged.')).toBeVisible();
  await expect(page.getByText('Your team has challenged this team.')).toBeVisible();
  const withdraw = page.getByRole('button', { name: 'Withdraw challenge' });
  await expect(withdraw).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Rivals' }).getByText(/Challenged by: [1-9]/),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-challenged');

  await withdraw.click();
  await expect(page.getByText('The challenge has been withdrawn.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Challenge this team' })).toBeVisible();
  await expect(page.getByText('Your team has challenged this team.')).toHaveCount(0);

  // The rivals preview opens /rivals for this team.
  await page.getByRole('link', { name: 'See all rivals' }).click();
  await expect(page).toHaveURL(/\/rivals$/);
  expect(await page.evaluate(() => sessionStorage.getItem('rivalsId'))).toMatch(/^\d+$/);
});

test('at its limit of challenges a player sees the challenge button disabled with the reason', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  // Northern Lights has challenged one team of three; two more reach the limit.
  const { teams } = (await (await page.request.get('/api/teams')).json()) as {
    teams: { team_id: number; team_name: string }[];
  };
  const idOf = (name: string) => teams.find((team) => team.team_name === name)!.team_id;
  const extra = [idOf('Timber Wolves'), idOf('Espresso Shots')];
  const challenge = async (id: number, challenged: boolean) => {
    const answer = await page.request.put('/api/put-challenge', {
      data: { challenged_id: id, challenged },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  for (const id of extra) await challenge(id, true);
  try {
    await openTeam(page, OTHER_TEAM);
    const button = page.getByRole('button', { name: 'Challenge this team' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Your team has challenged 3 teams, the most it can.',
    );
    await saveScreenshot(page, testInfo, 'team-challenge-limit');
    // A team it challenged can still be withdrawn.
    await openTeam(page, 'Timber Wolves');
    await expect(page.getByRole('button', { name: 'Withdraw challenge' })).toBeEnabled();
  } finally {
    for (const id of extra) await challenge(id, false);
  }
});

test('a supporter cheers a team with a message and sees the cheered state', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);
  await openTeam(page, OTHER_TEAM);
  // A supporter never gets the challenge button.
  await expect(page.getByRole('button', { name: 'Challenge this team' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cheer', exact: true }).click();
  // The name sits in Unicode isolates inside the sentence, so it keeps its direction.
  const sheet = page.getByRole('dialog', { name: new RegExp(`^Cheer for \\W?${OTHER_TEAM}`) });
  const message = sheet.getByLabel('Message (optional)');
  await expect(message).toHaveAttribute('maxlength', '50');
  await message.fill('Zero bugs today, go go go!');
  await expect(sheet.getByText('26/50 characters')).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-cheer-sheet');
  await sheet.getByRole('button', { name: 'Send cheer' }).click();

  await expect(page.getByText('Your cheer has been sent.')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('You cheered for this team.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cheer', exact: true })).toHaveCount(0);
  const votes = page.getByRole('region', { name: /^Votes/ });
  await expect(votes.getByText('Zero bugs today, go go go!')).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-cheered');

  await votes.getByRole('link', { name: 'See all votes' }).click();
  await expect(page).toHaveURL(/\/cheers$/);
});

test('a member deletes the team picture, sees that the team needs one to be cheered, and uploads it', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await openOwnTeam(page, OWN_TEAM);

  const picture = page.getByRole('img', { name: `Picture of ${OWN_TEAM}` });
  const seeded = await picture.getAttribute('src');
  const bytes = await (await page.request.get(seeded!)).body();
  // The team's own players may download its picture.
  await expect(page.getByRole('link', { name: 'Download team picture' })).toHaveAttribute(
    'download',
    `${OWN_TEAM}.webp`,
  );
  // Its own players are never offered to cheer or challenge it.
  await expect(page.getByRole('button', { name: 'Cheer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Challenge this team' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'team-own');

  await page.getByRole('link', { name: 'Edit team' }).click();
  await expect(page).toHaveURL(/\/edit-team$/);
  await page.getByRole('button', { name: 'Delete picture' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the team picture?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'edit-team-delete-picture');
  await confirm.getByRole('button', { name: 'Delete picture' }).click();
  await expect(page.getByText('The team picture has been deleted.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture of ${OWN_TEAM}` })).toHaveAttribute(
    'src',
    '/fallback/team.svg',
  );

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText('This team needs a picture before it can be cheered.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download team picture' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'team-needs-picture');

  // The way to add one, and the upload.
  await page.getByRole('link', { name: 'Add a picture' }).click();
  await expect(page).toHaveURL(/\/edit-team$/);
  await page.getByLabel('Upload picture').setInputFiles({
    name: 'team.webp',
    mimeType: 'image/webp',
    buffer: bytes,
  });
  await expect(page.getByText('The team picture has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture of ${OWN_TEAM}` })).toHaveAttribute(
    'src',
    /^\/uploads\/teams\/[0-9a-f]+\.webp$/,
  );
  await saveScreenshot(page, testInfo, 'edit-team');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('img', { name: `Picture of ${OWN_TEAM}` })).toHaveAttribute(
    'src',
    /^\/uploads\/teams\//,
  );
  await expect(page.getByText('This team needs a picture before it can be cheered.')).toHaveCount(
    0,
  );
});

test('the readiness checklist follows the slogan cleared and set again on /edit-team', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await openOwnTeam(page, OWN_TEAM);

  const readiness = page.getByRole('button', { name: /^\d+% Readiness/ });
  const percent = async () => Number(/(\d+)%/.exec((await readiness.textContent()) ?? '')?.[1]);
  const before = await percent();
  expect(before).toBeGreaterThan(0);
  await readiness.click();
  const checklist = page.getByRole('dialog', { name: new RegExp(`^Readiness of \\W?${OWN_TEAM}`) });
  const sloganItem = checklist.getByRole('listitem').filter({ hasText: 'Slogan' });
  await expect(checklist.getByRole('listitem')).toHaveCount(8);
  await expect(sloganItem).toContainText('Done');
  await saveScreenshot(page, testInfo, 'team-readiness');
  await checklist.getByRole('button', { name: 'Close' }).click();
  await expect(checklist).toHaveCount(0);

  // Clear the slogan.
  await page.getByRole('link', { name: 'Edit team' }).click();
  const slogan = page.getByLabel('Slogan');
  await expect(slogan).toHaveValue(OWN_SLOGAN);
  await slogan.fill('');
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText('The team has been saved.')).toBeVisible();
  await expect(page.getByText(OWN_SLOGAN)).toHaveCount(0);
  await expect.poll(percent).toBeLessThan(before);
  await readiness.click();
  await expect(sloganItem).toContainText('To do');
  await saveScreenshot(page, testInfo, 'team-readiness-no-slogan');
  await page.keyboard.press('Escape');
  await expect(checklist).toHaveCount(0);

  // A name is required; then the slogan is set again.
  await page.getByRole('link', { name: 'Edit team' }).click();
  const name = page.getByLabel('Team name');
  await name.fill('');
  await page.getByLabel('Slogan').fill(OWN_SLOGAN);
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // Another team's name is refused on the field.
  await name.fill('Aurora Sprinters');
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByText('Another team in this event already has this name.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, testInfo, 'edit-team-errors');
  await name.fill(OWN_TEAM);
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText(OWN_SLOGAN)).toBeVisible();
  await expect.poll(percent).toBe(before);
  await readiness.click();
  await expect(sloganItem).toContainText('Done');
});

test('the share button shares the login link of the team, or shows the link to copy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await videoProviderReachable(page);
  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);
  await openTeam(page, OTHER_TEAM);
  const teamId = await page.evaluate(() => sessionStorage.getItem('otherTeamId'));
  await page.getByRole('button', { name: 'Share team' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toHaveLength(1);
  const [data] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  const url = new URL(data.url!);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('otherTeamId')).toBe(teamId);
  expect(url.searchParams.get('otherEventId')).toMatch(/^\d+$/);
  expect(url.searchParams.get('redirect')).toBe('/team');

  // Without the device's share sheet: the kit's ShareSheet with the link to copy.
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  await page.getByRole('button', { name: 'Share team' }).click();
  const sheet = page.getByRole('dialog', { name: OTHER_TEAM });
  await expect(sheet.getByText(/^Sharing is not supported on this device\./)).toBeVisible();
  await expect(sheet.getByLabel('Link', { exact: true })).toHaveValue(data.url!);
});

test('after the closing date the team shows its points, linking to the leaderboard', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page.goto('/team');
  const competition = page.getByRole('region', { name: 'Competition' });
  await expect(competition.getByText('Challenge points')).toBeVisible();
  await expect(competition.getByText('Extra points')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Readiness/ })).toHaveCount(0);
  // Players are no longer managed after the closing date; the team can still be edited.
  await expect(page.getByRole('link', { name: 'Manage players' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'team-live');
  await competition.getByRole('link', { name: /See the leaderboard/ }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('while /team loads it shows a skeleton; a failed load offers a retry; a missing team says so', async ({
  page,
}, testInfo) => {
  await videoProviderReachable(page);
  await signInAs(page, 'supporter', DEMO_EVENTS.upcoming);

  // Loading: the answer is held back until the skeleton has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/team', async (route) => {
    await held;
    await route.continue();
  });
  await openTeamCard(page, OTHER_TEAM);
  await expect(page.getByRole('link', { name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
  await saveScreenshot(page, testInfo, 'team-loading');
  release();
  await expect(page.getByRole('heading', { name: OTHER_TEAM, level: 1 })).toBeVisible();
  await page.unroute('**/api/team');

  // A failure: the error state, and the retry loads the team.
  // The query client retries a failed read once, so two answers fail.
  let failures = 2;
  await page.route('**/api/team', (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.continue(),
  );
  await page.reload();
  await expect(page.getByRole('alert').getByText('This team could not be loaded.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-load-failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: OTHER_TEAM, level: 1 })).toBeVisible();
  await page.unroute('**/api/team');

  // A team that does not exist (404 teamNotFound), with a way back to the teams.
  await page.evaluate(() => sessionStorage.setItem('otherTeamId', '999999'));
  await page.reload();
  await expect(page.getByText('This team could not be found.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-not-found');
  await page.getByRole('main').getByRole('link', { name: 'Teams' }).last().click();
  await expect(page).toHaveURL(/\/teams$/);
});

test('in Arabic the team page reads right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await videoProviderReachable(page);
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'player', DEMO_EVENTS.upcoming);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openOwnTeam(page, OWN_TEAM);
  await expect(page.getByRole('heading', { name: ar.teamCompetition })).toBeVisible();
  await expect(page.getByRole('link', { name: ar.editTeam })).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-ar');

  await page.getByRole('button', { name: new RegExp(`^\\d+% ${ar.readiness}`) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-readiness-ar');
  await page.keyboard.press('Escape');

  await openTeam(page, OTHER_TEAM);
  await expect(page.getByRole('button', { name: ar.teamChallenge })).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-other-ar');
});
