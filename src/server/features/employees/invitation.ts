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
 * An existing account is never added without its owner's word: it gets a mailed invitation to
 * join, an invite link's secret made for that account alone (players/inviteLinks.ts), and joins
 * when its owner accepts it on /join. The admin's answer says only that an invitation was sent,
 * so nobody learns another company's person's name or status from it.
 *
 * These writes touch the access area's users and auth_tokens: the employees area is the one
 * place that makes an account for somebody else. The organizer console makes a new company's
 * contact person the same way (`addMember`, then `mailInvitation` after commit).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Changes } from '../../cache/changes';
import type { Snapshots } from '../../cache/snapshots';
import { authTokens, companyMembers, users } from '../../db/schema';
import type { EventScope } from '../../auth/eventScope';
import { hashPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import {
  employeeMessages,
  type CreateEmployeeBody,
  type Employee,
} from '../../../shared/api/employees';
import { hostBranding } from '../branding/service';
import { eventIdsOfCompany, managedCompany } from '../company/service';
import { insertInviteLink } from '../players/inviteLinks';
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

/** The invitation's services from the app's: mails go out without the request waiting. */
export function invitationDepsOf(app: FastifyInstance, mailer: Mailer): InvitationDeps {
  return {
    db: app.db,
    changes: app.changes,
    snapshots: app.snapshots,
    deliver: (mail) => {
      mailer.send(mail).catch((err: unknown) => app.log.error({ err, to: mail.to }, 'mail failed'));
    },
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
  };
}

/** Where the request came from: the admin's language (a new account's) and host (the colour). */
export interface RequestOrigin {
  language: string;
  host: string;
}

/** A mail to send once the transaction that made the membership has committed. */
export interface Invitation {
  kind: InviteMailKind;
  to: { email: string; firstName: string; language: string | null };
  /** The set-password token of an `invite`. */
  token?: string;
  /** The invite link of a `join`: the company and the secret made for this account. */
  joinLink?: { companyId: number; invite: string };
  company: string;
  inviterId: number;
  /** They were made the company's contact person (the mail says so). */
  asContact?: boolean;
  /** The event the invitation is about, kept in the mail log (mail/mailLog.ts). */
  eventId?: number;
  /** A crew invitation: the battle they score (`company` is then the event's name). */
  crewBattle?: string;
}

/** Someone an admin (or an event's organizer) makes a member of a company. */
export interface NewMember {
  companyId: number;
  companyName: string;
  /** Lowercased. */
  email: string;
  firstName: string;
  lastName: string;
  role: 'employee' | 'admin';
  isContactPerson: boolean;
  inviterId: number;
  /** The language of a new account: the inviter's. */
  language: string;
  /** From `unusablePasswordFor`, made before the transaction. */
  newPasswordHash: string | undefined;
  now: Date;
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

/** Sends the invitation (after commit); the host picks the button's colour. */
export async function mailInvitation(
  deps: Pick<InvitationDeps, 'db' | 'snapshots' | 'deliver' | 'publicUrl'>,
  invitation: Invitation,
  host: string,
) {
  const [inviter] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, invitation.inviterId));
  // The set-password screen greets a newcomer (`welcome`), crew in words of their own.
  const welcome = invitation.crewBattle === undefined ? '1' : 'crew';
  const link =
    invitation.kind === 'invite'
      ? `${deps.publicUrl}/reset-password?reset_token=${invitation.token}&welcome=${welcome}`
      : invitation.kind === 'join' && invitation.joinLink
        ? `${deps.publicUrl}/join?${new URLSearchParams({
            assignedCompanyId: String(invitation.joinLink.companyId),
            invite: invitation.joinLink.invite,
          })}`
        : `${deps.publicUrl}/login`;
  deps.deliver({
    ...buildInviteMail(invitation.kind, {
      to: invitation.to.email,
      name: invitation.to.firstName,
      language: invitation.to.language,
      link,
      brandColor: (await hostBranding(deps, host)).primary_color,
      company: invitation.company,
      inviter: inviter ? `${inviter.firstName} ${inviter.lastName}` : invitation.company,
      asContact: invitation.asContact,
      crewBattle: invitation.crewBattle,
    }),
    eventId: invitation.eventId,
  });
}

/** What making an account for somebody else needs to know of them. */
type NewAccount = Pick<
  NewMember,
  'email' | 'firstName' | 'lastName' | 'language' | 'newPasswordHash' | 'now'
>;

/** The account of an address, made (unconfirmed, with an unusable password) when there is none. */
async function accountFor(tx: Db, member: NewAccount) {
  const { email, language, newPasswordHash, now } = member;
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
        firstName: member.firstName,
        lastName: member.lastName,
        email,
        passwordHash: newPasswordHash,
        language,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning(columns);
    if (created) return { ...created, created: true };
  }
  // An existing account, or one a concurrent request made a moment ago.
  const [existing] = await tx.select(columns).from(users).where(eq(users.email, email));
  return { ...existing, created: false };
}

/**
 * The hash of a random secret for the account a new address gets (slow on purpose, so made
 * before the transaction); undefined when the address has an account already.
 */
export async function unusablePasswordFor(db: Db, email: string): Promise<string | undefined> {
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return known ? undefined : unusablePassword();
}

/**
 * The hash of a random secret, for new accounts (see `unusablePasswordFor`). The organizer's CSV
 * import makes one for all the new accounts of a file: nobody knows the secret, so sharing its
 * hash gives nothing away, and thousands of slow hashes would hold the import for minutes.
 */
