/**
 * A valid request for every route of ALL_ROUTES, for each caller of src/shared/api/accessMatrix.ts
 * in the world of createCallerWorld: an allowed caller reaches the service and succeeds. The tests
 * that walk the whole route table (authorization, publishWalk) send these.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  crewAssignments,
  eventRoles,
  leaderboardQuarters,
  leaderboardReveals,
  pushSubscriptions,
  results,
  scoreSessions,
  teamPlayers,
} from '../../src/server/db/schema';
import { insertInviteLink } from '../../src/server/features/players/inviteLinks';
import { routeName } from '../../src/shared/api/routes';
import type { RouteContract } from '../../src/shared/api/contract';
import type { Caller } from '../../src/shared/api/accessMatrix';
import { multipartFile, testPicture } from './multipart';
import {
  addEmployee,
  addPlayer,
  cookieOf,
  createCalendarFeed,
  createBattle,
  createCompany,
  createHouse,
  createLinkToken,
  createNotification,
  createPlanningItem,
  createScoreSession,
  createTeamWith,
  createUser,
  PASSWORD,
  type CallerPerson,
  type CallerWorld,
} from './factories';

/** The moment the world is built at and the requests are sent at (the apps' clocks). */
export const T0 = new Date('2030-06-01T08:00:00.000Z');

export interface RequestParts {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Cell {
  /** The app the request goes to, and its database. */
  t: { app: FastifyInstance; database: Pick<Database, 'db'> };
  w: CallerWorld;
  /** The caller's person; undefined for anonymous. */
  who: CallerPerson | undefined;
}

/** A battle form's fields besides its name (and id), as the console sends them. */
const battleFields = {
  endurance: 3,
  teamwork: 2,
  guts: 1,
  skill: 0,
  is_water: false,
  is_joker: false,
  closing_date: null,
  scoring_type: 'rank',
};
let registered = 0;

/** A fresh member of the caller's company (globex for the other company's admin, else acme). */
async function staffOf(
  { t, w, who }: Cell,
  opts: { role?: 'admin' | 'employee'; confirmed?: boolean } = {},
) {
  const db = t.database.db;
  const company =
    who?.userId === w.callers.otherCompanyAdmin.userId ? w.companies.globex : w.companies.acme;
  const user = await createUser(db, { confirmed: opts.confirmed ?? true });
  await addEmployee(db, company.id, user.id, opts.role);
  return user.id;
}

/**
 * The team a caller manages: their own team (the player without a team chosen still plays in
 * the Owls), a team of their company for an admin (the Eagles for globex's), else the Sharks.
 */
function ownTeamOf({ w, who }: Cell): number {
  if (who?.teamId) return who.teamId;
  return who?.userId === w.callers.otherCompanyAdmin.userId ? w.teams.eagles.id : w.teams.sharks.id;
}

/** A team that is not the caller's own, with a picture: the Eagles, or the Sharks for theirs. */
function rivalTeamOf(cell: Cell): number {
  return ownTeamOf(cell) === cell.w.teams.eagles.id
    ? cell.w.teams.sharks.id
    : cell.w.teams.eagles.id;
}

/** A fresh player of the caller's own team, not its captain. */
async function teammateOf(cell: Cell): Promise<number> {
  const user = await createUser(cell.t.database.db);
  await addPlayer(cell.t.database.db, ownTeamOf(cell), user.id);
  return user.id;
}

/**
 * The caller leads the team they play in: its captain (createCallerWorld made the players of the
 * Sharks and the Eagles captains; the player without a team chosen plays in the captainless
 * Owls). Removing another player and changing the captain are the captain's (and the admins'),
 * and the update-captain cell hands the captaincy to a teammate.
 */
async function captainAgain({ t, who }: Cell) {
  const teamId = who?.teamId;
  if (!who || !teamId) return;
  const db = t.database.db;
  await db.update(teamPlayers).set({ isCaptain: false }).where(eq(teamPlayers.teamId, teamId));
  await db
    .update(teamPlayers)
    .set({ isCaptain: true })
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.userId, who.userId)));
}

