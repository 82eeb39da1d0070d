/**
 * The company area: the companies taking part in an event, the one rule for "an admin of a
 * company taking part in (or hosting) this event" that /home, /event-select and the contact
 * person's team strip share, one company's page, and who may manage a company (its admins).
 * The writes are in manage.ts; what they publish after commit (publishCompanyChange) is here,
 * since the organizer console's company writes publish it too.
 */
import { and, asc, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import {
  awards,
  companies,
  companyMembers,
  eventCompanies,
  events,
  sponsors,
  teamPlayers,
  teams,
} from '../../db/schema';
import type { ListOptions } from '../../db/listOptions';
import { isoRaw, parsedJson, rowsOf } from '../../db/wire';
import { COMPANY_PAGES_SCOPE, ofEvent, type ReadDeps } from '../../cache/snapshots';
import type { EventScope } from '../../auth/eventScope';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import {
  companyMessages,
  type CompanyListItem,
  type CompanyResponse,
  type CompanyTeam,
  type EditCompanyReadResponse,
} from '../../../shared/api/company';

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

// ---------------------------------------------------------------------------------------------
// One company: which one a request means, who may manage it, its page
// ---------------------------------------------------------------------------------------------

/** A company an admin manages, with the admin's own place in it. */
export interface ManagedCompany {
  id: number;
  name: string;
  role: 'contactPerson' | 'admin';
}

/**
 * The company a manager's request is about: the otherCompanyId header, else the company they
 * represent in the event. Refused unless the user is an admin of it (product.md §10: company
 * admins have the contact person's rights): 404 for a company that does not exist, 403 else.
 * Pass a transaction to check inside it.
 */
export async function managedCompany(
  db: Db,
  userId: number,
  eventId: number,
  headerId: number | undefined,
): Promise<ManagedCompany> {
  const companyId = headerId ?? representedCompany(userId, eventId);
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      isContactPerson: companyMembers.isContactPerson,
      role: companyMembers.role,
    })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)),
    )
    .where(eq(companies.id, companyId));
  if (!row) {
    if (headerId === undefined) throw new ForbiddenError(companyMessages.notAdmin);
    throw new NotFoundError(companyMessages.notFound);
  }
  if (row.role !== 'admin') throw new ForbiddenError(companyMessages.notAdmin);
  return { id: row.id, name: row.name, role: row.isContactPerson ? 'contactPerson' : 'admin' };
}

/**
 * The company GET /company shows without a header: the one the user represents in the event,
 * else the company of their team there, else one they work for that takes part.
 */
function ownCompanyInEvent(scope: EventScope) {
  const ofTeam =
    scope.teamId === null
      ? sql`null`
      : sql`(select ${teams.companyId} from ${teams}
             where ${teams.id} = ${scope.teamId} and ${teams.eventId} = ${scope.eventId})`;
  return sql<number | null>`coalesce(${representedCompany(scope.userId, scope.eventId)}, ${ofTeam},
    (select m.company_id from ${companyMembers} m
       join ${eventCompanies} ec on ec.company_id = m.company_id and ec.event_id = ${scope.eventId}
     where m.user_id = ${scope.userId} order by m.company_id limit 1))`;
}

/** The events a company is part of: taking part, hosting, sponsoring or winning an award. */
export function companyEvents(companyId: number | SQLWrapper) {
  return sql`select ${eventCompanies.eventId} as event_id from ${eventCompanies}
               where ${eventCompanies.companyId} = ${companyId}
             union select ${events.id} from ${events} where ${events.organizerId} = ${companyId}
             union select ${teams.eventId} from ${teams} where ${teams.companyId} = ${companyId}
             union select ${sponsors.eventId} from ${sponsors} where ${sponsors.companyId} = ${companyId}
             union select ${awards.eventId} from ${awards} where ${awards.companyId} = ${companyId}`;
}

/** The ids of the events that show the company, so a change to it refreshes their snapshots. */
export async function eventIdsOfCompany(db: Db, companyId: number): Promise<number[]> {
  const result = await db.execute(sql`select event_id from (${companyEvents(companyId)}) e`);
  return rowsOf<{ event_id: number }>(result).map((row) => Number(row.event_id));
}

/** After commit: the company's page and every event that shows it are read again. */
export async function publishCompanyChange(
  deps: WriteDeps,
  companyId: number,
  eventIds: readonly number[],
) {
  await deps.changes.publish({ kind: 'company', companyId });
  for (const eventId of eventIds) await deps.changes.publish({ kind: 'event', eventId });
}

/** The page's company inside its subqueries (drizzle writes a bare "id" in a one-table select). */
const pageCompanyId = sql.raw('"companies"."id"');

/**
 * GET /company: the page of a company, in one query. Read from the database per request: its
 * counts and teams span every event, which no one event's snapshot follows.
 */
export function companyPage(
  { db, snapshots }: ReadDeps,
  scope: EventScope,
  headerId: number | undefined,
): Promise<CompanyResponse> {
  // One answer per page and viewer position (a contact person may manage it), encoded once and
  // kept until an event or a company changes.
  const page =
    headerId === undefined ? `own:${scope.userId}:${scope.eventId}:${scope.teamId}` : headerId;
  const viewer = scope.role === 'contactPerson' ? `contact:${scope.userId}` : 'other';
  return snapshots.answer(COMPANY_PAGES_SCOPE, `${page}:${viewer}`, () =>
    loadCompanyPage(db, scope, headerId),
  );
}

async function loadCompanyPage(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
): Promise<CompanyResponse> {
  const companyId = headerId ?? ownCompanyInEvent(scope);
  const companyTeams = sql`coalesce((
    select json_agg(json_build_object(
      'id', t.id, 'name', t.name, 'photo_url', t.picture, 'event_name', e.name,
      'date', ${isoRaw('e.date')}) order by e.date desc, t.name, t.id)
    from ${teams} t join ${events} e on e.id = t.event_id
    where t.company_id = ${pageCompanyId}), '[]'::json)`;
  const isAdmin =
    scope.role === 'contactPerson'
      ? sql<boolean>`exists (select 1 from ${companyMembers} m where m.company_id = ${pageCompanyId}
          and m.user_id = ${scope.userId} and m.role = 'admin')`
      : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      photo_url: companies.photoUrl,
      cover_image: companies.coverImage,
      personal_website: companies.personalWebsite,
      email: companies.email,
      bio: companies.bio,
      video_url: companies.videoUrl,
      primary_color: companies.primaryColor,
      event_count: sql<number>`(select count(*) from (${companyEvents(pageCompanyId)}) e)::int`,
      team_count: sql<number>`(select count(*) from ${teams} t where t.company_id = ${pageCompanyId})::int`,
      employee_count: sql<number>`(select count(distinct tp.user_id) from ${teamPlayers} tp
        join ${teams} t on t.id = tp.team_id where t.company_id = ${pageCompanyId})::int`,
      teams: companyTeams,
      can_manage: isAdmin,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new NotFoundError(companyMessages.notFound);
  return { ...row, teams: parsedJson<CompanyTeam[]>(row.teams) };
}

/** GET /edit-company: the fields the edit form starts from. */
export async function editCompanyForm(
  db: Db,
  scope: EventScope,
  headerId: number | undefined,
): Promise<EditCompanyReadResponse> {
  const company = await managedCompany(db, scope.userId, scope.eventId, headerId);
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      photo_url: companies.photoUrl,
      personal_website: companies.personalWebsite,
      email: companies.email,
      bio: companies.bio,
      video_url: companies.videoUrl,
    })
    .from(companies)
    .where(eq(companies.id, company.id));
  return row;
}
