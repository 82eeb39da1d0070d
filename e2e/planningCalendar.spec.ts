/**
 * "Add to calendar" on /planning (issue 18) as a player meets it on a phone: the private address
 * is made and shown once, with its webcal: link and a copy button; a calendar app fetching it
 * (no cookie) gets the event's planning with the player's team's challenges marked, in the
 * language saved on the account; a later visit says since when; stopping asks first and then
 * the address answers 404. In English and in Arabic, right to left. Screenshots go to
 * test-results/screenshots/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { commonTexts } from './locales';
import { test, expect } from './test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

/** What a calendar app gets from the address: its own request, without the page's cookies. */
async function fetchCalendar(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  return {
    status: response.status(),
    type: response.headers()['content-type'],
    text: await response.text(),
  };
}

/** The number of items the /planning screen lists, from the same event's planning read. */
async function planningSize(page: Page): Promise<number> {
  const response = await page.request.get('/api/planning');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { planning: unknown[] }).planning.length;
}

test('a player adds the planning to a calendar, copies the address, comes back and stops sharing', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const en = await commonTexts(page, 'en');
  await page.goto('/planning');

  const card = page.getByRole('region', { name: en.calendarTitle });
  await expect(card.getByText(en.addToCalendarIntro)).toBeVisible();
  await saveScreenshot(page, testInfo, 'planning-calendar-offer');
  await card.getByRole('button', { name: en.addToCalendar }).click();

  const field = card.getByLabel(en.calendarAddress);
  await expect(field).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\.ics\?token=[\w-]{43}$/);
  const address = await field.inputValue();
  await expect(card.getByRole('link', { name: en.openInCalendarApp })).toHaveAttribute(
    'href',
    address.replace(/^http:/, 'webcal:'),
  );
  await expect(card.getByText(en.calendarAddressPrivate)).toBeVisible();
  await saveScreenshot(page, testInfo, 'planning-calendar-address');

  const calendar = await fetchCalendar(request, address);
  expect(calendar.status).toBe(200);
  expect(calendar.type).toBe('text/calendar; charset=utf-8');
  expect(calendar.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR$/);
  expect(calendar.text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(await planningSize(page));
  // The player's team plays every challenge of the event: each is marked.
  expect(calendar.text).toMatch(/^SUMMARY:★ /m);
  expect(calendar.text).toContain('CATEGORIES:Challenge,Your team');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: en.copyAddress }).click();
  await expect(page.getByText(en.calendarAddressCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // Back later: the address is not shown again, only since when there is one.
  await page.reload();
  await expect(
    card.getByText(/^You added the planning to a calendar on [A-Z][a-z]+ \d{1,2}, \d{4}\./),
  ).toBeVisible();
  await expect(card.getByLabel(en.calendarAddress)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'planning-calendar-active');

  await card.getByRole('button', { name: en.stopSharing }).click();
  const sheet = page.getByRole('dialog', { name: en.stopSharingTitle });
  await expect(sheet.getByText(en.stopSharingMessage)).toBeVisible();
  await saveScreenshot(page, testInfo, 'planning-calendar-stop');
  await sheet.getByRole('button', { name: en.stopSharing }).click();

  await expect(page.getByText(en.calendarStopped)).toBeVisible();
  await expect(card.getByRole('button', { name: en.addToCalendar })).toBeVisible();
  expect((await fetchCalendar(request, address)).status).toBe(404);
});

test('in Arabic the calendar card reads right to left and the feed speaks Arabic', async ({
  page,
  request,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const ar = await commonTexts(page, 'ar');
  // As choosing Arabic on /language does: the account keeps the language, the feed follows it.
  const saveLanguage = (language: string) =>
    page.request.put('/api/language', { data: { language } });
  expect((await saveLanguage('ar')).ok()).toBe(true);
  try {
    await page.goto('/planning');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByRole('region', { name: ar.calendarTitle });
    await expect(card.getByText(ar.addToCalendarIntro)).toBeVisible();
    await saveScreenshot(page, testInfo, 'planning-calendar-offer-ar');

    await card.getByRole('button', { name: ar.addToCalendar }).click();
    const field = card.getByLabel(ar.calendarAddress);
    await expect(field).toHaveValue(/\/api\/calendar\.ics\?token=[\w-]{43}$/);
    // The address reads left to right inside the right-to-left page.
    await expect(field).toHaveAttribute('dir', 'ltr');
    const address = await field.inputValue();
    await saveScreenshot(page, testInfo, 'planning-calendar-address-ar');

    const calendar = await fetchCalendar(request, address);
    expect(calendar.status).toBe(200);
    expect(calendar.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar.text).toContain('CATEGORIES:تحدٍّ,فريقك');

    await card.getByRole('button', { name: ar.stopSharing }).click();
    const sheet = page.getByRole('dialog', { name: ar.stopSharingTitle });
    await sheet.getByRole('button', { name: ar.stopSharing }).click();
    await expect(page.getByText(ar.calendarStopped)).toBeVisible();
    expect((await fetchCalendar(request, address)).status).toBe(404);
  } finally {
    await saveLanguage('en');
  }
});
