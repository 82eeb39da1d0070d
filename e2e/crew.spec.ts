/**
 * The crew's score entry (product.md §2 /crew-battles and /crew-score) as the demo crew member uses
 * it in an event of each test's own (e2e/crewEvent.ts: sessions that have started, since results
 * are taken only then), where they run Kayak Relay and Tug of War and nothing is scored yet:
 * they open Kayak Relay (scored by time), type half of the teams' finish times and read the
 * ranks computed as they type (read-only, ties sharing), save and are told how many teams still
 * have no result, then type the rest, save, and find the session marked complete. In Arabic, a
 * time with 75 seconds is refused on its card and nothing is saved; leaving with unsaved values
 * asks first; the computed ranks (a disqualified team without one) and the count of teams
 * without a result read in Arabic. When another crew member saves Tug of War (typed ranks)
 * while the form is open, the save is refused, the differences are shown, and the crew keeps
 * their own values. Screenshots go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { createCrewEvent } from './crewEvent';
import { signInAs } from './signIn';
import { test, expect } from './test';

const SESSION = 'Kayak Relay';
const TIME_LABEL = 'Finish time';
/** The teams of each test's own event. */
const TEAMS = [
  'Atlas Titans',
  'Aurora Sprinters',
  'Baltic Byte Force',
  'Cherry Blossom Express',
  'Espresso Shots',
  'Timber Wolves',
];

/** The row of a session on /crew-battles. */
const sessionRow = (page: Page, name: string) =>
  page.getByRole('list').getByRole('button', { name: new RegExp(name) });

/** One card per team on /crew-score. */
const teamCards = (page: Page) => page.getByRole('article');

/** The teams' names, in the order of their cards. */
const teamNames = (page: Page) =>
  teamCards(page).getByRole('heading', { level: 2 }).allTextContents();

/** A team's rank as its card shows it, computed from the typed values (read-only). */
const rankOf = (page: Page, team: string, label = `Rank of ${team}`) =>
  teamCards(page).getByRole('status', { name: label, exact: true });

