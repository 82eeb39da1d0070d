/**
 * Creating an employee (POST /create-employee, shared by /manage-employees and /add-players)
 * and sending the invitation again (POST /invite-employee).
 *
 * A new address gets an account (the hash of a random secret as its password, unconfirmed,
 * in the inviting admin's language) and a mailed link to choose a password. The link follows
 * the password-reset rules, since /reset-password is where it leads (with `welcome=1`, so the
 * screen greets a newcomer choosing a first password rather than someone resetting one): a random token stored
 * only hashed in auth_tokens as kind `reset`, single use, its other reset links spent when it
 * is used, and following it confirms the address. It lives 7 days instead of a reset's hour:
 * an invitation waits in a mailbox longer than a reset someone asked for a minute ago.
 * An existing account is added as it is; while it has not been activated it gets the same
 * set-password link, otherwise a mail that it joined the company.
 *
 * These writes touch the access area's users and auth_tokens: the employees area is the one
 * place that makes an account for somebody else.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Changes } from '../../cache/changes';
import type { Snapshots } from '../../cache/snapshots';
import { authTokens, companyMembers, users } from '../../db/schema';
import type { EventScope } from '../../auth/eventScope';
import { hashPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { OutgoingMail } from '../../mail/mailer';
import {
  employeeMessages,
  type CreateEmployeeBody,
  type Employee,
} from '../../../shared/api/employees';
import { hostBranding } from '../branding/service';
import { eventIdsOfCompany, managedCompany } from '../company/service';
import { buildInviteMail, type InviteMailKind } from './inviteMail';
import { employeeOf, publishStaffChange } from './service';

export const INVITATION_TOKEN_MS = 7 * 24 * 3600_000;

export interface InvitationDeps {
  db: Db;
  changes: Changes;
  snapshots: Snapshots;
  /** Hands a mail over for sending without making the caller wait for it. */
  deliver: (mail: OutgoingMail) => void;
  publicUrl: string;
  now: () => Date;
}

/** Where the request came from: the admin's language (a new account's) and host (the colour). */
export interface RequestOrigin {
  language: string;
  host: string;
}

interface Invitation {
  kind: InviteMailKind;
  to: { email: string; firstName: string; language: string | null };
  /** The set-password token of an `invite`. */
  token?: string;
  company: string;
  inviterId: number;
}

async function issueInvitationToken(tx: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(authTokens).values({
    userId,
    kind: 'reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TOKEN_MS),
    createdAt: now,
  });
  return token;
}

async function mailInvitation(deps: InvitationDeps, invitation: Invitation, host: string) {
  const [inviter] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, invitation.inviterId));
  const link =
    invitation.kind === 'invite'
      ? `${deps.publicUrl}/reset-password?reset_token=${invitation.token}&welcome=1`
      : `${deps.publicUrl}/login`;
  deps.deliver(
    buildInviteMail(invitation.kind, {
      to: invitation.to.email,
      name: invitation.to.firstName,
      language: invitation.to.language,
      link,
      brandColor: (await hostBranding(deps, host)).primary_color,
      company: invitation.company,
      inviter: inviter ? `${inviter.firstName} ${inviter.lastName}` : invitation.company,
    }),
  );
}

/** The account of an address, made (unconfirmed, with an unusable password) when there is none. */
async function accountFor(
  tx: Db,
  body: CreateEmployeeBody,
  email: string,
  language: string,
  newPasswordHash: string | undefined,
  now: Date,
) {
  const columns = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    language: users.language,
    confirmedAt: users.confirmedAt,
  };
  if (newPasswordHash) {
    const [created] = await tx
      .insert(users)
      .values({
        firstName: body.first_name,
        lastName: body.last_name,
        email,
        passwordHash: newPasswordHash,
        language,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning(columns);
    if (created) return created;
  }
  // An existing account, or one a concurrent request made a moment ago.
  const [existing] = await tx.select(columns).from(users).where(eq(users.email, email));
  return existing;
}

/**
 * POST /create-employee. The admin learns no more than the list then shows: an existing
 * account joins with its own name; the person is told by mail either way.
 */
export async function createEmployee(
  deps: InvitationDeps,
  scope: EventScope,
  headerId: number | undefined,
  body: CreateEmployeeBody,
  origin: RequestOrigin,
): Promise<{ message: string; employee: Employee }> {
  const email = body.email.toLowerCase();
  const now = deps.now();
  await managedCompany(deps.db, scope.userId, scope.eventId, headerId);
  const [known] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  // Hashed outside the transaction: nobody ever signs in with this secret.
  const newPasswordHash = known
    ? undefined
    : await hashPassword(randomBytes(32).toString('base64url'));

  const done = await deps.db.transaction(async (tx) => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const account = await accountFor(tx, body, email, origin.language, newPasswordHash, now);
    const [joined] = await tx
      .insert(companyMembers)
      .values({ companyId: company.id, userId: account.id, role: 'employee', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: companyMembers.id });
    if (!joined) throw new ConflictError(employeeMessages.alreadyEmployee);
    const pending = account.confirmedAt === null;
    const invitation: Invitation = {
      kind: pending ? 'invite' : 'added',
      to: { ...account, language: account.language ?? origin.language },
      token: pending ? await issueInvitationToken(tx, account.id, now) : undefined,
      company: company.name,
      inviterId: scope.userId,
    };
    return {
      invitation,
      employee: (await employeeOf(tx, company.id, account.id))!,
      companyId: company.id,
      eventIds: await eventIdsOfCompany(tx, company.id),
    };
  });
  await publishStaffChange(deps, done);
  await mailInvitation(deps, done.invitation, origin.host);
  return { message: employeeMessages.created, employee: done.employee };
}

/**
 * POST /invite-employee: a new set-password link for a member who has not chosen a password
 * yet; an active account is refused (409), since it signs in already.
 */
export async function inviteEmployeeAgain(
  deps: InvitationDeps,
  scope: EventScope,
  headerId: number | undefined,
  userId: number,
  origin: RequestOrigin,
) {
  const now = deps.now();
  const invitation = await deps.db.transaction(async (tx): Promise<Invitation> => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const [member] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        confirmedAt: users.confirmedAt,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)));
    if (!member) throw new NotFoundError(employeeMessages.notFound);
    if (member.confirmedAt !== null) throw new ConflictError(employeeMessages.alreadyActive);
    return {
      kind: 'invite',
      to: { ...member, language: member.language ?? origin.language },
      token: await issueInvitationToken(tx, userId, now),
      company: company.name,
      inviterId: scope.userId,
    };
  });
  await mailInvitation(deps, invitation, origin.host);
  return { message: employeeMessages.invited };
}
