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
import { hashPassword } from '../../src/server/auth/passwords';
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
  const [company] = await db.insert(companies).values({ name: `Company ${unique()}` }).returning();
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
