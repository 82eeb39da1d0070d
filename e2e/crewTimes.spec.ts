/**
 * The crew's time field as people type it (product.md §2 /crew-score): the demo crew member opens
 * Kayak Relay, running in an event of this spec's own (e2e/crewEvent.ts), and types finish times the ways people write them
 * (4:12.345, 4:12,345, 04:12:345, 4:12, 0:30); leaving a field shows the time as it will be
 * saved (04:12:345, 00:30:000). A time with 75 seconds stays as typed and Save refuses it on its
 * card with the message that gives an example. The same in Arabic, right to left, with
 * Arabic-Indic digits (٤:١٢ → 04:12:000). Nothing is saved: every save request is stopped here
 * and must not happen at all.
 * Screenshots go to test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { commonTexts } from './locales';
import { saveScreenshot } from './screenshot';
import { createCrewEvent } from './crewEvent';
import { signInAs } from './signIn';
import { test, expect } from './test';

// An event of its own per run, its sessions running: results are typed only once one starts.
const EVENT = `Time Trials ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const TEAMS = ['Alders', 'Birches', 'Cedars', 'Damsons', 'Elders', 'Firs', 'Gingkos'];

test.beforeAll(async ({ browser }) => {
  await createCrewEvent(browser, EVENT, TEAMS);
});

const SESSION = 'Kayak Relay';
const TIME_LABEL = 'Finish time';

/** What is typed, and what the field shows once left. */
const FORMS: [typed: string, shown: string][] = [
  ['4:12.345', '04:12:345'],
  ['4:12,345', '04:12:345'],
  ['04:12:345', '04:12:345'],
  ['4:12', '04:12:000'],
  ['0:30', '00:30:000'],
];
const BAD_TIME = '4:75';

/** Counts every save of scores and stops it before the server, so no result is ever stored. */
async function stopSaves(page: Page): Promise<() => number> {
  let saves = 0;
  await page.route('**/api/crew-score', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    saves += 1;
    return route.abort();
  });
  return () => saves;
}

async function openKayakRelay(page: Page): Promise<void> {
  await page.goto('/crew-battles');
  await page
    .getByRole('list')
    .getByRole('button', { name: new RegExp(SESSION) })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();
}

/** Types into a card's time field as a person does (what was there first is cleared), then leaves it. */
async function typeTime(page: Page, card: number, text: string) {
  const field = page.getByRole('article').nth(card).getByLabel(TIME_LABEL);
  await field.click();
  await field.fill('');
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
  await field.press('Tab');
  await expect(field).not.toBeFocused();
  return field;
}

/** Every form in its own card, then the bad time in the next one; answers the bad field. */
async function typeEveryForm(page: Page, placeholder: string) {
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(FORMS.length);
  const first = cards.first().getByLabel(TIME_LABEL);
  await expect(first).toHaveAttribute('dir', 'ltr');
  await expect(first).toHaveAttribute('inputmode', 'text');
  await expect(first).toHaveAttribute('placeholder', placeholder);

  for (const [index, [typed, shown]] of FORMS.entries()) {
    const field = await typeTime(page, index, typed);
    await expect(field, typed).toHaveValue(shown);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  const bad = await typeTime(page, FORMS.length, BAD_TIME);
  // A time that does not read stays as typed, so the crew sees what the message is about.
  await expect(bad).toHaveValue(BAD_TIME);
  return bad;
}

test('the crew types times the ways people write them and sees them as they will be saved', async ({
  page,
}, testInfo) => {
  const en = await commonTexts(page, 'en');
  await signInAs(page, 'crew', EVENT);
  const saves = await stopSaves(page);
  await openKayakRelay(page);
  await saveScreenshot(page, testInfo, 'crew-times-empty');

  const bad = await typeEveryForm(page, en.crewTimePlaceholder);
  await saveScreenshot(page, testInfo, 'crew-times-typed');

  await page.getByRole('button', { name: en.crewSaveScores }).click();
  const badCard = page.getByRole('article').nth(FORMS.length);
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(badCard.getByText(en.invalidTime)).toBeVisible();
  expect(en.invalidTime).toContain('4:12.345');
  await expect(bad).toBeFocused();
  await expect(bad).toHaveValue(BAD_TIME);
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await saveScreenshot(page, testInfo, 'crew-times-invalid');

  // Corrected, it reads too.
  await typeTime(page, FORMS.length, '4:57.5');
  await expect(bad).toHaveValue('04:57:500');
  expect(saves()).toBe(0);
});

test('in Arabic the crew types times with either digits, right to left, and a bad one is refused', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = await commonTexts(page, 'ar');
  await signInAs(page, 'crew', EVENT);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const saves = await stopSaves(page);
  await openKayakRelay(page);
  await saveScreenshot(page, testInfo, 'crew-times-empty-ar');

  const bad = await typeEveryForm(page, ar.crewTimePlaceholder);
  // Arabic keyboards type Arabic-Indic digits (here over the first card's time).
  const arabic = await typeTime(page, 0, '٤:١٢');
  await expect(arabic).toHaveValue('04:12:000');
  await saveScreenshot(page, testInfo, 'crew-times-typed-ar');

  await page.getByRole('button', { name: ar.crewSaveScores }).click();
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('article').nth(FORMS.length).getByText(ar.invalidTime)).toBeVisible();
  await expect(bad).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
  await saveScreenshot(page, testInfo, 'crew-times-invalid-ar');
  expect(saves()).toBe(0);
});
