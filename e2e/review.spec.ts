/**
 * The results review as an organizer runs it at 390×844, in an event of its own with one battle,
 * one session over and the demo crew member on it (so no demo session another spec scores is
 * touched, and the demo events' results stay as seeded). The organizer turns "Results need
 * approval" on in the event form; the crew member saves every team's rank (through the API, as the
 * crew screen does); the organizer finds the session in Results review with who entered it and
 * each team's result before and after, sends it back with a note (which is required), approves
 * it — the results count at once — and turns approval off again, after which the screen explains
 * that results count as soon as they are saved. Once in Arabic, right to left, with a changed
 * result waiting and the send-back sheet open. Screenshots (each checked with axe) go to
 * test-results/screenshots/.
 */
import type { Browser, Page } from '@playwright/test';
import { createConsoleEvent } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Lighthouse Review Day ${RUN}`;
const COMPANY = `Lighthouse Partners ${RUN}`;
const BATTLE = 'Rope Bridge Dash';
const TEAMS = ['Beacon Badgers', 'Harbour Hawks', 'Tide Turtles'] as const;
/** Points per rank. */
const POINTS = [100, 60, 30] as const;
/** The crew's first save, then (in Arabic) a second one with the first two swapped. */
const FIRST_RANKS: Record<string, number> = { [TEAMS[0]]: 1, [TEAMS[1]]: 2, [TEAMS[2]]: 3 };
const SECOND_RANKS: Record<string, number> = { [TEAMS[0]]: 2, [TEAMS[1]]: 1, [TEAMS[2]]: 3 };
const NOTE = 'Harbour Hawks crossed first, please check the finish photo.';

async function send(
  page: Page,
  method: 'POST' | 'GET' | 'PUT',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
) {
  const answer = await page.request.fetch(path, { method, data, headers });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** The organizer's new event: a company, three teams, a points table and a battle with crew. */
async function createEvent(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await createConsoleEvent(
    page,
    EVENT,
    { name: COMPANY, first: 'Lena', last: 'Light', email: `lena-${RUN}@e2e.test` },
    TEAMS,
    'Lighthouse Pier',
  );
  await send(page, 'PUT', '/api/organizer/points-table', {
    rows: POINTS.map((score, index) => ({ rank: index + 1, score, joker: 0, ladies: null })),
  });
  const battle = await send(page, 'POST', '/api/organizer/battles', {
    name: BATTLE,
    endurance: 2,
    teamwork: 3,
    guts: 1,
    skill: 2,
    is_water: false,
    is_joker: false,
    closing_date: null,
    scoring_type: 'rank',
  });
  // Over before the run's clock starts at noon, so the crew may enter its results.
  await send(page, 'POST', '/api/organizer/sessions', {
    battle_id: battle.id,
    start_time: '2026-11-23T09:00:00.000Z',
    end_time: '2026-11-23T10:00:00.000Z',
  });
  await send(page, 'POST', '/api/organizer/crew', {
    battle_id: battle.id,
    email: 'crew@demo.test',
  });
  await page.close();
}

/** The demo crew member, in a browser of their own, saves every team's rank in the session. */
async function crewSaves(browser: Browser, ranks: Record<string, number>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAs(page, 'crew', EVENT);
    const { battles } = await send(page, 'GET', '/api/crew-battles');
    const scoreId: number = battles[0].score_id;
    const form = await send(page, 'GET', '/api/crew-score', undefined, {
      selectedScoreId: String(scoreId),
    });
    const body: Record<string, unknown> = { version: form.version };
    (form.teams as { team_id: number; challenge_score_id: number | null; name: string }[]).forEach(
      (team, n) => {
        body[`score_id.${n}`] = scoreId;
        body[`challenge_score_id.${n}`] = team.challenge_score_id ?? '';
        body[`team_id.${n}`] = team.team_id;
        body[`rank.${n}`] = ranks[team.name];
      },
    );
    const saved = await send(page, 'POST', '/api/crew-score', body);
    expect(saved.awaiting_review).toBe(true);
  } finally {
    await context.close();
  }
}

/** Turns "Results need approval" on or off through the API (the event form's save). */
async function setApproval(page: Page, on: boolean): Promise<void> {
  const event = await send(page, 'GET', '/api/organizer/event');
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
  const body = Object.fromEntries(fields.map((field) => [field, event[field]]));
  await send(page, 'PUT', '/api/organizer/event', { ...body, results_need_approval: on });
}

/** Opens the event form and sets the switch, then saves. */
async function switchApprovalInForm(page: Page, on: boolean): Promise<void> {
  await page.goto('/organizer/event');
  const approval = page.getByRole('switch', { name: 'Results need approval' });
  await expect(approval).toBeVisible();
  await expect(
    page.getByText('Crew results count only once an organizer approves them'),
  ).toBeVisible();
  await approval.setChecked(on);
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const event = await send(page, 'GET', '/api/organizer/event');
  expect(event.results_need_approval).toBe(on);
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

test('an organizer reviews a crew save: sends it back with a note, then approves it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(page, 'organizer', EVENT);
  await switchApprovalInForm(page, true);
  await page.getByRole('switch', { name: 'Results need approval' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'review-event-form-approval');
  try {
    await crewSaves(browser, FIRST_RANKS);
    const review = await send(page, 'GET', '/api/organizer/sessions/review');
    const crewName: string = review.sessions[0].submitted_by;
    expect(crewName).toBeTruthy();
    // Nothing counts yet.
    const before = await send(page, 'GET', '/api/leaderboard');
    expect(before.teams.every((team: { points: number }) => team.points === 0)).toBe(true);

    await page.goto('/organizer');
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: /^Results review/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Results review' })).toBeVisible();
    const card = page.getByRole('article', { name: BATTLE });
    await expect(card).toBeVisible();
    await expect(card.getByText('Waiting for review')).toBeVisible();
    await expect(card).toContainText(crewName);
    await expect(card).toContainText('Teams without a result0 of 3');
    const changes = card.getByRole('list', { name: 'What changes' }).getByRole('listitem');
    await expect(changes).toHaveCount(TEAMS.length);
    const first = changes.filter({ hasText: TEAMS[0] });
    await expect(first).toContainText('BeforeNo result');
    await expect(first).toContainText(`AfterRank 1 · ${POINTS[0]} pts`);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'review-waiting');

    // Sent back: the note is required, then shown on the card.
    await card.getByRole('button', { name: 'Send back' }).click();
    const sheet = page.getByRole('dialog', { name: `Send ${BATTLE} back to the crew?` });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Send back' }).click();
    await expect(sheet.getByText('This field is required.')).toBeVisible();
    await sheet.getByLabel('Note to the crew').fill(NOTE);
    await saveScreenshot(page, testInfo, 'review-send-back');
    await sheet.getByRole('button', { name: 'Send back' }).click();
    await expect(page.getByText('Sent back to the crew with your note.')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(card.getByText('Sent back', { exact: true })).toBeVisible();
    await expect(card.getByText(NOTE)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send back' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'review-sent-back');

    // Approved: the results count, and nothing waits any more.
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved: the results count now.')).toBeVisible();
    await expect(page.getByText('Nothing waits for review')).toBeVisible();
    await expect(card).toHaveCount(0);
    const after = await send(page, 'GET', '/api/leaderboard');
    const top = after.teams[0] as { name: string; points: number };
    expect(top).toMatchObject({ name: TEAMS[0], points: POINTS[0] });
    await saveScreenshot(page, testInfo, 'review-empty');
  } finally {
    // Approval off again, through the form; the review explains where to turn it on.
    await switchApprovalInForm(page, false);
  }
  await page.goto('/organizer/review');
  await expect(
    page.getByText(
      "Results count as soon as the crew saves them. Turn on 'Results need approval' in the event form to review them first.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Nothing waits for review')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the event form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Open the event form' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'review-off');
});

test('in Arabic the results review reads right to left, with a changed result and the send-back sheet', async ({
  page,
  browser,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'organizer', EVENT);
  const answer = await page.request.get('/locales/ar/organizer.json');
  expect(answer.ok()).toBe(true);
  const ar = (await answer.json()) as Record<string, string>;
  await setApproval(page, true);
  try {
    await crewSaves(browser, SECOND_RANKS);
    await page.goto('/organizer/review');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.sectionReview })).toBeVisible();
    const card = page.getByRole('article', { name: BATTLE });
    await expect(card.getByText(ar.reviewStateSubmitted)).toBeVisible();
    // Only the two teams whose rank changed.
    await expect(
      card.getByRole('list', { name: ar.reviewChanges }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'review-ar');

    await card.getByRole('button', { name: ar.reviewSendBack }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByLabel(ar.reviewNote)).toBeVisible();
    await saveScreenshot(page, testInfo, 'review-ar-send-back');
    await sheet.getByRole('button', { name: ar.reviewSendBack }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    await card.getByRole('button', { name: ar.reviewApprove }).click();
    await expect(page.getByText(ar.reviewApproved)).toBeVisible();
    await expect(page.getByText(ar.reviewEmpty)).toBeVisible();
  } finally {
    await setApproval(page, false);
  }
});
