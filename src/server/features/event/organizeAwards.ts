/**
 * What the event hands out and tells, as its organizers keep it (organizer console): its awards
 * (the winners are told), its sponsors strip and its order, and the announcement of a challenge
 * to everyone taking part. Writes run inside the organizer area's `organize` transaction, which
 * audits them and drops the event's snapshots after commit; each answers who was notified, so
 * the caller drops their notification lists too.
 */
import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  awards,
  battles,
  companies,
  companyMembers,
  eventCompanies,
  eventRoles,
  sponsors,
  teamPlayers,
  teams,
} from '../../db/schema';
import { rowsOf } from '../../db/wire';
import { ConflictError, NotFoundError } from '../../http/errors';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  awardsMessages,
  storedAwardName,
  type AwardBody,
  type OrganizerAward,
  type OrganizerSponsor,
  type SponsorBody,
} from '../../../shared/api/organizerAwards';
import { awardNameSpacing } from '../../../shared/eventRules';
import { notify } from '../notifications/service';
import type { AuditNote } from '../../auditNote';

/** Recipients are written in batches, so a big event stays far from the bind-parameter limit. */
const NOTIFY_BATCH = 1000;

const notFound = () => new NotFoundError(organizerMessages.notFound);

// ---------------------------------------------------------------------------------------------
// Awards
// ---------------------------------------------------------------------------------------------

export async function organizerAwards(
  db: Db,
  eventId: number,
): Promise<{ awards: OrganizerAward[] }> {
  const isTeam = sql`${awards.winnerType} = 'team'`;
  const rows = await db
    .select({
      id: awards.id,
      name: awards.name,
      winner_type: awards.winnerType,
      winner_id: sql<number>`case when ${isTeam} then ${teams.id} else ${companies.id} end`,
      winner_name: sql<string>`case when ${isTeam} then ${teams.name} else ${companies.name} end`,
    })
    .from(awards)
    .leftJoin(teams, eq(teams.id, awards.teamId))
    .leftJoin(companies, eq(companies.id, awards.companyId))
    .where(eq(awards.eventId, eventId))
    .orderBy(asc(awards.id));
  return { awards: rows };
}

interface Winner {
  name: string;
  /** Who is told: the team's players, or the company's admins. */
  recipients: { teamId: number } | { userIds: number[] };
}

/** The winner, when it belongs to the event: one of its teams, or a company taking part. */
async function winnerOf(tx: Db, eventId: number, body: AwardBody): Promise<Winner | null> {
  if (body.winner_type === 'team') {
    const [team] = await tx
      .select({ name: teams.name })
      .from(teams)
      .where(and(eq(teams.id, body.winner_id), eq(teams.eventId, eventId)));
    return team ? { name: team.name, recipients: { teamId: body.winner_id } } : null;
  }
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .innerJoin(
      eventCompanies,
      and(eq(eventCompanies.companyId, companies.id), eq(eventCompanies.eventId, eventId)),
    )
    .where(eq(companies.id, body.winner_id));
  if (!company) return null;
  const admins = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, body.winner_id), eq(companyMembers.role, 'admin')));
  return { name: company.name, recipients: { userIds: admins.map((a) => a.userId) } };
}

/**
 * Gives an award and tells the winners (award_won), the organizer who gives it aside (`actedBy`);
 * answers who was told.
 */
