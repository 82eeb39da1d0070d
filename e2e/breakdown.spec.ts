/**
 * The points breakdown on /leaderboard (why a team is where it is), as the demo player sees it
 * in the live event: tapping a team opens a sheet with a line per challenge it played, its extra
 * points and a total equal to the row's points; a team level on points with its neighbour says
 * which tiebreak challenge decided; the sheet links to the team page and closes. Then the same
 * in Arabic, right to left. Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import type { Locator, Page } from '@playwright/test';
import { isolate } from '../src/web/lib/isolate';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

interface Board {
  teams: { position: number; team_id: number; name: string; points: number }[];
  user_team_id: number;
}

interface Breakdown {
  position: number;
  points: number;
  battles: { battle_id: number; battle_name: string; points: number }[];
  extra_points: { points: number; reason: string }[];
  neighbours: { name: string; decided_by: { battle_name: string } | null }[];
}

async function apiJson<T>(page: Page, path: string) {
  const answer = await page.request.get(path);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** The row's points, as the leaderboard shows them ("245Points" in its text). */
async function rowPoints(row: Locator): Promise<number> {
  return Number(await row.locator('.points-figure__value').textContent());
}

test('tapping a team opens its points breakdown, adding up to the row’s points', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const board = await apiJson<Board>(page, '/api/leaderboard');
  const own = board.teams.find((team) => team.team_id === board.user_team_id)!;
  const answer = await apiJson<Breakdown>(
    page,
    `/api/leaderboard/breakdown?team_id=${own.team_id}`,
  );

  await page.goto('/leaderboard');
  const list = page.getByRole('list', { name: 'Leaderboard' });
  const row = list.getByRole('listitem').filter({ hasText: 'Your team' });
  await row.getByRole('button', { name: own.name, exact: true }).click();

  const sheet = page.getByRole('dialog', { name: own.name });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`Position ${own.position} · ${own.points} points`);
  const challenges = sheet.getByRole('region', { name: 'Challenges' }).getByRole('listitem');
  await expect(challenges).toHaveCount(answer.battles.length);
  for (const [index, line] of answer.battles.entries()) {
    await expect(challenges.nth(index)).toContainText(line.battle_name);
    await expect(challenges.nth(index).locator('.breakdown-line__points')).toHaveText(
      String(line.points),
    );
  }
  const total = Number(await sheet.locator('.breakdown-total__value').textContent());
  expect(total).toBe(await rowPoints(row));
  const lines = answer.battles.reduce((sum, line) => sum + line.points, 0);
  const extras = answer.extra_points.reduce((sum, extra) => sum + extra.points, 0);
  expect(lines + extras).toBe(total);
  await saveScreenshot(page, testInfo, 'leaderboard-breakdown');

  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  // The focus goes back to the row that opened it.
  await expect(row.getByRole('button', { name: own.name, exact: true })).toBeFocused();

  // A team with extra points lists them with their reasons.
  for (const team of board.teams) {
    const other = await apiJson<Breakdown>(
      page,
      `/api/leaderboard/breakdown?team_id=${team.team_id}`,
    );
    if (other.extra_points.length === 0) continue;
    await list.getByRole('button', { name: team.name, exact: true }).click();
    const extraSheet = page.getByRole('dialog', { name: team.name });
    const extrasList = extraSheet.getByRole('region', { name: 'Extra points' });
    for (const extra of other.extra_points) await expect(extrasList).toContainText(extra.reason);
    await expect(extraSheet.locator('.breakdown-total__value')).toHaveText(String(team.points));
    await saveScreenshot(page, testInfo, 'leaderboard-breakdown-extra');
    await page.keyboard.press('Escape');
    await expect(extraSheet).toHaveCount(0);
    break;
  }

  // The sheet links to the team page, as the row did.
  await list.getByRole('button', { name: board.teams[0].name, exact: true }).click();
  await page
    .getByRole('dialog', { name: board.teams[0].name })
    .getByRole('link', { name: 'Open the team page' })
    .click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: board.teams[0].name, level: 1 })).toBeVisible();
});

