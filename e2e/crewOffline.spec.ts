/**
 * Crew score entry that survives a lost connection (issue 24): the demo crew member scores Tug
 * of War (typed ranks) with the phone offline (Playwright's offline mode), in an event of each
 * test's own (e2e/crewEvent.ts: its sessions have started, so results are taken). The save
 * waits on the device, marked on the session list and on the form, and is sent when the
 * network returns, once. A save whose answer is lost on the way back is sent again with the
 * same key and still counts once; a save sent later says how many teams still have no result;
 * a save that hangs on a captive Wi-Fi is kept after the time-out. A kept save is never sent
 * under another user's session on the same device. A save refused because the crew member left
 * the battle is kept, with the reason, to send again or discard. In Arabic, another crew member
 * (Tom, put on Tug of War too, from his own phone) saves the same session while the save
 * waits: back online the crew is shown both versions and takes theirs. The server's side is
 * read through the API (Node's requests, which the browser's offline mode does not touch). Each
 * test has its own event, so the order of the specs never matters; the crew's assignment is
 * restored whatever happens.
 */
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { createCrewEvent } from './crewEvent';
import { DEMO_PASSWORD, signInAs } from './signIn';
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
    entered_by: string | null;
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

/** A short drop and the network's return: the sender runs a round. */
async function networkBlip(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await backOnline(context);
}

/** The demo's other crew member (src/server/db/seed), put on Tug of War where a test needs him. */
const OTHER_CREW = 'tom.hendriks@eventcrew.test';
const CREW = 'crew@demo.test';
const ORGANIZER = 'organizer@demo.test';
/** The teams of each test's own event. */
const TEAMS = ['Harbour Rowers', 'Dock Dragons', 'Quay Runners', 'Pier Pirates', 'Tide Turners'];

async function ok(answer: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json() as Promise<unknown>;
}

/** Signs `email` in through `api` with `role`, in the event named `eventName`. */
async function signInThrough(
  api: APIRequestContext,
  email: string,
  role: string,
  eventName: string,
) {
  await ok(await api.post('/api/login', { data: { email, password: DEMO_PASSWORD } }));
  await ok(await api.post('/api/role', { data: { role } }));
  const { events } = (await ok(await api.get('/api/event-select'))) as {
    events: { id: number; name: string }[];
  };
  const event = events.find((one) => one.name === eventName);
  await ok(await api.post('/api/event-select', { data: { event_id: event!.id } }));
}

/** Someone on their own phone: a browser context of its own (own cookies), signed in. */
async function ownPhone(browser: Browser, email: string, role: string, eventName: string) {
  const context = await browser.newContext();
  await signInThrough(context.request, email, role, eventName);
  return context;
}

/** The organizer's console, to take the demo crew member off Tug of War and put them back. */
function tugOfWarCrew(organizer: APIRequestContext) {
  const battleId = async () => {
    const { battles } = (await ok(await organizer.get('/api/organizer/battles'))) as {
      battles: { id: number; name: string }[];
    };
    return battles.find((battle) => battle.name === SESSION)!.id;
  };
  const assignment = async (battle: number) => {
    const { crew } = (await ok(await organizer.get('/api/organizer/crew'))) as {
      crew: { id: number; battle_id: number; email: string }[];
    };
    return crew.find((one) => one.battle_id === battle && one.email === CREW);
  };
  return {
    remove: async () => {
      const found = await assignment(await battleId());
      await ok(await organizer.delete(`/api/organizer/crew?id=${found!.id}`));
    },
    restore: async () => {
      const battle = await battleId();
      if (await assignment(battle)) return;
      await ok(
        await organizer.post('/api/organizer/crew', { data: { battle_id: battle, email: CREW } }),
      );
    },
  };
}

/**
 * An event of the test's own (e2e/crewEvent.ts: its sessions have started, so results are
 * taken), with Tom on its Tug of War too when `withTom`; answers its name.
 */