/** Gives the team a result in the heat (once), as a crew save would. */
async function playedHeat({ t, w }: Cell, teamId: number) {
  await t.database.db
    .insert(results)
    .values({ scoreSessionId: w.sessions.heat.id, teamId, rank: 1, points: 10 })
    .onConflictDoNothing();
}

/** A published quarter with its reveal at its title, one step to go (reset for every request). */
async function revealAtStart(db: Database['db'], eventId: number) {
  await db
    .insert(leaderboardQuarters)
    .values({ eventId, label: 'Half time', standings: [] })
    .onConflictDoNothing();
  const reveal = {
    quarterLabel: 'Half time',
    stepSize: 1,
    step: 0,
    stepCount: 1,
    frames: [{ kind: 'teams', teams: [] }],
  };
  await db
    .insert(leaderboardReveals)
    .values({ eventId, ...reveal })
    .onConflictDoUpdate({ target: leaderboardReveals.eventId, set: reveal });
}

/** A whole event form, dated after T0. */
// The caller world's dates (T0 + 10 days to T0 + 11 days): sessions and planning items of the
// requests below keep within them whichever request ran first.
/** A session of the event with a crew save awaiting review (a new one for every request). */
async function submittedSession(
  t: { database: Pick<Database, 'db'> },
  w: { battles: { sackRace: { id: number } } },
) {
  const db = t.database.db;
  const session = await createScoreSession(db, w.battles.sackRace.id, T0, T0);
  await db
    .update(scoreSessions)
    .set({ reviewState: 'submitted', submittedAt: T0 })
    .where(eq(scoreSessions.id, session.id));
  return session.id;
}

const eventForm = (name: string) => ({
  name,
  date: '2030-06-11T08:00:00.000Z',
  end_date: '2030-06-12T08:00:00.000Z',
  closing_date: '2030-06-08T08:00:00.000Z',
  cheers_start_time: null,
  cheers_end_time: null,
  image_link: null,
  location_name: 'Beach',
  location_embed: null,
  short_desc: null,
  long_desc: '<p>Fun</p>',
  event_type: 'Event',
  max_players: 6,
  max_challenge_others: 3,
  amount_of_challenges: 4,
});

const ownTeamHeader = (cell: Cell) => ({ otherteamid: String(ownTeamOf(cell)) });

/** The company of the caller's own team. */
const companyOfOwnTeam = (cell: Cell) =>
  ownTeamOf(cell) === cell.w.teams.eagles.id
    ? cell.w.companies.globex.id
    : cell.w.companies.acme.id;

/** A secret of an acme company link, made by its contact person. */
async function acmeInvite({ t, w }: Cell): Promise<string> {
  const { companies, callers } = w;
  const made = await insertInviteLink(
    t.database.db,
    callers.contactPerson.userId,
    { companyId: companies.acme.id, teamId: undefined },
    T0,
    null,
  );
  return made.invite;
}
const sharksHeader = ({ w }: Cell) => ({ otherteamid: String(w.teams.sharks.id) });