export async function giveAward(
  tx: Db,
  eventId: number,
  body: AwardBody,
  now: Date,
  actedBy: number | null,
): Promise<{ id: number; audit: AuditNote; told: number[] }> {
  const winner = await winnerOf(tx, eventId, body);
  if (!winner) throw notFound();
  const name = storedAwardName(body.name);
  const isTeam = body.winner_type === 'team';
  const winnerColumns = isTeam
    ? { teamId: body.winner_id, companyId: null }
    : { teamId: null, companyId: body.winner_id };
  const [given] = await tx
    .select({ id: awards.id })
    .from(awards)
    .where(
      and(
        eq(awards.eventId, eventId),
        eq(awards.name, name),
        isTeam ? eq(awards.teamId, body.winner_id) : eq(awards.companyId, body.winner_id),
      ),
    );
  if (given) throw new ConflictError(awardsMessages.awardAlreadyGiven);

  const [award] = await tx
    .insert(awards)
    .values({ eventId, name, winnerType: body.winner_type, ...winnerColumns, createdAt: now })
    .returning({ id: awards.id });
  const told = await notify(
    tx,
    winner.recipients,
    { type: 'award_won', dynamicKey1: name, dynamicKey2: winner.name },
    { eventId, actedBy },
    now,
  );
  return {
    id: award.id,
    audit: {
      action: 'create',
      entity: 'award',
      entityId: award.id,
      summary: `${awardNameSpacing(name)}: ${winner.name}`,
    },
    told,
  };
}

export async function takeAwardBack(tx: Db, eventId: number, awardId: number): Promise<AuditNote> {
  const [removed] = await tx
    .delete(awards)
    .where(and(eq(awards.id, awardId), eq(awards.eventId, eventId)))
    .returning({ name: awards.name });
  if (!removed) throw notFound();
  return {
    action: 'delete',
    entity: 'award',
    entityId: awardId,
    summary: awardNameSpacing(removed.name),
  };
}

// ---------------------------------------------------------------------------------------------
// Sponsors
// ---------------------------------------------------------------------------------------------

export async function organizerSponsors(
  db: Db,
  eventId: number,
): Promise<{ sponsors: OrganizerSponsor[] }> {
  const rows = await db
    .select({
      id: sponsors.id,
      company_id: sponsors.companyId,
      company_name: companies.name,
      photo_url: sql<string | null>`coalesce(${sponsors.photoUrl}, ${companies.photoUrl})`,
      position: sponsors.position,
    })
    .from(sponsors)
    .leftJoin(companies, eq(companies.id, sponsors.companyId))
    .where(eq(sponsors.eventId, eventId))
    .orderBy(asc(sponsors.position), asc(sponsors.id));
  return { sponsors: rows };
}

/** Adds a sponsor at the end of the strip; its company must take part in the event. */
export async function addSponsor(
  tx: Db,
  eventId: number,
  body: SponsorBody,
): Promise<{ id: number; audit: AuditNote }> {
  let companyName: string | null = null;
  if (body.company_id !== null) {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .innerJoin(
        eventCompanies,
        and(eq(eventCompanies.companyId, companies.id), eq(eventCompanies.eventId, eventId)),
      )
      .where(eq(companies.id, body.company_id));
    if (!company) throw notFound();
    const [listed] = await tx
      .select({ id: sponsors.id })
      .from(sponsors)
      .where(and(eq(sponsors.eventId, eventId), eq(sponsors.companyId, body.company_id)));
    if (listed) throw new ConflictError(awardsMessages.sponsorAlreadyListed);
    companyName = company.name;
  }
  const [last] = await tx
    .select({ position: max(sponsors.position) })
    .from(sponsors)
    .where(eq(sponsors.eventId, eventId));
  const [sponsor] = await tx
    .insert(sponsors)
    .values({
      eventId,
      companyId: body.company_id,
      photoUrl: body.photo_url,
      position: (last?.position ?? -1) + 1,
    })
    .returning({ id: sponsors.id });
  return {
    id: sponsor.id,
    audit: {
      action: 'create',
      entity: 'sponsor',
      entityId: sponsor.id,
      summary: companyName ?? body.photo_url ?? '',
    },
  };
}

