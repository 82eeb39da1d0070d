/**
 * CSV as people have it (issue "Set up a real event without tripping") at 390×844: the demo
 * organizer, in an event of their own (created through the API, so the demo events stay as
 * seeded), downloads the companies template, imports companies from a semicolon file as Excel
 * saves it in the Netherlands and teams from Excel's UTF-16 "Unicode text", and sees them in the
 * console. A file with a long unknown column name is refused on its line and column, and the
 * refusal wraps instead of running off the screen. Then once in Arabic, right to left. Screenshots
 * (each checked with axe) go to test-results/screenshots/.
 */
import fs from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Polder Games ${RUN}`;
const BOM = '\uFEFF';

const COMPANIES = [
  { name: `Dijkstra Logistiek ${RUN}`, first: 'Anke', last: 'de Vries', email: `anke-${RUN}` },
  { name: `Groot, Klein & Zn ${RUN}`, first: 'Joost', last: 'Bakker', email: `joost-${RUN}` },
].map((company) => ({ ...company, email: `${company.email.toLowerCase()}@e2e.test` }));

const TEAMS = [
  { name: 'Dijkstra Dolfijnen', company: COMPANIES[0].name, house: 'Noord', color: '#1E6FD9' },
  { name: 'Grote Reigers', company: COMPANIES[1].name, house: 'Zuid', color: '#F08A24' },
] as const;

/** A column name longer than a phone is wide, with nowhere to break. */
const LONG_COLUMN = 'Team_Colour_For_The_Big_Screen_In_The_Main_Hall_Of_The_Venue';

async function send(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const answer = await page.request.fetch(path, { method, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** The organizer's new, empty event. */
async function createEvent(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await signInAs(page, 'organizer', DEMO_EVENTS.live);
  const { photo_url: picture } = await send(page, 'GET', '/api/event');
  await send(page, 'POST', '/api/organizer/events', {
    name: EVENT,
    date: '2026-11-23T08:00:00.000Z',
    end_date: '2026-11-23T20:00:00.000Z',
    closing_date: '2026-11-22T20:00:00.000Z',
    cheers_start_time: null,
    cheers_end_time: null,
    image_link: picture,
    location_name: 'Polderpark',
    location_embed: null,
    short_desc: null,
    long_desc: null,
    event_type: 'Event',
    max_players: 6,
    max_challenge_others: 3,
    amount_of_challenges: 4,
  });
  await page.close();
}

test.beforeAll(async ({ browser }) => {
  await createEvent(browser);
});

/** The card of one kind of file on /organizer/csv, found by its heading. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** Sideways overflow of the page and of the element, in pixels (0 or less: none). */
async function overflowOf(page: Page, element: Locator) {
  const whole = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const own = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
  return { page: whole, element: own };
}

/** A cell as a spreadsheet writes it: quoted when it holds the delimiter or a quote. */
const cell = (value: string, delimiter: string) =>
  value.includes(delimiter) || value.includes('"') ? `"${value.replace(/"/g, '""')}"` : value;
const table = (rows: string[][], delimiter: string) =>
  rows.map((row) => row.map((value) => cell(value, delimiter)).join(delimiter)).join('\r\n') +
  '\r\n';

