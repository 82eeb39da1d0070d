/** Small factories that build just the rows a test needs. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import {
  battles,
  companies,
  companyMembers,
  crewAssignments,
  eventCompanies,
  eventRoles,
  events,
  teamPlayers,
  teams,
  users,
} from '../../src/server/db/schema';
import * as schema from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/passwords';
import { createSession } from '../../src/server/auth/sessions';
import { hashToken, newToken } from '../../src/server/auth/tokens';
import type { EventRole } from '../../src/shared/roles';
import type { Caller } from '../../src/shared/api/accessMatrix';

export const PASSWORD = 'Secret!123';
let passwordHash: Promise<string> | null = null;
const unique = () => randomBytes(4).toString('hex');

export async function createUser(
  db: Db,
  over: Partial<typeof users.$inferInsert> & { confirmed?: boolean } = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  const { confirmed = true, ...rest } = over;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      email: `user-${unique()}@example.test`,
      passwordHash: await passwordHash,
      confirmedAt: confirmed ? new Date() : null,
      ...rest,
    })
    .returning();
  return user;
}

export async function createEvent(db: Db, over: Partial<typeof events.$inferInsert> = {}) {
  const day = 24 * 3600_000;
  const [event] = await db
    .insert(events)
    .values({
      name: `Event ${unique()}`,
      date: new Date(Date.now() + 10 * day),
      endDate: new Date(Date.now() + 11 * day),
      closingDate: new Date(Date.now() + 7 * day),
      ...over,
    })
    .returning();
  return event;
}

export async function createCompany(db: Db, eventId?: number) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${unique()}` })
    .returning();
  if (eventId) await db.insert(eventCompanies).values({ eventId, companyId: company.id });
  return company;
}

export async function addCompanyAdmin(db: Db, companyId: number, userId: number, contact = true) {
  await db
    .insert(companyMembers)
    .values({ companyId, userId, role: 'admin', isContactPerson: contact });
}

/** A member of the company: a plain employee unless told, never its contact person. */
export async function addEmployee(
  db: Db,
  companyId: number,
  userId: number,
  role: 'admin' | 'employee' = 'employee',
) {
  await db.insert(companyMembers).values({ companyId, userId, role });
}

export async function createTeam(db: Db, eventId: number, companyId: number) {
  const [team] = await db
    .insert(teams)
    .values({ eventId, companyId, name: `Team ${unique()}` })
    .returning();
  return team;
}

export async function addPlayer(db: Db, teamId: number, userId: number, isCaptain = false) {
  await db.insert(teamPlayers).values({ teamId, userId, isCaptain });
}

export async function createBattle(db: Db, eventId: number) {
  const [battle] = await db
    .insert(battles)
    .values({ eventId, name: `Battle ${unique()}` })
    .returning();
  return battle;
}

export async function assignCrew(db: Db, userId: number, battleId: number) {
  await db.insert(crewAssignments).values({ userId, battleId });
}

export async function giveEventRole(db: Db, userId: number, eventId: number, role: EventRole) {
  await db.insert(eventRoles).values({ userId, eventId, role });
}

// --- Event area ---------------------------------------------------------------------------------

export async function createTeamWith(
  db: Db,
  eventId: number,
  companyId: number,
  over: Partial<typeof schema.teams.$inferInsert> = {},
) {
  const [team] = await db
    .insert(schema.teams)
    .values({ eventId, companyId, name: `Team ${unique()}`, ...over })
    .returning();
  return team;
}

export async function createBattleWith(
  db: Db,
  eventId: number,
  over: Partial<typeof schema.battles.$inferInsert> = {},
) {
  const [battle] = await db
    .insert(schema.battles)
    .values({ eventId, name: `Battle ${unique()}`, ...over })
    .returning();
  return battle;
}

export async function createScoreSession(db: Db, battleId: number, startTime: Date, endTime: Date) {
  const [session] = await db
    .insert(schema.scoreSessions)
    .values({ battleId, startTime, endTime })
    .returning();
  return session;
}

export async function addResult(
  db: Db,
  scoreSessionId: number,
  teamId: number,
  over: Partial<typeof schema.results.$inferInsert> = {},
) {
  const [result] = await db
    .insert(schema.results)
    .values({ scoreSessionId, teamId, ...over })
    .returning();
  return result;
}

export async function createHouse(
  db: Db,
  eventId: number,
  name = `House ${unique()}`,
  color = '#FF0000',
) {
  const [house] = await db.insert(schema.houses).values({ eventId, name, color }).returning();
  return house;
}

export async function createAward(
  db: Db,
  eventId: number,
  name: string,
  winner: { teamId: number } | { companyId: number },
) {
  const [award] = await db
    .insert(schema.awards)
    .values(
      'teamId' in winner
        ? { eventId, name, winnerType: 'team', teamId: winner.teamId }
        : { eventId, name, winnerType: 'company', companyId: winner.companyId },
    )
    .returning();
  return award;
}

