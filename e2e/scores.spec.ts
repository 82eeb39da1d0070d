/**
 * The scoring screens (product.md §2 /scores, /score, /leaderboard, /cheers-leaderboard) as the demo
 * users see them in the live event, where the finished sessions have results: the player sees
 * the team's points with the joker and ladies marks, opens a session, rates it and sees the
 * rating kept after the refetch; the leaderboard shows the teams in order with the own team
 * highlighted; the cheers leaderboard shows the counts; a supporter sees the sessions without
 * points; and the screens in Arabic. The rating is put back as it was before the test ends.
 * Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

interface Ranked {
  position: number;
  team_id: number;
  name: string;
}

async function apiJson<T>(page: Page, path: string, headers: Record<string, string> = {}) {
  const answer = await page.request.get(path, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

test('a player sees the team scores, rates a session and keeps the rating', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const { scores } = await apiJson<{ scores: { id: number; name: string }[] }>(page, '/api/scores');
  expect(scores.length).toBeGreaterThan(0);
  const session = scores[0];
  const before = await apiJson<{
    my_rating: { crew_rating: number; challenge_rating: number } | null;
  }>(page, '/api/score', { selectedscoreid: String(session.id) });

  await page.goto('/scores');
  await expect(page.getByRole('heading', { name: /^Scores/, level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Scores' });
  await expect(list.getByRole('listitem')).toHaveCount(scores.length);
  await expect(list.getByText('Points').first()).toBeVisible();
  await expect(list.getByRole('img', { name: 'Ladies bonus' }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'scores');

  try {
    await list.getByRole('link', { name: new RegExp(session.name) }).click();
    await expect(page).toHaveURL(/\/score$/);
    await expect(page.getByRole('heading', { name: session.name, level: 1 })).toBeVisible();
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results.getByText('Your team')).toHaveCount(1);
    const legend = page.getByRole('region', { name: 'What the icons mean' });
    for (const mark of ['Joker bonus', 'Ladies bonus', 'Rival', 'Disqualified']) {
      await expect(legend.getByRole('img', { name: mark })).toBeVisible();
    }
    await saveScreenshot(page, testInfo, 'score');

    await page.getByRole('button', { name: /^(Rate this challenge|Change your rating)$/ }).click();
    const sheet = page.getByRole('dialog', { name: new RegExp(`^Rate \\W?${session.name}`) });
    await expect(sheet).toBeVisible();
    const crew = sheet.getByRole('radiogroup', { name: 'Crew' });
    const challenge = sheet.getByRole('radiogroup', { name: 'Challenge' });
    if (before.my_rating) {
      await expect(
        crew.getByRole('radio', { name: `${before.my_rating.crew_rating} of 5` }),
      ).toBeChecked();
    }
    await crew.getByRole('radio', { name: '2 of 5' }).click();
    await challenge.getByRole('radio', { name: '3 of 5' }).click();
    await saveScreenshot(page, testInfo, 'score-rating-sheet');
    await sheet.getByRole('button', { name: 'Save rating' }).click();

    await expect(page.getByText('Thank you! Your rating has been saved.')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    // After the refetch the page shows the kept rating, and the sheet opens with it.
    const rating = page.getByRole('region', { name: 'Your rating' });
    await expect(rating.getByRole('img', { name: 'Crew: 2 of 5' })).toBeVisible();
    await expect(rating.getByRole('img', { name: 'Challenge: 3 of 5' })).toBeVisible();
    await page.getByRole('button', { name: 'Change your rating' }).click();
    await expect(crew.getByRole('radio', { name: '2 of 5' })).toBeChecked();
    await expect(challenge.getByRole('radio', { name: '3 of 5' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  } finally {
    if (before.my_rating) {
      const answer = await page.request.post('/api/rate-crew-challenge', {
        data: { score_id: session.id, ...before.my_rating },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    }
  }
});

test('the leaderboards show the teams in order with the own team highlighted', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const board = await apiJson<{
    teams: (Ranked & { points: number; house_name: string | null })[];
    user_team_id: number;
  }>(page, '/api/leaderboard');
  expect(board.teams.length).toBeGreaterThan(1);
  const positions = board.teams.map((team) => team.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: /^Leaderboard/, level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Leaderboard' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(board.teams.length);
  for (const [index, team] of board.teams.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('button', { name: team.name, exact: true })).toBeVisible();
    await expect(row).toContainText(`Position ${team.position}`);
    await expect(row).toContainText(`${team.points}Points`);
  }
  const own = board.teams.find((team) => team.team_id === board.user_team_id)!;
  const ownRow = rows.filter({ hasText: 'Your team' });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(own.name);
  await expect(ownRow).toBeInViewport();
  await saveScreenshot(page, testInfo, 'leaderboard');

  // The house flag, named after the house (not the team), opens the team's house.
  expect(own.house_name).toBeTruthy();
  await expect(ownRow.getByRole('link', { name: `House: ${own.name}` })).toHaveCount(0);
  await ownRow.getByRole('link', { name: `House: ${own.house_name}` }).click();
  await expect(page).toHaveURL(/\/house$/);
  expect(await page.evaluate(() => sessionStorage.getItem('selectedHouseId'))).toMatch(/^\d+$/);
  await page.goto('/leaderboard');

  // A row opens the team's points breakdown (e2e/breakdown.spec.ts), which links to its page.
  await rows.first().getByRole('button', { name: board.teams[0].name, exact: true }).click();
  await page
    .getByRole('dialog', { name: board.teams[0].name })
    .getByRole('link', { name: 'Open the team page' })
    .click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: board.teams[0].name, level: 1 })).toBeVisible();

  const cheers = await apiJson<{ teams: (Ranked & { cheer_count: number })[] }>(
    page,
    '/api/cheers-leaderboard',
  );
  await page.goto('/cheers-leaderboard');
  await expect(page.getByRole('heading', { name: /^Cheers leaderboard/, level: 1 })).toBeVisible();
  const cheerRows = page.getByRole('list', { name: 'Cheers leaderboard' }).getByRole('listitem');
  await expect(cheerRows).toHaveCount(cheers.teams.length);
  for (const [index, team] of cheers.teams.entries()) {
    await expect(cheerRows.nth(index)).toContainText(team.name);
    await expect(cheerRows.nth(index)).toContainText(`Position ${team.position}`);
    await expect(cheerRows.nth(index)).toContainText(`${team.cheer_count}Cheers`);
  }
  await saveScreenshot(page, testInfo, 'cheers-leaderboard');
});

test('a supporter sees every scored session without points', async ({ page }, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/scores');
  await expect(page.getByText('Every challenge with results.', { exact: false })).toBeVisible();
  const list = page.getByRole('list', { name: 'Scores' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText('Points')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'scores-supporter');

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/score$/);
  await expect(
    page.getByRole('list', { name: 'Results' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rate this challenge' })).toHaveCount(0);
});

test('an organizer sees who entered each result and when', async ({ page }, testInfo) => {
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  await page.goto('/scores');
  const list = page.getByRole('list', { name: 'Scores' });
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/score$/);
  const first = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
  await expect(first).toContainText(/Entered by \S+ \S+ at \d{2}:\d{2}/);
  await saveScreenshot(page, testInfo, 'score-organizer');
});

test('in Arabic the scoring screens read right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/scores');
  const list = page.getByRole('list', { name: ar.scores });
  await expect(list.getByRole('img', { name: ar.rulesLadies }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'scores-ar');

  await list.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: ar.scoreLegend })).toBeVisible();
  await saveScreenshot(page, testInfo, 'score-ar');
  await page
    .getByRole('button', { name: new RegExp(`^(${ar.scoreRate}|${ar.scoreRateChange})$`) })
    .click();
  await expect(page.getByRole('radiogroup', { name: ar.rateCrew })).toBeVisible();
  await saveScreenshot(page, testInfo, 'score-rating-sheet-ar');
  await page.keyboard.press('Escape');

  await page.goto('/leaderboard');
  await expect(
    page.getByRole('list', { name: ar.leaderboard }).getByText(ar.yourTeam),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'leaderboard-ar');

  await page.goto('/cheers-leaderboard');
  await expect(page.getByRole('list', { name: ar.cheersLeaderboard })).toBeVisible();
  await saveScreenshot(page, testInfo, 'cheers-leaderboard-ar');
});