test('an organizer downloads a template, imports a semicolon file and Unicode text, and reads a refusal that fits', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'organizer', EVENT);
  await page.goto('/organizer/csv');
  await expect(page.getByRole('heading', { level: 1, name: 'CSV files' })).toBeVisible();
  const companies = card(page, 'Companies');
  const teams = card(page, 'Teams');

  await test.step('the companies template: a byte-order mark, the header and one example row', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      companies.getByRole('link', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('companies-template.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(BOM.length).split('\r\n');
    // The browser's region (en-US) writes decimals with a point: Excel there splits at commas.
    expect(lines[0]).toBe('name,contact_first_name,contact_last_name,contact_email');
    expect(lines).toHaveLength(3);
  });

  await test.step('companies from a semicolon file, as Excel saves "CSV UTF-8" in the Netherlands', async () => {
    const file =
      BOM +
      table(
        [
          ['Name', 'Contact First Name', 'Contact Last Name', 'Contact Email'],
          ...COMPANIES.map((c) => [c.name, c.first, c.last, c.email]),
        ],
        ';',
      );
    await page.getByLabel('Choose a CSV file of Companies').setInputFiles({
      name: 'bedrijven.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file, 'utf8'),
    });
    const done = companies.getByRole('status').filter({ hasText: 'File imported' });
    await expect(done).toContainText('New: 2 · Changed: 0');
  });

  await test.step("teams from Excel's UTF-16 “Unicode text” (tab-separated)", async () => {
    const text = table(
      [
        ['name', 'company', 'house', 'house_color'],
        ...TEAMS.map((team) => [team.name, team.company, team.house, team.color]),
      ],
      '\t',
    );
    await page.getByLabel('Choose a CSV file of Teams').setInputFiles({
      name: 'teams.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(BOM + text, 'utf16le'),
    });
    await expect(teams.getByRole('status').filter({ hasText: 'File imported' })).toContainText(
      'New: 2 · Changed: 0',
    );
    await saveScreenshot(page, testInfo, 'csv-imported');
  });

  await test.step('a long unknown column is refused on line 1, wrapped inside the card', async () => {
    const file = table([['name', 'company', LONG_COLUMN]], ';');
    await page.getByLabel('Choose a CSV file of Teams').setInputFiles({
      name: 'teams-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file, 'utf8'),
    });
    const refusal = teams.getByRole('alert');
    await expect(refusal).toContainText('Nothing of the file was stored');
    await expect(refusal).toContainText(
      `Line 1, column “${LONG_COLUMN}”: This column does not belong in this kind of file.`,
    );
    await refusal.scrollIntoViewIfNeeded();
    const overflow = await overflowOf(page, refusal);
    expect(overflow.page, 'sideways overflow of the page').toBeLessThanOrEqual(0);
    expect(overflow.element, 'sideways overflow of the refusal').toBeLessThanOrEqual(0);
    const cardBox = (await teams.boundingBox())!;
    const refusalBox = (await refusal.boundingBox())!;
    expect(refusalBox.x + refusalBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await saveScreenshot(page, testInfo, 'csv-refused-long-column');
  });

  await test.step('the teams are in the console', async () => {
    await page.goto('/organizer/teams');
    for (const team of TEAMS) await expect(page.getByText(team.name).first()).toBeVisible();
  });
});

test.describe('on a computer that writes decimals with a comma', () => {
  test.use({ locale: 'nl-NL' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  });

  test('the template is separated by semicolons, as Excel there splits columns', async ({
    page,
  }) => {
    await signInAs(page, 'organizer', EVENT);
    await page.goto('/organizer/csv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'Teams').getByRole('link', { name: 'Download template' }).click(),
    ]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(BOM.length).split('\r\n')[0]).toBe('name;company;house;house_color');
  });
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('a refused row names its line and column, right to left, without sideways scrolling', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'organizer', EVENT);
    const answer = await page.request.get('/locales/ar/organizer.json');
    expect(answer.ok()).toBe(true);
    const ar = (await answer.json()) as Record<string, string>;
    await page.goto('/organizer/csv');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.sectionCsv })).toBeVisible();
    const teams = card(page, ar.csvTeams);
    await expect(teams.getByRole('link', { name: ar.csvDownloadTemplate })).toBeVisible();

    // Line 2 is a team of a company of the event, line 3 names a company that is not.
    const file = table(
      [
        ['Name', 'company'],
        ['النوارس', COMPANIES[0].name],
        ['الصقور', 'شركة غير موجودة'],
      ],
      ';',
    );
    await page.getByLabel(ar.csvChooseFile.replace('{{kind}}', ar.csvTeams)).setInputFiles({
      name: 'teams.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(BOM + file, 'utf8'),
    });
    const refusal = teams.getByRole('alert');
    await expect(refusal).toContainText(ar.csvRefusedTitle);
    const place = ar.csvRefusedAt
      .replace('{{line}}', '3')
      .replace('{{column}}', 'company')
      .split('{{reason}}')[0];
    await expect(refusal).toContainText(place);
    await refusal.scrollIntoViewIfNeeded();
    const overflow = await overflowOf(page, refusal);
    expect(overflow.page, 'sideways overflow of the page').toBeLessThanOrEqual(0);
    expect(overflow.element, 'sideways overflow of the refusal').toBeLessThanOrEqual(0);
    await saveScreenshot(page, testInfo, 'csv-ar-refused');
  });
});
