/**
 * The companies of an event as its organizers keep them (organizer console): the list with each
 * contact person, a new company with its contact person, a new name, and taking a company out
 * of the event. Writes run inside the organizer area's `organize` transaction. A company is never
 * deleted here: it may play other events, and its people and pictures stay its own.
 *
 * A company is one company across events: a name is matched ignoring case and spaces
 * (shared/companyName.ts), and a new company whose name another company has is refused (409
 * `organizerNameTaken` when that one is in the event, `companyExists` otherwise: the console
 * offers to add it, `addExistingCompany`, with its employees and contact person). The event's
 * row and an advisory lock on the name's key are held while a name is checked and written, since
 * no index holds a rule on a normalised name.
 */
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, eventCompanies, events, teams, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerTeamsMessages,
  type CompanyAddExistingBody,
  type CompanyCreateBody,
  type CompanyRenameBody,
  type ExistingCompany,
  type OrganizerCompany,
} from '../../../shared/api/organizerTeams';
import { companyNameKey } from '../../../shared/companyName';
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

/** The stored name as `companyNameKey` makes it, in SQL: inner whitespace one space, lower case. */
const nameKeyOf = sql`lower(btrim(regexp_replace(${sql.raw('"companies"."name"')}, ${'\\s+'}, ' ', 'g')))`;

/** The company takes part in the event (names spelled out: drizzle writes bare ones in a one-table select). */
const inEventSql = (eventId: number) =>
  sql<boolean>`exists (select 1 from event_companies ec where ec.company_id = ${sql.raw('"companies"."id"')} and ec.event_id = ${eventId})`;

/**
 * Serialises the checks of one name across events (two organizers typing the same new company
 * at once); released with the transaction.
 */