async function openSession(page: Page, name: string, heading = name): Promise<void> {
  await page.goto('/crew-battles');
  await sessionRow(page, name).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The session's version as the server has it, to prove a refused save stored nothing. */
async function sessionForm(page: Page) {
  const scoreId = await page.evaluate(() => sessionStorage.getItem('selectedScoreId'));
  const answer = await page.request.get('/api/crew-score', {
    headers: { selectedScoreId: String(scoreId) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as {
    score_id: number;
    version: number;
    teams: { team_id: number; name: string; rank: number | null; is_disqualified: boolean }[];
  };
}

async function sessionVersion(page: Page): Promise<number> {
  return (await sessionForm(page)).version;
}

/** What a save ends with, told from the session as the server has it after the save. */
async function savedMessage(page: Page): Promise<string> {
  const { teams } = await sessionForm(page);
  const missing = teams.filter((team) => team.rank === null && !team.is_disqualified).length;
  if (missing === 0) return 'The scores have been saved.';
  const verb = missing === 1 ? 'has' : 'have';
  return `Saved — ${missing} of ${teams.length} teams still ${verb} no result.`;
}

test('the crew types times, reads the ranks computed live, saves part of them and then the rest', async ({
  page,
  browser,
}, testInfo) => {
  const day = await createCrewEvent(browser, 'Crew Day Times', TEAMS);
  await signInAs(page, 'crew', day.name);
  await page.goto('/crew-battles');
  await expect(page.getByRole('heading', { level: 1, name: /Score entry/ })).toBeVisible();
  const row = sessionRow(page, SESSION);
  await expect(row.getByText('Results missing')).toBeVisible();
  await expect(sessionRow(page, 'Tug of War')).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles');

  await row.click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();
  const cards = teamCards(page);
  const count = await cards.count();
  expect(count).toBe(TEAMS.length);
  const names = await teamNames(page);
  // Kayak Relay is scored by time: one time field, and the rank follows from the times.
  await expect(page.getByLabel(TIME_LABEL)).toHaveCount(count);
  await expect(page.getByRole('textbox', { name: 'Rank' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use suggestion' })).toHaveCount(0);
  await expect(page.getByText(/The ranks follow from every team's result/)).toBeVisible();
  await expect(rankOf(page, names[0])).toHaveText('No rank yet');
  await expect(page.getByText('Joker played')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'crew-score-empty');

  // Half of the teams first; each later team is faster, so it takes rank 1 as its time reads.
  // Each later team is 3 seconds faster, from 1:50 down.
  const seconds = names.map((_, index) => 50 - index * 3);
  // The last team ties with the one before it: they share a rank.
  seconds[count - 1] = seconds[count - 2];
  const typed = Math.ceil(count / 2);
  for (let index = 0; index < typed; index += 1) {
    await cards.nth(index).getByLabel(TIME_LABEL).fill(`1:${seconds[index]}.456`);
    await expect(rankOf(page, names[index])).toHaveText('Rank 1');
    await expect(rankOf(page, names[0])).toHaveText(`Rank ${index + 1}`);
  }
  await expect(rankOf(page, names[typed])).toHaveText('No rank yet');
  await saveScreenshot(page, testInfo, 'crew-score-partial');

  await page.getByRole('button', { name: 'Save scores' }).click();
  const missing = count - typed;
  await expect(
    page.getByText(
      `Saved — ${missing} of ${count} teams still ${missing === 1 ? 'has' : 'have'} no result.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  await expect(row.getByText('Results missing')).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles-partial');

  // The rest: the saved times come back with their ranks, and every team gets one.
  await openSession(page, SESSION);
  await expect(cards.first().getByLabel(TIME_LABEL)).toHaveValue(`01:${seconds[0]}:456`);
  await expect(rankOf(page, names[0])).toHaveText(`Rank ${typed}`);
  for (let index = typed; index < count; index += 1) {
    await cards.nth(index).getByLabel(TIME_LABEL).fill(`1:${seconds[index]}.456`);
  }
  const ranks = seconds.map((mine) => 1 + seconds.filter((other) => other < mine).length);
  for (const [index, name] of names.entries()) {
    await expect(rankOf(page, name)).toHaveText(`Rank ${ranks[index]}`);
  }
  await expect(rankOf(page, names[count - 1])).toHaveText('Rank 1');
  await expect(rankOf(page, names[count - 2])).toHaveText('Rank 1');
  await cards.first().getByRole('checkbox', { name: 'Fair play' }).check();
  await saveScreenshot(page, testInfo, 'crew-score-filled');

  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(page.getByText('The scores have been saved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  await expect(sessionRow(page, SESSION).getByText('All results in')).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles-saved');

  // The saved values come back on the form, with the ranks the server computed.
  await openSession(page, SESSION);
  await expect(teamCards(page).last().getByLabel(TIME_LABEL)).toHaveValue(
    `01:${seconds[count - 1]}:456`,
  );
  await expect(teamCards(page).first().getByRole('checkbox', { name: 'Fair play' })).toBeChecked();
  const stored = await sessionForm(page);
  expect(stored.teams.map((team) => team.rank)).toEqual(ranks);
});

test('in Arabic a time with 75 seconds is refused on its card, and the computed ranks and the count of teams without a result read in Arabic', async ({
  page,
  browser,
}, testInfo) => {
  const day = await createCrewEvent(browser, 'Crew Day Arabic', TEAMS);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'crew', day.name);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/crew-battles');
  await expect(page.getByRole('heading', { level: 1, name: ar.crewBattles })).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles-ar');

  await openSession(page, SESSION);
  const before = await sessionVersion(page);
  const names = await teamNames(page);
  const rankOfTeam = (index: number) =>
    rankOf(page, names[index], ar.crewRankOf.replace('{{team}}', names[index]));
  const card = teamCards(page).first();
  const time = card.getByLabel(TIME_LABEL);
  await time.fill('1:75');
  await expect(time).toHaveValue('1:75');
  // A time that does not read gives no rank.
  await expect(rankOfTeam(0)).toHaveText(ar.crewRankNone);
  await page.getByRole('button', { name: ar.crewSaveScores }).click();

  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText(ar.invalidTime)).toBeVisible();
  await expect(time).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  expect(await sessionVersion(page)).toBe(before);
  await saveScreenshot(page, testInfo, 'crew-score-invalid-ar');

  // The typed values are not lost by a tap on the back link: the app asks first.
  await page.getByRole('link', { name: ar.back }).click();
  const question = page.getByRole('dialog', { name: ar.crewUnsavedTitle });
  await expect(question).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-score-leave-ar');
  await question.getByRole('button', { name: ar.crewStay }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(time).toHaveValue('1:75');

  // The phone's back button asks too, and leaving then goes back to the session list.
  await page.evaluate(() => window.history.back());
  await expect(question).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(time).toHaveValue('1:75');
  await question.getByRole('button', { name: ar.crewLeave }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');

  // Every team but the first gets a time (the last two tie), the first none: the ranks follow
  // live, in Arabic, and the save says that one team still has no result.
  await openSession(page, SESSION);
  const cards = teamCards(page);
  const count = names.length;
  expect(count).toBeGreaterThan(2);
  await cards.first().getByLabel(TIME_LABEL).fill('');
  for (let index = 1; index < count; index += 1) {
    const seconds = 30 + Math.min(index, count - 2);
    await cards.nth(index).getByLabel(TIME_LABEL).fill(`2:${seconds}`);
  }
  await expect(rankOfTeam(0)).toHaveText(ar.crewRankNone);
  await expect(rankOfTeam(1)).toHaveText(ar.crewRankPlaced.replace('{{rank}}', '1'));
  await expect(rankOfTeam(count - 1)).toHaveText(
    ar.crewRankPlaced.replace('{{rank}}', String(count - 2)),
  );
  await cards.nth(1).getByRole('checkbox', { name: ar.crewDisqualified }).check();
  await expect(rankOfTeam(1)).toHaveText(ar.crewRankDisqualified);
  await expect(rankOfTeam(2)).toHaveText(ar.crewRankPlaced.replace('{{rank}}', '1'));
  await saveScreenshot(page, testInfo, 'crew-score-ranks-ar');

  await page.getByRole('button', { name: ar.crewSaveScores }).click();
  await expect(
    page.getByText(
      ar.crewSavedOneTeamMissing.replace('{{count}}', '1').replace('{{total}}', String(count)),
    ),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  await expect(sessionRow(page, SESSION).getByText(ar.crewSessionIncomplete)).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles-saved-ar');
});

test('when another crew member saved meanwhile, the crew sees the difference and keeps their own rank', async ({
  page,
  browser,
}, testInfo) => {
  const day = await createCrewEvent(browser, 'Crew Day Conflict', TEAMS);
  await signInAs(page, 'crew', day.name);
  await openSession(page, 'Tug of War');
  const form = await sessionForm(page);
  const first = teamCards(page).first();
  await first.getByRole('textbox', { name: 'Rank' }).fill('1');

  // Another crew member's save of the same session, from their own phone.
  const theirs = await page.request.post('/api/crew-score', {
    data: {
      version: form.version,
      'score_id.0': form.score_id,
      'challenge_score_id.0': '',
      'team_id.0': form.teams[0].team_id,
      'rank.0': '3',
    },
  });
  expect(theirs.ok(), await theirs.text()).toBe(true);

  await page.getByRole('button', { name: 'Save scores' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Another crew member saved' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(form.teams[0].name)).toBeVisible();
  await expect(notice.getByText('Theirs: 3')).toBeVisible();
  await expect(notice.getByText('Yours: 1')).toBeVisible();
  await expect(first.getByRole('textbox', { name: 'Rank' })).toHaveValue('1');
  await saveScreenshot(page, testInfo, 'crew-score-conflict');

  await notice.getByRole('button', { name: 'Keep mine and save' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  // Saved, with how many teams still have no rank (as other specs left the session).
  await expect(page.getByText(await savedMessage(page))).toBeVisible();
  await openSession(page, 'Tug of War');
  await expect(teamCards(page).first().getByRole('textbox', { name: 'Rank' })).toHaveValue('1');
});
