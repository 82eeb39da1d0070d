/**
 * The one writer of notifications: every area that causes one (the joker today; challenges,
 * cheers, scores, awards and captains soon) calls notify() inside its own transaction, so a
 * notification exists exactly when the change that caused it was committed. Also the user's
 * list (newest first) and its read state: opening one marks it read, or all at once.
 *
 * A user's list is kept in memory per user (cache/snapshots.ts, scope user:<id>). notify()
 * answers who received the notification, and its caller publishes a `users` change for them
 * after its transaction commits; marking read publishes the same for the reader.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, teamPlayers, type NotificationType } from '../../db/schema';
import { sqlTimestamp } from '../../db/sqlTime';
import { iso, rowsOf } from '../../db/wire';
import { ofUser, type ReadDeps } from '../../cache/snapshots';
import type { WriteDeps } from '../../cache/changes';
import { NotFoundError } from '../../http/errors';
import {
  notificationMessages,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsResponse,
} from '../../../shared/api/notifications';

export interface NotificationText {
  type: NotificationType;
  /** Filled into the translated text (product.md §3 dynamic keys). */
  dynamicKey1?: string | null;
  dynamicKey2?: string | null;
  /** The id the notification's target screen opens. */
  redirectKey1?: string | null;
}

/** Who receives it: named users, or every player of a team. */
export type Recipients = { userIds: readonly number[] } | { teamId: number };

export async function notify(
  db: Db,
  to: Recipients,
  text: NotificationText,
  now: Date,
): Promise<number[]> {
  if ('teamId' in to) {
    const rows = await db.execute(sql`
      insert into ${notifications}
        (user_id, message_name, created_at, dynamic_key_1, dynamic_key_2, redirect_key_1)
      select ${teamPlayers.userId}, ${text.type}::notification_type, ${sqlTimestamp(now)},
             ${text.dynamicKey1 ?? null}, ${text.dynamicKey2 ?? null}, ${text.redirectKey1 ?? null}
      from ${teamPlayers} where ${teamPlayers.teamId} = ${to.teamId}
      returning user_id`);
    return rowsOf<{ user_id: number }>(rows).map((row) => row.user_id);
  }
  if (to.userIds.length === 0) return [];
  await db.insert(notifications).values(
    to.userIds.map((userId) => ({
      userId,
      messageName: text.type,
      createdAt: now,
      dynamicKey1: text.dynamicKey1 ?? null,
      dynamicKey2: text.dynamicKey2 ?? null,
      redirectKey1: text.redirectKey1 ?? null,
    })),
  );
  return [...to.userIds];
}

/**
 * The user's newest notifications and the count of all their unread ones, in one query: the
 * window count runs over every row of the user before the limit applies.
 */
export function notificationsOf(deps: ReadDeps, userId: number): Promise<NotificationsResponse> {
  // Kept per user, its bytes encoded once, until one of their notifications is written or read
  // (a 'users' change).
  return deps.snapshots.answer(ofUser(userId), 'notifications', () =>
    loadNotifications(deps.db, userId),
  );
}

async function loadNotifications(db: Db, userId: number): Promise<NotificationsResponse> {
  const rows = await db
    .select({
      id: notifications.id,
      message_name: notifications.messageName,
      is_read: notifications.isRead,
      created_at: iso(notifications.createdAt),
      dynamic_key_1: notifications.dynamicKey1,
      dynamic_key_2: notifications.dynamicKey2,
      redirect_key_1: notifications.redirectKey1,
      unread_count: sql<number>`(count(*) filter (where not ${notifications.isRead}) over ())::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: rows.map(({ unread_count: _, ...notification }) => notification),
    unread_count: rows[0]?.unread_count ?? 0,
  };
}

/** Marks one notification of the user read; someone else's (or none) is 404 and unchanged. */
export async function markNotificationRead(
  { db, changes }: WriteDeps,
  userId: number,
  id: number,
): Promise<void> {
  const marked = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (marked.length === 0) throw new NotFoundError(notificationMessages.notFound);
  await changes.publish({ kind: 'users', userIds: [userId] });
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(
  { db, changes }: WriteDeps,
  userId: number,
): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  await changes.publish({ kind: 'users', userIds: [userId] });
}
