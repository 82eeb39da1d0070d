/**
 * Crew score entry that survives a lost connection (issue 24): the demo crew member scores Tug
 * of War in the upcoming event with the phone offline (Playwright's offline mode). The save
 * waits on the device, marked on the session list and on the form, and is sent when the
 * network returns, once. A save whose answer is lost on the way back is sent again with the
 * same key and still counts once. In Arabic, another crew member saves the same session while
 * the save waits: back online the crew is shown both versions and takes theirs. The server's
 * side is read through the API (Node's requests, which the browser's offline mode does not
 * touch). Each test reads the session's version first, so the order of the specs never matters.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

const SESSION = 'Tug of War';

const sessionRow = (page: Page) =>
  page.getByRole('list').getByRole('button', { name: new RegExp(SESSION) });

const teamCards = (page: Page) => page.getByRole('article');

const rankBox = (page: Page, index: number, label = 'Rank') =>
  teamCards(page).nth(index).getByRole('textbox', { name: label });

interface SessionForm {
  score_id: number;
  version: number;
  teams: {
    team_id: number;
    name: string;
    challenge_score_id: number | null;
    rank: number | null;
  }[];
}

/** The session as the server has it. */
async function serverSession(page: Page, scoreId: number): Promise<SessionForm> {
  const answer = await page.request.get('/api/crew-score', {
    headers: { selectedScoreId: String(scoreId) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as SessionForm;
}

async function openSession(page: Page): Promise<SessionForm> {
  await page.goto('/crew-battles');
  await sessionRow(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();
  const scoreId = await page.evaluate(() => Number(sessionStorage.getItem('selectedScoreId')));
  return serverSession(page, scoreId);
}

/** Types a rank on every card; `rankOf` gives each card's. */
async function typeRanks(page: Page, rankOf: (index: number) => number): Promise<string[]> {
  const count = await teamCards(page).count();
  const ranks = Array.from({ length: count }, (_, index) => String(rankOf(index)));
  for (const [index, rank] of ranks.entries()) await rankBox(page, index).fill(rank);
  return ranks;
}

/** The crew's save requests as the browser sends them, with the key each carries. */
function saveRequests(page: Page): { keys: string[] } {
  const seen = { keys: [] as string[] };
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/crew-score')) return;
    seen.keys.push((request.postDataJSON() as { idempotency_key: string }).idempotency_key);
  });
  return seen;
}

/** The network comes back: the browser says so with an `online` event. */
async function backOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

test('a save made offline waits on the device, is sent when the network returns, and counts once', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, 'crew', DEMO_EVENTS.upcoming);
  const before = await openSession(page);
  const requests = saveRequests(page);

  await context.setOffline(true);
  const ranks = await typeRanks(page, (index) => before.teams.length - index);
  await page.getByRole('button', { name: 'Save scores' }).click();

  await expect(page.getByText('No connection: the results are kept on this device')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
  await expect(sessionRow(page).getByText('Waiting to send')).toBeVisible();
  expect((await serverSession(page, before.score_id)).version).toBe(before.version);
  await saveScreenshot(page, testInfo, 'crew-offline-battles');

  // Still offline, the session opens with the waiting values, marked as waiting.
  await sessionRow(page).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send' });
  await expect(waiting).toBeVisible();
  await expect(rankBox(page, 0)).toHaveValue(ranks[0]);
  await saveScreenshot(page, testInfo, 'crew-offline-score');

  await backOnline(context);
  await expect(page.getByText(`The results of ${SESSION} have been sent.`)).toBeVisible();
  await expect(waiting).toBeHidden();
  const after = await serverSession(page, before.score_id);
  expect(after.version).toBe(before.version + 1);
  expect(after.teams.map((team) => String(team.rank))).toEqual(ranks);
  // The failed try and the one that got through are the same save: one key.
  expect(requests.keys).toHaveLength(2);
  expect(new Set(requests.keys).size).toBe(1);

  // The open form follows the version its own save made: the next save is no conflict.
  await rankBox(page, 0).fill(ranks[1]);
  await rankBox(page, 1).fill(ranks[0]);
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(page.getByText('The scores have been saved.')).toBeVisible();
  await expect(sessionRow(page).getByText('All results in')).toBeVisible();
  await expect(sessionRow(page).getByText('Waiting to send')).toBeHidden();
  expect((await serverSession(page, before.score_id)).version).toBe(before.version + 2);
});

test('a save whose answer is lost is sent again with the same key and counts once', async ({
  page,
  context,
}) => {
  await signInAs(page, 'crew', DEMO_EVENTS.upcoming);
  const before = await openSession(page);
  const requests = saveRequests(page);
  // The save reaches the server, but its answer never comes back to the phone.
  await page.route(
    '**/api/crew-score',
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );

  const ranks = await typeRanks(page, (index) => index + 1);
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(sessionRow(page).getByText('Waiting to send')).toBeVisible();
  expect((await serverSession(page, before.score_id)).version).toBe(before.version + 1);

  // A short drop and the network's return: the waiting save is sent again.
  await context.setOffline(true);
  await backOnline(context);
  await expect(page.getByText(`The results of ${SESSION} have been sent.`)).toBeVisible();
  await expect(sessionRow(page).getByText('Waiting to send')).toBeHidden();
  await expect(page.getByText('Another crew member saved')).toHaveCount(0);

  const after = await serverSession(page, before.score_id);
  expect(after.version).toBe(before.version + 1);
  expect(after.teams.map((team) => String(team.rank))).toEqual(ranks);
  expect(requests.keys).toHaveLength(2);
  expect(new Set(requests.keys).size).toBe(1);
});

test('in Arabic, when another crew member saved while the save waited, the crew sees both and takes theirs', async ({
  page,
  context,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'crew', DEMO_EVENTS.upcoming);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await openSession(page);
  const first = before.teams[0];
  const [mine, theirs] = ['97', '98'];

  await context.setOffline(true);
  await rankBox(page, 0, ar.crewRank).fill(mine);
  await page.getByRole('button', { name: ar.crewSaveScores }).click();
  await expect(sessionRow(page).getByText(ar.crewWaitingToSend)).toBeVisible();

  // Another crew member's save of the same session, from their own phone.
  const other = await page.request.post('/api/crew-score', {
    data: {
      version: before.version,
      'score_id.0': before.score_id,
      'challenge_score_id.0': first.challenge_score_id ?? '',
      'team_id.0': first.team_id,
      'rank.0': theirs,
    },
  });
  expect(other.ok(), await other.text()).toBe(true);

  await backOnline(context);
  await expect(sessionRow(page).getByText(ar.crewNeedsChoice)).toBeVisible();
  await saveScreenshot(page, testInfo, 'crew-offline-conflict-battles-ar');

  await sessionRow(page).click();
  const notice = page.getByRole('alert').filter({ hasText: ar.crewConflictTitle });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(ar.crewQueuedConflictText)).toBeVisible();
  await expect(notice.getByText(first.name)).toBeVisible();
  await expect(notice.getByText(ar.crewConflictTheirs.replace('{{value}}', theirs))).toBeVisible();
  await expect(notice.getByText(ar.crewConflictYours.replace('{{value}}', mine))).toBeVisible();
  await expect(rankBox(page, 0, ar.crewRank)).toHaveValue(mine);
  await saveScreenshot(page, testInfo, 'crew-offline-conflict-ar');

  await notice.getByRole('button', { name: ar.crewTakeTheirs }).click();
  await expect(notice).toBeHidden();
  await expect(rankBox(page, 0, ar.crewRank)).toHaveValue(theirs);
  await page.getByRole('link', { name: ar.back }).click();
  await expect(sessionRow(page)).toBeVisible();
  await expect(sessionRow(page).getByText(ar.crewNeedsChoice)).toBeHidden();

  const after = await serverSession(page, before.score_id);
  expect(after.version).toBe(before.version + 1);
  expect(String(after.teams[0].rank)).toBe(theirs);
});