async function lockName(tx: Db, name: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('company_name'), hashtext(${companyNameKey(name)}))`,
  );
}

/** The company (other than `exceptId`) whose name means the same, and whether it is in the event. */
async function sameNamed(tx: Db, eventId: number, name: string, exceptId = 0) {
  const [found] = await tx
    .select({
      id: companies.id,
      inEvent: inEventSql(eventId),
    })
    .from(companies)
    .where(and(sql`${nameKeyOf} = lower(${companyNameKey(name)})`, ne(companies.id, exceptId)))
    .orderBy(asc(companies.id))
    .limit(1);
  return found;
}

/**
 * Refuses a name another company has: one of this event (`organizerNameTaken`), else anywhere
 * (`companyExists`; a rename of a company of the event is refused the same way).
 */
async function refuseTakenName(tx: Db, eventId: number, name: string, exceptId = 0) {
  await lockName(tx, name);
  const taken = await sameNamed(tx, eventId, name, exceptId);
  if (!taken) return;
  throw new ConflictError(
    taken.inEvent ? organizerMessages.nameTaken : organizerTeamsMessages.companyExists,
  );
}

/** The company of a name (ignoring case and spaces), for the CSV import; undefined when none. */
export async function companyNamed(tx: Db, eventId: number, name: string) {
  await lockName(tx, name);
  return sameNamed(tx, eventId, name);
}

/** How many companies the console's search answers. */
const SEARCH_LIMIT = 8;
/** How many other events each found company names. */
const PAST_EVENTS = 5;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * GET /organizer/companies/search: existing companies whose name contains the text (ignoring
 * case and spaces), the exact match first, then those starting with it, then by name; with
 * their contact person and the other events they took part in, newest first.
 */
export async function searchCompanies(
  db: Db,
  eventId: number,
  q: string,
): Promise<{ companies: ExistingCompany[] }> {
  const key = companyNameKey(q);
  const found = await db
    .select({
      id: companies.id,
      name: companies.name,
      photo_url: companies.photoUrl,
      contact_name: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      contact_email: users.email,
      in_event: inEventSql(eventId),
    })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.isContactPerson, true)),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(sql`${nameKeyOf} like '%' || lower(${likeText(key)}) || '%'`)
    .orderBy(
      sql`case when ${nameKeyOf} = lower(${key}) then 0 when ${nameKeyOf} like lower(${likeText(key)}) || '%' then 1 else 2 end`,
      asc(companies.name),
      asc(companies.id),
    )
    .limit(SEARCH_LIMIT);
  if (found.length === 0) return { companies: [] };
  const played = await db
    .select({ companyId: eventCompanies.companyId, name: events.name })
    .from(eventCompanies)
    .innerJoin(events, eq(events.id, eventCompanies.eventId))
    .where(
      and(
        inArray(
          eventCompanies.companyId,
          found.map((company) => company.id),
        ),
        ne(eventCompanies.eventId, eventId),
      ),
    )
    .orderBy(desc(events.date), asc(events.id));
  return {
    companies: found.map((company) => ({
      ...company,
      in_event: Boolean(company.in_event),
      past_events: played
        .filter((row) => row.companyId === company.id)
        .slice(0, PAST_EVENTS)
        .map((row) => row.name),
    })),
  };
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

/** The company's contact person: membership, account and name; undefined for a company without one. */
async function contactOf(tx: Db, companyId: number) {
  const [contact] = await tx
    .select({
      memberId: companyMembers.id,
      userId: users.id,
      email: users.email,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.isContactPerson, true)));
  return contact;
}

/**
 * An existing company joins the event: the same company, so its employees (everyone
 * /add-players offers) and its teams of other events stay its own. Its contact person is kept,
 * and gets the event's contactPerson role, unless `contact` names somebody else: then that person
 * (an existing account as it is, or a new invited one) becomes the contact person, an admin, and
 * the former one stays an admin. A company without a contact person gets `contact`. Answers the
 * invitation to mail after commit (a person added to the company only: a kept contact person is
 * told nothing, since nothing of theirs changed) and whether the company's staff changed.
 */
export async function addExistingCompany(
  tx: Db,
  eventId: number,
  body: CompanyAddExistingBody,
  inviter: CompanyInviter,
): Promise<{
  id: number;
  invitation: Invitation | undefined;
  staffChanged: boolean;
  audit: AuditNote;
}> {
  await lockEvent(tx, eventId);
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, inEvent: inEventSql(eventId) })
    .from(companies)
    .where(eq(companies.id, body.company_id))
    .for('update');
  if (!company) throw new NotFoundError(organizerMessages.notFound);
  if (company.inEvent) throw new ConflictError(organizerTeamsMessages.companyAlreadyInEvent);
  await tx.insert(eventCompanies).values({ eventId, companyId: company.id });

  const kept = await contactOf(tx, company.id);
  const wanted = body.contact?.email.toLowerCase();
  let contact = kept;
  let invitation: Invitation | undefined;
  if (wanted !== undefined && wanted !== kept?.email.toLowerCase()) {
    const person = body.contact!;
    if (kept) {
      // The former contact person stays an admin of the company.
      await tx
        .update(companyMembers)
        .set({ isContactPerson: false })
        .where(eq(companyMembers.id, kept.memberId));
    }
    const added = await addMember(tx, {
      companyId: company.id,
      companyName: company.name,
      email: wanted,
      firstName: person.first_name,
      lastName: person.last_name,
      role: 'admin',
      isContactPerson: true,
      inviterId: inviter.userId,
      language: inviter.language,
      newPasswordHash: inviter.newPasswordHash,
      now: inviter.now,
    });
    if (added) invitation = { ...added.invitation, eventId };
    else {
      // A member already: promoted to admin and made the contact person, told nothing new.
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, wanted));
      await tx
        .update(companyMembers)
        .set({ role: 'admin', isContactPerson: true })
        .where(
          and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, account.id)),
        );
    }
    contact = await contactOf(tx, company.id);
  }
  if (contact) await recordEventRole(tx, contact.userId, eventId, 'contactPerson');
  return {
    id: company.id,
    invitation,
    staffChanged: contact?.userId !== kept?.userId,
    audit: {
      action: 'reuse',
      entity: 'company',
      entityId: company.id,
      summary: contact ? `${company.name} · ${contact.name}` : company.name,
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
