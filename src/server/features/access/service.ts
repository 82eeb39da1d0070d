/**
 * Accounts: register, confirm e-mail, log in, forgot and reset password. No answer tells a
 * caller whether an e-mail address has an account (no enumeration): answers are the same, the
 * same slow work is done either way, and mails leave off the request path.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTimestamp } from '../../db/sqlTime';
import { rowsOf } from '../../db/wire';
import type { Changes } from '../../cache/changes';
import type { Snapshots } from '../../cache/snapshots';
import { authTokens, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import { createSession, endAllSessions, endSession, type SessionState } from '../../auth/sessions';
import type { OutgoingMail } from '../../mail/mailer';
import { buildMail } from '../../mail/templates';
import { BadRequestError, HttpError, UnauthorizedError } from '../../http/errors';
import type { RegisterBody } from '../../../shared/api/access';
import { accessMessages } from '../../../shared/api/access';
import { nextSelectionStep } from '../../../shared/selectionSteps';
import { stillValidSelection } from '../selection/service';
import { hostBranding } from '../branding/service';

export const CONFIRM_TOKEN_MS = 48 * 3600_000;
export const RESET_TOKEN_MS = 3600_000;

export interface AccessDeps {
  db: Db;
  changes: Changes;
  snapshots: Snapshots;
  /** Hands a mail over for sending without making the caller wait for it. */
  deliver: (mail: OutgoingMail) => void;
  publicUrl: string;
  now: () => Date;
}

/** Hashing a password for an unknown e-mail keeps login time the same either way. */
let dummyHash: Promise<string> | null = null;

async function issueToken(db: Db, userId: number, kind: 'confirm' | 'reset', now: Date) {
  const token = newToken();
  const ttl = kind === 'confirm' ? CONFIRM_TOKEN_MS : RESET_TOKEN_MS;
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl),
    createdAt: now,
  });
  return token;
}

/** Where each mail's link leads: the screen and the query parameter that carries the token. */
const linkOf = {
  confirm: (token: string) => `/confirm-email?token=${token}`,
  existing: (token: string) => `/reset-password?reset_token=${token}`,
  reset: (token: string) => `/reset-password?reset_token=${token}`,
} as const;

/**
 * A join link's event carried on in the mailed link (`&otherEventId=`), where the web app
 * captures it as from the join link itself: the pending join survives a mail opened in another
 * tab or browser. The id is a contract-checked integer; whether the event exists is answered
 * where the join is made.
 */
const withJoin = (link: string, joinEventId: number | undefined) =>
  joinEventId === undefined ? link : `${link}&otherEventId=${joinEventId}`;

interface Recipient {
  email: string;
  firstName: string;
  language: string | null;
}

/** Hands over one account mail with its link, in the recipient's language and host colour. */
async function sendLinkMail(
  deps: AccessDeps,
  kind: keyof typeof linkOf,
  to: Recipient,
  token: string,
  host: string,
  joinEventId?: number,
) {
  deps.deliver(
    buildMail(kind, {
      to: to.email,
      name: to.firstName,
      language: to.language ?? 'en',
      link: `${deps.publicUrl}${withJoin(linkOf[kind](token), joinEventId)}`,
      brandColor: (await hostBranding(deps, host)).primary_color,
    }),
  );
}

async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function register(
  deps: AccessDeps,
  body: RegisterBody,
  language: string,
  host: string,
) {
  const email = body.email.toLowerCase();
  const now = deps.now();
  // Hashed whether or not the address is taken, so the answer takes as long either way.
  const passwordHash = await hashPassword(body.password);
  const existing = await userByEmail(deps.db, email);
  if (existing) {
    const token = await issueToken(deps.db, existing.id, 'reset', now);
    const owner = { ...existing, language: existing.language ?? language };
    await sendLinkMail(deps, 'existing', owner, token, host, body.otherEventId);
    return { message: accessMessages.registered };
  }
  const created = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        passwordHash,
        language,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    return { token: await issueToken(tx, user.id, 'confirm', now) };
  });
  // A concurrent registration of the same address won the race: answer the same way.
  if (!created) return { message: accessMessages.registered };
  const newcomer = { email, firstName: body.firstName, language };
  await sendLinkMail(deps, 'confirm', newcomer, created.token, host, body.otherEventId);
  return { message: accessMessages.registered };
}

/** The unused, unexpired token of this kind, or an error that says what is wrong with it. */
async function usableToken(db: Db, token: string, kind: 'confirm' | 'reset', now: Date) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)))
    .limit(1);
  if (!row) throw new BadRequestError(accessMessages.tokenInvalid);
  if (row.usedAt) throw new BadRequestError(accessMessages.tokenUsed);
  if (row.expiresAt.getTime() <= now.getTime())
    throw new BadRequestError(accessMessages.tokenExpired);
  return row;
}

/** Marks a link token used; single use even when two requests race for it. */
async function consumeToken(db: Db, token: string, kind: 'confirm' | 'reset', now: Date) {
  const row = await usableToken(db, token, kind, now);
  const [claimed] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt)))
    .returning({ userId: authTokens.userId });
  if (!claimed) throw new BadRequestError(accessMessages.tokenUsed);
  return claimed.userId;
}

export async function confirmEmail(deps: AccessDeps, token: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'confirm', now);
    await tx
      .update(users)
      .set({ confirmedAt: sql`coalesce(${users.confirmedAt}, ${sqlTimestamp(now)})` })
      .where(eq(users.id, userId));
  });
  return { message: accessMessages.confirmed };
}