/** Puts the strip in the given order; `ids` must be every sponsor of the event, each once. */
export async function orderSponsors(tx: Db, eventId: number, ids: number[]): Promise<AuditNote> {
  const current = await tx
    .select({ id: sponsors.id, name: companies.name, photoUrl: sponsors.photoUrl })
    .from(sponsors)
    .leftJoin(companies, eq(companies.id, sponsors.companyId))
    .where(eq(sponsors.eventId, eventId))
    .for('update', { of: sponsors });
  const byId = new Map(current.map((sponsor) => [sponsor.id, sponsor]));
  if (ids.some((id) => !byId.has(id))) throw notFound();
  // Someone added or removed a sponsor since this order was read: refresh, then reorder.
  if (ids.length !== current.length) throw new ConflictError(awardsMessages.sponsorOrderStale);

  const positions = sql.join(
    ids.map((id, position) => sql`when ${id}::int then ${position}::smallint`),
    sql` `,
  );
  await tx
    .update(sponsors)
    .set({ position: sql`case ${sponsors.id} ${positions} end` })
    .where(and(eq(sponsors.eventId, eventId), inArray(sponsors.id, ids)));
  return {
    action: 'reorder',
    entity: 'sponsor',
    entityId: null,
    summary: ids.map((id) => byId.get(id)?.name ?? byId.get(id)?.photoUrl ?? '').join(', '),
  };
}

export async function removeSponsor(
  tx: Db,
  eventId: number,
  sponsorId: number,
): Promise<AuditNote> {
  const [sponsor] = await tx
    .select({ name: companies.name, photoUrl: sponsors.photoUrl })
    .from(sponsors)
    .leftJoin(companies, eq(companies.id, sponsors.companyId))
    .where(and(eq(sponsors.id, sponsorId), eq(sponsors.eventId, eventId)));
  if (!sponsor) throw notFound();
  await tx.delete(sponsors).where(eq(sponsors.id, sponsorId));
  return {
    action: 'delete',
    entity: 'sponsor',
    entityId: sponsorId,
    summary: sponsor.name ?? sponsor.photoUrl ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Announcements
// ---------------------------------------------------------------------------------------------

/**
 * Everyone taking part in the event: the players of its teams, and whoever entered it as
 * supporter, crew or contact person. Its organizers are not told what they announce.
 */
async function peopleOfEvent(tx: Db, eventId: number): Promise<number[]> {
  const rows = await tx.execute(sql`
    select ${teamPlayers.userId} as user_id from ${teamPlayers}
      join ${teams} on ${teams.id} = ${teamPlayers.teamId}
      where ${teams.eventId} = ${eventId}
    union
    select ${eventRoles.userId} from ${eventRoles}
      where ${eventRoles.eventId} = ${eventId} and ${eventRoles.role} <> 'organizer'
    order by 1`);
  return rowsOf<{ user_id: number }>(rows).map((row) => Number(row.user_id));
}

/**
 * Announces a challenge of the event (challenge_announced, with its number: its place among the
 * event's challenges in the order they were made); one notification per person (never the
 * organizer announcing it, `actedBy`, even when they also play), all in the caller's transaction.
 * Answers who was told.
 */
export async function announceChallenge(
  tx: Db,
  eventId: number,
  battleId: number,
  now: Date,
  actedBy: number | null,
): Promise<{ told: number[]; audit: AuditNote }> {
  const [battle] = await tx
    .select({ name: battles.name })
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.eventId, eventId)));
  if (!battle) throw notFound();
  const [{ number }] = await tx
    .select({ number: sql<number>`count(*)::int`.mapWith(Number) })
    .from(battles)
    .where(and(eq(battles.eventId, eventId), lte(battles.id, battleId)));

  const people = await peopleOfEvent(tx, eventId);
  const told: number[] = [];
  for (let start = 0; start < people.length; start += NOTIFY_BATCH) {
    told.push(
      ...(await notify(
        tx,
        { userIds: people.slice(start, start + NOTIFY_BATCH) },
        { type: 'challenge_announced', dynamicKey1: battle.name, dynamicKey2: String(number) },
        { eventId, actedBy },
        now,
      )),
    );
  }
  return {
    told,
    audit: {
      action: 'announce',
      entity: 'announcement',
      entityId: battleId,
      summary: `${battle.name} (${told.length})`,
    },
  };
}
