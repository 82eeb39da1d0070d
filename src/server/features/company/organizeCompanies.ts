/**
 * The companies of an event as its organizers keep them (organizer console): the list with each
 * contact person, a new company with its contact person, a new name, and taking a company out
 * of the event. Writes run inside the organizer area's `organize` transaction. A company is never
 * deleted here: it may play other events, and its people and pictures stay its own. Names are
 * unique among the event's companies; the event's row is locked while one is checked and
 * written, since no index can hold a rule that spans event_companies and companies.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, eventCompanies, events, teams, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerTeamsMessages,
  type CompanyCreateBody,
  type CompanyRenameBody,
  type OrganizerCompany,
} from '../../../shared/api/organizerTeams';
import { addMember, type Invitation } from '../employees/invitation';
import { recordEventRole } from '../selection/service';
import type { AuditNote } from '../../auditNote';
import { eventIdsOfCompany } from './service';

export async function organizerCompanies(
  db: Db,
  eventId: number,
): Promise<{ companies: OrganizerCompany[] }> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      photo_url: companies.photoUrl,
      contact_name: sql<string | null>`min(${users.firstName} || ' ' || ${users.lastName})`,
      contact_email: sql<string | null>`min(${users.email})`,
      team_count: count(teams.id),
      contact_pending: sql<boolean>`coalesce(bool_or(${users.id} is not null and ${users.confirmedAt} is null), false)`,
    })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.isContactPerson, true)),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(teams, and(eq(teams.companyId, companies.id), eq(teams.eventId, eventId)))
    .where(eq(eventCompanies.eventId, eventId))
    .groupBy(companies.id)
    .orderBy(asc(companies.name), asc(companies.id));
  return { companies: rows };
}

/** Serialises the name checks of the event's companies (see the header). */
async function lockEvent(tx: Db, eventId: number) {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
}

async function refuseTakenName(tx: Db, eventId: number, name: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: companies.id })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .where(
      and(
        eq(eventCompanies.eventId, eventId),
        eq(companies.name, name),
        ne(companies.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new ConflictError(organizerMessages.nameTaken);
}

/** Who adds the company: the organizer, their language for a new account, and the moment. */
export interface CompanyInviter {
  userId: number;
  language: string;
  /** From `unusablePasswordFor` (employees area), made before the transaction. */
  newPasswordHash: string | undefined;
  now: Date;
}

/**
 * A new company taking part in the event, its contact person (the account of the address, or a
 * new invited one) an admin of it with the event role contactPerson. Answers the invitation to
 * mail once the transaction has committed.
 */
export async function createCompanyWithContact(
  tx: Db,
  eventId: number,
  body: CompanyCreateBody,
  inviter: CompanyInviter,
): Promise<{ id: number; invitation: Invitation; audit: AuditNote }> {
  await lockEvent(tx, eventId);
  await refuseTakenName(tx, eventId, body.name);
  const [company] = await tx
    .insert(companies)
    .values({ name: body.name, createdAt: inviter.now })
    .returning({ id: companies.id });
  await tx.insert(eventCompanies).values({ eventId, companyId: company.id });
  const contact = await addMember(tx, {
    companyId: company.id,
    companyName: body.name,
    email: body.contact_email.toLowerCase(),
    firstName: body.contact_first_name,
    lastName: body.contact_last_name,
    role: 'admin',
    isContactPerson: true,
    inviterId: inviter.userId,
    language: inviter.language,
    newPasswordHash: inviter.newPasswordHash,
    now: inviter.now,
  });
  // A company made a moment ago has no members: only a broken invariant lands here.
  if (!contact) throw new Error('A new company already had its contact person');
  await recordEventRole(tx, contact.userId, eventId, 'contactPerson');
  return {
    id: company.id,
    invitation: { ...contact.invitation, eventId },
    audit: {
      action: 'create',
      entity: 'company',
      entityId: company.id,
      summary: `${body.name} · ${body.contact_first_name} ${body.contact_last_name}`,
    },
  };
}

/** A company of the event, locked for the rest of the transaction; 404 for any other. */
async function companyOfEvent(tx: Db, eventId: number, companyId: number) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .where(and(eq(eventCompanies.eventId, eventId), eq(eventCompanies.companyId, companyId)))
    .for('update');
  if (!company) throw new NotFoundError(organizerMessages.notFound);
  return company;
}

/**
 * Renames a company of the event. The name is the company's own, so every event that shows it
 * changes: answers their ids for the change to publish after commit.
 */
export async function renameCompany(
  tx: Db,
  eventId: number,
  body: CompanyRenameBody,
): Promise<{ audit: AuditNote; eventIds: number[] }> {
  await lockEvent(tx, eventId);
  await companyOfEvent(tx, eventId, body.id);
  await refuseTakenName(tx, eventId, body.name, body.id);
  await tx.update(companies).set({ name: body.name }).where(eq(companies.id, body.id));
  return {
    audit: { action: 'update', entity: 'company', entityId: body.id, summary: body.name },
    eventIds: await eventIdsOfCompany(tx, body.id),
  };
}

/** Takes a company out of the event; refused while it still has teams there. */
export async function removeCompanyFromEvent(
  tx: Db,
  eventId: number,
  companyId: number,
): Promise<AuditNote> {
  const company = await companyOfEvent(tx, eventId, companyId);
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.companyId, companyId)))
    .limit(1);
  if (team) throw new ConflictError(organizerTeamsMessages.companyHasTeams);
  await tx
    .delete(eventCompanies)
    .where(and(eq(eventCompanies.eventId, eventId), eq(eventCompanies.companyId, companyId)));
  return { action: 'delete', entity: 'company', entityId: companyId, summary: company.name };
}
