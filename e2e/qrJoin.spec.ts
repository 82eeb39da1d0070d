/**
 * A QR code to join (issue 41), in English and right to left in Arabic. In an event of its own,
 * the organizer opens the big screen from the console overview at 1920×1080: a corner QR code
 * sits under the most cheered teams (on the left in Arabic), clear of the standings, with the
 * link written under it. The code is read from a screenshot of that corner with a QR decoder
 * (jsQR); a newcomer on another phone (a new browser context) opens the decoded link and creates an
 * account; the mail (decoded from base64 in Arabic) carries the event in its confirmation link,
 * which a third context, with none of the phone's storage, opens: signed in there, the newcomer
 * lands on /home in that event as a supporter.
 * Then the console's "Print poster" opens the A4 poster: its code decodes to the same link, and
 * printed (print media, and a PDF at the stylesheet's page size) it is one A4 portrait page
 * without the app's controls. Screenshots go to test-results/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_CLOCK_START } from './clock';
import { createConsoleEvent } from './consoleSetup';
import { commonTexts } from './locales';
import { mailedLink, mailedText } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, signInAs } from './signIn';
import { test, expect } from './test';

/** The server's mail texts in a language (its own files, not served to the web app). */
const mailTexts = (lng: string) =>
  JSON.parse(
    fs.readFileSync(path.join('src', 'server', 'mail', 'locales', `${lng}.json`), 'utf8'),
  ) as Record<string, string>;