export function unusablePassword(): Promise<string> {
  // Nobody ever signs in with this secret.
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Makes the person a member of the company inside `tx`, with an invited account when the
 * address has none. Answers their user id and the invitation to mail after commit; undefined
 * when they are a member already.
 */
export async function addMember(
  tx: Db,
  member: NewMember,
): Promise<{ userId: number; invitation: Invitation } | undefined> {
  const account = await accountFor(tx, member);
  const [joined] = await tx
    .insert(companyMembers)
    .values({
      companyId: member.companyId,
      userId: account.id,
      role: member.role,
      isContactPerson: member.isContactPerson,
      createdAt: member.now,
    })
    .onConflictDoNothing()
    .returning({ id: companyMembers.id });
  if (!joined) return undefined;
  const pending = account.confirmedAt === null;
  return {
    userId: account.id,
    invitation: {
      kind: pending ? 'invite' : 'added',
      to: {
        email: account.email,
        firstName: account.firstName,
        language: account.language ?? member.language,
      },
      token: pending ? await issueInvitationToken(tx, account.id, member.now) : undefined,
      company: member.companyName,
      inviterId: member.inviterId,
      asContact: member.isContactPerson,
    },
  };
}

/** Someone the organizer console names by e-mail for a battle's crew. */
export interface NewCrewMember extends NewAccount {
  inviterId: number;
  eventId: number;
  eventName: string;
  battleName: string;
}

/**
 * The account of a crew member's address inside `tx`. An address without one gets an account
 * (unconfirmed, an unusable password) and the set-password invitation to mail after commit,
 * about the event and the battle; an existing account signs in already and gets none.
 */
export async function crewAccount(
  tx: Db,
  member: NewCrewMember,
): Promise<{ userId: number; invitation: Invitation | undefined }> {
  const account = await accountFor(tx, member);
  if (!account.created) return { userId: account.id, invitation: undefined };
  return {
    userId: account.id,
    invitation: {
      kind: 'invite',
      to: {
        email: account.email,
        firstName: account.firstName,
        language: account.language ?? member.language,
      },
      token: await issueInvitationToken(tx, account.id, member.now),
      company: member.eventName,
      inviterId: member.inviterId,
      eventId: member.eventId,
      crewBattle: member.battleName,
    },
  };
}

/**
 * POST /create-employee. A new address gets an account and is added at once; an address that
 * has an account gets an invitation to join instead (`inviteExistingAccount`). The answer names
 * the employee only when the admin made the account: otherwise it is `employee: null`.
 */
export async function createEmployee(
  deps: InvitationDeps,
  scope: EventScope,
  headerId: number | undefined,
  body: CreateEmployeeBody,
  origin: RequestOrigin,
): Promise<{ message: string; employee: Employee | null }> {
  const email = body.email.toLowerCase();
  const now = deps.now();
  await managedCompany(deps.db, scope.userId, scope.eventId, headerId);
  const newPasswordHash = await unusablePasswordFor(deps.db, email);
  if (newPasswordHash === undefined) {
    return inviteExistingAccount(deps, scope, headerId, email, origin);
  }

  const done = await deps.db.transaction(async (tx) => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const added = await addMember(tx, {
      companyId: company.id,
      companyName: company.name,
      email,
      firstName: body.first_name,
      lastName: body.last_name,
      role: 'employee',
      isContactPerson: false,
      inviterId: scope.userId,
      language: origin.language,
      newPasswordHash,
      now,
    });
    if (!added) throw new ConflictError(employeeMessages.alreadyEmployee);
    return {
      invitation: { ...added.invitation, eventId: scope.eventId },
      employee: (await employeeOf(tx, company.id, added.userId))!,
      companyId: company.id,
      eventIds: await eventIdsOfCompany(tx, company.id),
    };
  });
  await publishStaffChange(deps, done);
  await mailInvitation(deps, done.invitation, origin.host);
  return { message: employeeMessages.created, employee: done.employee };
}

/**
 * An address with an account: a member of the company already is a conflict (the admin sees the
 * company's members anyway); anyone else is mailed an invitation to join that only their account
 * can use, and is not a member until they accept it.
 */
async function inviteExistingAccount(
  deps: InvitationDeps,
  scope: EventScope,
  headerId: number | undefined,
  email: string,
  origin: RequestOrigin,
): Promise<{ message: string; employee: null }> {
  const now = deps.now();
  const invitation = await deps.db.transaction(async (tx): Promise<Invitation> => {
    const company = await managedCompany(tx, scope.userId, scope.eventId, headerId);
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        member: companyMembers.id,
      })
      .from(users)
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, company.id)),
      )
      .where(eq(users.email, email));
    if (!account) throw new NotFoundError(employeeMessages.notFound);
    if (account.member !== null) throw new ConflictError(employeeMessages.alreadyEmployee);
    const link = await insertInviteLink(
      tx,
      scope.userId,
      { companyId: company.id, teamId: undefined },
      now,
      account.id,
    );
    return {
      kind: 'join',
      to: {
        email: account.email,
        firstName: account.firstName,
        language: account.language ?? origin.language,
      },
      joinLink: { companyId: company.id, invite: link.invite },
      company: company.name,
      inviterId: scope.userId,
      eventId: scope.eventId,
    };
  });
  await mailInvitation(deps, invitation, origin.host);
  return { message: employeeMessages.invitationSent, employee: null };
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
      eventId: scope.eventId,
    };
  });
  await mailInvitation(deps, invitation, origin.host);
  return { message: employeeMessages.invited };
}
