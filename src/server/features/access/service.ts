/**
 * Accounts: register, confirm e-mail, log in, forgot and reset password. No answer tells a
 * caller whether an e-mail address has an account (no enumeration).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTimestamp } from '../../db/sqlTime';
import { authTokens, branding, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashToken, newToken } from '../../auth/tokens';
import { createSession, endAllSessions } from '../../auth/sessions';
import type { Mailer } from '../../mail/mailer';
import { buildMail } from '../../mail/templates';
import { BadRequestError, HttpError, UnauthorizedError } from '../../http/errors';
import type { RegisterBody } from '../../../shared/api/access';
import { accessMessages } from '../../../shared/api/access';
import { nextSelectionStep } from '../../../shared/selectionSteps';

export const CONFIRM_TOKEN_MS = 48 * 3600_000;
export const RESET_TOKEN_MS = 3600_000;
const DEFAULT_BRAND = '#FF784B';

export interface AccessDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** Hashing a password for an unknown e-mail keeps login time the same either way. */
let dummyHash: Promise<string> | null = null;

async function brandColor(db: Db): Promise<string> {
  const [row] = await db
    .select({ color: branding.primaryColor })
    .from(branding)
    .where(eq(branding.host, '*'))
    .limit(1);
  return row?.color ?? DEFAULT_BRAND;
}

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

export async function register(deps: AccessDeps, body: RegisterBody, language: string) {
  const email = body.email.toLowerCase();
  const now = deps.now();
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const color = await brandColor(deps.db);
  if (existing) {
    const token = await issueToken(deps.db, existing.id, 'reset', now);
    await deps.mailer.send(
      buildMail('existing', {
        to: email,
        name: existing.firstName,
        language: existing.language ?? language,
        link: `${deps.publicUrl}/reset-password?reset_token=${token}`,
        brandColor: color,
      }),
    );
    return { message: accessMessages.registered };
  }
  const passwordHash = await hashPassword(body.password);
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
    const token = await issueToken(tx, user.id, 'confirm', now);
    return { id: user.id, token };
  });
  // A concurrent registration of the same address won the race: answer the same way.
  if (!created) return { message: accessMessages.registered };
  await deps.mailer.send(
    buildMail('confirm', {
      to: email,
      name: body.firstName,
      language,
      link: `${deps.publicUrl}/confirm-email?token=${created.token}`,
      brandColor: color,
    }),
  );
  return { message: accessMessages.registered };
}

/** Marks a link token used, or explains why it cannot be used. Single use even under races. */
async function consumeToken(db: Db, token: string, kind: 'confirm' | 'reset', now: Date) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
    .limit(1);
  if (!row) throw new BadRequestError(accessMessages.tokenInvalid);
  if (row.usedAt) throw new BadRequestError(accessMessages.tokenUsed);
  if (row.expiresAt.getTime() <= now.getTime())
    throw new BadRequestError(accessMessages.tokenExpired);
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

export async function resendConfirmation(deps: AccessDeps, emailInput: string) {
  const email = emailInput.toLowerCase();
  const now = deps.now();
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user && !user.confirmedAt) {
    const token = await issueToken(deps.db, user.id, 'confirm', now);
    await deps.mailer.send(
      buildMail('confirm', {
        to: email,
        name: user.firstName,
        language: user.language ?? 'en',
        link: `${deps.publicUrl}/confirm-email?token=${token}`,
        brandColor: await brandColor(deps.db),
      }),
    );
  }
  return { message: accessMessages.confirmationResent };
}

export async function login(deps: AccessDeps, emailInput: string, password: string) {
  const email = emailInput.toLowerCase();
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    dummyHash ??= hashPassword('Dummy!password1');
    await verifyPassword(await dummyHash, password);
    throw new UnauthorizedError(accessMessages.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new UnauthorizedError(accessMessages.badCredentials);
  }
  if (!user.confirmedAt) throw new HttpError(403, accessMessages.notConfirmed);
  const resume = {
    role: user.lastRole,
    eventId: user.lastEventId,
    teamId: user.lastTeamId,
    battleId: user.lastBattleId,
  };
  const token = await createSession(deps.db, user.id, deps.now(), resume);
  const redirect = nextSelectionStep(resume);
  return { token, redirect, language: user.language ?? 'en' };
}

export async function forgotPassword(deps: AccessDeps, emailInput: string) {
  const email = emailInput.toLowerCase();
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user) {
    const token = await issueToken(deps.db, user.id, 'reset', deps.now());
    await deps.mailer.send(
      buildMail('reset', {
        to: email,
        name: user.firstName,
        language: user.language ?? 'en',
        link: `${deps.publicUrl}/reset-password?reset_token=${token}`,
        brandColor: await brandColor(deps.db),
      }),
    );
  }
  return { message: accessMessages.resetMailSent };
}

export async function resetPassword(deps: AccessDeps, token: string, newPassword: string) {
  const now = deps.now();
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset', now);
    // Following a reset link proves the mailbox, so it also confirms the address.
    await tx
      .update(users)
      .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, ${sqlTimestamp(now)})` })
      .where(eq(users.id, userId));
    await endAllSessions(tx, userId);
  });
  return { message: accessMessages.passwordReset };
}
