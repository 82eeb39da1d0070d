/**
 * The event's time zone as an organizer uses it at 390×844, in an event of its own (made through
 * the API like every console spec, so in the default zone Europe/Amsterdam): the organizer finds
 * Asia/Tokyo by typing in the searchable select, sees the form's times said to be in it and
 * saves; on a battle the new session's start is already on the event's day in Tokyo, the fields
 * say "Times in Asia/Tokyo", the session typed at 14:00 Tokyo is stored at 05:00 UTC, and the
 * console writes it in the one long format ("November 23, 2026 14:00"), never "23/11/2026".
 * The battle's joker deadline and the leaderboard quarter's "standings as of" are typed on
 * Tokyo's clock too, said to be, stored as the right instant and read back as typed. Once in
 * Arabic, right to left, with America/New_York (UTC-05:00). The browser itself runs in UTC
 * (playwright.config.ts), so every time seen here is the event's zone's, not the device's.
 * Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { consoleSend, createConsoleEvent, publishQuarter, QUARTER_TEXTS_EN } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const TEAMS = ['Sakura Sprinters', 'Fuji Falcons'] as const;
const NUMERIC_DATE = /\d{1,2}\/\d{1,2}\/\d{4}/;

async function newConsoleEvent(page: Page, name: string, tag: string) {
  const { eventId } = await createConsoleEvent(
    page,
    `${name} ${RUN}`,
    {
      name: `${name} Partners ${RUN}`,
      first: 'Yuki',
      last: 'Tanaka',
      email: `yuki-${tag}-${RUN}@e2e.test`,
    },
    TEAMS,
  );
  const battle = await consoleSend(page, 'POST', '/api/organizer/battles', {
    name: 'Lantern Relay',
    endurance: 2,
    teamwork: 3,
    guts: 1,
    skill: 2,
    is_water: false,
    is_joker: false,
    closing_date: null,
    scoring_type: 'rank',
  });
  return { eventId, battleId: battle.id as number };
}

/** The quarter the console holds, read back from the API. */
async function storedQuarter(page: Page) {
  return (await consoleSend(page, 'GET', '/api/organizer/quarter')).quarter as {
    label: string;
    as_of: string;
  } | null;
}