// The demo's live event has no two teams on equal points, so the answer is stubbed here with
// one neighbour decided by a tiebreak challenge and one sharing the position (the server's
// explanation itself is proven in tests/api/breakdown.test.ts).
test('a team level on points says which tiebreak challenge decided, or that they share', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const board = await apiJson<Board>(page, '/api/leaderboard');
  const index = board.teams.findIndex((team) => team.team_id === board.user_team_id);
  const own = board.teams[index];
  const [above, below] = [board.teams[index - 1] ?? board.teams[index + 2], board.teams[index + 1]];
  const path = `/api/leaderboard/breakdown?team_id=${own.team_id}`;
  const real = await apiJson<Breakdown & Record<string, unknown>>(page, path);
  const decider = real.battles[0];
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      json: {
        ...real,
        neighbours: [
          {
            relation: 'above',
            team_id: above.team_id,
            name: above.name,
            points: real.points,
            decided_by: {
              battle_id: decider.battle_id,
              battle_name: decider.battle_name,
              rank: 4,
              other_rank: 2,
            },
          },
          {
            relation: 'below',
            team_id: below.team_id,
            name: below.name,
            points: real.points,
            decided_by: null,
          },
        ],
      },
    }),
  );

  await page.goto('/leaderboard');
  await page
    .getByRole('list', { name: 'Leaderboard' })
    .getByRole('button', { name: own.name, exact: true })
    .click();
  const sheet = page.getByRole('dialog', { name: own.name });
  const ties = sheet.getByRole('region', { name: 'Equal on points' }).getByRole('listitem');
  await expect(ties).toHaveCount(2);
  await expect(ties.first()).toContainText(`${isolate(above.name)} is placed just above`);
  await expect(ties.first()).toContainText(
    `The tiebreak challenge ${isolate(decider.battle_name)} decided:`,
  );
  // The team placed higher comes first, each with its rank in that challenge.
  await expect(ties.first().locator('dt')).toHaveText([above.name, own.name]);
  await expect(ties.first().locator('dd')).toHaveText(['Rank 2', 'Rank 4']);
  await expect(ties.nth(1)).toContainText(`${isolate(below.name)} is placed just below`);
  await expect(ties.nth(1)).toContainText(
    `No tiebreak challenge tells them apart: they share position ${real.position}.`,
  );
  await sheet.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await saveScreenshot(page, testInfo, 'leaderboard-breakdown-tie');
});

test('in Arabic the breakdown reads right to left', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const board = await apiJson<Board>(page, '/api/leaderboard');
  const own = board.teams.find((team) => team.team_id === board.user_team_id)!;

  await page.goto('/leaderboard');
  const row = page
    .getByRole('list', { name: ar.leaderboard })
    .getByRole('listitem')
    .filter({ hasText: ar.yourTeam });
  await row.getByRole('button', { name: own.name, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: own.name });
  await expect(sheet.getByRole('region', { name: ar.breakdownChallenges })).toBeVisible();
  await expect(sheet.getByText(ar.breakdownTotal, { exact: true })).toBeVisible();
  expect(Number(await sheet.locator('.breakdown-total__value').textContent())).toBe(
    await rowPoints(row),
  );
  // The sheet's lines run right to left: the points sit at the left end.
  const line = sheet.locator('.breakdown-line').first();
  const name = await line.locator('.breakdown-line__name').boundingBox();
  const points = await line.locator('.breakdown-line__points').boundingBox();
  expect(points!.x).toBeLessThan(name!.x);
  await saveScreenshot(page, testInfo, 'leaderboard-breakdown-ar');
  await sheet.getByRole('button', { name: ar.close }).click();
  await expect(sheet).toHaveCount(0);
});
