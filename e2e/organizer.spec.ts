/**
 * The organizer console (issue 22) as people use it at 390×844. The demo organizer signs in,
 * creates an event from nothing through the console — two houses, two companies (their new
 * contact persons are mailed), four teams, two battles with a session each (one over, one
 * running now, so the crew can score them), its default points table with three ranks changed — and puts the demo
 * crew member on both battles. The crew member, in a browser of their own, enters every team's
 * rank in both sessions; the organizer gives an award and extra points; the demo player joins a
 * team through its invite link and finds the event, the team's scores, the leaderboard with the
 * extra points counted, and the award. Then every console section once in Arabic, right to left,
 * without a horizontal scrollbar. Screenshots (each checked with axe) go to
 * test-results/screenshots/.
 *
 * Everything is done in an event of its own: the demo events are only chosen and looked at, so
 * the specs after this one read them as seeded.
 */
import type { Browser, Page } from '@playwright/test';
import { E2E_CLOCK_START } from './clock';
import { expectNoSeriousA11yViolations } from './accessibility';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { saveScreenshot } from './screenshot';
import { DEMO_EVENTS, DEMO_PASSWORD, signInAs } from './signIn';
import { test, expect } from './test';

// A new event per run, so even a database kept between runs never holds two of the same name.
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const EVENT = `Harbour Lights Relay ${RUN}`;
const BOLD_TEXT = 'sunscreen and a towel';

const HOUSES = [
  { name: 'Harbour Blue', color: '#1e6fd9' },
  { name: 'Sunset Orange', color: '#f08a24' },
] as const;

const COMPANIES = [
  { name: 'Northwind Logistics', first: 'Marit', last: 'Olsen', email: `marit-${RUN}@e2e.test` },
  { name: 'Solaris Foods', first: 'Tomás', last: 'Reyes', email: `tomas-${RUN}@e2e.test` },
].map((company) => ({ ...company, email: company.email.toLowerCase() }));

const TEAMS = {
  narwhals: { name: 'Northwind Narwhals', company: COMPANIES[0].name, house: HOUSES[0].name },
  navigators: { name: 'Northwind Navigators', company: COMPANIES[0].name, house: HOUSES[1].name },
  suns: { name: 'Solaris Suns', company: COMPANIES[1].name, house: HOUSES[1].name },
  sprouts: { name: 'Solaris Sprouts', company: COMPANIES[1].name, house: HOUSES[0].name },
} as const;

/** Points per rank: the organizer sets ranks 1 to 3; rank 4 keeps the new event's default 5. */
const POINTS = [100, 60, 30, 5] as const;
const JOKER_BONUS = [50, 30, 10] as const;
/** The ranks of a new event's default points table. */
const DEFAULT_RANKS = 30;

/** Each battle with its one session (in UTC, as the browser's zone is) and the ranks to enter. */
const BATTLES = [
  {
    name: 'Dragon Boat Sprint',
    desc: 'Twenty strokes to the buoy and back.',
    // Over an hour ago.
    start: '2026-11-23T09:30',
    end: '2026-11-23T10:30',
    ranks: { narwhals: 1, suns: 2, navigators: 3, sprouts: 4 },
  },
  {
    name: 'Tug of War',
    desc: 'Best of three pulls on the quay.',
    // Running now: the run's clock starts at noon.
    start: '2026-11-23T11:45',
    end: '2026-11-23T12:45',
    ranks: { suns: 1, sprouts: 2, narwhals: 3, navigators: 4 },
  },
] as const;

const EXTRA = {
  team: TEAMS.narwhals.name,
  points: 50,
  reason: 'Cleared the beach after the sprint',
};
const AWARD = { name: 'Best Team Spirit', team: TEAMS.sprouts.name };
/** The player joins this team through its invite link. */
const PLAYER_TEAM = TEAMS.sprouts;

