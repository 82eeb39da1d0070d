/**
 * Crew by invitation: in the organizer console, the organizer types the e-mail of someone who
 * has no account on a battle's crew; they are listed with "Invitation pending". The new crew
 * member opens the set-password link from the mail, is greeted as crew (the event's organizer
 * invited them, not a company), chooses a password, signs in, picks Crew, the event and the
 * battle, and enters the session's results (e2e/crewEvent.ts: the session has started). The
 * console then lists them without the pending mark, and the mail log shows the invitation as
 * sent. Once in Arabic: the console's crew card and mail log read right to left, the invitation
 * is written in Arabic (the organizer's app language, though their account says English), and
 * the crew member's welcome screen greets them as crew in Arabic. Screenshots go to
 * test-results/screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_CLOCK_START } from './clock';
import { createCrewEvent } from './crewEvent';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { signInAs } from './signIn';
import { test, expect } from './test';

const TEAMS = ['Harbour Herons', 'Dune Dashers', 'Polder Pikes'];
const BATTLE = 'Tug of War';
const PASSWORD = 'Crew!Pass26';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a console section from the console's navigation (`nav`: its name in the language). */
async function openSection(page: Page, title: string, nav = 'Console sections') {
  await page.goto('/organizer');
  await page
    .getByRole('navigation', { name: nav })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The battle's page in the console, from the Battles section. */
async function openBattle(page: Page, battles: string, name: string, nav?: string) {
  await openSection(page, battles, nav);
  await page
    .getByRole('list', { name: battles })
    .getByRole('link', { name: new RegExp(escapeRegExp(name)) })
    .click();
}

async function closeToasts(page: Page) {
  const close = page.getByRole('status').getByRole('button', { name: /./ });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    expect(await close.count()).toBe(0);
  }).toPass({ timeout: 10_000 });
}

async function newPerson(browser: Browser, language?: string): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_CLOCK_START });
  if (language) {
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  }
  return context.newPage();
}

/**
 * The set-password link of the newest mail to `to` as its button carries it. mailedLink reads
 * the text part, which an Arabic mail has in base64; the HTML part is quoted-printable, with the
 * link's `&` written `&#38;`.
 */