async function closeToasts(page: Page, closeName: string) {
  const close = page.getByRole('status').getByRole('button', { name: closeName });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

test('the organizer sets the event in Asia/Tokyo and its sessions are typed and shown there', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const { battleId } = await newConsoleEvent(page, 'Tokyo Lantern Day', 'en');

  await page.goto('/organizer/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Event' })).toBeVisible();
  // Made without a zone: Europe/Amsterdam, so 08:00 UTC reads 09:00.
  await expect(page.getByText('Times in Europe/Amsterdam')).toBeVisible();
  await expect(page.getByLabel('Starts', { exact: true })).toHaveValue('2026-11-23T09:00');

  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.pressSequentially('tokyo');
  const option = page.getByRole('option', { name: /^Asia\/Tokyo/ });
  await expect(option).toBeVisible();
  await saveScreenshot(page, testInfo, 'event-time-zone-search');
  await option.click();
  await expect(page.getByText('Times in Asia/Tokyo')).toBeVisible();
  // The typed clock times stay; they are now read in Tokyo.
  await page.getByLabel('Starts', { exact: true }).fill('2026-11-23T10:00');
  await saveScreenshot(page, testInfo, 'event-time-zone');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByRole('status').getByText('Saved')).toBeVisible();
  const event = await consoleSend(page, 'GET', '/api/organizer/event');
  expect(event).toMatchObject({ time_zone: 'Asia/Tokyo', date: '2026-11-23T01:00:00.000Z' });

  // A battle's new session: on the event's day in Tokyo, from the event's start.
  await page.goto(`/organizer/battles#battle-${battleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Battle' })).toBeVisible();
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  const start = page.getByLabel('Starts', { exact: true });
  await expect(start).toHaveValue('2026-11-23T10:00');
  await expect(page.getByLabel('Ends', { exact: true })).toHaveValue('2026-11-23T11:00');
  await expect(start).toHaveAccessibleDescription('Times in Asia/Tokyo');
  await start.fill('2026-11-23T14:00');
  await page.getByLabel('Ends', { exact: true }).fill('2026-11-23T15:30');
  await page.getByRole('button', { name: 'Add session' }).click();
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions).toContainText('November 23, 2026 14:00 – 15:30');
  await expect(page.getByRole('main')).not.toContainText(NUMERIC_DATE);
  const stored = await consoleSend(page, 'GET', '/api/organizer/sessions');
  expect(stored.sessions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        start_time: '2026-11-23T05:00:00.000Z',
        end_time: '2026-11-23T06:30:00.000Z',
      }),
    ]),
  );
  await closeToasts(page, 'Close');
  await saveScreenshot(page, testInfo, 'battle-session-time-zone');

  // The planning: the day and times in Tokyo, a new item on the event's day.
  await page.goto('/organizer/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await expect(page.getByText('Times in Asia/Tokyo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'November 23, 2026' })).toBeVisible();
  await expect(page.getByText('14:00 – 15:30')).toBeVisible();
  await page.getByRole('button', { name: 'Add an item' }).click();
  await expect(page.getByLabel('Starts', { exact: true })).toHaveValue('2026-11-23T10:00');
  await expect(page.getByRole('main')).not.toContainText(NUMERIC_DATE);
  await saveScreenshot(page, testInfo, 'planning-time-zone');

  // The battle's joker deadline: typed on Tokyo's clock, the event's own named as the default.
  await page.goto(`/organizer/battles#battle-${battleId}`);
  const deadline = page.getByLabel('Joker deadline', { exact: true });
  await expect(deadline).toHaveValue('');
  // The event's closing date kept its typed 21:00 when the zone became Tokyo's (12:00 UTC).
  await expect(deadline).toHaveAccessibleDescription(
    "Leave empty to use the event's closing date: \u2068November 22, 2026 21:00\u2069. Times in Asia/Tokyo",
  );
  await deadline.fill('2026-11-22T18:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText('Saved')).toBeVisible();
  const { battles } = await consoleSend(page, 'GET', '/api/organizer/battles');
  expect(battles).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: battleId, closing_date: '2026-11-22T09:00:00.000Z' }),
    ]),
  );
  await page.reload();
  await expect(page.getByLabel('Joker deadline', { exact: true })).toHaveValue('2026-11-22T18:00');
  await closeToasts(page, 'Close');
  await page.getByLabel('Joker deadline', { exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'battle-joker-deadline-time-zone');

  // The quarter's "standings as of": a moment earlier on Tokyo's clock (21:00 there at noon UTC).
  await page.goto('/organizer/quarter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard quarter' })).toBeVisible();
  await page.getByRole('radio', { name: 'A moment earlier' }).check();
  const asOf = page.getByLabel('Date and time');
  await expect(asOf).toHaveValue(/^2026-11-23T21:\d{2}$/);
  await expect(asOf).toHaveAccessibleDescription(/Times in Asia\/Tokyo$/);
  await publishQuarter(
    page,
    QUARTER_TEXTS_EN,
    { label: 'Lunch standings', asOf: '2026-11-23T15:00' },
    async (preview) => {
      await expect(preview).toContainText('Standings as of November 23, 2026 15:00');
      await saveScreenshot(page, testInfo, 'quarter-time-zone');
    },
  );
  expect(await storedQuarter(page)).toMatchObject({
    label: 'Lunch standings',
    as_of: '2026-11-23T06:00:00.000Z',
  });
  await page.reload();
  await expect(page.getByText('Players see the quarter')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Standings as of November 23, 2026 15:00');
  await expect(page.getByRole('main')).not.toContainText(NUMERIC_DATE);
  await closeToasts(page, 'Close');
  await saveScreenshot(page, testInfo, 'quarter-published-time-zone');
});

