/**
 * The push area (issue 41): a user's push subscriptions (one per device, with the notification
 * types it wants), and what is pushed to them. notifications/service.ts notify() calls
 * queueNotificationPushes() inside the transaction that writes the notifications: a push_outbox
 * row is written for each notification whose user has a subscription wanting its type, marked
 * with this process (PUSH_ORIGIN). After the commit, the writer publishes its `users` change;
 * this process hears it (push/routes.ts) and takes its rows for those users (deleted as they are
 * read, so each notification is pushed once) and queues the sends (sender.ts), after the answer.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox, pushSubscriptions, type NotificationType } from '../../db/schema';
import { sqlTimestamp } from '../../db/sqlTime';
import { iso, rowsOf } from '../../db/wire';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { NOTIFICATION_TYPES, notificationTarget } from '../../../shared/notifications';
import { PUSH_SUBSCRIPTIONS_PER_USER, type PushPayload } from '../../../shared/push';
import { pushMessages, type PushSubscriptionItem } from '../../../shared/api/push';
import { endpointAllowed } from './endpoints';
import { notificationPushText, testPushText } from './texts';
import type { PushJob } from './sender';

/** This process: the one that pushes the notifications it wrote. */
export const PUSH_ORIGIN = `${process.pid}-${randomBytes(6).toString('hex')}`;

/** A notification older than this when it is taken is no longer news: it is not pushed. */
const PUSH_FRESH_MS = 10 * 60 * 1000;
/** Outbox rows no process took (it stopped first) are dropped after this. */
const OUTBOX_KEEP_MS = 60 * 60 * 1000;

/** The page where a device's notifications are set up; a test notification opens it. */
export const PUSH_SETTINGS_PATH = '/profile/notifications';

// ---------------------------------------------------------------------------------------------
// Subscriptions

export async function subscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionItem[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      types: pushSubscriptions.types,
      created_at: iso(pushSubscriptions.createdAt),
      updated_at: iso(pushSubscriptions.updatedAt),
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id));
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  types: readonly NotificationType[];
}

/**
 * Saves the device's subscription for the user (again: its keys and types). An endpoint saved by
 * another user moves to this one only when the caller holds the browser's same secret (the same
 * browser, signed in as someone else); otherwise 409. A user keeps their newest
 * PUSH_SUBSCRIPTIONS_PER_USER devices.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: SubscriptionInput,
  extraHosts: readonly string[],
  now: Date,
): Promise<NotificationType[]> {
  if (!endpointAllowed(input.endpoint, extraHosts)) {
    throw new BadRequestError(pushMessages.endpointNotAllowed, {
      endpoint: pushMessages.endpointNotAllowed,
    });
  }
  const types = NOTIFICATION_TYPES.filter((type) => input.types.includes(type));
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        types,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          types,
          updatedAt: now,
        },
        setWhere: sql`${pushSubscriptions.userId} = ${userId} or ${pushSubscriptions.auth} = ${input.keys.auth}`,
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) throw new ConflictError(pushMessages.taken);
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, userId),
        notInArray(
          pushSubscriptions.id,
          kept.map((row) => row.id),
        ),
      ),
    );
    return types;
  });
}

/** Deletes the user's subscription of this endpoint, if there is one. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404/410). */
export async function deleteGoneSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/** The test notification for the user's subscription of this endpoint; 404 when it is not theirs. */
export async function testPushJob(db: Db, userId: number, endpoint: string): Promise<PushJob> {
  const rows = rowsOf<{
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: string | null;
  }>(
    await db.execute(sql`
      select s.id, s.endpoint, s.p256dh, s.auth, u.language
      from push_subscriptions s join users u on u.id = s.user_id
      where s.user_id = ${userId} and s.endpoint = ${endpoint}`),
  );
  const row = rows[0];
  if (!row) throw new NotFoundError(pushMessages.notFound);
  const payload: PushPayload = {
    ...testPushText(row.language),
    path: PUSH_SETTINGS_PATH,
    tag: 'push-test',
  };
  return jobOf(row, payload);
}

// ---------------------------------------------------------------------------------------------
// What notify() writes and what is pushed