async function mailedButtonLink(to: string): Promise<URL> {
  await mailedLink(to, '/reset-password');
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!mail.includes(`To: ${to}`)) continue;
    const href = /href="(https?:\/\/[^"]+\/reset-password\?[^"]+)"/.exec(mail);
    if (href) return new URL(href[1].replace(/&#38;/g, '&'));
  }
  throw new Error(`no set-password link mailed to ${to}`);
}

/** The server's invitation mail texts of a language (what the mail log shows as the subject). */
function inviteMailTexts(language: string): Record<string, string> {
  const file = path.resolve('src/server/features/employees/inviteLocales', `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/** A selection screen's choice (event or battle) whose text names `name`. */
const choice = (page: Page, name: string) =>
  page.getByRole('list').getByRole('button', { name: new RegExp(escapeRegExp(name)) });

test('the organizer invites crew by e-mail; the new crew member sets a password from the mail and enters results', async ({
  page,
  browser,
}, testInfo) => {
  const event = await createCrewEvent(browser, 'Crew Invite Cup', TEAMS);
  const email = `new-crew-${Date.now()}@e2e.test`;

  await signInAs(page, 'organizer', event.name);
  await openBattle(page, 'Battles', BATTLE);
  const crewCard = page.getByRole('list', { name: 'Crew' });
  await page.getByLabel("Crew member's e-mail").fill(email);
  await expect(page.getByText(/Someone without an account gets one/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to crew' }).click();
  await expect(
    page.getByText('Invitation sent. They choose a password from the e-mail.'),
  ).toBeVisible();
  const row = crewCard.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await closeToasts(page);
  await row.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'crew-invite-console');

  // The crew member, in a browser of their own, follows the mail.
  const crew = await newPerson(browser);
  const link = await mailedLink(email, '/reset-password');
  expect(link.searchParams.get('welcome')).toBe('crew');
  await crew.goto(`${link.pathname}${link.search}`);
  await expect(
    crew.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' }),
  ).toBeVisible();
  // Greeted as crew, in the organizer's name: nothing of a company.
  await expect(
    crew.getByText(
      "The event's organizer invited you to its crew. Choose a password, then log in and pick Crew to enter the results.",
    ),
  ).toBeVisible();
  await expect(crew.getByText('You have been invited.', { exact: false })).toHaveCount(0);
  await saveScreenshot(crew, testInfo, 'crew-invite-welcome');
  await crew.getByLabel('New password').fill(PASSWORD);
  await crew.getByLabel('Confirm password').fill(PASSWORD);
  await crew.getByRole('button', { name: 'Save my password' }).click();
  await expect(crew.getByText('Your password is set.')).toBeVisible();

  await crew.goto('/login');
  await expect(async () => {
    if (new URL(crew.url()).pathname !== '/login') return;
    await crew.getByLabel('E-mail', { exact: true }).fill(email, { timeout: 2_000 });
    await crew.getByLabel('Password', { exact: true }).fill(PASSWORD, { timeout: 2_000 });
    await crew.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 2_000 });
    await expect(crew).not.toHaveURL((url) => url.pathname === '/login', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  if (new URL(crew.url()).pathname !== '/role') await crew.goto('/role');
  await crew.getByRole('button', { name: /^Crew/ }).click();
  await expect(crew).toHaveURL((url) => url.pathname === '/event-select');
  await choice(crew, event.name).click();
  await expect(crew).toHaveURL((url) => url.pathname === '/battle-select');
  await choice(crew, BATTLE).click();
  await expect(crew).toHaveURL((url) => url.pathname === '/home');
  await crew.getByRole('link', { name: /Score entry/ }).click();
  await expect(crew).toHaveURL((url) => url.pathname === '/crew-battles');
  await crew
    .getByRole('list', { name: 'Score sessions' })
    .getByRole('button', { name: new RegExp(BATTLE) })
    .click();
  await expect(crew.getByRole('heading', { level: 1, name: BATTLE })).toBeVisible();
  for (const [index, team] of TEAMS.entries()) {
    await crew
      .getByRole('article', { name: team })
      .getByRole('textbox', { name: 'Rank' })
      .fill(String(index + 1));
  }
  await saveScreenshot(crew, testInfo, 'crew-invite-score');
  await crew.getByRole('button', { name: 'Save scores' }).click();
  await expect(crew.getByText('The scores have been saved.')).toBeVisible();
  await crew.context().close();

  // The organizer sees them as crew now, no longer pending, and the mail in the log.
  await openBattle(page, 'Battles', BATTLE);
  const member = page.getByRole('list', { name: 'Crew' }).getByRole('listitem');
  await expect(member.filter({ hasText: email })).toBeVisible();
  await expect(member.filter({ hasText: email }).getByText('Invitation pending')).toHaveCount(0);
  await openSection(page, 'Mails');
  const mail = page.getByRole('list', { name: 'Mails' }).getByRole('listitem').filter({
    hasText: email,
  });
  await expect(mail).toContainText('Sent');
  await expect(mail).toContainText('You are invited to the crew of Crew Invite Cup');
  await saveScreenshot(page, testInfo, 'crew-invite-mail-log');
});

test('in Arabic the console invites crew and lists the invitation pending and in the mail log', async ({
  page,
  browser,
}, testInfo) => {
  const event = await createCrewEvent(browser, 'Crew Invite Arabic', TEAMS);
  const email = `new-crew-ar-${Date.now()}@e2e.test`;
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const ar = (await (await page.request.get('/locales/ar/organizer.json')).json()) as Record<
    string,
    string
  >;
  await signInAs(page, 'organizer', event.name);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openBattle(page, ar.sectionBattles, BATTLE, ar.consoleSections);
  await page.getByLabel(ar.crewEmail).fill(email);
  await page.getByRole('button', { name: ar.addCrew }).click();
  await expect(page.getByText(ar.crewInvited)).toBeVisible();
  const row = page
    .getByRole('list', { name: ar.crewTitle })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row.getByText(ar.invitationPending)).toBeVisible();
  await closeToasts(page);
  await row.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'crew-invite-console-ar');

  // The invitation went out in Arabic, the language the organizer uses the app in.
  const subject = inviteMailTexts('ar').crewInviteSubject.replace('{{event}}', event.name);
  await openSection(page, ar.sectionMails, ar.consoleSections);
  const mail = page
    .getByRole('list', { name: ar.sectionMails })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(mail).toContainText(ar.mailSent);
  await expect(mail).toContainText(subject);
  await expect(mail).not.toContainText(inviteMailTexts('en').crewInviteSubject.split(' {{')[0]);
  await saveScreenshot(page, testInfo, 'crew-invite-mail-log-ar');

  // The crew member, whose browser is in Arabic too, is greeted as crew, right to left.
  const crew = await newPerson(browser, 'ar');
  const common = (await (await crew.request.get('/locales/ar/common.json')).json()) as Record<
    string,
    string
  >;
  const link = await mailedButtonLink(email);
  expect(link.searchParams.get('welcome')).toBe('crew');
  await crew.goto(`${link.pathname}${link.search}`);
  await expect(crew.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    crew.getByRole('heading', { level: 1, name: common.setPasswordTitle }),
  ).toBeVisible();
  await expect(crew.getByText(common.setPasswordCrewSubtitle)).toBeVisible();
  await expect(crew.getByText(common.setPasswordSubtitle)).toHaveCount(0);
  await saveScreenshot(crew, testInfo, 'crew-invite-welcome-ar');
  await crew.context().close();
});
