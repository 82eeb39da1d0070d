/**
 * Invite links' secrets (docs/decisions.md "Invite links are secrets"). An invite link names a
 * company (and a team of it) by id, which anyone can guess; what lets a person in is its
 * `invite` token: 256 random bits, stored only as a hash in invite_links, bound to that company
 * and team, expiring after INVITE_LINK_DAYS and revocable by the person who made it. A token
 * mailed to one account (an admin inviting an existing account) lets only that account in.
 *
 * Who may make one: for a team, its players, its company's admins and the organizers of its
 * event; for the company alone, its admins, the players of its teams and the organizers of an
 * event it takes part in.
 */
import { and, count, desc, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import { ofUser, type ReadDeps } from '../../cache/snapshots';
import type { Db } from '../../db/client';
import { eventCompanies, eventRoles, inviteLinks, teamPlayers, teams } from '../../db/schema';
import { rowsOf } from '../../db/wire';
import { hashToken, isIssuedToken, newToken } from '../../auth/tokens';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import {
  INVITE_LINK_DAYS,
  INVITE_LINKS_PER_USER,
  joinMessages,
  type CreatedInviteLink,
  type InviteLink,
} from '../../../shared/api/join';
import { adminOf, playsIn } from '../team/access';

export const INVITE_LINK_MS = INVITE_LINK_DAYS * 24 * 3600_000;

/** What a link is for: a company and, maybe, one team of it. */
export interface InviteTarget {
  companyId: number;
  teamId: number | undefined;
}

const linkColumns = {
  id: inviteLinks.id,
  company_id: inviteLinks.companyId,
  team_id: inviteLinks.teamId,
  created_at: inviteLinks.createdAt,
  expires_at: inviteLinks.expiresAt,
};

const wireLink = (row: {
  id: number;
  company_id: number;
  team_id: number | null;
  created_at: Date;
  expires_at: Date;
}): InviteLink => ({
  ...row,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

const open = (now: Date) => and(isNull(inviteLinks.revokedAt), gt(inviteLinks.expiresAt, now));

/** True (as SQL) when `userId` organizes the event of the row `eventId` names. */
const organizes = (userId: number, eventId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${eventRoles} where ${eventRoles.eventId} = ${eventId}
    and ${eventRoles.userId} = ${userId} and ${eventRoles.role} = 'organizer')`;

/**
 * The rule of the module's header, as SQL: a company link for its admins, its teams' players and
 * its events' organizers; a team link, for a team of that company only, for the team's players,
 * the company's admins and the team's event's organizers.
 */
function inviterRule(userId: number, { companyId, teamId }: InviteTarget) {
  if (teamId === undefined) {
    return sql<boolean>`${adminOf(userId, companyId)}
      or exists (select 1 from ${teamPlayers} join ${teams} on ${teams.id} = ${teamPlayers.teamId}
        where ${teamPlayers.userId} = ${userId} and ${teams.companyId} = ${companyId})
      or exists (select 1 from ${eventCompanies} where ${eventCompanies.companyId} = ${companyId}
        and ${organizes(userId, eventCompanies.eventId)})`;
  }
  return sql<boolean>`exists (select 1 from ${teams}
    where ${teams.id} = ${teamId} and ${teams.companyId} = ${companyId}
      and (${playsIn(userId, teamId)} or ${adminOf(userId, companyId)}
        or ${organizes(userId, teams.eventId)}))`;
}

async function mayInvite(db: Db, userId: number, target: InviteTarget): Promise<boolean> {
  const [row] = rowsOf<{ allowed: boolean }>(
    await db.execute(sql`select (${inviterRule(userId, target)}) as allowed`),
  );
  return Boolean(row?.allowed);
}

/** Stores a new link's hash inside `tx` and answers it with its secret, once. */
export async function insertInviteLink(
  tx: Db,
  userId: number,
  target: InviteTarget,
  now: Date,
  forUserId: number | null,
): Promise<CreatedInviteLink> {
  const invite = newToken();
  const [made] = await tx
    .insert(inviteLinks)
    .values({
      tokenHash: hashToken(invite),
      companyId: target.companyId,
      teamId: target.teamId ?? null,
      createdBy: userId,
      forUserId,
      expiresAt: new Date(now.getTime() + INVITE_LINK_MS),
      createdAt: now,
    })
    .returning(linkColumns);
  return { ...wireLink(made), invite };
}

/**
 * POST /invite-links. A person has at most INVITE_LINKS_PER_USER open links; the count and the
 * insert share a transaction under a lock on the person's links, so two taps at once cannot
 * pass the cap together.
 */
export async function createInviteLink(
  { db, changes }: WriteDeps,
  userId: number,
  target: InviteTarget,
  now: Date,
): Promise<CreatedInviteLink> {
  if (!(await mayInvite(db, userId, target))) throw new ForbiddenError(joinMessages.notInviter);
  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invite_links'), ${userId})`);
    const [{ openLinks }] = await tx
      .select({ openLinks: count() })
      .from(inviteLinks)
      .where(and(eq(inviteLinks.createdBy, userId), isNull(inviteLinks.forUserId), open(now)));
    if (Number(openLinks) >= INVITE_LINKS_PER_USER) {
      throw new ConflictError(joinMessages.tooManyLinks);
    }
    return insertInviteLink(tx, userId, target, now, null);
  });
  await changes.publish({ kind: 'users', userIds: [userId] });
  return made;
}