async function crewDay(browser: Browser, name: string, { withTom = false } = {}) {
  await createCrewEvent(browser, name, TEAMS);
  if (withTom) {
    const organizer = await ownPhone(browser, ORGANIZER, 'organizer', name);
    const { battles } = (await ok(await organizer.request.get('/api/organizer/battles'))) as {
      battles: { id: number; name: string }[];
    };
    const battle = battles.find((one) => one.name === SESSION)!;
    await ok(
      await organizer.request.post('/api/organizer/crew', {
        data: { battle_id: battle.id, email: OTHER_CREW },
      }),
    );
    await organizer.close();
  }
  return name;
}

const ENGLISH = {
  crewRank: 'Rank',
  crewSaveScores: 'Save scores',
  crewWaitingToSend: 'Waiting to send',
};

/** Types ranks offline and saves: the save is kept on the device. */
async function saveOffline(
  page: Page,
  context: BrowserContext,
  before: SessionForm,
  texts: Record<keyof typeof ENGLISH, string> = ENGLISH,
) {
  await context.setOffline(true);
  const count = before.teams.length;
  const ranks = Array.from({ length: count }, (_, index) => String(((index + 1) % count) + 1));
  for (const [index, rank] of ranks.entries()) {
    await rankBox(page, index, texts.crewRank).fill(rank);
  }
  await page.getByRole('button', { name: texts.crewSaveScores }).click();
  await expect(sessionRow(page).getByText(texts.crewWaitingToSend)).toBeVisible();
  return ranks;
}

interface RefusedSave {
  before: SessionForm;
  ranks: string[];
  assignment: ReturnType<typeof tugOfWarCrew>;
}

/**
 * The crew saves Tug of War offline and is taken off the battle before the network returns, so
 * the save is refused; `run` goes on from there. The crew member is put back on afterwards.
 */
async function withRefusedSave(
  { page, context, browser }: { page: Page; context: BrowserContext; browser: Browser },
  dayName: string,
  run: (refused: RefusedSave) => Promise<void>,
  texts: Record<keyof typeof ENGLISH, string> = ENGLISH,
) {
  const day = await crewDay(browser, dayName);
  const organizer = await ownPhone(browser, ORGANIZER, 'organizer', day);
  const assignment = tugOfWarCrew(organizer.request);
  try {
    await signInAs(page, 'crew', day);
    const before = await openSession(page);
    const ranks = await saveOffline(page, context, before, texts);
    await assignment.remove();
    await backOnline(context);
    await run({ before, ranks, assignment });
  } finally {
    await assignment.restore();
    await organizer.close();
  }
}

test('a save made offline waits on the device, is sent when the network returns, and counts once', async ({
  page,
  context,
  browser,
}, testInfo) => {
  await signInAs(page, 'crew', await crewDay(browser, 'Offline Day Waiting'));
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
  browser,
}) => {
  await signInAs(page, 'crew', await crewDay(browser, 'Offline Day Lost Answer'));
  const before = await openSession(page);
  const requests = saveRequests(page);
  // The save reaches the server, but its answer never comes back: the phone lost the network
  // at that moment (and stays offline, so the kept save cannot leave before the test looks).
  await page.route(
    '**/api/crew-score',
    async (route) => {
      await route.fetch();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );

  const ranks = await typeRanks(page, (index) => index + 1);
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(sessionRow(page).getByText('Waiting to send')).toBeVisible();
  expect((await serverSession(page, before.score_id)).version).toBe(before.version + 1);

  // The network's return: the waiting save is sent again.
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

test('a save sent later says how many teams still have no result', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(page, 'crew', await crewDay(browser, 'Offline Day Counts'));
  const before = await openSession(page);
  const count = before.teams.length;

  // Offline, every team but the first gets a rank; the first has none (cleared if it had one).
  await context.setOffline(true);
  await rankBox(page, 0).fill('');
  for (let index = 1; index < count; index += 1) await rankBox(page, index).fill(String(index));
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(sessionRow(page).getByText('Waiting to send')).toBeVisible();

  await backOnline(context);
  await expect(
    page.getByText(
      `The results of ${SESSION} have been sent — 1 of ${count} teams still has no result.`,
    ),
  ).toBeVisible();
  await expect(sessionRow(page).getByText('Results missing')).toBeVisible();
  const after = await serverSession(page, before.score_id);
  expect(after.version).toBe(before.version + 1);
  expect(after.teams[0].rank).toBeNull();
});

test('in Arabic, when another crew member saved while the save waited, the crew sees both and takes theirs', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const day = await crewDay(browser, 'Offline Day Arabic', { withTom: true });
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'crew', day);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await openSession(page);
  const first = before.teams[0];
  const [mine, theirs] = ['97', '98'];

  await context.setOffline(true);
  await rankBox(page, 0, ar.crewRank).fill(mine);
  await page.getByRole('button', { name: ar.crewSaveScores }).click();
  await expect(sessionRow(page).getByText(ar.crewWaitingToSend)).toBeVisible();

  // Another crew member's save of the same session, from their own phone.
  const tom = await ownPhone(browser, OTHER_CREW, 'crew', day);
  const other = await tom.request.post('/api/crew-score', {
    data: {
      version: before.version,
      'score_id.0': before.score_id,
      'challenge_score_id.0': first.challenge_score_id ?? '',
      'team_id.0': first.team_id,
      'rank.0': theirs,
    },
  });
  expect(other.ok(), await other.text()).toBe(true);
  await tom.close();

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
  expect(after.teams[0].entered_by).toBe('Tom Hendriks');
});