/**
 * Issues a link token for the account with this address, when it has one (and, for a new
 * confirmation link, while it is unconfirmed), and answers who to mail it to. One statement
 * whether or not the account exists, so both cases do the same work and take as long.
 */
async function issueTokenByEmail(
  db: Db,
  emailInput: string,
  kind: 'confirm' | 'reset',
  now: Date,
): Promise<{ token: string; to: Recipient | undefined }> {
  const token = newToken();
  const ttl = kind === 'confirm' ? CONFIRM_TOKEN_MS : RESET_TOKEN_MS;
  const onlyUnconfirmed = kind === 'confirm' ? sql`and confirmed_at is null` : sql``;
  const result = await db.execute(
    sql`with target as (
          select id, email, first_name, language from ${users}
          where email = ${emailInput.toLowerCase()} ${onlyUnconfirmed}),
        issued as (
          insert into ${authTokens} (user_id, kind, token_hash, expires_at, created_at)
          select id, ${kind}::auth_token_kind, ${hashToken(token)},
                 ${sqlTimestamp(new Date(now.getTime() + ttl))}, ${sqlTimestamp(now)}
          from target returning user_id)
        select t.email, t.first_name, t.language from target t join issued i on i.user_id = t.id`,
  );
  const [row] = rowsOf<{ email: string; first_name: string; language: string | null }>(result);
  return {
    token,
    to: row && { email: row.email, firstName: row.first_name, language: row.language },
  };
}

/** Mails the link when there is someone to mail; the branding is read either way (same work). */
async function mailLinkIfIssued(
  deps: AccessDeps,
  kind: 'confirm' | 'reset',
  issued: { token: string; to: Recipient | undefined },
  host: string,
  joinEventId?: number,
) {
  const brand = await hostBranding(deps, host);
  if (!issued.to) return;
  deps.deliver(
    buildMail(kind, {
      to: issued.to.email,
      name: issued.to.firstName,
      language: issued.to.language ?? 'en',
      link: `${deps.publicUrl}${withJoin(linkOf[kind](issued.token), joinEventId)}`,
      brandColor: brand.primary_color,
    }),
  );
}

export async function resendConfirmation(
  deps: AccessDeps,
  body: { email: string; otherEventId?: number },
  host: string,
) {
  const issued = await issueTokenByEmail(deps.db, body.email, 'confirm', deps.now());
  await mailLinkIfIssued(deps, 'confirm', issued, host, body.otherEventId);
  return { message: accessMessages.confirmationResent };
}

/**
 * Checks the password and starts a new session. The caller's old session (a signed-in tab)
 * ends only once the new one exists, so a mistyped password signs nobody out.
 */
export async function login(
  deps: AccessDeps,
  emailInput: string,
  password: string,
  previous: SessionState | null,
) {
  const user = await userByEmail(deps.db, emailInput);
  if (!user) {
    dummyHash ??= hashPassword('Dummy!password1');
    await verifyPassword(await dummyHash, password);
    throw new UnauthorizedError(accessMessages.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new UnauthorizedError(accessMessages.badCredentials);
  }
  if (!user.confirmedAt) throw new HttpError(403, accessMessages.notConfirmed);
  // The last choices come back only while they still hold (a team left, a battle unassigned).
  const resume = await stillValidSelection(deps.db, user.id, {
    role: user.lastRole,
    eventId: user.lastEventId,
    teamId: user.lastTeamId,
    battleId: user.lastBattleId,
  });
  const token = await createSession(deps.db, user.id, deps.now(), resume);
  if (previous) {
    await endSession(deps.db, previous.idHash);
    await deps.changes.publish({ kind: 'session', idHash: previous.idHash });
  }
  return { token, redirect: nextSelectionStep(resume), language: user.language ?? 'en' };
}

/** Where a signed-in visitor stands: the selection step still missing, if any. */
export function authStatus(session: SessionState) {
  const redirect = nextSelectionStep(session);
  return redirect
    ? { message: accessMessages.authenticated, redirect }
    : { message: accessMessages.authenticated };
}

export async function logout(deps: AccessDeps, session: SessionState | null) {
  if (session) {
    await endSession(deps.db, session.idHash);
    await deps.changes.publish({ kind: 'session', idHash: session.idHash });
  }
  return { message: accessMessages.loggedOut };
}

export async function forgotPassword(deps: AccessDeps, emailInput: string, host: string) {
  const issued = await issueTokenByEmail(deps.db, emailInput, 'reset', deps.now());
  await mailLinkIfIssued(deps, 'reset', issued, host);
  return { message: accessMessages.resetMailSent };
}

export async function resetPassword(deps: AccessDeps, token: string, newPassword: string) {
  const now = deps.now();
  // A forged or spent link is refused before the costly hash, so it cannot be used to load the server.
  await usableToken(deps.db, token, 'reset', now);
  const passwordHash = await hashPassword(newPassword);
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset', now);
    // Following a reset link proves the mailbox, so it also confirms the address.
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, ${sqlTimestamp(now)})` })
      .where(eq(users.id, userId));
    // Older reset links in the mailbox must not take the account back.
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.kind, 'reset'),
          isNull(authTokens.usedAt),
          ne(authTokens.tokenHash, hashToken(token)),
        ),
      );
    await endAllSessions(tx, userId);
    return userId;
  });
  await deps.changes.publish({ kind: 'userSessions', userId });
  return { message: accessMessages.passwordReset };
}
