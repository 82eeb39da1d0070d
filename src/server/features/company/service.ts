/**
 * The company area: the companies taking part in an event, and the one rule for "an admin of a
 * company taking part in (or hosting) this event" that /home, /event-select and the contact
 * person's team strip share.
 */
import { and, asc, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, eventCompanies, events, teams } from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import { ofEvent, type ReadDeps } from '../../cache/snapshots';
import type { CompanyListItem } from '../../../shared/api/company';

/**
 * The companies `userId` administers that take part in or host the event, the company they
 * are the contact person of first. A subquery: use it inside `exists`, `in` or `(… limit 1)`.
 */
export function adminCompaniesInEvent(userId: number, eventId: SQLWrapper | number) {
  return sql`select ${companyMembers.companyId} from ${companyMembers}
    where ${companyMembers.userId} = ${userId} and ${companyMembers.role} = 'admin'
      and (${companyMembers.companyId} = (select host.organizer_id from ${events} host
                                          where host.id = ${eventId})
        or exists (select 1 from ${eventCompanies}
                   where ${eventCompanies.eventId} = ${eventId}
                     and ${eventCompanies.companyId} = ${companyMembers.companyId}))
    order by ${companyMembers.isContactPerson} desc, ${companyMembers.companyId}`;
}

/** The company a contact person represents in the event (an SQL value; null when none). */
export const representedCompany = (userId: number, eventId: SQLWrapper | number) =>
  sql<number | null>`(${adminCompaniesInEvent(userId, eventId)} limit 1)`;

/** The companies taking part, by name, each with its number of teams in this event. */
async function loadCompanies(db: Db, eventId: number): Promise<CompanyListItem[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      photo_url: companies.photoUrl,
      team_count: count(teams.id),
    })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .leftJoin(teams, and(eq(teams.companyId, companies.id), eq(teams.eventId, eventId)))
    .where(eq(eventCompanies.eventId, eventId))
    .groupBy(companies.id)
    .orderBy(asc(companies.name), asc(companies.id));
}

/** GET /companies, or the /home strip's first ones: one answer for every viewer. */
export function companiesAnswer(
  { db, snapshots }: ReadDeps,
  eventId: number,
  opts: ListOptions = {},
): Promise<{ companies: CompanyListItem[] }> {
  return snapshots.answer(ofEvent(eventId), `companies:${opts.limit ?? 'all'}`, async () => {
    const all = await snapshots.get(ofEvent(eventId), 'companies', () =>
      loadCompanies(db, eventId),
    );
    return { companies: opts.limit === undefined ? all : all.slice(0, opts.limit) };
  });
}
