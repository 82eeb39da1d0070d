/**
 * The one writer of notifications: every area that causes one (the joker today; challenges,
 * cheers, scores, awards and captains soon) calls notify() inside its own transaction, so a
 * notification exists exactly when the change that caused it was committed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, teamPlayers, type NotificationType } from '../../db/schema';
import { sqlTimestamp } from '../../db/sqlTime';

export interface NotificationText {
  type: NotificationType;
  /** Filled into the translated text (SPEC §3 dynamic keys). */
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
): Promise<void> {
  if ('teamId' in to) {
    await db.execute(sql`
      insert into ${notifications}
        (user_id, message_name, created_at, dynamic_key_1, dynamic_key_2, redirect_key_1)
      select ${teamPlayers.userId}, ${text.type}::notification_type, ${sqlTimestamp(now)},
             ${text.dynamicKey1 ?? null}, ${text.dynamicKey2 ?? null}, ${text.redirectKey1 ?? null}
      from ${teamPlayers} where ${teamPlayers.teamId} = ${to.teamId}`);
    return;
  }
  if (to.userIds.length === 0) return;
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
}