test('a save that hangs on a captive Wi-Fi is kept on the device after the time-out and sent later', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(page, 'crew', await crewDay(browser, 'Offline Day Captive'));
  const before = await openSession(page);
  // The Wi-Fi takes the save and never answers.
  await page.route('**/api/crew-score', async (route) => {
    if (route.request().method() !== 'POST') await route.continue();
  });

  const ranks = await typeRanks(page, (index) => before.teams.length - index);
  const save = page.getByRole('button', { name: 'Save scores' });
  await save.click();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward('00:16');

  await expect(page.getByText('No connection: the results are kept on this device')).toBeVisible();
  await expect(sessionRow(page).getByText('Waiting to send')).toBeVisible();
  expect((await serverSession(page, before.score_id)).version).toBe(before.version);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await networkBlip(context);
  await expect(page.getByText(`The results of ${SESSION} have been sent.`)).toBeVisible();
  const after = await serverSession(page, before.score_id);
  expect(after.version).toBe(before.version + 1);
  expect(after.teams.map((team) => String(team.rank))).toEqual(ranks);
});

test('a save kept on the device is never sent under another user’s session, only its own', async ({
  page,
  context,
  browser,
}) => {
  const day = await crewDay(browser, 'Offline Day Two Users', { withTom: true });
  await signInAs(page, 'crew', day);
  const before = await openSession(page);
  const requests = saveRequests(page);
  const ranks = await saveOffline(page, context, before);

  // On the same phone (another tab), Tom signs in: the session cookie is now his.
  await signInThrough(page.request, OTHER_CREW, 'crew', day);
  await backOnline(context);
  // The sender asks who is signed in: the save is not Tom's, so the list no longer marks it as
  // his, and it is not sent.
  await expect(sessionRow(page).getByText('Waiting to send')).toBeHidden();
  expect(requests.keys).toHaveLength(1);
  expect((await serverSession(page, before.score_id)).version).toBe(before.version);

  // Back to the crew member who typed it: it is sent, as theirs.
  await signInThrough(page.request, CREW, 'crew', day);
  await networkBlip(context);
  await expect(page.getByText(`The results of ${SESSION} have been sent.`)).toBeVisible();
  const after = await serverSession(page, before.score_id);
  expect(after.version).toBe(before.version + 1);
  expect(after.teams.map((team) => String(team.rank))).toEqual(ranks);
  expect(after.teams[0].entered_by).not.toBe('Tom Hendriks');
});