const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Harbour Lights Cup ${RUN}`;
const PASSWORD = 'Welcome!2026';
const TEAMS = ['Quay Runners', 'Dock Divers', 'Pier Pilots', 'Tide Turners'];

let eventId = 0;

/** A name as the app writes it inside a sentence: isolated, so it reads right in Arabic too. */
const isolated = (name: string) => `\u2068${name}\u2069`;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const created = await createConsoleEvent(
    page,
    EVENT,
    {
      name: `Lantern Logistics ${RUN}`,
      first: 'Lena',
      last: 'Lantern',
      email: `lena-${RUN}@e2e.test`,
    },
    TEAMS,
  );
  eventId = created.eventId;
  for (const [index, team] of TEAMS.entries()) {
    const answer = await page.request.post('/api/organizer/extra-points', {
      data: {
        team_id: created.teamIds.get(team),
        points: (TEAMS.length - index) * 10,
        reason: 'QR test',
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await page.close();
});

/** Reads a QR code from a screenshot of `region`, as a phone's camera would. */
async function decodeQr(region: Locator): Promise<string> {
  await expect(region.locator('svg[data-ready="true"]')).toBeVisible();
  const png = PNG.sync.read(await region.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'a QR code in the screenshot').not.toBeNull();
  return found!.data;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A phone of someone new, in `lng`, on the run's clock. */
async function newcomerPhone(browser: Browser, lng: string): Promise<Page> {
  const context = await browser.newContext({ locale: lng === 'ar' ? 'ar' : 'en-US' });
  await context.clock.install({ time: E2E_CLOCK_START });
  await context.addInitScript((language) => localStorage.setItem('i18nextLng', language), lng);
  return context.newPage();
}

/** Waits until the app has taken over a prerendered form (access.spec.ts explains why). */
async function formTakenOver(page: Page) {
  await page.waitForFunction(() => {
    const submit = document.querySelector('form button[type="submit"]');
    return submit !== null && Object.keys(submit).some((key) => key.startsWith('__reactProps'));
  });
}

for (const lng of ['en', 'ar'] as const) {
  test(`${lng}: the big screen's QR code lets a newcomer join the event as a supporter, and prints as a poster`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const texts = await commonTexts(page, lng);
    const organizerTexts = (await (
      await page.request.get(`/locales/${lng}/organizer.json`)
    ).json()) as Record<string, string>;
    await page.addInitScript((language) => localStorage.setItem('i18nextLng', language), lng);
    await signInAs(page, 'organizer', EVENT);

    // The big screen on the venue's projector, opened from the console overview.
    await page.goto('/organizer/overview');
    const open = page.getByRole('link', { name: organizerTexts.bigScreenOpen });
    await expect(open).toBeVisible();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open.click();
    await expect(page).toHaveURL((u) => u.pathname === '/big-screen');
    await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const corner = page.getByRole('complementary', { name: texts.joinCodeTitle });
    await expect(corner).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(corner).toContainText(`${new URL(origin).host}/login?otherEventId=${eventId}`);
    const link = await decodeQr(corner);
    expect(link).toBe(`${origin}/login?otherEventId=${eventId}&redirect=/home`);

    // Clear of the standings, in the corner under the most cheered teams; mirrored in Arabic.
    const standings = page.locator('.board-panel--standings');
    const rows = page.getByRole('list', { name: texts.leaderboard }).getByRole('listitem');
    await expect(rows).toHaveCount(TEAMS.length);
    const codeBox = (await corner.boundingBox())!;
    const standingsBox = (await standings.boundingBox())!;
    expect(overlaps(codeBox, standingsBox)).toBe(false);
    for (const row of await rows.all())
      expect(overlaps(codeBox, (await row.boundingBox())!)).toBe(false);
    const cheersBox = (await page.locator('.board-panel--cheers').boundingBox())!;
    expect(overlaps(codeBox, cheersBox)).toBe(false);
    if (lng === 'ar') expect(codeBox.x + codeBox.width).toBeLessThan(standingsBox.x);
    else expect(codeBox.x).toBeGreaterThan(standingsBox.x + standingsBox.width);
    expect(codeBox.y + codeBox.height).toBeGreaterThan(900);
    // Big enough for the back of a room: at least a fifth of the screen's height.
    const qrBox = (await corner.locator('svg').boundingBox())!;
    expect(qrBox.height).toBeGreaterThan(1080 / 5);
    await saveScreenshot(page, testInfo, `qr-big-screen-1920-${lng}`);
    // A phone in portrait: the code under the most cheered teams, still clear of the standings.
    await page.setViewportSize({ width: 390, height: 844 });
    const portraitCode = (await corner.boundingBox())!;
    expect(overlaps(portraitCode, (await standings.boundingBox())!)).toBe(false);
    await saveScreenshot(page, testInfo, `qr-big-screen-390-${lng}`);

    // Someone already in another event is asked, and may stay where they are.
    const member = await newcomerPhone(browser, lng);
    try {
      await signInAs(member, 'supporter', DEMO_EVENTS.live);
      await member.goto(link);
      await expect(member).toHaveURL((u) => u.pathname === '/join-event');
      await expect(member.getByRole('heading', { name: texts.joinEventTitle })).toBeVisible();
      await expect(
        member.getByText(texts.joinEventInOther.replace('{{event}}', isolated(DEMO_EVENTS.live))),
      ).toBeVisible();
      await saveScreenshot(member, testInfo, `qr-join-event-ask-${lng}`);
      await member
        .getByRole('button', {
          name: texts.joinEventStay.replace('{{event}}', isolated(DEMO_EVENTS.live)),
        })
        .click();
      await expect(member).toHaveURL((u) => u.pathname === '/home');
      await expect(member.getByRole('heading', { name: DEMO_EVENTS.live, level: 1 })).toBeVisible();
    } finally {
      await member.context().close();
    }

    // Someone new scans it: their own phone opens the link, and they create an account.
    const phone = await newcomerPhone(browser, lng);
    const email = `qr-${lng}-${Date.now().toString(36)}@e2e.test`;
    try {
      await phone.goto(link);
      await expect(phone).toHaveURL((u) => u.pathname === '/login');
      await formTakenOver(phone);
      await phone.getByRole('link', { name: texts.register }).click();
      await expect(phone).toHaveURL((u) => u.pathname === '/register');
      await phone.getByLabel(texts.firstName).fill('Mira');
      await phone.getByLabel(texts.lastName).fill('Haddad');
      await phone.getByLabel(texts.email).fill(email);
      await phone.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
      await phone.getByLabel(texts.confirmPassword).fill(PASSWORD);
      await phone.getByRole('button', { name: texts.register }).click();
      await expect(phone.getByRole('heading', { name: texts.checkYourMail })).toBeVisible();
    } finally {
      await phone.context().close();
    }

    // The mail, in the newcomer's language (in Arabic its text part is base64: outbox.ts decodes
    // it), carries the event in its confirmation link.
    const confirm = await mailedLink(email, '/confirm-email');
    expect(confirm.searchParams.get('otherEventId')).toBe(String(eventId));
    expect(mailedText(email)).toContain(mailTexts(lng).confirmIntro);
    expect(mailedText(email)).toContain(confirm.toString());

    // Opened on another device (a new browser context: nothing of the phone's tab comes along),
    // then the way to sign in it leads to.
    const laptop = await newcomerPhone(browser, lng);
    try {
      await laptop.goto(`${confirm.pathname}${confirm.search}`);
      await expect(laptop.getByText(texts.emailConfirmed)).toBeVisible();
      await expect(laptop).toHaveURL((u) => u.pathname === '/login', { timeout: 10_000 });
      await formTakenOver(laptop);
      await laptop.getByLabel(texts.email).fill(email);
      await laptop.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
      await laptop.getByRole('button', { name: texts.login }).click();

      // In the event of the code, on /home, as a supporter: no role or event to choose.
      await expect(laptop).toHaveURL((u) => u.pathname === '/home', { timeout: 10_000 });
      await expect(laptop.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
      await saveScreenshot(laptop, testInfo, `qr-newcomer-home-${lng}`);
      await laptop.goto('/profile');
      await expect(laptop.getByText(texts.roleSupporter, { exact: true })).toBeVisible();
    } finally {
      await laptop.context().close();
    }

    // The poster: from the console overview, on the organizer's phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/organizer/overview');
    const printPoster = page.getByRole('link', { name: organizerTexts.joinPosterOpen });
    await printPoster.scrollIntoViewIfNeeded();
    await expect(page.getByText(organizerTexts.joinPosterHint)).toBeVisible();
    await saveScreenshot(page, testInfo, `qr-console-overview-${lng}`);
    await printPoster.click();
    await expect(page).toHaveURL((u) => u.pathname === '/join-poster');
    const sheet = page.getByRole('article', { name: texts.joinPosterTitle });
    await expect(sheet).toContainText(EVENT);
    await expect(sheet).toContainText(texts.joinPosterInstructions);
    await expect(page.getByRole('button', { name: texts.joinPosterPrint })).toBeVisible();
    expect(await decodeQr(sheet)).toBe(link);
    await saveScreenshot(page, testInfo, `qr-poster-${lng}`);

    // Printed: the sheet alone on an A4 portrait page, no controls.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: texts.joinPosterPrint })).toBeHidden();
    const printed = (await sheet.boundingBox())!;
    expect(Math.abs(printed.width - 794)).toBeLessThan(2);
    expect(Math.abs(printed.height - 1123)).toBeLessThan(2);
    expect(await decodeQr(sheet)).toBe(link);
    await saveScreenshot(page, testInfo, `qr-poster-print-${lng}`);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
    expect(Math.abs(Number(width) - 595.28)).toBeLessThan(2);
    expect(Math.abs(Number(height) - 841.89)).toBeLessThan(2);
    await page.emulateMedia({ media: 'screen' });
  });
}