export async function createSponsor(
  db: Db,
  eventId: number,
  over: Partial<typeof schema.sponsors.$inferInsert>,
) {
  const [sponsor] = await db
    .insert(schema.sponsors)
    .values({ eventId, ...over })
    .returning();
  return sponsor;
}

export async function createPlanningItem(
  db: Db,
  eventId: number,
  over: Partial<typeof schema.planningItems.$inferInsert> & { startTime: Date; endTime: Date },
) {
  const [item] = await db
    .insert(schema.planningItems)
    .values({
      eventId,
      name: `Item ${unique()}`,
      date: over.startTime.toISOString().slice(0, 10),
      ...over,
    })
    .returning();
  return item;
}

export async function addPointsRows(
  db: Db,
  eventId: number,
  rows: { rank: number; score: number; joker?: number; ladies?: number | null }[],
) {
  await db.insert(schema.pointsTable).values(rows.map((r) => ({ eventId, ...r })));
}

export async function addTiebreak(db: Db, eventId: number, battleIds: number[]) {
  await db
    .insert(schema.tiebreakBattles)
    .values(battleIds.map((battleId, i) => ({ eventId, battleId, position: i + 1 })));
}

export async function setTeamJoker(db: Db, teamId: number, battleId: number, eventId: number) {
  await db.insert(schema.teamJokers).values({ teamId, battleId, eventId });
}

/** A session cookie with the role and selections already chosen, created at `now`. */
export async function sessionCookieFor(
  db: Db,
  userId: number,
  now: Date,
  selection: {
    role: EventRole | null;
    eventId: number | null;
    teamId?: number | null;
    battleId?: number | null;
  },
): Promise<string> {
  const token = await createSession(db, userId, now, {
    role: selection.role,
    eventId: selection.eventId,
    teamId: selection.teamId ?? null,
    battleId: selection.battleId ?? null,
  });
  return `sid=${token}`;
}

/**
 * A mailed link's token for the user, as register or forgot-password would issue it: valid for
 * `ttlMs` from `now` (a negative ttl gives an expired one); `used` marks it spent already.
 */
export async function createLinkToken(
  db: Db,
  userId: number,
  kind: 'confirm' | 'reset',
  now: Date,
  over: { ttlMs?: number; used?: boolean } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(schema.authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + (over.ttlMs ?? 3600_000)),
    usedAt: over.used ? now : null,
    createdAt: now,
  });
  return token;
}

/** A private calendar address of the user for the event, as POST /calendar-feed makes it: its token. */
export async function createCalendarFeed(
  db: Db,
  userId: number,
  eventId: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insert(schema.calendarFeeds)
    .values({ userId, eventId, tokenHash: hashToken(token), createdAt: now });
  return token;
}

/** A notification for the user, as notify() writes it; unread unless told otherwise. */
export async function createNotification(
  db: Db,
  userId: number,
  over: Partial<typeof schema.notifications.$inferInsert> = {},
) {
  const [notification] = await db
    .insert(schema.notifications)
    .values({ userId, messageName: 'team_challenged', dynamicKey1: 'Sharks', ...over })
    .returning();
  return notification;
}

// --- Callers: a person for each column of the access matrix -------------------------------------

export interface CallerPerson {
  userId: number;
  email: string;
  /** The role and choices of the caller's session. */
  selection: {
    role: EventRole | null;
    eventId: number | null;
    teamId: number | null;
    battleId: number | null;
  };
  /** The team the caller plays in and the battle they crew, whether chosen yet or not. */
  teamId?: number;
  battleId?: number;
}

export type CallerWorld = Awaited<ReturnType<typeof createCallerWorld>>;

/**
 * One event with two companies, three teams in two houses and four battles (two open for the
 * joker, one plain, one closed), some content for its reads, and a person for every caller of
 * src/shared/api/accessMatrix.ts with the selections that caller has made. Also a confirmed
 * `member` to log in as, an unconfirmed `newcomer`, and `forgetful`, whose reset links tests
 * may use up without signing a caller out.
 */
