/**
 * Stored XSS (issue 23): every free-text field a person can save — the event's texts, houses,
 * companies, teams, battles and their labels, the planning, awards, extra points and the
 * leaderboard quarter, team slogans and bios, company bios, profile names and bios, cheer
 * messages and names imported from CSV — is saved with a script payload, and every screen that
 * shows it is opened in Chromium at 390×844 by the people who see it. On each screen no dialog
 * opened, no payload set `window.xss`, no element carries an event-handler attribute, a script
 * of ours or a javascript: link, and the payload reads as literal text where the field is text.
 * The event's long description is HTML by design (sanitised with DOMPurify): there only that
 * nothing ran and nothing dangerous survived. Links refuse javascript: when saved.
 *
 * The pages bypass the app's Content-Security-Policy: the policy (script-src-attr 'none') would
 * stop an injected handler on its own, so only without it does "nothing ran" test the escaping.
 *
 * Everything is built in an event of its own by the demo organizer, with people registered for
 * this run; the demo events are never touched, so the specs after this one read them as seeded.
 */
import type { APIRequestContext, APIResponse, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { mailedLink } from './outbox';
import { DEMO_PASSWORD } from './signIn';
import { test, expect } from './test';

const RUN = Date.now().toString(36).slice(-4);
const PASSWORD = 'Welcome!2026';

/*
 * Payloads, each naming its field by a number: alert(n) opens a dialog saying n, xss=n sets
 * window.xss to n. The longest is 29 characters, so each fits a 30-character name.
 */
const img = (n: number) => `<img src=x onerror=alert(${n})>`;
const prop = (n: number) => `<img src=x onerror=xss=${n}>`;
const script = (n: number) => `<script>alert(${n})</script>`;
const svg = (n: number) => `"><svg onload=alert(${n})>`;

const TEXT = {
  eventName: `${img(1)} ${RUN}`,
  shortDesc: `${script(2)} ${svg(2)}`,
  locationName: svg(4),
  houseName: `${prop(6)} ${RUN}`,
  companyName: `${script(7)} ${RUN}`,
  secondTeamName: `${img(8)} ${RUN}`,
  teamName: `${svg(9)} ${RUN}`,
  battleName: `${img(10)} ${RUN}`,
  battleDesc: `${script(11)} ${prop(11)}`,
  score1Label: svg(12),
  time1Label: script(13),
  planningName: prop(16),
  awardName: img(17),
  extraPointsReason: `${script(18)} ${svg(18)}`,
  quarterLabel: img(19),
  companyBio: `${img(20)} ${script(20)}`,
  teamSlogan: script(21),
  teamBio: `${svg(22)} ${prop(22)}`,
  contactFirstName: img(24),
  contactLastName: script(25),
  playerFirstName: img(26),
  playerLastName: script(27),
  playerBio: `${svg(28)} ${prop(28)}`,
  supporterFirstName: svg(30),
  supporterLastName: prop(31),
  cheerMessage: img(32),
  csvCompanyName: `${svg(33)} ${RUN}`,
  // A comma and a quote: the CSV cell is quoted, its quote doubled.
  csvTeamName: `${img(34)}, ${RUN}`,
  csvHouseName: `${script(35)} ${RUN}`,
} as const;

/** HTML by design: what the sanitiser must take out, around text it must keep. */
const LONG_DESC_KEPT = 'Bring a towel';
const LONG_DESC = [
  `<p>${LONG_DESC_KEPT}</p>`,
  '<img src=x onerror=alert(3)>',
  '<script>alert(3)</script>',
  '<svg onload=alert(3)></svg>',
  '<a href="javascript:alert(3)">map</a>',
  '<iframe src="javascript:alert(3)"></iframe>',
  '<p onclick="xss=3">tap</p>',
].join('');

/** Link fields: javascript: must be refused when saved, or never become a link. */
const SCRIPT_LINK = 'javascript:alert(5)';

const EVENT_TIMES = {
  date: '2026-11-23T08:00:00.000Z',
  end_date: '2026-11-24T18:00:00.000Z',
  closing_date: '2026-11-24T12:00:00.000Z',
  cheers_start_time: '2026-11-23T08:00:00.000Z',
  cheers_end_time: '2026-11-24T17:00:00.000Z',
};
/** The battle's one session, this morning (over when the run starts at noon). */
const SESSION = { start_time: '2026-11-23T09:30:00.000Z', end_time: '2026-11-23T10:30:00.000Z' };

interface Account {
  email: string;
  password: string;
  id: number;
}

interface World {
  eventId: number;
  houseId: number;
  companyId: number;
  teamId: number;
  battleId: number;
  sessionId: number;
  organizer: Account;
  contact: Account;
  player: Account;
  supporter: Account;
  /** The secret of the team's invite link, made by the event's organizer. */
  invite: string;
}

let world: World;

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A confirmed account with plain names, made through the API in its own request context. */
async function register(api: APIRequestContext, label: string): Promise<string> {
  const email = `xss-${label}-${RUN}-${Date.now().toString(36)}@e2e.test`;
  await ok(
    await api.post('/api/register', {
      data: { firstName: 'Noor', lastName: 'Visser', email, password: PASSWORD },
    }),
    `register ${label}`,
  );
  const link = await mailedLink(email, '/confirm-email');
  await ok(
    await api.post('/api/confirm-email', { data: { token: link.searchParams.get('token') } }),
    `confirm ${label}`,
  );
  return email;
}

async function logIn(api: APIRequestContext, email: string, password: string): Promise<number> {
  await ok(await api.post('/api/login', { data: { email, password } }), `login ${email}`);
  const { id } = await ok<{ id: number }>(await api.get('/api/profile'), 'profile');
  return id;
}

type Role = 'organizer' | 'contactPerson' | 'player' | 'supporter' | 'crew';

/** Takes `role` in the event (a player: in their team; crew: on the battle). */
async function enter(api: APIRequestContext, role: Role) {
  await ok(await api.post('/api/role', { data: { role } }), `role ${role}`);
  if (role === 'player') {
    await ok(
      await api.post('/api/team-select', {
        data: { team_id: world.teamId, event_id: world.eventId },
      }),
      'team-select',
    );
    return;
  }
  await ok(
    await api.post('/api/event-select', { data: { event_id: world.eventId } }),
    `event-select as ${role}`,
  );
  if (role === 'crew') {
    await ok(
      await api.post('/api/battle-select', { data: { battle_id: world.battleId } }),
      'battle-select',
    );
  }
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvText = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\n');

async function importCsv(api: APIRequestContext, kind: string, rows: string[][]) {
  await ok(
    await api.post('/api/organizer/import', { data: { kind, csv: csvText(rows) } }),
    `CSV import of ${kind}`,
  );
}

async function teamPicture(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();
}

/** The event, its houses, companies, teams, battle, planning, points and crew, by the organizer. */
async function organizeEvent(api: APIRequestContext, contactEmail: string, crewEmail: string) {
  await ok(await api.post('/api/role', { data: { role: 'organizer' } }), 'role organizer');
  const created = async (path: string, data: object) =>
    (await ok<{ id: number }>(await api.post(path, { data }), `POST ${path}`)).id;
  const eventId = await created('/api/organizer/events', {
    name: TEXT.eventName,
    ...EVENT_TIMES,
    image_link: SCRIPT_LINK,
    location_name: TEXT.locationName,
    location_embed: SCRIPT_LINK,
    short_desc: TEXT.shortDesc,
    long_desc: LONG_DESC,
    event_type: 'Event',
    max_players: 6,
    max_challenge_others: 2,
    amount_of_challenges: 3,
  });
  await ok(await api.post('/api/event-select', { data: { event_id: eventId } }), 'event-select');
  const houseId = await created('/api/organizer/houses', {
    name: TEXT.houseName,
    color: '#1e6fd9',
  });
  const companyId = await created('/api/organizer/companies', {
    name: TEXT.companyName,
    contact_first_name: 'Noor',
    contact_last_name: 'Visser',
    contact_email: contactEmail,
  });
  const teamId = await created('/api/organizer/teams', {
    name: TEXT.teamName,
    company_id: companyId,
    house_id: houseId,
  });
  await created('/api/organizer/teams', {
    name: TEXT.secondTeamName,
    company_id: companyId,
    house_id: null,
  });
  const battleId = await created('/api/organizer/battles', {
    name: TEXT.battleName,
    photo_url: null,
    desc: TEXT.battleDesc,
    endurance: 3,
    teamwork: 4,
    guts: 2,
    skill: 1,
    is_water: false,
    is_joker: true,
    closing_date: null,
    scoring_type: 'rank',
    score_1_label: TEXT.score1Label,
    score_2_label: null,
    time_1_label: TEXT.time1Label,
    time_2_label: null,
  });
  const sessionId = await created('/api/organizer/sessions', { battle_id: battleId, ...SESSION });
  await created('/api/organizer/planning', {
    name: TEXT.planningName,
    start_time: '2026-11-23T14:00:00.000Z',
    end_time: '2026-11-23T15:00:00.000Z',
  });
  await ok(
    await api.put('/api/organizer/points-table', {
      data: {
        rows: [
          { rank: 1, score: 100, joker: 50, ladies: null },
          { rank: 2, score: 60, joker: 30, ladies: null },
        ],
      },
    }),
    'points table',
  );
  await created('/api/organizer/crew', { battle_id: battleId, email: crewEmail });
  await created('/api/organizer/sponsors', { company_id: companyId, photo_url: null });
  const csvContact = `xss-csv-${RUN}-${Date.now().toString(36)}@e2e.test`;
  await importCsv(api, 'companies', [
    ['name', 'contact_first_name', 'contact_last_name', 'contact_email'],
    [TEXT.csvCompanyName, 'Lena', 'Vogel', csvContact],
  ]);
  await importCsv(api, 'teams', [
    ['name', 'company', 'house', 'house_color'],
    [TEXT.csvTeamName, TEXT.csvCompanyName, TEXT.csvHouseName, '#2a9d8f'],
  ]);
  return { eventId, houseId, companyId, teamId, battleId, sessionId };
}

/** What the organizer does once people are in: the results, an award, points, a quarter. */
async function runEvent(api: APIRequestContext) {
  await importCsv(api, 'results', [
    ['battle', 'session_start', 'team', 'rank', 'score_1', 'time_1'],
    [TEXT.battleName, SESSION.start_time, TEXT.teamName, '1', '12', '01:02:003'],
    [TEXT.battleName, SESSION.start_time, TEXT.secondTeamName, '2', '9', '01:10:000'],
  ]);
  await ok(
    await api.post('/api/organizer/awards', {
      data: { name: TEXT.awardName, winner_type: 'team', winner_id: world.teamId },
    }),
    'award',
  );
  await ok(
    await api.post('/api/organizer/extra-points', {
      data: { team_id: world.teamId, points: 25, reason: TEXT.extraPointsReason },
    }),
    'extra points',
  );
  await ok(
    await api.post('/api/organizer/announcements', { data: { battle_id: world.battleId } }),
    'announcement',
  );
  await ok(
    // As of now: the results above are in it (a quarter freezes every screen at its moment).
    await api.post('/api/organizer/quarter', { data: { label: TEXT.quarterLabel } }),
    'quarter',
  );
}

async function saveProfile(api: APIRequestContext, first: string, last: string, bio: string) {
  await ok(
    await api.post('/api/edit-profile', {
      data: { first_name: first, name: last, bio, is_public: true },
    }),
    'edit-profile',
  );
}

/** The contact person fills in the company and the team, and gives the team a picture. */
async function manageCompany(api: APIRequestContext) {
  await saveProfile(api, TEXT.contactFirstName, TEXT.contactLastName, '');
  await enter(api, 'contactPerson');
  const company = { otherCompanyId: String(world.companyId) };
  const companyForm = { name: TEXT.companyName, email: null, bio: TEXT.companyBio };
  const refused = await api.post('/api/edit-company', {
    headers: company,
    data: { ...companyForm, personal_website: SCRIPT_LINK, video_url: null },
  });
  expect(refused.status(), 'a javascript: website is refused').toBe(400);
  await ok(
    await api.post('/api/edit-company', {
      headers: company,
      data: { ...companyForm, personal_website: null, video_url: null },
    }),
    'edit-company',
  );
  const team = { otherTeamId: String(world.teamId) };
  await ok(
    await api.post('/api/edit-team', {
      headers: team,
      data: { name: TEXT.teamName, slogan: TEXT.teamSlogan, bio: TEXT.teamBio, song_id: null },
    }),
    'edit-team',
  );
  await ok(
    await api.post('/api/upload-team-image', {
      headers: team,
      multipart: { file: { name: 'team.png', mimeType: 'image/png', buffer: await teamPicture() } },
    }),
    'team picture',
  );
}

/** The player names themselves, tries a javascript: social link, and joins the team. */
/** The secret of an invite link to the world's team, made by its event's organizer. */
async function teamInvite(organizerApi: APIRequestContext): Promise<string> {
  const link = await ok<{ invite: string }>(
    await organizerApi.post('/api/invite-links', {
      data: { company_id: world.companyId, team_id: world.teamId },
    }),
    'invite link',
  );
  return link.invite;
}

async function joinAsPlayer(api: APIRequestContext, invite: string) {
  await saveProfile(api, TEXT.playerFirstName, TEXT.playerLastName, TEXT.playerBio);
  const refused = await api.put('/api/connections', {
    data: { instagram: SCRIPT_LINK, linkedin: 'javascript://linkedin.com/%0aalert(5)' },
  });
  expect(refused.status(), 'javascript: social links are refused').toBe(400);
  await ok(
    await api.post('/api/join', {
      headers: {
        assignedcompanyid: String(world.companyId),
        assignedteamid: String(world.teamId),
      },
      data: { invite },
    }),
    'join',
  );
  await enter(api, 'player');
}

async function cheerAsSupporter(api: APIRequestContext) {
  await saveProfile(api, TEXT.supporterFirstName, TEXT.supporterLastName, '');
  await enter(api, 'supporter');
  await ok(
    await api.put('/api/put-cheer', {
      data: { team_id: world.teamId, comment: TEXT.cheerMessage },
    }),
    'cheer',
  );
}

async function buildWorld(browser: Browser): Promise<void> {
  const contexts = await Promise.all([1, 2, 3, 4].map(() => browser.newContext()));
  const [organizerApi, contactApi, playerApi, supporterApi] = contexts.map((c) => c.request);
  try {
    const [contactEmail, playerEmail, supporterEmail] = await Promise.all([
      register(contactApi, 'contact'),
      register(playerApi, 'player'),
      register(supporterApi, 'supporter'),
    ]);
    const account = async (api: APIRequestContext, email: string, password = PASSWORD) => ({
      email,
      password,
      id: await logIn(api, email, password),
    });
    const organizer = await account(organizerApi, 'organizer@demo.test', DEMO_PASSWORD);
    const contact = await account(contactApi, contactEmail);
    const player = await account(playerApi, playerEmail);
    const supporter = await account(supporterApi, supporterEmail);
    const ids = await organizeEvent(organizerApi, contactEmail, supporterEmail);
    world = { ...ids, organizer, contact, player, supporter, invite: '' };
    world.invite = await teamInvite(organizerApi);
    await manageCompany(contactApi);
    await joinAsPlayer(playerApi, world.invite);
    await cheerAsSupporter(supporterApi);
    await runEvent(organizerApi);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** What a payload that ran or was injected left on the page: window.xss and dangerous markup. */
function injectedMarkup() {
  const injected: string[] = [];
  const linkTags = ['A', 'AREA', 'IFRAME', 'FRAME', 'EMBED', 'OBJECT', 'FORM', 'BASE'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const isHandler = /^on/i.test(attribute.name);
      const isScriptLink =
        linkTags.includes(element.tagName) && /^\s*javascript:/i.test(attribute.value);
      if (isHandler || isScriptLink) {
        injected.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`);
      }
    }
    if (element.tagName === 'SCRIPT' && /alert\(|xss=/.test(element.textContent ?? '')) {
      injected.push(`<script>${element.textContent}</script>`);
    }
  }
  return { xss: (window as { xss?: unknown }).xss ?? null, injected };
}

/** Signs the page's person in with `role` in the event. */
async function signIn(page: Page, account: Account, role: Role) {
  await logIn(page.request, account.email, account.password);
  await enter(page.request, role);
}

/**
 * Opens screens for one person and checks each: the texts shown literally, nothing run. Every
 * dialog the page opens (an alert payload that ran) is recorded and dismissed.
 */
function screenChecker(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  async function expectNothingRan(where: string) {
    const { xss, injected } = await page.evaluate(injectedMarkup);
    expect.soft(dialogs, `no dialog opened on ${where}`).toEqual([]);
    expect.soft(xss, `no payload set window.xss on ${where}`).toBeNull();
    expect.soft(injected, `no injected markup on ${where}`).toEqual([]);
  }
  async function visit(path: string, texts: readonly string[], ready?: Locator) {
    await page.goto(path);
    if (ready) await expect(ready).toBeVisible();
    for (const text of texts) {
      await expect
        .soft(page.getByText(text).filter({ visible: true }).first(), `${path} shows ${text}`)
        .toBeVisible();
    }
    await expectNothingRan(path);
  }
  return { visit, expectNothingRan };
}

test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await buildWorld(browser);
});

test('a player sees every saved text as text on the event screens, and none of it runs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, world.player, 'player');
  const { visit } = screenChecker(page);
  const team = `otherTeamId=${world.teamId}`;

  await visit(`/home?${team}`, [TEXT.eventName, TEXT.teamName, TEXT.companyName, TEXT.battleName]);
  await visit('/event', [TEXT.eventName, TEXT.locationName, TEXT.shortDesc, LONG_DESC_KEPT]);
  await visit('/teams', [TEXT.teamName, TEXT.secondTeamName, TEXT.csvTeamName]);
  await visit(`/team?${team}`, [
    TEXT.teamName,
    TEXT.teamSlogan,
    TEXT.teamBio,
    TEXT.companyName,
    TEXT.houseName,
    TEXT.playerFirstName,
    TEXT.supporterFirstName,
    TEXT.cheerMessage,
  ]);
  await visit(`/cheers?${team}`, [
    TEXT.teamName,
    TEXT.supporterFirstName,
    TEXT.supporterLastName,
    TEXT.cheerMessage,
  ]);
  await visit('/companies', [TEXT.companyName, TEXT.csvCompanyName]);
  await visit(`/company?otherCompanyId=${world.companyId}`, [
    TEXT.companyName,
    TEXT.companyBio,
    TEXT.teamName,
  ]);
  await visit('/houses', [TEXT.houseName, TEXT.csvHouseName]);
  await visit(`/house?selectedHouseId=${world.houseId}`, [TEXT.houseName, TEXT.teamName]);
  await visit('/battles', [TEXT.battleName]);
  await visit(`/battle?selectedBattleId=${world.battleId}`, [TEXT.battleName, TEXT.battleDesc]);
  await visit('/planning', [TEXT.planningName, TEXT.battleName]);
  await visit('/awards', [TEXT.awardName, TEXT.teamName]);
  await visit('/participants', [TEXT.playerFirstName, TEXT.playerLastName]);
  await visit('/public-profile', [
    TEXT.playerFirstName,
    TEXT.playerLastName,
    TEXT.playerBio,
    TEXT.teamName,
  ]);
  await visit(`/public-profile?otherUserId=${world.supporter.id}`, [
    TEXT.supporterFirstName,
    TEXT.supporterLastName,
  ]);
  await visit('/notifications', [
    TEXT.awardName,
    TEXT.extraPointsReason,
    TEXT.supporterFirstName,
    TEXT.battleName,
    TEXT.teamName,
  ]);
  await visit('/leaderboard', [TEXT.quarterLabel, TEXT.teamName, TEXT.secondTeamName]);
  await visit('/cheers-leaderboard', [TEXT.teamName]);
  await visit('/scores', [TEXT.battleName]);
  await visit(`/score?selectedScoreId=${world.sessionId}`, [
    TEXT.battleName,
    TEXT.teamName,
    TEXT.secondTeamName,
    TEXT.companyName,
  ]);
  await visit('/team-select', [TEXT.teamName, TEXT.eventName]);
  await visit('/profile', [TEXT.playerFirstName]);
  await visit('/edit-profile', [], page.getByRole('textbox', { name: 'First name' }));
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(TEXT.playerFirstName);
  await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue(TEXT.playerBio);
});

test('a supporter and crew member sees the names, cheers and labels as text, and none of it runs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, world.supporter, 'supporter');
  const { visit } = screenChecker(page);

  await visit('/event-select', [TEXT.eventName]);
  await visit(`/cheers?otherTeamId=${world.teamId}`, [TEXT.supporterFirstName, TEXT.cheerMessage]);
  await visit(`/public-profile?otherUserId=${world.player.id}`, [
    TEXT.playerFirstName,
    TEXT.playerBio,
  ]);
  await visit(
    `/join?assignedTeamId=${world.teamId}&assignedCompanyId=${world.companyId}&invite=${world.invite}`,
    [TEXT.teamName, TEXT.companyName, TEXT.eventName],
  );
  await visit('/notifications', [TEXT.battleName]);

  await enter(page.request, 'crew');
  await visit('/battle-select', [TEXT.battleName]);
  await visit('/crew-battles', [TEXT.battleName]);
  await visit(`/crew-score?selectedScoreId=${world.sessionId}`, [
    TEXT.battleName,
    TEXT.teamName,
    TEXT.companyName,
    TEXT.score1Label,
    TEXT.time1Label,
  ]);
});

test('the contact person sees the company and team texts as text, and none of it runs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, world.contact, 'contactPerson');
  const { visit } = screenChecker(page);
  const team = `otherTeamId=${world.teamId}`;

  await visit(`/company?otherCompanyId=${world.companyId}`, [
    TEXT.companyName,
    TEXT.companyBio,
    TEXT.teamName,
  ]);
  await visit('/readiness', [TEXT.teamName]);
  await visit(`/players?${team}`, [TEXT.playerFirstName]);
  await visit(`/manage-employees?otherCompanyId=${world.companyId}`, [TEXT.playerFirstName]);
  await visit(`/edit-team?${team}`, [], page.getByRole('textbox', { name: 'Team name' }));
  await expect(page.getByRole('textbox', { name: 'Team name' })).toHaveValue(TEXT.teamName);
  await expect(page.getByRole('textbox', { name: 'Slogan' })).toHaveValue(TEXT.teamSlogan);
  await visit(
    `/edit-company?otherCompanyId=${world.companyId}`,
    [],
    page.getByRole('textbox', { name: 'About the company' }),
  );
  await expect(page.getByRole('textbox', { name: 'About the company' })).toHaveValue(
    TEXT.companyBio,
  );
});

test('the organizer console shows every saved text as text, and none of it runs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, world.organizer, 'organizer');
  const { visit, expectNothingRan } = screenChecker(page);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });

  await visit('/organizer', [TEXT.eventName]);
  await visit('/organizer/overview', [TEXT.teamName], heading('At a glance'));
  await visit('/organizer/event', [], page.getByLabel('Event name'));
  await expect(page.getByLabel('Event name')).toHaveValue(TEXT.eventName);
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(TEXT.locationName);
  await expect(page.getByLabel('Short description')).toHaveValue(TEXT.shortDesc);
  await visit('/organizer/houses', [TEXT.houseName, TEXT.csvHouseName]);
  await visit('/organizer/companies', [
    TEXT.companyName,
    TEXT.csvCompanyName,
    TEXT.contactFirstName,
  ]);
  await visit('/organizer/teams', [
    TEXT.teamName,
    TEXT.secondTeamName,
    TEXT.csvTeamName,
    TEXT.houseName,
  ]);
  await visit('/organizer/battles', [TEXT.battleName]);
  await visit(`/organizer/battles#battle-${world.battleId}`, [TEXT.supporterFirstName]);
  await expect(page.getByLabel('Battle name')).toHaveValue(TEXT.battleName);
  await expect(page.getByLabel('Description')).toHaveValue(TEXT.battleDesc);
  await expect(page.getByLabel('Label of score 1')).toHaveValue(TEXT.score1Label);
  await expect(page.getByLabel('Label of time 1')).toHaveValue(TEXT.time1Label);
  await visit('/organizer/planning', [TEXT.planningName, TEXT.battleName]);
  await visit('/organizer/points', [], heading('Points and tiebreaks'));
  await visit('/organizer/quarter', [TEXT.quarterLabel]);
  await visit('/organizer/awards', [TEXT.awardName, TEXT.teamName]);
  await visit('/organizer/sponsors', [TEXT.companyName]);
  await visit('/organizer/extra-points', [TEXT.extraPointsReason, TEXT.teamName]);
  await visit('/organizer/announcements', [], page.getByLabel('Challenge'));
  await page.getByLabel('Challenge').selectOption({ label: TEXT.battleName });
  await page.getByRole('button', { name: 'Announce' }).click();
  const question = page.getByRole('dialog', { name: `Announce ${TEXT.battleName} to everyone?` });
  await expect(question).toBeVisible();
  await expectNothingRan('the announcement question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await visit('/organizer/mails', [], heading('Mails'));
  await visit('/organizer/csv', [], heading('CSV files'));
  await visit('/organizer/audit', [TEXT.teamName]);
});
