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
import type { EventRole } from '../../src/shared/roles';

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
    role: EventRole;
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