/** The leaderboard after both sessions and the extra points: [team, points], first to last. */
const STANDINGS: [string, number][] = (() => {
  const totals = new Map<string, number>(Object.values(TEAMS).map((team) => [team.name, 0]));
  for (const battle of BATTLES) {
    for (const [key, rank] of Object.entries(battle.ranks)) {
      const name = TEAMS[key as keyof typeof TEAMS].name;
      totals.set(name, totals.get(name)! + (POINTS[rank - 1] ?? 0));
    }
  }
  totals.set(EXTRA.team, totals.get(EXTRA.team)! + EXTRA.points);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
})();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A browser of a person of their own: own cookies, the run's clock. */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: E2E_CLOCK_START });
  return context.newPage();
}

/**
 * Logs in through the form of the open login screen. Sent before the app has taken the
 * prerendered form over, the form only comes back empty: then the person types again.
 */
async function logIn(page: Page, email: string) {
  const onLogin = (url: URL) => url.pathname === '/login';
  await expect(async () => {
    if (!onLogin(new URL(page.url()))) return;
    await page.getByLabel('E-mail', { exact: true }).fill(email, { timeout: 2_000 });
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD, { timeout: 2_000 });
    await page.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 2_000 });
    await expect(page).not.toHaveURL(onLogin, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens /role after a login (a returning user may have been sent on) and takes `role`. */
async function chooseRole(page: Page, role: string) {
  if (new URL(page.url()).pathname !== '/role') await page.goto('/role');
  await expect(page.getByRole('heading', { name: 'Choose your role' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${role}`) }).click();
}

/** The choice card (event, team or battle) on a selection screen whose text names `name`. */
function choice(page: Page, name: string) {
  return page.getByRole('list').getByRole('button', { name: new RegExp(escapeRegExp(name)) });
}

/** Closes the toasts still shown, as a person does before looking the screen over. */
async function closeToasts(page: Page) {
  const close = page.getByRole('status').getByRole('button', { name: 'Close' });
  // A toast may also go by itself meanwhile: then the next one is closed.
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

/** Opens a console section from the console's start. */
async function openSection(page: Page, title: string) {
  await page.goto('/organizer');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function createEvent(page: Page) {
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await page.getByLabel('Event name').fill(EVENT);
  // The event opens in an hour; the crew's sessions of this morning count already.
  await page.getByLabel('Starts', { exact: true }).fill('2026-11-23T13:00');
  await page.getByLabel('Ends', { exact: true }).fill('2026-11-24T18:00');
  await page.getByLabel('Closing date').fill('2026-11-24T12:00');
  await page.getByLabel('Cheering opens').fill('2026-11-23T13:00');
  await page.getByLabel('Cheering closes').fill('2026-11-24T17:00');
  await page.getByLabel('Location', { exact: true }).fill('Scheveningen Harbour');
  await page.getByLabel('Short description').fill('A relay of water games along the harbour.');
  const about = page.getByRole('textbox', { name: 'Long description' });
  await about.click();
  await page.keyboard.type('Bring ');
  const bold = page.getByRole('toolbar', { name: 'Long description' }).getByRole('button', {
    name: 'Bold',
  });
  await bold.click();
  await page.keyboard.type(BOLD_TEXT);
  await bold.click();
  await page.keyboard.type(' for the relay.');
  await expect(about.getByText(BOLD_TEXT, { exact: true })).toHaveCSS('font-weight', '700');
  await page.getByLabel('Players per team').fill('6');
  await saveScreenshot(page, test.info(), 'organizer-new-event');
  await page.getByRole('button', { name: 'Create event' }).click();

  // A new event lands on the overview with its set-up checklist.
  await expect(page).toHaveURL((url) => url.pathname === '/organizer/overview');
  await expect(page.getByRole('heading', { name: 'Set up your event' })).toBeVisible();
  await page.goto('/organizer');
  await expect(page.getByText('You are editing')).toBeVisible();
  await expect(page.getByText(EVENT, { exact: true })).toBeVisible();
}

async function addHouses(page: Page) {
  await openSection(page, 'Houses');
  await expect(page.getByText('No houses yet.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Houses' });
  for (const house of HOUSES) {
    await page.getByLabel('House name').fill(house.name);
    await page.getByLabel('Colour').fill(house.color);
    await page.getByRole('button', { name: 'Add a house' }).click();
    await expect(list.getByRole('listitem').filter({ hasText: house.name })).toContainText(
      'Teams: 0',
    );
    // The form empties itself for the next one.
    await expect(page.getByLabel('House name')).toHaveValue('');
  }
}

async function addCompanies(page: Page) {
  await openSection(page, 'Companies');
  const list = page.getByRole('list', { name: 'Companies' });
  for (const company of COMPANIES) {
    await page.getByLabel('Company name').fill(company.name);
    const contact = page.getByRole('group', { name: 'Contact person' });
    await contact.getByLabel('First name').fill(company.first);
    await contact.getByLabel('Last name').fill(company.last);
    await contact.getByLabel('E-mail address').fill(company.email);
    await page.getByRole('button', { name: 'Add a company' }).click();
    await expect(page.getByText(`Company added. We e-mailed ${company.email}.`)).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: company.name });
    await expect(row).toContainText(`${company.first} ${company.last}`);
    await expect(row).toContainText('Invitation pending');
    await expect(page.getByLabel('Company name')).toHaveValue('');
  }
  await closeToasts(page);
  await saveScreenshot(page, test.info(), 'organizer-companies');
  // The new contact person is invited to choose a password.
  const invitation = await mailedLink(COMPANIES[0].email, '/reset-password');
  expect(invitation.searchParams.get('welcome')).toBe('1');
}

async function addTeams(page: Page) {
  await openSection(page, 'Teams');
  for (const team of Object.values(TEAMS)) {
    await page.getByLabel('Team name').fill(team.name);
    await page.getByLabel('Company', { exact: true }).selectOption({ label: team.company });
    await page.getByLabel('House', { exact: true }).selectOption({ label: team.house });
    await page.getByRole('button', { name: 'Add a team' }).click();
    const row = page
      .getByRole('region', { name: team.company })
      .getByRole('listitem')
      .filter({ hasText: team.name });
    await expect(row).toContainText(`House ${team.house}`);
    await expect(row).toContainText('Players: 0');
    await expect(page.getByLabel('Team name')).toHaveValue('');
  }
  for (const company of COMPANIES) {
    await expect(page.getByRole('region', { name: company.name })).toContainText('Teams: 2');
  }
  await closeToasts(page);
  await saveScreenshot(page, test.info(), 'organizer-teams');
}

async function addBattles(page: Page) {
  await openSection(page, 'Battles');
  await expect(page.getByText('No battles yet.')).toBeVisible();
  for (const battle of BATTLES) {
    await page.getByRole('link', { name: 'Add a battle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New battle' })).toBeVisible();
    await page.getByLabel('Battle name').fill(battle.name);
    await page.getByLabel('Description').fill(battle.desc);
    await expect(page.getByLabel('Scoring type')).toHaveValue('rank');
    await page.getByRole('button', { name: 'Add a battle' }).click();

    // Straight on to the battle's own page, for its sessions.
    await expect(page.getByRole('heading', { level: 1, name: 'Battle' })).toBeVisible();
    await expect(page.getByLabel('Battle name')).toHaveValue(battle.name);
    await expect(page.getByText('No sessions yet.')).toBeVisible();
    await page.getByLabel('Starts', { exact: true }).fill(battle.start);
    await page.getByLabel('Ends', { exact: true }).fill(battle.end);
    await page.getByRole('button', { name: 'Add session' }).click();
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toContainText([
      'Results: 0',
    ]);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Battles' })).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Battles' });
  await expect(list.getByRole('link')).toHaveCount(BATTLES.length);
  for (const battle of BATTLES) {
    await expect(list.getByRole('link', { name: new RegExp(battle.name) })).toContainText(
      'Sessions: 1 · Crew: 0',
    );
  }
}

async function fillPointsTable(page: Page) {
  await openSection(page, 'Points and tiebreaks');
  // A new event starts with the default table: 10 points for a win, a joker bonus as much.
  await expect(page.getByLabel('Points, rank 1', { exact: true })).toHaveValue('10');
  await expect(page.getByLabel('Joker bonus, rank 1', { exact: true })).toHaveValue('10');
  for (let index = 0; index < JOKER_BONUS.length; index += 1) {
    const rank = index + 1;
    await page.getByLabel(`Points, rank ${rank}`, { exact: true }).fill(String(POINTS[index]));
    await page
      .getByLabel(`Joker bonus, rank ${rank}`, { exact: true })
      .fill(String(JOKER_BONUS[index]));
  }
  await page.getByRole('button', { name: 'Save points table' }).click();
  // Saved: the table is what is stored, nothing left to discard.
  await expect(page.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Points table' }).getByRole('row')).toHaveCount(
    DEFAULT_RANKS + 1,
  );
  await expect(page.getByLabel('Points, rank 4', { exact: true })).toHaveValue(String(POINTS[3]));
  await closeToasts(page);
  await saveScreenshot(page, test.info(), 'organizer-points');
}

async function assignCrew(page: Page) {
  await openSection(page, 'Battles');
  for (const battle of BATTLES) {
    await page
      .getByRole('list', { name: 'Battles' })
      .getByRole('link', { name: new RegExp(battle.name) })
      .click();
    await expect(page.getByLabel('Battle name')).toHaveValue(battle.name);
    await page.getByLabel("Crew member's e-mail").fill('crew@demo.test');
    await page.getByRole('button', { name: 'Add to crew' }).click();
    await expect(page.getByRole('list', { name: 'Crew' })).toContainText('Ravi Kumar');
    if (battle === BATTLES[1]) {
      await closeToasts(page);
      await saveScreenshot(page, test.info(), 'organizer-battle');
    }
    await page.getByRole('link', { name: 'Back' }).click();
  }
  await expect(
    page.getByRole('list', { name: 'Battles' }).getByText('Sessions: 1 · Crew: 1'),
  ).toHaveCount(BATTLES.length);
}

/** The crew member, in their own browser, enters every team's rank in both sessions. */
async function crewEntersResults(browser: Browser) {
  const page = await newPerson(browser);
  await page.goto('/login');
  await logIn(page, 'crew@demo.test');
  await chooseRole(page, 'Crew');
  await expect(page).toHaveURL((url) => url.pathname === '/event-select');
  await choice(page, EVENT).click();
  await expect(page).toHaveURL((url) => url.pathname === '/battle-select');
  await expect(page.getByRole('list').getByRole('button')).toHaveCount(BATTLES.length);
  await choice(page, BATTLES[0].name).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await page.getByRole('link', { name: /Score entry/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');

  const sessions = page.getByRole('list', { name: 'Score sessions' });
  for (const battle of BATTLES) {
    const row = sessions.getByRole('button', { name: new RegExp(battle.name) });
    await expect(row).toContainText('Teams: 4');
    await expect(row.getByText('Results missing')).toBeVisible();
    await row.click();
    await expect(page).toHaveURL((url) => url.pathname === '/crew-score');
    await expect(page.getByRole('heading', { level: 1, name: battle.name })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const [key, rank] of Object.entries(battle.ranks)) {
      await page
        .getByRole('article', { name: TEAMS[key as keyof typeof TEAMS].name })
        .getByRole('textbox', { name: 'Rank' })
        .fill(String(rank));
    }
    if (battle === BATTLES[1]) {
      await closeToasts(page);
      await saveScreenshot(page, test.info(), 'organizer-crew-score');
    }
    await page.getByRole('button', { name: 'Save scores' }).click();
    await expect(page.getByText('The scores have been saved.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/crew-battles');
    await expect(row.getByText('All results in')).toBeVisible();
  }
  await page.context().close();
}

async function giveAwardAndExtraPoints(page: Page) {
  await openSection(page, 'Awards');
  await page.getByLabel('Award name').fill(AWARD.name);
  await expect(page.getByRole('radio', { name: 'Team' })).toBeChecked();
  await page.getByLabel('Winning team').selectOption({ label: AWARD.team });
  await page.getByRole('button', { name: 'Give an award' }).click();
  await expect(page.getByText('Award given. The winners have been notified.')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Awards' })
      .getByRole('listitem')
      .filter({ hasText: AWARD.name }),
  ).toContainText(AWARD.team);
  await closeToasts(page);
  await saveScreenshot(page, test.info(), 'organizer-awards');

  await openSection(page, 'Extra points');
  await page.getByLabel('Team', { exact: true }).selectOption({ label: EXTRA.team });
  await page.getByLabel('Points', { exact: true }).fill(String(EXTRA.points));
  await page.getByLabel('Reason').fill(EXTRA.reason);
  await page.getByRole('button', { name: 'Give extra points' }).click();
  await expect(
    page.getByText("Points given. The team's players have been notified."),
  ).toBeVisible();
  const entry = page.getByRole('list', { name: 'Extra points' }).getByRole('listitem');
  await expect(entry).toContainText(`+${EXTRA.points}`);
  await expect(entry).toContainText(EXTRA.reason);
  await closeToasts(page);
  await saveScreenshot(page, test.info(), 'organizer-extra-points');
}

/**
 * The invite link of the player's team: its ids as the organizer's console reads them, and a
 * secret the organizer makes for it.
 */
async function inviteLink(page: Page): Promise<string> {
  const answer = await page.request.get('/api/organizer/teams');
  expect(answer.ok(), await answer.text()).toBe(true);
  const { teams } = (await answer.json()) as {
    teams: { id: number; name: string; company_id: number }[];
  };
  const team = teams.find((candidate) => candidate.name === PLAYER_TEAM.name)!;
  const made = await page.request.post('/api/invite-links', {
    data: { company_id: team.company_id, team_id: team.id },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { invite } = (await made.json()) as { invite: string };
  return `/login?assignedTeamId=${team.id}&assignedCompanyId=${team.company_id}&invite=${invite}`;
}

/** Back home, then one of its shortcuts. */
async function openShortcut(page: Page, name: string) {
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();
}

/** The demo player follows the team's invite link, joins it and looks at the event. */
async function playerFollowsTheEvent(browser: Browser, link: string) {
  const page = await newPerson(browser);
  await page.goto(link);
  // The app keeps the link's ids and clears them from the address before the login.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  await logIn(page, 'player@demo.test');
  await expect(page).toHaveURL((url) => url.pathname === '/join');
  await expect(page.getByRole('heading', { level: 2, name: PLAYER_TEAM.name })).toBeVisible();
  await expect(page.getByText(EVENT)).toBeVisible();
  await page
    .getByRole('button', { name: `Join ${PLAYER_TEAM.name} of ${PLAYER_TEAM.company}` })
    .click();
  await expect(page.getByText('You have joined the team.')).toBeVisible();
  await expect(page).not.toHaveURL((url) => url.pathname === '/join');

  await chooseRole(page, 'Player');
  await expect(page).toHaveURL((url) => url.pathname === '/team-select');
  await choice(page, PLAYER_TEAM.name).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');

  await expect(page.getByRole('link', { name: `Your team ${PLAYER_TEAM.name}` })).toBeVisible();
  await closeToasts(page);
  await saveScreenshot(page, test.info(), 'organizer-player-home');
  await page
    .getByRole('link', { name: new RegExp(escapeRegExp(EVENT)) })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/event');
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  const about = page.getByRole('region', { name: 'About the event' });
  await expect(about.getByText(BOLD_TEXT, { exact: true })).toHaveCSS('font-weight', '700');
  await saveScreenshot(page, test.info(), 'organizer-player-event');

  // The team's scores: a session per battle, with the points its rank earned.
  // Home shows the Scores tile only from the event's start; the address works already.
  await page.goto('/scores');
  await expect(page.getByRole('heading', { level: 1, name: /^Scores/ })).toBeVisible();
  const scores = page.getByRole('list', { name: 'Scores' }).getByRole('listitem');
  await expect(scores).toHaveCount(BATTLES.length);
  for (const battle of BATTLES) {
    const rank = battle.ranks.sprouts;
    const row = scores.filter({ hasText: battle.name });
    await expect(row).toContainText(`Rank ${rank}`);
    await expect(row).toContainText(`${POINTS[rank - 1] ?? 0}Points`);
  }
  await saveScreenshot(page, test.info(), 'organizer-player-scores');

  await openShortcut(page, 'Leaderboard');
  const rows = page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
  await expect(rows).toHaveCount(STANDINGS.length);
  await expect(rows).toContainText(STANDINGS.map(([name]) => name));
  for (const [index, [name, points]] of STANDINGS.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`Position ${index + 1}`);
    await expect(row).toContainText(`${points}Points`);
  }
  await expect(rows.filter({ hasText: 'Your team' })).toContainText(PLAYER_TEAM.name);
  await saveScreenshot(page, test.info(), 'organizer-player-leaderboard');

  await openShortcut(page, 'Awards');
  const award = page.getByRole('list', { name: 'Awards' }).getByRole('listitem');
  await expect(award).toHaveCount(1);
  await expect(award).toContainText(AWARD.name);
  await expect(award).toContainText(AWARD.team);
  await saveScreenshot(page, test.info(), 'organizer-player-awards');
  await page.context().close();
}

test('an organizer sets up an event from nothing, the crew scores it, and a player follows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  await test.step('the organizer chooses their role and an event, and opens the console', async () => {
    await page.goto('/login');
    await logIn(page, 'organizer@demo.test');
    await chooseRole(page, 'Organizer');
    await expect(page).toHaveURL((url) => url.pathname === '/event-select');
    await choice(page, DEMO_EVENTS.upcoming).click();
    // An organizer's choice of event leads straight into the console.
    await expect(page).toHaveURL((url) => url.pathname === '/organizer');
    await expect(page.getByRole('heading', { level: 1, name: 'Organizer console' })).toBeVisible();
    await expect(page.getByText(DEMO_EVENTS.upcoming, { exact: true })).toBeVisible();
  });

  await test.step('a new event', () => createEvent(page));
  await test.step('its houses', () => addHouses(page));
  await test.step('its companies', () => addCompanies(page));
  await test.step('its teams', () => addTeams(page));
  await test.step('its battles with their sessions', () => addBattles(page));
  await test.step('its points table', () => fillPointsTable(page));
  await test.step('crew on both battles', () => assignCrew(page));
  await test.step('the crew enters the results', () => crewEntersResults(browser));
  await test.step('an award and extra points', () => giveAwardAndExtraPoints(page));
  const link = await inviteLink(page);
  await test.step('a player joins a team and follows the event', () =>
    playerFollowsTheEvent(browser, link));
});

/** The console's screens and their titles' keys in public/locales/<lng>/organizer.json. */
const CONSOLE_SCREENS = [
  ['', 'consoleTitle'],
  ['new-event', 'newEvent'],
  ['overview', 'sectionOverview'],
  ['event', 'sectionEvent'],
  ['houses', 'sectionHouses'],
  ['companies', 'sectionCompanies'],
  ['teams', 'sectionTeams'],
  ['battles', 'sectionBattles'],
  ['planning', 'sectionPlanning'],
  ['points', 'sectionPoints'],
  ['quarter', 'sectionQuarter'],
  ['awards', 'sectionAwards'],
  ['sponsors', 'sectionSponsors'],
  ['extra-points', 'sectionExtraPoints'],
  ['announcements', 'sectionAnnouncements'],
  ['mails', 'sectionMails'],
  ['branding', 'sectionBranding'],
  ['audit', 'sectionAudit'],
] as const;

/** Screens also saved (and so checked with axe) in Arabic. */
const SAVED_IN_ARABIC = new Set(['', 'overview', 'teams', 'points', 'awards']);

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('every console section reads right to left, translated, without sideways scrolling', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Only looked at: the live event has data in every section.
    await signInAs(page, 'organizer', DEMO_EVENTS.live);
    const answer = await page.request.get('/locales/ar/organizer.json');
    expect(answer.ok()).toBe(true);
    const ar = (await answer.json()) as Record<string, string>;
    const common = await commonTexts(page, 'ar');

    for (const [path, titleKey] of CONSOLE_SCREENS) {
      await page.goto(`/organizer/${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: ar[titleKey] })).toBeVisible();
      // Loaded: no list or form still waiting for its data.
      await expect(page.getByRole('status').filter({ hasText: common.loading })).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `sideways overflow on /organizer/${path}`).toBeLessThanOrEqual(0);
      if (SAVED_IN_ARABIC.has(path)) {
        await saveScreenshot(page, testInfo, `organizer-ar-${path || 'console'}`);
      } else {
        await expectNoSeriousA11yViolations(page, `/organizer/${path} in Arabic`);
      }
    }
  });
});
