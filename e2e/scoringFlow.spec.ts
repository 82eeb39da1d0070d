/**
 * The scoring issue's whole path in the live event, as people do it on event day: the demo crew
 * member opens the session running now (Water Balloon Toss, scored by catches), types every
 * team's catches so the last team of the leaderboard wins it, reads the ranks computed from them
 * (rank 1 for that team) and saves; the session shows complete. Then the demo player sees that team climb on /leaderboard
 * (with the own team highlighted), finds the new session with its points on /scores and /score,
 * and rates it. Runs after scores.spec.ts, which reads the live event as seeded. Screenshots
 * (each checked with axe) go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs, signOut } from './signIn';
import { test, expect } from './test';

const SESSION = 'Water Balloon Toss';
const CATCHES = 'Catches';

interface Standing {
  position: number;
  team_id: number;
  name: string;
  points: number;
}

async function leaderboard(page: Page) {
  const answer = await page.request.get('/api/leaderboard');
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { teams: Standing[]; user_team_id: number };
}

test('a crew save reaches the leaderboard, the team scores and the session page', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const before = await leaderboard(page);
  const last = before.teams[before.teams.length - 1];

  await signOut(page);
  await signInAs(page, 'crew', DEMO_EVENTS.live);
  await page.goto('/crew-battles');
  const row = page.getByRole('list').getByRole('button', { name: new RegExp(SESSION) });
  await expect(row.getByText('Results missing')).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();

  const cards = page.getByRole('article');
  const count = await cards.count();
  expect(count).toBe(before.teams.length);
  // Scored by catches: the crew types them only, and reads each team's rank as it follows.
  await expect(page.getByRole('textbox', { name: 'Rank' })).toHaveCount(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const isLast = (await card.getByRole('heading').textContent())?.includes(last.name);
    await card.getByLabel(CATCHES).fill(String(isLast ? 40 : 20 - index));
  }
  const rankOf = (name: string) =>
    cards.getByRole('status', { name: `Rank of ${name}`, exact: true });
  await expect(rankOf(last.name)).toHaveText('Rank 1');
  const runnerUp = before.teams.find((team) => team.team_id !== last.team_id)!;
  await expect(rankOf(runnerUp.name)).not.toHaveText('Rank 1');
  await saveScreenshot(page, testInfo, 'scoring-flow-crew');
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(page.getByText('The scores have been saved.')).toBeVisible();
  await expect(row.getByText('All results in')).toBeVisible();

  // The player sees the winner climb: rank 1's 100 points added to its total.
  await signOut(page);
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const after = await leaderboard(page);
  const climbed = after.teams.find((team) => team.team_id === last.team_id)!;
  expect(climbed.points).toBe(last.points + 100);
  expect(climbed.position).toBeLessThan(last.position);

  await page.goto('/leaderboard');
  const rows = page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
  const winnerRow = rows.filter({ hasText: last.name });
  await expect(winnerRow).toContainText(`Position ${climbed.position}`);
  await expect(winnerRow).toContainText(`${climbed.points}Points`);
  const ownRow = rows.filter({ hasText: 'Your team' });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toBeInViewport();
  await saveScreenshot(page, testInfo, 'scoring-flow-leaderboard');

  // The new session is among the team's scores, with the points its rank earned.
  const scores = await page.request.get('/api/scores');
  const entry = (
    (await scores.json()) as { scores: { name: string; score: number }[] }
  ).scores.find((score) => score.name === SESSION);
  expect(entry).toBeDefined();
  await page.goto('/scores');
  const list = page.getByRole('list', { name: 'Scores' });
  const scoreRow = list.getByRole('listitem').filter({ hasText: SESSION });
  await expect(scoreRow).toContainText(`${entry!.score}`);
  await scoreRow.getByRole('link', { name: new RegExp(SESSION) }).click();
  await expect(page.getByRole('heading', { name: SESSION, level: 1 })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').first()).toContainText(last.name);
  await expect(results.getByText('Your team')).toHaveCount(1);

  await page.getByRole('button', { name: 'Rate this challenge' }).click();
  const sheet = page.getByRole('dialog', { name: new RegExp(`^Rate \\W?${SESSION}`) });
  await sheet
    .getByRole('radiogroup', { name: 'Crew' })
    .getByRole('radio', { name: '5 of 5' })
    .click();
  await sheet
    .getByRole('radiogroup', { name: 'Challenge' })
    .getByRole('radio', { name: '4 of 5' })
    .click();
  await sheet.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByText('Thank you! Your rating has been saved.')).toBeVisible();
  const rating = page.getByRole('region', { name: 'Your rating' });
  await expect(rating.getByRole('img', { name: 'Crew: 5 of 5' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'scoring-flow-score');
});