test('a save refused because the crew member left the battle is kept with the reason and sent again once they are back', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const fixtures = { page, context, browser };
  await withRefusedSave(fixtures, 'Offline Day Refused', async ({ before, ranks, assignment }) => {
    await expect(
      page.getByText(`The results of ${SESSION} were not taken and are kept on this device`),
    ).toBeVisible();
    // Tug of War is no longer listed: its kept save shows above the list, with the reason.
    await expect(sessionRow(page)).toBeHidden();
    const kept = page.getByRole('region', { name: 'Kept on this device' });
    const notice = kept.getByRole('alert').filter({ hasText: SESSION });
    await expect(notice.getByText('You are not on the crew of this challenge.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'crew-offline-refused');

    // Discarding asks first; keeping them keeps them.
    await notice.getByRole('button', { name: 'Discard' }).click();
    const question = page.getByRole('dialog', { name: 'Discard these results?' });
    await expect(question).toBeVisible();
    await saveScreenshot(page, testInfo, 'crew-offline-discard');
    await question.getByRole('button', { name: 'Keep them' }).click();
    await expect(notice).toBeVisible();

    await assignment.restore();
    await notice.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText(`The results of ${SESSION} have been sent.`)).toBeVisible();
    await expect(kept).toBeHidden();
    await expect(sessionRow(page)).toBeVisible();
    const after = await serverSession(page, before.score_id);
    expect(after.version).toBe(before.version + 1);
    expect(after.teams.map((team) => String(team.rank))).toEqual(ranks);
  });
});

test('a refused save of a session listed again opens on its form with the reason, and saving sends it', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const fixtures = { page, context, browser };
  await withRefusedSave(
    fixtures,
    'Offline Day Listed Again',
    async ({ before, ranks, assignment }) => {
      await expect(page.getByRole('region', { name: 'Kept on this device' })).toBeVisible();

      // Back on the battle, the session is listed again, marked, and opens with the kept values.
      await assignment.restore();
      await page.reload();
      await expect(sessionRow(page).getByText('Not taken: check it')).toBeVisible();
      await sessionRow(page).click();
      const notice = page.getByRole('alert').filter({ hasText: 'These results were not taken' });
      await expect(notice.getByText('You are not on the crew of this challenge.')).toBeVisible();
      await expect(rankBox(page, 0)).toHaveValue(ranks[0]);
      await saveScreenshot(page, testInfo, 'crew-offline-refused-form');

      await page.getByRole('button', { name: 'Save scores' }).click();
      await expect(page.getByText('The scores have been saved.')).toBeVisible();
      await expect(sessionRow(page).getByText('Not taken: check it')).toBeHidden();
      const after = await serverSession(page, before.score_id);
      expect(after.version).toBe(before.version + 1);
      expect(after.teams.map((team) => String(team.rank))).toEqual(ranks);
    },
  );
});

test('in Arabic, the crew discards a refused save after a question, and nothing is sent', async ({
  page,
  context,
  browser,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  const discard = async ({ before, assignment }: RefusedSave) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const kept = page.getByRole('region', { name: ar.crewKeptTitle });
    const notice = kept.getByRole('alert').filter({ hasText: SESSION });
    await expect(notice.getByText(ar.notCrewOfBattle)).toBeVisible();
    await saveScreenshot(page, testInfo, 'crew-offline-refused-ar');
    await notice.getByRole('button', { name: ar.crewDiscard }).click();
    const question = page.getByRole('dialog', { name: ar.crewDiscardTitle });
    await saveScreenshot(page, testInfo, 'crew-offline-discard-ar');
    await question.getByRole('button', { name: ar.crewDiscard }).click();
    await expect(page.getByText(ar.crewDiscarded.replace('{{name}}', SESSION))).toBeVisible();
    await expect(kept).toBeHidden();

    await assignment.restore();
    await page.reload();
    await expect(sessionRow(page)).toBeVisible();
    await expect(sessionRow(page).getByText(ar.crewWaitingToSend)).toBeHidden();
    expect((await serverSession(page, before.score_id)).version).toBe(before.version);
  };
  await withRefusedSave({ page, context, browser }, 'Offline Day Discard', discard, ar);
});
