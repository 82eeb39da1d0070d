/** The audit log of an event, newest first, as organizers read it in the console. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { iso } from '../../db/wire';
import { AUDIT_LOG_LIMIT, type AuditEntry } from '../../../shared/api/organizer';

export async function auditEntries(db: Db, eventId: number): Promise<{ entries: AuditEntry[] }> {
  const entries = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      summary: auditLog.summary,
      user_name: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      created_at: iso(auditLog.createdAt),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.eventId, eventId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_LOG_LIMIT);
  return { entries };
}
