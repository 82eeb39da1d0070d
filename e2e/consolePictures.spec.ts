/**
 * The console's pictures from a file, as an organizer uses them at 390×844, in an event of its
 * own (made through the API like every console spec): on a battle the organizer picks a photo
 * from the phone (setInputFiles on the upload button), sees it at once and finds it stored as an
 * upload; on the event form they upload the event's picture beside its image link, and players'
 * screens show it. A name typed near its limit shows its counter ("42 / 50"). Once in Arabic,
 * right to left. Screenshots (each checked with axe) go to test-results/screenshots/.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { consoleSend, createConsoleEvent } from './consoleSetup';
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const BATTLE = 'Lantern Relay';

/** A photo as a phone's file picker hands it over: a JPEG with a gradient, 1200×800. */
async function photo(name: string, from: string, to: string) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="1200" height="800" fill="url(#g)"/>
      <circle cx="600" cy="400" r="220" fill="#ffffff" fill-opacity="0.35"/>
    </svg>`,
  );
  const buffer = await sharp(svg).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function newConsoleEvent(page: Page, name: string, tag: string) {
  const { eventId } = await createConsoleEvent(
    page,
    `${name} ${RUN}`,
    {
      name: `${name} Partners ${RUN}`,
      first: 'Ines',
      last: 'Moreau',
      email: `ines-${tag}-${RUN}@e2e.test`,
    },
    ['Harbour Herons'],
  );
  const battle = await consoleSend(page, 'POST', '/api/organizer/battles', {
    name: BATTLE,
    photo_url: null,
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

async function closeToasts(page: Page, closeName: string) {
  const close = page.getByRole('status').getByRole('button', { name: closeName });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

/** The picture shown by the editor, once it is the uploaded one and has loaded. */
async function expectUploaded(page: Page, alt: string, folder: 'events' | 'battles') {
  const shown = page.getByRole('img', { name: alt });
  await expect(shown).toHaveAttribute(
    'src',
    new RegExp(`^/uploads/${folder}/[0-9a-f]{32}\\.webp$`),
  );
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return (await shown.getAttribute('src')) as string;
}

test('the organizer uploads a battle photo and the event picture from files and sees them', async ({
  page,
}, testInfo) => {
  const { battleId } = await newConsoleEvent(page, 'Harbour Pictures Day', 'en');

  // The battle: no photo yet, the default picture; the photo comes from a file.
  await page.goto(`/organizer/battles#battle-${battleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Battle' })).toBeVisible();
  await page
    .getByLabel('Upload photo')
    .setInputFiles(await photo('relay.jpg', '#0b5fa5', '#f5a623'));
  await expect(
    page.getByRole('status').getByText('The battle photo has been saved.'),
  ).toBeVisible();
  const battlePhoto = await expectUploaded(page, `Photo of ${BATTLE}`, 'battles');
  await expect(page.getByText('Change photo')).toBeVisible();
  // The form's link field now holds the upload, so a save keeps it.
  await expect(page.getByLabel('Photo link')).toHaveValue(battlePhoto);
  const { battles } = await consoleSend(page, 'GET', '/api/organizer/battles');
  expect(battles).toEqual([expect.objectContaining({ id: battleId, photo_url: battlePhoto })]);

  // A name near its limit shows its counter.
  const name = page.getByLabel('Battle name');
  await name.fill('Lantern Relay around the old harbour basin');
  await expect(page.getByText('42 / 50')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').getByText('Saved')).toBeVisible();
  const saved = await consoleSend(page, 'GET', '/api/organizer/battles');
  expect(saved.battles[0]).toMatchObject({
    name: 'Lantern Relay around the old harbour basin',
    photo_url: battlePhoto,
  });
  await closeToasts(page, 'Close');
  await page.getByLabel('Change photo').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'console-battle-photo');

  // The event: its picture from a file, beside the image link (the alternative).
  await page.goto('/organizer/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Event' })).toBeVisible();
  await expect(page.getByText('Or the https:// address of a picture')).toBeVisible();
  await page
    .getByLabel('Upload picture')
    .setInputFiles(await photo('harbour.jpg', '#12355b', '#d72638'));
  await expect(
    page.getByRole('status').getByText('The event picture has been saved.'),
  ).toBeVisible();
  const eventPicture = await expectUploaded(
    page,
    `Picture of Harbour Pictures Day ${RUN}`,
    'events',
  );
  const event = await consoleSend(page, 'GET', '/api/organizer/event');
  expect(event.photo_url).toBe(eventPicture);
  // Players' screens show the upload before the link.
  expect((await consoleSend(page, 'GET', '/api/event')).photo_url).toBe(eventPicture);
  await closeToasts(page, 'Close');
  await saveScreenshot(page, testInfo, 'console-event-picture');

  // The picture file itself is served, re-encoded.
  const served = await page.request.get(eventPicture);
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test('in Arabic the organizer uploads a battle photo, right to left', async ({
  page,
}, testInfo) => {
  const { battleId } = await newConsoleEvent(page, 'Harbour Pictures Night', 'ar');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const common = (await (await page.request.get('/locales/ar/common.json')).json()) as Record<
    string,
    string
  >;
  const organizer = (await (await page.request.get('/locales/ar/organizer.json')).json()) as Record<
    string,
    string
  >;

  await page.goto(`/organizer/battles#battle-${battleId}`);
  await expect(page.getByRole('heading', { level: 1, name: organizer.editBattle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByLabel(common.battleUploadPhoto)
    .setInputFiles(await photo('relay.jpg', '#2a9d8f', '#e9c46a'));
  await expect(page.getByRole('status').getByText(common.battlePhotoSaved)).toBeVisible();
  await expectUploaded(page, common.battlePhotoAlt.replace('{{name}}', BATTLE), 'battles');
  await expect(page.getByText(common.battleChangePhoto)).toBeVisible();

  // A file that is no picture is refused with the reason, in Arabic; the photo stays.
  await page.getByLabel(common.battleChangePhoto).setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('these are my notes, not a picture'),
  });
  await expect(page.getByRole('alert').getByText(common.notAnImage)).toBeVisible();
  const { battles } = await consoleSend(page, 'GET', '/api/organizer/battles');
  expect(battles[0].photo_url).toMatch(/^\/uploads\/battles\//);
  await closeToasts(page, common.close);
  const alertClose = page.getByRole('alert').getByRole('button', { name: common.close });
  if ((await alertClose.count()) > 0) await alertClose.first().click();
  await saveScreenshot(page, testInfo, 'console-battle-photo-ar');
});
