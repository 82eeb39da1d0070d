/**
 * A company's people, managed by its admins (product.md §10: company admins have the contact
 * person's company rights): the list, promote, demote and remove. The contact person is never
 * demoted or removed, and nobody changes their own place (they would lock themselves out of
 * this very screen). Removing someone takes them off the company's teams in the same
 * transaction. Creating employees and their invitation mails are in invitation.ts.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { companyMembers, teamPlayers, teams, users } from '../../db/schema';
import type { EventScope } from '../../auth/eventScope';
import { ConflictError, NotFoundError } from '../../http/errors';
import {
  employeeMessages,
  type Employee,
  type EmployeeRole,
  type ManageEmployeesResponse,
} from '../../../shared/api/employees';
import { forgetTeams } from '../../auth/sessions';
import { eventIdsOfCompany, managedCompany } from '../company/service';

/** A member as the list shows them; `users.picture` is the profile photo. */
export const employeeColumns = {
  id: users.id,
  full_name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  role: sql<EmployeeRole>`case when ${companyMembers.isContactPerson} then 'contactPerson'
    else ${companyMembers.role}::text end`,
  photo_url: users.picture,
  is_pending: sql<boolean>`${users.confirmedAt} is null`,
};

/** One member of the company, as the list shows them; undefined when they are none. */
export async function employeeOf(
  db: Db,
  companyId: number,
  userId: number,
): Promise<Employee | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

/**
 * Makes the person an employee of the company (an invite link); nothing changes when they are a
 * member already. Returns whether they were added.
 */
export async function joinCompany(tx: Db, companyId: number, userId: number, now: Date) {
  const added = await tx
    .insert(companyMembers)
    .values({ companyId, userId, role: 'employee', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: companyMembers.id });
  return added.length > 0;
}

/** GET /manage-employees: admins (the contact person first) and employees, by name. */
export async function employeesList(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
): Promise<ManageEmployeesResponse> {
  const company = await managedCompany(db, scope.userId, scope.eventId, headerId);
  const members = await db
    .select(employeeColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(
      desc(companyMembers.isContactPerson),
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      asc(users.id),
    );
  return {
    admins: members.filter((m) => m.role !== 'employee'),
    employees: members.filter((m) => m.role === 'employee'),
    role: company.role,
    user_id: scope.userId,
    company_name: company.name,
  };
}

/**
 * The member a change is about, locked for the rest of the transaction; refuses a missing
 * member (404), and, where `protect` says so, the contact person and the caller themselves (409).
 */
async function lockedMember(
  tx: Db,
  companyId: number,
  userId: number,
  callerId: number,
  protect: boolean,
) {
  const [member] = await tx
    .select({ id: companyMembers.id, isContactPerson: companyMembers.isContactPerson })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .for('update');
  if (!member) throw new NotFoundError(employeeMessages.notFound);
  if (protect && member.isContactPerson) {
    throw new ConflictError(employeeMessages.contactPersonProtected);
  }
  if (protect && userId === callerId) throw new ConflictError(employeeMessages.notYourself);
  return member;
}

/** POST /promote-employee: an employee becomes an admin; an admin stays one. */
export async function promoteEmployee(
  deps: WriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  userId: number,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const member = await lockedMember(tx, company.id, userId, scope.userId, false);
    await tx.update(companyMembers).set({ role: 'admin' }).where(eq(companyMembers.id, member.id));
    return { companyId: company.id, eventIds: await eventIdsOfCompany(tx, company.id) };
  });
  await publishStaffChange(deps, changed);
  return { message: employeeMessages.promoted };
}

/** POST /demote-employee: an admin becomes a plain employee; never the contact person. */
export async function demoteEmployee(
  deps: WriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  userId: number,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const member = await lockedMember(tx, company.id, userId, scope.userId, true);
    await tx
      .update(companyMembers)
      .set({ role: 'employee' })
      .where(eq(companyMembers.id, member.id));
    return { companyId: company.id, eventIds: await eventIdsOfCompany(tx, company.id) };
  });
  await publishStaffChange(deps, changed);
  return { message: employeeMessages.demoted };
}

/**
 * The company's staff changed: every event it takes part in drops its snapshots (the team
 * pages know who manages a team, and the rosters who plays in it).
 */
export async function publishStaffChange(
  deps: WriteDeps,
  changed: { companyId: number; eventIds: readonly number[] },
) {
  await deps.changes.publish({ kind: 'company', companyId: changed.companyId });
  for (const eventId of changed.eventIds) await deps.changes.publish({ kind: 'event', eventId });
}

/**
 * POST /delete-employee: the member leaves the company and, in the same transaction, every team
 * of the company they played in, and their sessions stop naming those teams. The events of those
 * teams show other rosters and participants afterwards, so their snapshots are dropped after
 * commit.
 */
export async function deleteEmployee(
  deps: WriteDeps,
  scope: EventScope,
  headerId: number | undefined,
  userId: number,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const member = await lockedMember(tx, company.id, userId, scope.userId, true);
    const companyTeams = tx
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.companyId, company.id));
    const left = await tx
      .delete(teamPlayers)
      .where(and(eq(teamPlayers.userId, userId), inArray(teamPlayers.teamId, companyTeams)))
      .returning({ teamId: teamPlayers.teamId });
    await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
    const leftSessions = await forgetTeams(
      tx,
      userId,
      left.map((row) => row.teamId),
    );
    return {
      companyId: company.id,
      eventIds: await eventIdsOfCompany(tx, company.id),
      leftSessions,
    };
  });
  await publishStaffChange(deps, changed);
  if (changed.leftSessions) await deps.changes.publish({ kind: 'userSessions', userId });
  return { message: employeeMessages.deleted };
}