interface OwnLink {
  id: number;
  company_id: number;
  team_id: number | null;
  created_at: Date;
  expires_at: Date;
}

/**
 * The user's own open links, newest first, kept per user (snapshot scope user:<id>, dropped by
 * the `users` change that making or revoking one publishes). A link that expired since is left
 * out when the list is served, so the snapshot needs no timer.
 */
function ownOpenLinks(deps: ReadDeps, userId: number, now: Date): Promise<OwnLink[]> {
  return deps.snapshots.get(ofUser(userId), 'inviteLinks', () =>
    deps.db
      .select(linkColumns)
      .from(inviteLinks)
      .where(and(eq(inviteLinks.createdBy, userId), isNull(inviteLinks.forUserId), open(now)))
      .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id)),
  );
}

/** GET /invite-links: the user's own open links for the target, newest first. */
export async function ownInviteLinks(
  deps: ReadDeps,
  userId: number,
  target: InviteTarget,
  now: Date,
): Promise<{ links: InviteLink[] }> {
  const teamId = target.teamId ?? null;
  const links = (await ownOpenLinks(deps, userId, now)).filter(
    (link) =>
      link.company_id === target.companyId &&
      link.team_id === teamId &&
      link.expires_at.getTime() > now.getTime(),
  );
  return { links: links.map(wireLink) };
}

/** Revokes one of the user's open links; another person's, or an unknown one, is not found. */
export async function revokeInviteLink(
  { db, changes }: WriteDeps,
  userId: number,
  linkId: number,
  now: Date,
) {
  const revoked = await db
    .update(inviteLinks)
    .set({ revokedAt: now })
    .where(and(eq(inviteLinks.id, linkId), eq(inviteLinks.createdBy, userId), open(now)))
    .returning({ id: inviteLinks.id });
  if (revoked.length === 0) throw new NotFoundError(joinMessages.linkNotFound);
  await changes.publish({ kind: 'users', userIds: [userId] });
  return { message: joinMessages.revoked };
}

/**
 * Throws 403 `inviteInvalid` unless `token` is an open link's secret for exactly this company
 * and team (a company link never opens a team), made for anyone or for this user. The token's
 * shape is checked before it is hashed or looked up.
 */
export async function checkInviteToken(
  db: Db,
  token: string | undefined,
  target: InviteTarget,
  userId: number,
  now: Date,
): Promise<void> {
  if (!isIssuedToken(token)) {
    throw new ForbiddenError(joinMessages.inviteInvalid);
  }
  const [link] = await db
    .select({
      companyId: inviteLinks.companyId,
      teamId: inviteLinks.teamId,
      forUserId: inviteLinks.forUserId,
    })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.tokenHash, hashToken(token)), open(now)));
  const fits =
    link !== undefined &&
    link.companyId === target.companyId &&
    link.teamId === (target.teamId ?? null) &&
    (link.forUserId === null || link.forUserId === userId);
  if (!fits) throw new ForbiddenError(joinMessages.inviteInvalid);
}