/**
 * Called by notify() in its transaction with the notifications it wrote: a push_outbox row for
 * each whose user has a subscription wanting the type. One statement; none for users without.
 */
export async function queueNotificationPushes(
  db: Db,
  written: readonly { id: number; userId: number }[],
  type: NotificationType,
  now: Date,
): Promise<void> {
  if (written.length === 0) return;
  const ids = sql.join(
    written.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const queued = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      insert into push_outbox (notification_id, user_id, origin, created_at)
      select n.id, n.user_id, ${PUSH_ORIGIN}, ${sqlTimestamp(now)}
      from notifications n
      where n.id in (${ids})
        and exists (select 1 from push_subscriptions s
                    where s.user_id = n.user_id and ${type}::notification_type = any(s.types))
      returning user_id`),
  );
  const until = Date.now() + AWAIT_MS;
  for (const row of queued) usersAwaitingPush.set(Number(row.user_id), until);
  if (usersAwaitingPush.size > 10_000) {
    const now = Date.now();
    for (const [userId, end] of usersAwaitingPush) if (end < now) usersAwaitingPush.delete(userId);
  }
}

/**
 * The users this process wrote outbox rows for lately, until when it listens for them: their
 * `users` changes make it look for their rows. A change of anyone else costs no query. The
 * window outlasts the writing transaction, so a change heard before its commit (another write
 * of the same user) does not end it.
 */
const usersAwaitingPush = new Map<number, number>();
const AWAIT_MS = 60_000;

/** Of these users, those this process may have pushes for. */
export function awaitedPushUsers(userIds: Iterable<number>): number[] {
  const now = Date.now();
  const awaited: number[] = [];
  for (const userId of userIds) {
    const until = usersAwaitingPush.get(userId);
    if (until === undefined) continue;
    if (until < now) usersAwaitingPush.delete(userId);
    else awaited.push(userId);
  }
  return awaited;
}

/**
 * Takes this process's outbox rows of these users (deleting them, so nobody pushes them again)
 * and answers one send per notification and subscription that wants it, in the user's language.
 * A notification that is no longer fresh is taken but not sent.
 */
export async function takePushes(
  db: Db,
  userIds: readonly number[],
  now: Date,
): Promise<PushJob[]> {
  if (userIds.length === 0) return [];
  const users = sql.join(
    [...new Set(userIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const fresh = new Date(now.getTime() - PUSH_FRESH_MS);
  const rows = rowsOf<{
    notification_id: number;
    message_name: NotificationType;
    dynamic_key_1: string | null;
    dynamic_key_2: string | null;
    redirect_key_1: string | null;
    language: string | null;
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    await db.execute(sql`
      with taken as (
        delete from push_outbox
        where user_id in (${users}) and origin = ${PUSH_ORIGIN}
        returning notification_id
      )
      select n.id as notification_id, n.message_name, n.dynamic_key_1, n.dynamic_key_2,
             n.redirect_key_1, u.language, s.id, s.endpoint, s.p256dh, s.auth
      from taken
      join notifications n on n.id = taken.notification_id
      join users u on u.id = n.user_id
      join push_subscriptions s on s.user_id = n.user_id and n.message_name = any(s.types)
      where n.created_at >= ${sqlTimestamp(fresh)}
      order by n.id, s.id`),
  );
  return rows.map((row) => {
    const fields = {
      message_name: row.message_name,
      dynamic_key_1: row.dynamic_key_1,
      dynamic_key_2: row.dynamic_key_2,
      redirect_key_1: row.redirect_key_1,
    };
    const payload: PushPayload = {
      ...notificationPushText(row.language, fields),
      path: notificationTarget(fields),
      tag: `notification-${Number(row.notification_id)}`,
    };
    return jobOf(row, payload);
  });
}

/** Drops outbox rows nobody took within OUTBOX_KEEP_MS (their process stopped). */
export async function dropStaleOutbox(db: Db, now: Date): Promise<number> {
  const dropped = await db
    .delete(pushOutbox)
    .where(lt(pushOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)))
    .returning({ id: pushOutbox.notificationId });
  return dropped.length;
}

function jobOf(
  row: { id: number; endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
): PushJob {
  return {
    subscriptionId: Number(row.id),
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    payload: JSON.stringify(payload),
  };
}
