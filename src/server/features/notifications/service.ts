/**
 * The one writer of notifications: every area that causes one (the joker, challenges, cheers,
 * scores, awards, extra points, announcements and captains) calls notify() inside its own
 * transaction, so a notification exists exactly when the change that caused it was committed.
 * Also the user's list (newest first) and its read state: opening one marks it read, or all at
 * once.
 *
 * Nobody is told of their own action: every caller names who acted (`NotificationCause`), and
 * notify() leaves them out of the recipients, whichever way those are named (a teammate who chose
 * the joker, a crew member who plays in a team they scored). Every notification also names the
 * event it is about, so a user with several events sees which one it comes from.
 *
 * A user's list is kept in memory per user (cache/snapshots.ts, scope user:<id>). notify()
 * answers who received the notification, and its caller publishes a `users` change for them
 * after its transaction commits; marking read publishes the same for the reader. Each
 * notification is also pushed to its user's devices that want its type (push/service.ts): queued
 * in the same transaction, sent by this process after that change.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventRoles,
  events,
  notifications,
  teamPlayers,
  teams,
  type NotificationType,
} from '../../db/schema';
import { sqlTimestamp } from '../../db/sqlTime';
import { iso, rowsOf } from '../../db/wire';
import { ofUser, type ReadDeps } from '../../cache/snapshots';
import { queueNotificationPushes } from '../push/service';
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

/** What caused a notification: the event it is about and who acted. */
export interface NotificationCause {
  /** The event it is about: the list names it for a user who has several events. */
  eventId: number;
  /**
   * The user whose action it tells of (the session's user; the organizer in the console). They
   * are never among its recipients. Null only for a notification nobody caused in person.
   */
  actedBy: number | null;
}

export async function notify(
  db: Db,
  to: Recipients,
  text: NotificationText,
  { eventId, actedBy }: NotificationCause,
  now: Date,
): Promise<number[]> {
  if ('teamId' in to) {
    const notActor = actedBy === null ? sql`` : sql` and ${teamPlayers.userId} <> ${actedBy}`;
    const rows = await db.execute(sql`
      insert into ${notifications}
        (user_id, event_id, message_name, created_at, dynamic_key_1, dynamic_key_2, redirect_key_1)
      select ${teamPlayers.userId}, ${eventId}, ${text.type}::notification_type,
             ${sqlTimestamp(now)}, ${text.dynamicKey1 ?? null}, ${text.dynamicKey2 ?? null},
             ${text.redirectKey1 ?? null}
      from ${teamPlayers} where ${teamPlayers.teamId} = ${to.teamId}${notActor}
      returning id, user_id`);
    const written = rowsOf<{ id: number; user_id: number }>(rows).map((row) => ({
      id: Number(row.id),
      userId: Number(row.user_id),
    }));
    await queueNotificationPushes(db, written, text.type, now);
    return written.map((row) => row.userId);
  }
  const userIds = [...new Set(to.userIds)].filter((userId) => userId !== actedBy);
  if (userIds.length === 0) return [];
  const written = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        eventId,
        messageName: text.type,
        createdAt: now,
        dynamicKey1: text.dynamicKey1 ?? null,
        dynamicKey2: text.dynamicKey2 ?? null,
        redirectKey1: text.redirectKey1 ?? null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  // Web Push: queued in this transaction, pushed after its commit (push/service.ts).
  await queueNotificationPushes(db, written, text.type, now);
  return userIds;
}

/**
 * The user's newest notifications and the count of all their unread ones, in one query: the
 * window count runs over every row of the user before the limit applies. Each names its event
 * when the user has several: events they play in, have a role in (event_roles: every event they
 * entered) or were told about; the count is one subquery, evaluated once.
 */
export function notificationsOf(deps: ReadDeps, userId: number): Promise<NotificationsResponse> {
  // Kept per user, its bytes encoded once, until one of their notifications is written or read
  // (a 'users' change).
  return deps.snapshots.answer(ofUser(userId), 'notifications', () =>
    loadNotifications(deps.db, userId),
  );
}

/** How many events the user has: plays in, has a role in, or was told about. */
const eventCountOf = (userId: number) =>
  sql<number>`(select count(*)::int from (
    select ${teams.eventId} from ${teamPlayers}
      join ${teams} on ${teams.id} = ${teamPlayers.teamId}
      where ${teamPlayers.userId} = ${userId}
    union
    select ${eventRoles.eventId} from ${eventRoles} where ${eventRoles.userId} = ${userId}
    union
    select ${notifications.eventId} from ${notifications}
      where ${notifications.userId} = ${userId} and ${notifications.eventId} is not null
  ) as user_events)`.mapWith(Number);

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
      event_name: events.name,
      unread_count: sql<number>`(count(*) filter (where not ${notifications.isRead}) over ())::int`,
      event_count: eventCountOf(userId),
    })
    .from(notifications)
    .leftJoin(events, eq(events.id, notifications.eventId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  const severalEvents = (rows[0]?.event_count ?? 0) > 1;
  return {
    notifications: rows.map(
      ({ unread_count: _, event_count: __, event_name, ...notification }) => ({
        ...notification,
        event_name: severalEvents ? event_name : null,
      }),
    ),
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