export async function createCallerWorld(db: Db, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * 24 * 3600_000);
  const event = await createEvent(db, {
    name: 'Summer Games',
    date: at(10),
    endDate: at(11),
    closingDate: at(7),
    // Room for the players the matrix adds, and cheers open now.
    maxPlayers: 40,
    maxChallengeOthers: 3,
    cheersStartTime: at(-1),
    cheersEndTime: at(11),
  });
  const otherEvent = await createEvent(db, {
    name: 'Winter Games',
    date: at(40),
    endDate: at(41),
    closingDate: at(35),
  });
  const acme = await createCompany(db, event.id);
  const globex = await createCompany(db, event.id);
  const red = await createHouse(db, event.id, 'Red', '#FF0000');
  const blue = await createHouse(db, event.id, 'Blue', '#0000FF');
  const sharks = await createTeamWith(db, event.id, acme.id, {
    name: 'Sharks',
    houseId: red.id,
    picture: '/uploads/teams/sharks.webp',
  });
  const owls = await createTeamWith(db, event.id, acme.id, { name: 'Owls', houseId: red.id });
  const eagles = await createTeamWith(db, event.id, globex.id, {
    name: 'Eagles',
    houseId: blue.id,
    picture: '/uploads/teams/eagles.webp',
  });
  const strangers = await createTeamWith(db, otherEvent.id, globex.id, { name: 'Strangers' });
  const tugOfWar = await createBattleWith(db, event.id, { name: 'Tug of War', isJoker: true });
  const raftRace = await createBattleWith(db, event.id, {
    name: 'Raft Race',
    isJoker: true,
    closingDate: at(5),
  });
  const sackRace = await createBattleWith(db, event.id, { name: 'Sack Race' });
  const mudRun = await createBattleWith(db, event.id, {
    name: 'Mud Run',
    isJoker: true,
    closingDate: at(-1),
  });
  const elsewhere = await createBattleWith(db, otherEvent.id, { name: 'Ice Race', isJoker: true });
  const heat = await createScoreSession(db, tugOfWar.id, at(10), at(10.1));
  await createPlanningItem(db, event.id, {
    name: 'Tug of War',
    startTime: at(10),
    endTime: at(10.1),
    isChallenge: true,
    scoreSessionId: heat.id,
  });
  await addPointsRows(db, event.id, [{ rank: 1, score: 10, joker: 10, ladies: 2 }]);
  await addTiebreak(db, event.id, [tugOfWar.id]);
  await createAward(db, event.id, 'BestTeamSpirit', { teamId: sharks.id });
  await createSponsor(db, event.id, { companyId: globex.id, position: 1 });

  const person = async (
    selection: Partial<CallerPerson['selection']>,
    over: { teamId?: number; battleId?: number } = {},
  ): Promise<CallerPerson> => {
    const user = await createUser(db);
    return {
      userId: user.id,
      email: user.email,
      selection: { role: null, eventId: null, teamId: null, battleId: null, ...selection },
      ...over,
    };
  };
  const inEvent = { eventId: event.id };
  const callers: Record<Exclude<Caller, 'anonymous'>, CallerPerson> = {
    supporter: await person({ role: 'supporter', ...inEvent }),
    player: await person({ role: 'player', ...inEvent, teamId: sharks.id }, { teamId: sharks.id }),
    crew: await person(
      { role: 'crew', ...inEvent, battleId: tugOfWar.id },
      { battleId: tugOfWar.id },
    ),
    contactPerson: await person({ role: 'contactPerson', ...inEvent }),
    organizer: await person({ role: 'organizer', ...inEvent }),
    otherTeamPlayer: await person(
      { role: 'player', ...inEvent, teamId: eagles.id },
      { teamId: eagles.id },
    ),
    otherCompanyAdmin: await person({ role: 'contactPerson', ...inEvent }),
    noRole: await person({}),
    noEvent: await person({ role: 'crew' }, { battleId: raftRace.id }),
    noTeam: await person({ role: 'player', ...inEvent }, { teamId: owls.id }),
    noBattle: await person({ role: 'crew', ...inEvent }, { battleId: tugOfWar.id }),
  };
  for (const c of Object.values(callers)) {
    if (c.teamId) await addPlayer(db, c.teamId, c.userId, c.teamId !== owls.id);
    if (c.battleId) await assignCrew(db, c.userId, c.battleId);
  }
  await addCompanyAdmin(db, acme.id, callers.contactPerson.userId);
  await addCompanyAdmin(db, globex.id, callers.otherCompanyAdmin.userId);
  await giveEventRole(db, callers.organizer.userId, event.id, 'organizer');

  const member = await createUser(db, { firstName: 'Mia', lastName: 'Member' });
  const newcomer = await createUser(db, { firstName: 'Nils', confirmed: false });
  const forgetful = await createUser(db, { firstName: 'Fay', lastName: 'Forgetful' });
  return {
    event,
    otherEvent,
    companies: { acme, globex },
    houses: { red, blue },
    teams: { sharks, owls, eagles, strangers },
    battles: { tugOfWar, raftRace, sackRace, mudRun, elsewhere },
    sessions: { heat },
    callers,
    member,
    newcomer,
    forgetful,
  };
}

/** A fresh session cookie for the caller, with the caller's selections; none for anonymous. */
export async function cookieOf(
  db: Db,
  world: CallerWorld,
  caller: Caller,
  now: Date,
): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const person = world.callers[caller];
  return sessionCookieFor(db, person.userId, now, person.selection);
}
