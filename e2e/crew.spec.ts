/**
 * The crew's score entry (product.md §2 /crew-battles and /crew-score) as the demo crew member uses
 * it in the upcoming event, where they run Tug of War and Kayak Relay and nothing is scored yet:
 * they open Kayak Relay, type every team's finish time as digits (the mask adds the colons),
 * take the suggested ranks, save, and find the session marked complete. In Arabic, a time with
 * 75 seconds is refused on its card and nothing is saved; leaving with unsaved values asks
 * first. When another crew member saves Tug of War while the form is open, the save is refused,
 * the differences are shown, and the crew keeps their own values. The sessions keep its results afterwards: no other spec reads the upcoming event's
 * results. Screenshots go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

const SESSION = 'Kayak Relay';
const TIME_LABEL = 'Finish time';

/** The row of a session on /crew-battles. */
const sessionRow = (page: Page, name: string) =>
  page.getByRole('list').getByRole('button', { name: new RegExp(name) });

/** One card per team on /crew-score. */
const teamCards = (page: Page) => page.getByRole('article');

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
    teams: { team_id: number; name: string }[];
  };
}

async function sessionVersion(page: Page): Promise<number> {
  return (await sessionForm(page)).version;
}

test('the crew types every team’s time, takes the suggested ranks and sees the session complete', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'crew', DEMO_EVENTS.upcoming);
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
  expect(count).toBeGreaterThan(1);
  // Kayak Relay asks for one time and the rank: no score fields.
  await expect(page.getByLabel(TIME_LABEL)).toHaveCount(count);
  await expect(page.getByRole('textbox', { name: 'Rank' })).toHaveCount(count);
  await expect(page.getByText('Joker played')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'crew-score-empty');

  // The last team is the fastest: the suggestions rank the cards from the bottom up.
  for (let index = 0; index < count; index += 1) {
    const time = cards.nth(index).getByLabel(TIME_LABEL);
    const seconds = String(50 - index * 3).padStart(2, '0');
    await time.click();
    await time.pressSequentially(`01${seconds}456`);
    await expect(time).toHaveValue(`01:${seconds}:456`);
  }
  await saveScreenshot(page, testInfo, 'crew-score-suggested');
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await expect(card.getByText(`Suggested rank: ${count - index}`)).toBeVisible();
    await card.getByRole('button', { name: 'Use suggestion' }).click();
    await expect(card.getByRole('textbox', { name: 'Rank' })).toHaveValue(String(count - index));
  }
  await cards.first().getByRole('checkbox', { name: 'Fair play' }).check();
  await saveScreenshot(page, testInfo, 'crew-score-filled');

  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(page.getByText('The scores have been saved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  await expect(sessionRow(page, SESSION).getByText('All results in')).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles-saved');

  // The saved values come back on the form.
  await openSession(page, SESSION);
  await expect(teamCards(page).last().getByLabel(TIME_LABEL)).toHaveValue(
    `01:${String(50 - (count - 1) * 3).padStart(2, '0')}:456`,
  );
  await expect(teamCards(page).first().getByRole('checkbox', { name: 'Fair play' })).toBeChecked();
});

test('in Arabic a time with 75 seconds is refused on its card and nothing is saved', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'crew', DEMO_EVENTS.upcoming);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/crew-battles');
  await expect(page.getByRole('heading', { level: 1, name: ar.crewBattles })).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-battles-ar');

  await openSession(page, SESSION);
  const before = await sessionVersion(page);
  const card = teamCards(page).first();
  const time = card.getByLabel(TIME_LABEL);
  await time.fill('');
  await time.pressSequentially('0175000');
  await expect(time).toHaveValue('01:75:000');
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
  await expect(time).toHaveValue('01:75:000');

  // The phone's back button asks too, and leaving then goes back to the session list.
  await page.evaluate(() => window.history.back());
  await expect(question).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(time).toHaveValue('01:75:000');
  await question.getByRole('button', { name: ar.crewLeave }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
});

test('when another crew member saved meanwhile, the crew sees the difference and keeps their own rank', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'crew', DEMO_EVENTS.upcoming);
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
  await expect(page.getByText('The scores have been saved.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  await openSession(page, 'Tug of War');
  await expect(teamCards(page).first().getByRole('textbox', { name: 'Rank' })).toHaveValue('1');
});
