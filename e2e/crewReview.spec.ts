/**
 * The crew's side of the results review (product.md §4 "Crew saves", Review and Not started) at
 * 390×844, in events of their own (e2e/crewEvent.ts) with a third session starting at 18:00,
 * after the run's noon. The organizer turns "Results need approval" on through the API; the demo
 * crew member types Kayak Relay's times and saves: the toast says the save went for review (with
 * the team still missing), the session is marked "Awaiting review" on /crew-battles and the form
 * says so at its top. The organizer sends it back with a note: the crew read "Sent back" with the
 * note and what to do, save again, and once the organizer approves nothing is marked any more.
 * The later session shows when it starts instead of missing results, and its form is read-only
 * with the save button off. In Arabic, right to left: a save sent back and the later session.
 * Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import type { Browser, Page } from '@playwright/test';
import { createCrewEvent, LATER_SESSION, type CrewEvent } from './crewEvent';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const SESSION = 'Kayak Relay';
const TIME_LABEL = 'Finish time';
const TEAMS = ['Beacon Badgers', 'Harbour Hawks', 'Tide Turtles'];
const NOTE = 'Harbour Hawks crossed first: please check the finish photo.';
const NOTE_AR = 'عبر فريق Harbour Hawks خط النهاية أولًا، يرجى مراجعة صورة النهاية.';
const NOT_STARTED = 'This session has not started yet: results can be entered once it begins.';

async function send(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
) {
  const answer = await page.request.fetch(path, { method, data, headers });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** The organizer of the crew's event, in a browser context of their own, for API calls. */
async function organizerOf(browser: Browser, event: CrewEvent) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'organizer', event.name);
  return {
    /** Turns "Results need approval" on (the event form's save, through the API). */
    async requireApproval() {
      const current = await send(page, 'GET', '/api/organizer/event');
      const fields = [
        'name',
        'date',
        'end_date',
        'closing_date',
        'cheers_start_time',
        'cheers_end_time',
        'image_link',
        'location_name',
        'location_embed',
        'short_desc',
        'long_desc',
        'event_type',
        'max_players',
        'max_challenge_others',
        'amount_of_challenges',
      ];
      const body = Object.fromEntries(fields.map((field) => [field, current[field]]));
      await send(page, 'PUT', '/api/organizer/event', { ...body, results_need_approval: true });
    },
    sendBack: (scoreId: number, note: string) =>
      send(page, 'POST', '/api/organizer/sessions/send-back', { score_id: scoreId, note }),
    approve: (scoreId: number) =>
      send(page, 'POST', '/api/organizer/sessions/approve', { score_id: scoreId }),
    close: () => context.close(),
  };
}

/** The crew's session of `name`, as /crew-battles lists it. */
async function crewSessionOf(page: Page, name: string) {
  const { battles } = await send(page, 'GET', '/api/crew-battles');
  const session = (battles as { score_id: number; name: string; review_state: string | null }[])
    .filter((battle) => battle.name === name)
    .at(0);
  expect(session, `${name} in the crew's sessions`).toBeTruthy();
  return session!;
}

/** The row of a session on /crew-battles. */
const sessionRow = (page: Page, name: string) =>
  page.getByRole('list').getByRole('button', { name: new RegExp(name) });