test('in Arabic the organizer picks America/New_York, adds a session, a joker deadline and a quarter', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const { battleId } = await newConsoleEvent(page, 'New York Lantern Day', 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const answer = await page.request.get('/locales/ar/organizer.json');
  expect(answer.ok()).toBe(true);
  const ar = (await answer.json()) as Record<string, string>;
  const inZone = (zone: string) => ar.timesInZone.replace('{{zone}}', zone);

  await page.goto('/organizer/event');
  await expect(page.getByRole('heading', { level: 1, name: ar.sectionEvent })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const zone = page.getByRole('combobox', { name: ar.eventTimeZone });
  await zone.click();
  await zone.pressSequentially('new york');
  await page.getByRole('option', { name: /^America\/New_York/ }).click();
  await expect(page.getByText(inZone('America/New_York'))).toBeVisible();
  await saveScreenshot(page, testInfo, 'event-time-zone-ar');
  await page.getByRole('button', { name: ar.saveEvent }).click();
  await expect(page.getByRole('status').getByText(ar.organizerSaved)).toBeVisible();
  // The typed clock times stay, now read in New York: 09:00 there is 14:00 UTC.
  expect(await consoleSend(page, 'GET', '/api/organizer/event')).toMatchObject({
    time_zone: 'America/New_York',
    date: '2026-11-23T14:00:00.000Z',
    closing_date: '2026-11-23T02:00:00.000Z',
  });

  await page.goto(`/organizer/battles#battle-${battleId}`);
  const start = page.getByLabel(ar.planningStart, { exact: true });
  // 09:00 typed in Amsterdam, now read in New York: the event's day, at its start.
  await expect(start).toHaveValue('2026-11-23T09:00');
  await expect(start).toHaveAccessibleDescription(inZone('America/New_York'));
  await start.fill('2026-11-23T10:00');
  await page.getByLabel(ar.planningEnd, { exact: true }).fill('2026-11-23T11:00');
  await page.getByRole('button', { name: ar.addSession }).click();
  const sessions = page.getByRole('list', { name: ar.sessionsTitle });
  await expect(sessions).toContainText('23 نوفمبر 2026 10:00');
  await expect(page.getByRole('main')).not.toContainText(NUMERIC_DATE);
  await saveScreenshot(page, testInfo, 'battle-session-time-zone-ar');

  // The joker deadline on New York's clock: 18:00 there is 23:00 UTC.
  const deadline = page.getByLabel(ar.battleClosing, { exact: true });
  await expect(deadline).toHaveAccessibleDescription(
    `${ar.battleClosingHintAt.replace('{{date}}', '\u206822 نوفمبر 2026 21:00\u2069')} ${inZone('America/New_York')}`,
  );
  await deadline.fill('2026-11-22T18:00');
  await page.getByRole('button', { name: ar.save, exact: true }).click();
  await expect(page.getByRole('status').getByText(ar.organizerSaved)).toBeVisible();
  const { battles } = await consoleSend(page, 'GET', '/api/organizer/battles');
  expect(battles).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: battleId, closing_date: '2026-11-22T23:00:00.000Z' }),
    ]),
  );
  await page.reload();
  await expect(page.getByLabel(ar.battleClosing, { exact: true })).toHaveValue('2026-11-22T18:00');
  await saveScreenshot(page, testInfo, 'battle-joker-deadline-time-zone-ar');

  // The quarter as of 06:00 in New York (11:00 UTC), read back in the one long format.
  await page.goto('/organizer/quarter');
  await expect(page.getByRole('heading', { level: 1, name: ar.sectionQuarter })).toBeVisible();
  await page.getByRole('radio', { name: ar.quarterAsOfEarlier }).check();
  await expect(page.getByLabel(ar.quarterAsOfMoment)).toHaveAccessibleDescription(
    `${ar.quarterAsOfHint} ${inZone('America/New_York')}`,
  );
  await publishQuarter(
    page,
    ar,
    { label: 'Lunch standings', asOf: '2026-11-23T06:00' },
    async (preview) => {
      await expect(preview).toContainText('23 نوفمبر 2026 06:00');
      await saveScreenshot(page, testInfo, 'quarter-time-zone-ar');
    },
  );
  expect((await storedQuarter(page))?.as_of).toBe('2026-11-23T11:00:00.000Z');
  await expect(page.getByText(ar.quarterShown)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `${ar.quarterStandingsAsOf} 23 نوفمبر 2026 06:00`,
  );
  await expect(page.getByRole('main')).not.toContainText(NUMERIC_DATE);
});
