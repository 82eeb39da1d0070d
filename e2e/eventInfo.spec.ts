/**
 * /event, /planning and /scoring-rules (issue 5): the event page renders its description as
 * sanitised HTML without running anything and embeds the allowed map; the planning marks the
 * ongoing item and scrolls to it, and its challenges open their score; the scoring rules show
 * the points table (the ladies column only where there is one) and the tiebreak order; and
 * all three in Arabic. Screenshots go to test-results/screenshots/.
 */
import { commonTexts } from './locales';
import { test, expect } from './test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';

/** A 1×1 PNG: what the map provider's favicon answers when the provider can be reached. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The map provider as it answers when it can be reached (the test machine has no internet). */
async function mapProviderReachable(page: Page): Promise<void> {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    new URL(route.request().url()).pathname === '/favicon.ico'
      ? route.fulfill({ contentType: 'image/png', body: PIXEL })
      : route.fulfill({ contentType: 'text/html', body: '<body style="background:#cfe8cf">' }),
  );
}

test('/event shows the event, its sanitised description, planning and map, and runs no script', async ({
  page,
}, testInfo) => {
  await mapProviderReachable(page);
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.getByRole('link', { name: new RegExp(DEMO_EVENTS.live) }).click();

  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await expect(page.getByText('Parque das Nações, Lisbon').first()).toBeVisible();
  await expect(page.getByText('Two days by the Tagus: the games are on right now.')).toBeVisible();
  const about = page.getByRole('region', { name: 'About the event' });
  await expect(about.getByText(/Two days of challenges along the river/)).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  const planning = page.getByRole('region', { name: 'Planning' });
  await expect(planning.getByText('Welcome and coffee')).toBeVisible();
  const map = page.getByTitle('Map of Parque das Nações, Lisbon');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
  await expect(map).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(map).toHaveAttribute('loading', 'lazy');
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByText('Parque das Nações, Lisbon')).toBeVisible();
  await expect(location.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=38\.7684&mlon=-9\.0941/,
  );
  // The event runs over three days: its dates are a range.
  await expect(
    page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} – [A-Z][a-z]+ \d{1,2}, \d{4}$/),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'event-live');

  await planning.getByRole('link', { name: 'See the full planning' }).click();
  await expect(page).toHaveURL(/\/planning$/);
});

test('/event without a reachable map shows the place and "Open in maps" instead of an empty frame', async ({
  page,
}, testInfo) => {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/event');

  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByText('The map could not be loaded.')).toBeVisible();
  await expect(page.getByTitle('Map of Parque das Nações, Lisbon')).toHaveCount(0);
  await expect(location.getByText('Parque das Nações, Lisbon')).toBeVisible();
  const open = location.getByRole('link', { name: 'Open in maps' });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(open).toHaveAttribute('target', '_blank');
  await saveScreenshot(page, testInfo, 'event-map-unavailable');
});

test('/event keeps a script planted in the description from running', async ({
  page,
}, testInfo) => {
  // The description comes from the server as HTML; plant an attack in the answer the browser gets.
  const planted =
    '<p>Planted description</p><script>window.__pwned = "script"</script>' +
    '<img src="/nope.png" onerror="window.__pwned = \'onerror\'">' +
    '<a href="javascript:window.__pwned = \'link\'">Planted link</a>' +
    '<iframe src="javascript:window.parent.__pwned = \'frame\'"></iframe>';
  await page.route('**/api/event', async (route) => {
    const response = await route.fetch();
    const event = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...event, long_desc: planted } });
  });
  await signInAs(page, 'supporter', DEMO_EVENTS.live);
  await page.goto('/event');

  const about = page.getByRole('region', { name: 'About the event' });
  await expect(about.getByText('Planted description')).toBeVisible();
  const link = about.getByText('Planted link');
  await expect(link).toBeVisible();
  expect((await link.getAttribute('href')) ?? '').not.toMatch(/javascript:/i);
  await link.click();
  await expect(about.locator('iframe')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await saveScreenshot(page, testInfo, 'event-planted-script');
});

test('/planning marks the ongoing item, scrolls to it, and a challenge opens its score', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link', { name: 'Planning' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  const ongoing = page.getByRole('listitem').filter({ hasText: 'Ongoing' });
  await expect(ongoing).toHaveCount(1);
  await expect(ongoing).toBeInViewport();
  await expect(page.getByRole('listitem').filter({ hasText: 'Finished' }).first()).toBeAttached();
  await saveScreenshot(page, testInfo, 'planning-live');

  await ongoing.getByRole('link').click();
  await expect(page).toHaveURL(/\/score$/);
  expect(await page.evaluate(() => sessionStorage.getItem('selectedScoreId'))).toMatch(/^\d+$/);
});

test('/scoring-rules shows the pre-event text, the points table with ladies and the tiebreak order', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player', DEMO_EVENTS.live);
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link', { name: 'Scoring rules' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scoring rules' })).toBeVisible();
  // The event name sits in invisible direction isolates inside the sentence.
  await expect(
    page.getByText(new RegExp(`^How .?${DEMO_EVENTS.live}.? is scored:$`)),
  ).toBeVisible();
  await expect(page.getByRole('term')).toHaveText([
    'Challenges to play',
    'Edit deadline',
    'Max. points per challenge',
  ]);
  await expect(page.getByRole('definition')).toHaveText([
    '8',
    /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    '220',
  ]);
  const table = page.getByRole('table', { name: 'Points per rank' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Rank',
    'Points',
    'Joker bonus',
    'Ladies bonus',
  ]);
  await expect(table.getByRole('row')).toHaveCount(9);
  const tiebreak = page.getByRole('region', { name: 'Tiebreak' }).getByRole('listitem');
  await expect(tiebreak).toHaveCount(3);
  await saveScreenshot(page, testInfo, 'scoring-rules-live');
});

test('/scoring-rules of an event without a ladies bonus has no ladies column', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.inhouse);
  await page.goto('/scoring-rules');

  const table = page.getByRole('table', { name: 'Points per rank' });
  await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Points', 'Joker bonus']);
  await expect(page.getByText('No tiebreak challenges have been set.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'scoring-rules-inhouse');
});

test('/planning of an event a month away shows every item as not today', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'supporter', DEMO_EVENTS.inhouse);
  await page.goto('/planning');
  await expect(page.getByRole('listitem').filter({ hasText: 'Not today' })).toHaveCount(5);
  await saveScreenshot(page, testInfo, 'planning-inhouse');
});

test('in Arabic /event, /planning and /scoring-rules read right to left', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await signInAs(page, 'player', DEMO_EVENTS.live);
  const ar = await commonTexts(page, 'ar');
  const html = page.locator('html');

  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/event');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_EVENTS.live })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar.aboutEvent })).toBeVisible();
  const location = page.getByRole('region', { name: ar.location });
  await expect(location.getByText(ar.mapUnavailable)).toBeVisible();
  await expect(location.getByRole('link', { name: ar.openInMaps })).toBeVisible();
  await saveScreenshot(page, testInfo, 'event-live-ar');

  await page.goto('/planning');
  await expect(page.getByRole('listitem').filter({ hasText: ar.activityOngoing })).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'planning-live-ar');

  await page.goto('/scoring-rules');
  await expect(page.getByRole('table', { name: ar.rulesPointsTable })).toBeVisible();
  await saveScreenshot(page, testInfo, 'scoring-rules-live-ar');
});