/** A valid request for each route, so that an allowed caller reaches the service and succeeds. */
export const VALID_REQUESTS: Record<string, (cell: Cell) => RequestParts | Promise<RequestParts>> =
  {
    'GET /api/health': () => ({}),
    'GET /api/openapi.json': () => ({}),
    'GET /api/docs': () => ({}),
    'POST /api/register': () => ({
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada-${++registered}-${Date.now()}@example.test`,
        password: 'Strong!Pass1',
      },
    }),
    'POST /api/confirm-email': async ({ t }) => {
      const user = await createUser(t.database.db, { confirmed: false });
      return { body: { token: await createLinkToken(t.database.db, user.id, 'confirm', T0) } };
    },
    'POST /api/resend-confirmation': ({ w }) => ({ body: { email: w.newcomer.email } }),
    'POST /api/login': ({ w }) => ({ body: { email: w.member.email, password: PASSWORD } }),
    'GET /api/check-auth': () => ({}),
    'POST /api/logout': () => ({}),
    'POST /api/forgot-password': ({ w }) => ({ body: { email: w.member.email } }),
    'POST /api/reset-password': async ({ t, w }) => ({
      body: {
        reset_token: await createLinkToken(t.database.db, w.forgetful.id, 'reset', T0),
        new_password: 'Fresh!Pass12',
      },
    }),
    'GET /api/role': () => ({}),
    'POST /api/role': ({ who }) => ({ body: { role: who?.selection.role ?? 'supporter' } }),
    'GET /api/event-select': () => ({}),
    'POST /api/event-select': ({ w }) => ({ body: { event_id: w.event.id } }),
    'GET /api/team-select': () => ({}),
    'POST /api/team-select': ({ w, who }) => ({
      body: { team_id: who?.teamId ?? w.teams.sharks.id, event_id: w.event.id },
    }),
    'GET /api/battle-select': () => ({}),
    'POST /api/battle-select': ({ w, who }) => ({
      body: { battle_id: who?.battleId ?? w.battles.tugOfWar.id },
    }),
    'GET /api/branding': () => ({}),
    'PUT /api/language': () => ({ body: { language: 'nl' } }),
    'GET /api/home': () => ({}),
    'GET /api/upcoming_challenges': () => ({ query: { limit: '5' } }),
    'GET /api/sponsors': () => ({}),
    'GET /api/awards': () => ({}),
    'GET /api/event': () => ({}),
    'GET /api/planning': () => ({}),
    'GET /api/calendar-feed': () => ({}),
    'POST /api/calendar-feed': () => ({}),
    'DELETE /api/calendar-feed': () => ({}),
    // A fresh address each time, of someone else: the token alone opens it, whoever asks.
    'GET /api/calendar.ics': async ({ t, w }) => {
      const holder = await createUser(t.database.db);
      return {
        query: { token: await createCalendarFeed(t.database.db, holder.id, w.event.id, T0) },
      };
    },
    'GET /api/battles': () => ({}),
    'GET /api/home_battles': () => ({}),
    'GET /api/battle': ({ w }) => ({
      headers: { selectedbattleid: String(w.battles.tugOfWar.id) },
    }),
    'PUT /api/battle': ({ w }) => ({ body: { joker_id: w.battles.tugOfWar.id } }),
    'GET /api/teams': () => ({}),
    'GET /api/home_teams': () => ({}),
    'GET /api/houses': () => ({}),
    'GET /api/house': ({ w }) => ({ headers: { selectedhouseid: String(w.houses.red.id) } }),
    'GET /api/team': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/team_players': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/team_joker': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/team_readiness': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/team_points': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/team_cheers': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/team_rivals': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/cheers': (cell) => ({ headers: sharksHeader(cell) }),
    'GET /api/rivals': ({ w }) => ({ headers: { rivalsid: String(w.teams.sharks.id) } }),
    // Each caller cheers once, a team with a picture that is not their own.
    'PUT /api/put-cheer': (cell) => ({
      body: { team_id: rivalTeamOf(cell), comment: 'Go go go!' },
    }),
    'PUT /api/put-challenge': (cell) => ({
      body: { challenged_id: rivalTeamOf(cell), challenged: true },
    }),
    'GET /api/readiness': () => ({}),
    'GET /api/edit-team': (cell) => ({ headers: ownTeamHeader(cell) }),
    'POST /api/edit-team': (cell) => ({
      headers: ownTeamHeader(cell),
      body: {
        name: `Renamed Team ${++registered}`,
        slogan: 'Never give up',
        bio: 'We train on Tuesdays.',
        song_id: 'https://youtu.be/aqz-KE-bpKQ',
      },
    }),
    'POST /api/upload-team-image': async (cell) => {
      const upload = multipartFile(await testPicture());
      return { ...upload, headers: { ...upload.headers, ...ownTeamHeader(cell) } };
    },
    'POST /api/delete-team-image': (cell) => ({ headers: ownTeamHeader(cell) }),
    'GET /api/players': (cell) => ({ headers: ownTeamHeader(cell) }),
    'GET /api/add-players': (cell) => ({ headers: ownTeamHeader(cell) }),
    'POST /api/update-captain': async (cell) => {
      await captainAgain(cell);
      return { headers: ownTeamHeader(cell), body: { playerId: await teammateOf(cell) } };
    },
    'POST /api/remove-player': async (cell) => {
      await captainAgain(cell);
      return { headers: ownTeamHeader(cell), body: { playerId: await teammateOf(cell) } };
    },
    // A fresh employee of the team's company, free to join.
    'POST /api/add-player': async (cell) => {
      const db = cell.t.database.db;
      const team = ownTeamOf(cell);
      const company =
        team === cell.w.teams.eagles.id ? cell.w.companies.globex : cell.w.companies.acme;
      const user = await createUser(db);
      await addEmployee(db, company.id, user.id);
      return { headers: ownTeamHeader(cell), body: { playerId: user.id } };
    },
    // The link of the caller's company (globex's for its admin): joining it again changes nothing.
    'GET /api/invite': async (cell) => ({
      headers: { assignedcompanyid: String(cell.w.companies.acme.id) },
      query: { invite: await acmeInvite(cell) },
    }),
    'POST /api/join': async (cell) => ({
      headers: { assignedcompanyid: String(cell.w.companies.acme.id) },
      body: { invite: await acmeInvite(cell) },
    }),
    'POST /api/invite-links': (cell) => ({
      body: { company_id: companyOfOwnTeam(cell), team_id: ownTeamOf(cell) },
    }),
    'GET /api/invite-links': (cell) => ({
      query: { company_id: String(companyOfOwnTeam(cell)), team_id: String(ownTeamOf(cell)) },
    }),
    'DELETE /api/invite-links': async (cell) => {
      const made = await insertInviteLink(
        cell.t.database.db,
        cell.who?.userId ?? cell.w.callers.contactPerson.userId,
        { companyId: companyOfOwnTeam(cell), teamId: ownTeamOf(cell) },
        T0,
        null,
      );
      return { query: { id: String(made.id) } };
    },
    'GET /api/companies': () => ({}),
    'GET /api/home_companies': () => ({}),
    'GET /api/participants': () => ({}),
    'GET /api/home_participants': () => ({}),
    'GET /api/points': () => ({}),
    'GET /api/scoring-rules': () => ({}),
    'GET /api/scores': () => ({}),
    'GET /api/score': ({ w }) => ({ headers: { selectedscoreid: String(w.sessions.heat.id) } }),
    'GET /api/leaderboard': () => ({}),
    'GET /api/leaderboard/breakdown': ({ w }) => ({ query: { team_id: String(w.teams.owls.id) } }),
    'GET /api/cheers-leaderboard': () => ({}),
    // The caller's team played the heat, so its members may rate it.
    'POST /api/rate-crew-challenge': async (cell) => {
      await playedHeat(cell, ownTeamOf(cell));
      return { body: { score_id: cell.w.sessions.heat.id, crew_rating: 4, challenge_rating: 5 } };
    },
    'GET /api/crew-battles': () => ({}),
    'POST /api/crew-battles': ({ w }) => ({ body: { score_id: w.sessions.heat.id } }),
    'GET /api/crew-score': ({ w }) => ({
      headers: { selectedscoreid: String(w.sessions.heat.id) },
    }),
    // Results count only for a session that has started: the heat starts an hour before T0.
    'POST /api/crew-score': async ({ t, w }) => {
      await t.database.db
        .update(scoreSessions)
        .set({ startTime: new Date(T0.getTime() - 3_600_000) })
        .where(eq(scoreSessions.id, w.sessions.heat.id));
      return {
        body: {
          'score_id.0': w.sessions.heat.id,
          'team_id.0': w.teams.owls.id,
          'rank.0': 2,
          'time_1.0': '01:02:345',
        },
      };
    },
    'GET /api/notifications': () => ({}),
    'GET /api/live': () => ({}),
    // The caller's own notification (anonymous: someone's, refused before it is looked up).
    'POST /api/notifications/read': async ({ t, w, who }) => {
      const note = await createNotification(t.database.db, who?.userId ?? w.member.id);
      return { body: { id: note.id } };
    },
    'POST /api/notifications/read-all': () => ({}),
    'GET /api/badges': () => ({}),
    'GET /api/push/key': () => ({}),
    'GET /api/push/subscriptions': () => ({}),
    // A device that wants nothing: no notification of the walk is pushed to FCM.
    'POST /api/push/subscriptions': () => ({
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/walk-${++registered}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        types: [],
      },
    }),
    'DELETE /api/push/subscriptions': () => ({
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/walk-gone' },
    }),
    // The caller's own device, on a host the queue does not send to: nothing leaves the machine.
    'POST /api/push/test': async ({ t, w, who }) => {
      const endpoint = `https://push.invalid/walk-${++registered}`;
      await t.database.db.insert(pushSubscriptions).values({
        userId: who?.userId ?? w.member.id,
        endpoint,
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      });
      return { body: { endpoint } };
    },
    'GET /api/profile': () => ({}),
    'GET /api/public-profile': ({ w }) => ({
      headers: { otheruserid: String(w.callers.player.userId) },
    }),
    'GET /api/connections': () => ({}),
    'PUT /api/connections': () => ({ body: { instagram: '@ada', phone: '+31 6 1234 5678' } }),
    'GET /api/edit-profile': () => ({}),
    'POST /api/edit-profile': () => ({
      body: { first_name: 'Test', name: 'User', is_public: false },
    }),
    'POST /api/upload-user-image': async () => multipartFile(await testPicture()),
    'POST /api/delete-user-image': () => ({}),
    'GET /api/company': ({ w }) => ({
      headers: { othercompanyid: String(w.companies.acme.id) },
    }),
    // The company routes act on the caller's own company (acme, or globex for the other admin).
    'GET /api/edit-company': () => ({}),
    'POST /api/edit-company': () => ({
      body: {
        name: 'Renamed Company',
        personal_website: 'https://example.com',
        email: 'hello@example.com',
        bio: 'We like a challenge.',
        video_url: 'https://youtu.be/aqz-KE-bpKQ',
      },
    }),
    'POST /api/upload-company-image': async () => multipartFile(await testPicture()),
    'POST /api/delete-company-image': () => ({}),
    'GET /api/manage-employees': () => ({}),
    'POST /api/create-employee': () => ({
      body: {
        email: `new-employee-${++registered}-${Date.now()}@example.test`,
        first_name: 'Nina',
        last_name: 'New',
      },
    }),
    'POST /api/promote-employee': async (cell) => ({ body: { user_id: await staffOf(cell) } }),
    'POST /api/demote-employee': async (cell) => ({
      body: { user_id: await staffOf(cell, { role: 'admin' }) },
    }),
    'POST /api/delete-employee': async (cell) => ({ body: { user_id: await staffOf(cell) } }),
    'POST /api/invite-employee': async (cell) => ({
      body: { user_id: await staffOf(cell, { confirmed: false }) },
    }),
    // The organizer console: the event, its houses, the audit log.
    'GET /api/organizer/event': () => ({}),
    'PUT /api/organizer/event': () => ({ body: eventForm('Summer Games') }),
    'POST /api/organizer/event/picture': async () => multipartFile(await testPicture()),
    'DELETE /api/organizer/event/picture': () => ({}),
    'POST /api/organizer/events': () => ({ body: eventForm(`New Games ${++registered}`) }),
    'GET /api/organizer/houses': () => ({}),
    'POST /api/organizer/houses': () => ({
      body: { name: `House ${++registered}`, color: '#12AB34' },
    }),
    'PUT /api/organizer/houses': ({ w }) => ({
      body: { id: w.houses.red.id, name: 'Red', color: '#DD2222' },
    }),
    'DELETE /api/organizer/houses': async ({ t, w }) => ({
      query: { id: String((await createHouse(t.database.db, w.event.id)).id) },
    }),
    'GET /api/organizer/audit': () => ({}),
    'GET /api/organizer/companies': () => ({}),
    'POST /api/organizer/companies': () => ({
      body: {
        name: `Console Company ${++registered}`,
        contact_first_name: 'Cora',
        contact_last_name: 'Contact',
        contact_email: `contact-${registered}-${Date.now()}@example.test`,
      },
    }),
    'PUT /api/organizer/companies': ({ w }) => ({
      body: { id: w.companies.acme.id, name: w.companies.acme.name },
    }),
    'DELETE /api/organizer/companies': async ({ t, w }) => ({
      query: { id: String((await createCompany(t.database.db, w.event.id)).id) },
    }),
    'GET /api/organizer/companies/search': () => ({ query: { q: 'company' } }),
    // A company of no event yet (each call its own), added with the contact person it has.
    'POST /api/organizer/companies/existing': async ({ t }) => ({
      body: { company_id: (await createCompany(t.database.db)).id },
    }),
    'GET /api/organizer/teams': () => ({}),
    'POST /api/organizer/teams': ({ w }) => ({
      body: {
        name: `Console Team ${++registered}`,
        company_id: w.companies.acme.id,
        house_id: w.houses.red.id,
      },
    }),
    'PUT /api/organizer/teams': ({ w }) => ({
      body: {
        id: w.teams.owls.id,
        name: w.teams.owls.name,
        company_id: w.companies.acme.id,
        house_id: w.houses.red.id,
      },
    }),
    'DELETE /api/organizer/teams': async ({ t, w }) => ({
      query: {
        id: String((await createTeamWith(t.database.db, w.event.id, w.companies.globex.id)).id),
      },
    }),
    'GET /api/organizer/battles': () => ({}),
    'POST /api/organizer/battles/photo': async ({ w }) => ({
      ...multipartFile(await testPicture()),
      query: { id: String(w.battles.sackRace.id) },
    }),
    'DELETE /api/organizer/battles/photo': ({ w }) => ({
      query: { id: String(w.battles.sackRace.id) },
    }),
    'POST /api/organizer/battles': () => ({
      body: { name: `Relay ${++registered}`, ...battleFields },
    }),
    'PUT /api/organizer/battles': ({ w }) => ({
      body: { id: w.battles.sackRace.id, name: w.battles.sackRace.name, ...battleFields },
    }),
    'DELETE /api/organizer/battles': async ({ t, w }) => ({
      query: { id: String((await createBattle(t.database.db, w.event.id)).id) },
    }),
    'GET /api/organizer/sessions': () => ({}),
    'POST /api/organizer/sessions': ({ w }) => ({
      body: {
        battle_id: w.battles.sackRace.id,
        start_time: '2030-06-11T09:00:00.000Z',
        end_time: '2030-06-11T10:00:00.000Z',
      },
    }),
    'PUT /api/organizer/sessions': async ({ t, w }) => {
      const battleId = w.battles.sackRace.id;
      const session = await createScoreSession(t.database.db, battleId, T0, T0);
      return {
        body: {
          id: session.id,
          battle_id: battleId,
          start_time: '2030-06-11T09:00:00.000Z',
          end_time: '2030-06-11T10:00:00.000Z',
        },
      };
    },
    'DELETE /api/organizer/sessions': async ({ t, w }) => ({
      query: {
        id: String((await createScoreSession(t.database.db, w.battles.sackRace.id, T0, T0)).id),
      },
    }),
    'GET /api/organizer/planning': () => ({}),
    'POST /api/organizer/planning': () => ({
      body: {
        name: 'Lunch',
        start_time: '2030-06-11T09:00:00.000Z',
        end_time: '2030-06-11T10:00:00.000Z',
      },
    }),
    'PUT /api/organizer/planning': async ({ t, w }) => {
      const item = await createPlanningItem(t.database.db, w.event.id, {
        startTime: T0,
        endTime: T0,
      });
      return {
        body: {
          id: item.id,
          name: 'Picnic',
          start_time: '2030-06-11T09:00:00.000Z',
          end_time: '2030-06-11T10:00:00.000Z',
        },
      };
    },
    'DELETE /api/organizer/planning': async ({ t, w }) => ({
      query: {
        id: String(
          (await createPlanningItem(t.database.db, w.event.id, { startTime: T0, endTime: T0 })).id,
        ),
      },
    }),
    'GET /api/organizer/crew': () => ({}),
    'POST /api/organizer/crew': async ({ t, w }) => ({
      body: { battle_id: w.battles.sackRace.id, email: (await createUser(t.database.db)).email },
    }),
    'DELETE /api/organizer/crew': async ({ t, w }) => {
      const db = t.database.db;
      const user = await createUser(db);
      const [assignment] = await db
        .insert(crewAssignments)
        .values({ userId: user.id, battleId: w.battles.sackRace.id })
        .returning();
      return { query: { id: String(assignment.id) } };
    },
    'GET /api/organizer/points-table': () => ({}),
    'PUT /api/organizer/points-table': () => ({
      body: { rows: [{ rank: 1, score: 10, joker: 10, ladies: 2 }] },
    }),
    'GET /api/organizer/tiebreak': () => ({}),
    'PUT /api/organizer/tiebreak': ({ w }) => ({ body: { battle_ids: [w.battles.tugOfWar.id] } }),
    'GET /api/organizer/quarter': () => ({}),
    'POST /api/organizer/quarter': () => ({
      body: { label: 'Half time', as_of: '2020-01-01T00:00:00.000Z' },
    }),
    'GET /api/organizer/quarter/preview': () => ({}),
    'GET /api/organizer/sessions/review': () => ({}),
    'POST /api/organizer/sessions/approve': async ({ t, w }) => ({
      body: { score_id: await submittedSession(t, w) },
    }),
    'POST /api/organizer/sessions/send-back': async ({ t, w }) => ({
      body: { score_id: await submittedSession(t, w), note: 'Check the times' },
    }),
    'DELETE /api/organizer/quarter': async ({ t, w }) => {
      await t.database.db
        .insert(leaderboardQuarters)
        .values({ eventId: w.event.id, label: 'Half time', standings: [] })
        .onConflictDoNothing();
      return {};
    },
    'GET /api/organizer/reveal': () => ({}),
    'POST /api/organizer/reveal': async ({ t, w }) => {
      await t.database.db
        .insert(leaderboardQuarters)
        .values({ eventId: w.event.id, label: 'Half time', standings: [] })
        .onConflictDoNothing();
      return { body: { step_size: 2 } };
    },
    'POST /api/organizer/reveal/step': async ({ t, w }) => {
      await revealAtStart(t.database.db, w.event.id);
      return { body: { step: 1 } };
    },
    'DELETE /api/organizer/reveal': async ({ t, w }) => {
      await revealAtStart(t.database.db, w.event.id);
      return {};
    },
    'GET /api/organizer/awards': () => ({}),
    'POST /api/organizer/awards': ({ w }) => ({
      body: { name: `Award ${++registered}`, winner_type: 'team', winner_id: w.teams.sharks.id },
    }),
    'DELETE /api/organizer/awards': async ({ t, w }) => {
      const victim = await t.app.inject({
        method: 'POST',
        url: '/api/organizer/awards',
        headers: { cookie: (await cookieOf(t.database.db, w, 'organizer', T0))! },
        payload: {
          name: `Gone ${++registered}`,
          winner_type: 'company',
          winner_id: w.companies.acme.id,
        },
      });
      return { query: { id: String((victim.json() as { id: number }).id) } };
    },
    'GET /api/organizer/sponsors': () => ({}),
    'POST /api/organizer/sponsors': () => ({
      body: { company_id: null, photo_url: `https://cdn.example.org/sponsor-${++registered}.png` },
    }),
    'PUT /api/organizer/sponsors': async ({ t, w }) => {
      const strip = await t.app.inject({
        method: 'GET',
        url: '/api/organizer/sponsors',
        headers: { cookie: (await cookieOf(t.database.db, w, 'organizer', T0))! },
      });
      const ids = (strip.json() as { sponsors: { id: number }[] }).sponsors.map((s) => s.id);
      return { body: { ids: ids.reverse() } };
    },
    'DELETE /api/organizer/sponsors': async ({ t, w }) => {
      const victim = await t.app.inject({
        method: 'POST',
        url: '/api/organizer/sponsors',
        headers: { cookie: (await cookieOf(t.database.db, w, 'organizer', T0))! },
        payload: {
          company_id: null,
          photo_url: `https://cdn.example.org/gone-${++registered}.png`,
        },
      });
      return { query: { id: String((victim.json() as { id: number }).id) } };
    },
    'GET /api/organizer/extra-points': () => ({}),
    'POST /api/organizer/extra-points': ({ w }) => ({
      body: { team_id: w.teams.owls.id, points: 3, reason: 'Fair play' },
    }),
    'DELETE /api/organizer/extra-points': async ({ t, w }) => {
      const victim = await t.app.inject({
        method: 'POST',
        url: '/api/organizer/extra-points',
        headers: { cookie: (await cookieOf(t.database.db, w, 'organizer', T0))! },
        payload: { team_id: w.teams.owls.id, points: -3, reason: 'Taken back' },
      });
      return { query: { id: String((victim.json() as { id: number }).id) } };
    },
    'POST /api/organizer/announcements': ({ w }) => ({
      body: { battle_id: w.battles.sackRace.id },
    }),
    'GET /api/organizer/overview': () => ({}),
    'GET /api/organizer/mail-log': () => ({}),
    'GET /api/organizer/setup-checklist': () => ({}),
    'GET /api/organizer/branding': () => ({}),
    'PUT /api/organizer/branding': async ({ t, w }) => {
      // A host's colours are every event's: the organizer runs both, on PUBLIC_URL's host.
      await t.database.db
        .insert(eventRoles)
        .values({ userId: w.callers.organizer.userId, eventId: w.otherEvent.id, role: 'organizer' })
        .onConflictDoNothing();
      return {
        headers: { host: 'app.test' },
        body: { primary_color: '#2563EB', secondary_color: '#0B1B3F' },
      };
    },
    'GET /api/organizer/export': () => ({ query: { kind: 'teams' } }),
    'GET /api/organizer/csv-template': () => ({ query: { kind: 'players' } }),
    'GET /api/organizer/hr-results': ({ w }) => ({
      query: { company_id: String(w.companies.acme.id) },
    }),
    'GET /api/organizer/hr-results/csv': ({ w }) => ({
      query: { company_id: String(w.companies.acme.id) },
    }),
    'POST /api/organizer/import': ({ w }) => ({
      body: {
        kind: 'teams',
        csv: `name,company\r\nCSV Team ${++registered},"${w.companies.acme.name.replace(/"/g, '""')}"\r\n`,
      },
    }),
  };

/**
 * The inject() options of a valid request to the route as the caller (a fresh session cookie with
 * the caller's selections; none for anonymous).
 */
export async function validRequestFor(
  t: Cell['t'],
  w: CallerWorld,
  route: RouteContract,
  caller: Caller,
): Promise<InjectOptions> {
  const who = caller === 'anonymous' ? undefined : w.callers[caller];
  const cookie = await cookieOf(t.database.db, w, caller, T0);
  const parts = await VALID_REQUESTS[routeName(route)]({ t, w, who });
  return {
    method: route.method,
    url: route.path,
    query: parts.query,
    headers: { ...parts.headers, ...(cookie ? { cookie } : {}) },
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  };
}