async function openSession(page: Page, name: string): Promise<void> {
  await page.goto('/crew-battles');
  await sessionRow(page, name).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** No sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the crew saves for review, reads that it was sent back with a note, saves again and sees it approved; a later session waits for its start', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const day = await createCrewEvent(browser, `Crew Review Day ${RUN}`, TEAMS, {
    laterSession: true,
  });
  const organizer = await organizerOf(browser, day);
  try {
    await organizer.requireApproval();
    await signInAs(page, 'crew', day.name);

    // Before any save: the later session tells when it starts, instead of missing results.
    await page.goto('/crew-battles');
    const later = sessionRow(page, LATER_SESSION);
    await expect(later.getByText('Starts at 18:00')).toBeVisible();
    await expect(later.getByText('Results missing')).toHaveCount(0);
    await expect(sessionRow(page, SESSION).getByText('Results missing')).toBeVisible();

    // Two of the three teams: sent for review, one team still without a result.
    await openSession(page, SESSION);
    const cards = page.getByRole('article');
    await cards.nth(0).getByLabel(TIME_LABEL).fill('4:12');
    await cards.nth(1).getByLabel(TIME_LABEL).fill('4:05.5');
    await page.getByRole('button', { name: 'Save scores' }).click();
    await expect(
      page.getByText(
        'Sent for review — 1 of 3 teams still has no result. The results count once an organizer approves them.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
    const row = sessionRow(page, SESSION);
    await expect(row.getByText('Awaiting review')).toBeVisible();
    await expect(row.getByText('Results missing')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'crew-review-battles-awaiting');

    // The form says so at its top, with the values the crew sent.
    await openSession(page, SESSION);
    await expect(page.getByText('Awaiting review')).toBeVisible();
    await expect(
      page.getByText('These results count once an organizer approves them.'),
    ).toBeVisible();
    await expect(cards.nth(0).getByLabel(TIME_LABEL)).toHaveValue('04:12:000');
    await saveScreenshot(page, testInfo, 'crew-review-form-awaiting');

    // Sent back with a note: the crew read it, with what to do.
    const { score_id: scoreId } = await crewSessionOf(page, SESSION);
    await organizer.sendBack(scoreId, NOTE);
    await page.goto('/crew-battles');
    await expect(row.getByText('Sent back')).toBeVisible();
    await expect(row.getByText('Awaiting review')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'crew-review-battles-sent-back');
    await openSession(page, SESSION);
    await expect(page.getByText('Sent back', { exact: true })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveText(NOTE);
    await expect(page.getByText('Correct the results and save again.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'crew-review-form-sent-back');

    // Saved again, every team now: sent for review, nothing missing.
    await cards.nth(2).getByLabel(TIME_LABEL).fill('4:30');
    await page.getByRole('button', { name: 'Save scores' }).click();
    await expect(
      page.getByText('Sent for review: the results count once an organizer approves them.'),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
    await expect(row.getByText('Awaiting review')).toBeVisible();
    await expect(row.getByText('All results in')).toBeVisible();

    // Approved: nothing waits, the results count.
    await organizer.approve(scoreId);
    await page.goto('/crew-battles');
    await expect(row.getByText('All results in')).toBeVisible();
    await expect(row.getByText('Awaiting review')).toHaveCount(0);
    await expect(row.getByText('Sent back')).toHaveCount(0);
    expect((await crewSessionOf(page, SESSION)).review_state).toBeNull();
    await saveScreenshot(page, testInfo, 'crew-review-battles-approved');
    await openSession(page, SESSION);
    await expect(page.getByText('Awaiting review')).toHaveCount(0);
    await expect(page.getByText('Sent back')).toHaveCount(0);

    // The later session: shown, not typed in, and the save button off until it starts.
    await openSession(page, LATER_SESSION);
    // At the top, and above the save button at the bottom.
    await expect(page.getByText('Starts at 18:00')).toHaveCount(2);
    await expect(page.getByText('Starts at 18:00').first()).toBeVisible();
    await expect(page.getByText(NOT_STARTED)).toBeVisible();
    const save = page.getByRole('button', { name: 'Save scores' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(NOT_STARTED);
    await expect(cards.first().getByLabel(TIME_LABEL)).toBeDisabled();
    await expect(cards).toHaveCount(TEAMS.length);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'crew-review-not-started');
  } finally {
    await organizer.close();
  }
});

test('in Arabic a save sent back shows its note and what to do, and a later session when it starts, right to left', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const day = await createCrewEvent(browser, `Crew Review Arabic ${RUN}`, TEAMS, {
    laterSession: true,
  });
  const organizer = await organizerOf(browser, day);
  try {
    await organizer.requireApproval();
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    const ar = await commonTexts(page, 'ar');
    await signInAs(page, 'crew', day.name);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The crew's save of Kayak Relay (as the form sends it), sent back with a note.
    const { score_id: scoreId } = await crewSessionOf(page, SESSION);
    const form = await send(page, 'GET', '/api/crew-score', undefined, {
      selectedScoreId: String(scoreId),
    });
    const body: Record<string, unknown> = { version: form.version };
    (form.teams as { team_id: number }[]).forEach((team, n) => {
      body[`score_id.${n}`] = scoreId;
      body[`challenge_score_id.${n}`] = '';
      body[`team_id.${n}`] = team.team_id;
      body[`time_1.${n}`] = `4:${10 + n * 5}`;
    });
    const saved = await send(page, 'POST', '/api/crew-score', body);
    expect(saved.awaiting_review).toBe(true);
    await organizer.sendBack(scoreId, NOTE_AR);

    const startsAt = ar.crewStartsAt.replace('{{time}}', '18:00');
    await page.goto('/crew-battles');
    await expect(page.getByRole('heading', { level: 1, name: ar.crewBattles })).toBeVisible();
    await expect(sessionRow(page, SESSION).getByText(ar.crewSentBack)).toBeVisible();
    await expect(sessionRow(page, LATER_SESSION).getByText(startsAt)).toBeVisible();
    await expect(sessionRow(page, LATER_SESSION).getByText(ar.crewSessionIncomplete)).toHaveCount(
      0,
    );
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'crew-review-battles-ar');

    await openSession(page, SESSION);
    await expect(page.getByText(ar.crewSentBack, { exact: true })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveText(NOTE_AR);
    await expect(page.getByText(ar.crewSentBackHint)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'crew-review-form-sent-back-ar');

    await openSession(page, LATER_SESSION);
    await expect(page.getByText(startsAt)).toHaveCount(2);
    await expect(page.getByText(startsAt).first()).toBeVisible();
    await expect(page.getByText(ar.sessionNotStarted)).toBeVisible();
    await expect(page.getByRole('button', { name: ar.crewSaveScores })).toBeDisabled();
    await expect(page.getByRole('article').first().getByLabel(TIME_LABEL)).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'crew-review-not-started-ar');
  } finally {
    await organizer.close();
  }
});
