/**
 * A new event that works, at 390×844: the demo organizer finds "New event" at the top of the
 * console, creates an event from nothing (its points table the default one), lands on the
 * overview with the set-up checklist and follows it step by step — the details, a house and a
 * battle with its session and crew through the console's forms, the points table checked and
 * saved there, the companies, teams and a captain through the API as an organizer would by CSV —
 * until every step is done and the checklist is gone. Once in Arabic, right to left: the new
 * event made through the form, the checklist read in Arabic without sideways scrolling.
 * Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { consoleSend } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The checklist on the overview, and one of its steps by name, done or not. */
const checklistOf = (page: Page, title: string) => page.getByRole('region', { name: title });
const stepLink = (page: Page, title: string, name: string) =>
  checklistOf(page, title).getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });

async function openOverview(page: Page) {
  await page.goto('/organizer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'At a glance' })).toBeVisible();
}

/** A step shows as done: its check mark's words follow its name, its hint is gone. */
async function expectDone(page: Page, name: string) {
  await expect(stepLink(page, 'Set up your event', name)).toHaveAccessibleName(`${name} Done`);
}

/** New event sits above the event being edited, first on the console's start. */
async function expectNewEventFirst(page: Page, newEvent: string, editing: string) {
  const link = page.getByRole('link', { name: newEvent });
  const current = page.getByText(editing);
  await expect(current).toBeVisible();
  const [linkBox, currentBox] = [await link.boundingBox(), await current.boundingBox()];
  expect(linkBox!.y).toBeLessThan(currentBox!.y);
  return link;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an organizer creates an event from nothing and follows its set-up checklist to the end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const event = `Dune Day ${RUN}`;
  const checklistTitle = 'Set up your event';
  const step = (name: string) => stepLink(page, checklistTitle, name);

  await test.step('New event, first on the console', async () => {
    await signInAs(page, 'organizer', DEMO_EVENTS.live);
    await page.goto('/organizer');
    const newEvent = await expectNewEventFirst(page, 'New event', 'You are editing');
    await saveScreenshot(page, test.info(), 'new-event-console');
    await newEvent.click();
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  });

  await test.step('the new-event form, with the default points table', async () => {
    await page.getByLabel('Event name').fill(event);
    await page.getByLabel('Starts', { exact: true }).fill('2026-12-10T09:00');
    await page.getByLabel('Ends', { exact: true }).fill('2026-12-10T18:00');
    await page.getByLabel('Closing date').fill('2026-12-07T18:00');
    const points = page.getByLabel('Start with');
    await expect(points.locator('option:checked')).toHaveText(
      'Default: 10, 8, 6, 5, 4, 3, 2, then 1',
    );
    // Or a copy of an event the organizer runs.
    await expect(points.getByRole('option', { name: `Copy from ${DEMO_EVENTS.live}` })).toHaveCount(
      1,
    );
    await saveScreenshot(page, test.info(), 'new-event-form');
    await page.getByRole('button', { name: 'Create event' }).click();
  });

  await test.step('lands on the overview with the checklist, nothing done yet', async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/organizer/overview');
    const checklist = checklistOf(page, checklistTitle);
    await expect(checklist).toContainText('0 of 8 steps done');
    await expect(checklist.getByRole('link')).toHaveText([
      /^Event details/,
      /^Houses/,
      /^Companies and teams/,
      /^Battles and sessions/,
      /^Points table/,
      /^Crew/,
      /^Invitations sent/,
      /^Readiness/,
    ]);
    await expect(step('Event details')).toContainText('Add the place and a short description.');
    await saveScreenshot(page, test.info(), 'new-event-checklist');
  });

  await test.step('event details, through the event form', async () => {
    await step('Event details').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event' })).toBeVisible();
    await expect(page.getByLabel('Event name')).toHaveValue(event);
    await page.getByLabel('Location', { exact: true }).fill('Katwijk beach');
    await page.getByLabel('Short description').fill('Sand, sea and a tug of war.');
    await page.getByRole('button', { name: 'Save event' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await openOverview(page);
    await expectDone(page, 'Event details');
    await expect(checklistOf(page, checklistTitle)).toContainText('1 of 8 steps done');
  });

  await test.step('a house, through the houses screen', async () => {
    await step('Houses').click();
    await page.getByLabel('House name').fill('Dune Gold');
    await page.getByLabel('Colour').fill('#d4a017');
    await page.getByRole('button', { name: 'Add a house' }).click();
    await expect(page.getByRole('list', { name: 'Houses' })).toContainText('Dune Gold');
    await openOverview(page);
    await expectDone(page, 'Houses');
  });

  await test.step('companies and teams, their contact person invited', async () => {
    const company = await consoleSend(page, 'POST', '/api/organizer/companies', {
      name: `Seagull Software ${RUN}`,
      contact_first_name: 'Sanne',
      contact_last_name: 'de Vries',
      contact_email: `sanne-${RUN}@e2e.test`.toLowerCase(),
    });
    await consoleSend(page, 'POST', '/api/organizer/teams', {
      name: `Sand Sharks ${RUN}`,
      company_id: company.id,
      house_id: null,
    });
    await openOverview(page);
    await expectDone(page, 'Companies and teams');
    // The invitation leaves after the answer: the step follows once it went out.
    await expect(async () => {
      await openOverview(page);
      await expectDone(page, 'Invitations sent');
    }).toPass({ timeout: 15_000 });
  });

  await test.step('a battle with its session and crew, through the battles screens', async () => {
    await step('Battles and sessions').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Battles' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a battle' }).click();
    await page.getByLabel('Battle name').fill('Tug of War');
    await page.getByRole('button', { name: 'Add a battle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Battle' })).toBeVisible();
    await expect(page.getByText('No sessions yet.')).toBeVisible();
    await page.getByLabel('Starts', { exact: true }).fill('2026-12-10T10:00');
    await page.getByLabel('Ends', { exact: true }).fill('2026-12-10T11:00');
    await page.getByRole('button', { name: 'Add session' }).click();
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
    await openOverview(page);
    await expectDone(page, 'Battles and sessions');
    await expect(step('Crew')).toContainText('Give every battle at least one crew member.');

    await step('Crew').click();
    await page
      .getByRole('list', { name: 'Battles' })
      .getByRole('link', { name: /Tug of War/ })
      .click();
    await page.getByLabel("Crew member's e-mail").fill('crew@demo.test');
    await page.getByRole('button', { name: 'Add to crew' }).click();
    await expect(page.getByRole('list', { name: 'Crew' })).toContainText('Ravi Kumar');
    await openOverview(page);
    await expectDone(page, 'Crew');
  });

  await test.step('the points table: the default one, checked and saved', async () => {
    await step('Points table').click();
    await expect(page.getByRole('columnheader', { name: 'Joker bonus' })).toBeVisible();
    const expected = [10, 8, 6, 5, 4, 3, 2, 1];
    for (const [index, points] of expected.entries()) {
      await expect(page.getByLabel(`Points, rank ${index + 1}`, { exact: true })).toHaveValue(
        String(points),
      );
      await expect(page.getByLabel(`Joker bonus, rank ${index + 1}`, { exact: true })).toHaveValue(
        String(points),
      );
    }
    await page.getByLabel('Points, rank 1', { exact: true }).fill('12');
    await page.getByLabel('Joker bonus, rank 1', { exact: true }).fill('12');
    await saveScreenshot(page, test.info(), 'new-event-points');
    // With the ladies bonus switched on, its column says so too; off again for this event.
    await page.getByRole('switch', { name: 'Ladies bonus' }).click();
    await expect(page.getByRole('columnheader', { name: 'Ladies bonus' })).toBeVisible();
    await saveScreenshot(page, test.info(), 'new-event-points-ladies');
    await page.getByRole('switch', { name: 'Ladies bonus' }).click();
    await expect(page.getByRole('columnheader', { name: 'Ladies bonus' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save points table' }).click();
    await expect(page.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
    await openOverview(page);
    await expectDone(page, 'Points table');
    await expect(checklistOf(page, checklistTitle)).toContainText('7 of 8 steps done');
    await saveScreenshot(page, test.info(), 'new-event-checklist-almost');
  });

  await test.step('readiness: every team has its captain, and the checklist is gone', async () => {
    await consoleSend(page, 'POST', '/api/organizer/import', {
      kind: 'players',
      csv: [
        'email,first_name,last_name,team,company,captain',
        `kees-${RUN.toLowerCase()}@e2e.test,Kees,Bakker,Sand Sharks ${RUN},Seagull Software ${RUN},yes`,
      ].join('\n'),
    });
    await openOverview(page);
    await expect(page.getByRole('heading', { name: checklistTitle })).toHaveCount(0);
    // The rest of the overview is there as before.
    await expect(page.getByRole('link', { name: 'Open the big screen' })).toBeVisible();
    await saveScreenshot(page, test.info(), 'new-event-overview-done');
  });
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('a new event made through the form shows its checklist right to left', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'organizer', DEMO_EVENTS.live);
    const answer = await page.request.get('/locales/ar/organizer.json');
    expect(answer.ok()).toBe(true);
    const ar = (await answer.json()) as Record<string, string>;

    await page.goto('/organizer');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const newEvent = await expectNewEventFirst(page, ar.newEvent, ar.consoleEditing);
    await newEvent.click();
    await expect(page.getByRole('heading', { level: 1, name: ar.newEvent })).toBeVisible();
    await page.getByLabel(ar.eventName).fill(`يوم الكثبان ${RUN}`);
    await page.getByLabel(ar.eventStart, { exact: true }).fill('2026-12-12T09:00');
    await page.getByLabel(ar.eventEnd, { exact: true }).fill('2026-12-12T18:00');
    await page.getByLabel(ar.eventClosing).fill('2026-12-09T18:00');
    await expect(page.getByLabel(ar.newEventPointsSource).locator('option:checked')).toHaveText(
      ar.newEventPointsDefault,
    );
    await noSidewaysScroll(page);
    await saveScreenshot(page, test.info(), 'new-event-form-ar');
    await page.getByRole('button', { name: ar.createEvent }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/organizer/overview');
    const checklist = checklistOf(page, ar.setupTitle);
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('link')).toHaveCount(8);
    await expect(stepLink(page, ar.setupTitle, ar.setupDetails)).toContainText(ar.setupDetailsHint);
    await noSidewaysScroll(page);
    await saveScreenshot(page, test.info(), 'new-event-checklist-ar');

    await stepLink(page, ar.setupTitle, ar.setupPoints).click();
    await expect(page.getByRole('columnheader', { name: ar.pointsColumnJoker })).toBeVisible();
    await expect(page.getByLabel(`${ar.pointsColumnJoker}`).first()).toHaveValue('10');
    await noSidewaysScroll(page);
    await saveScreenshot(page, test.info(), 'new-event-points-ar');
  });
});
