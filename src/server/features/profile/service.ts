/** The profile area: what a user keeps on their account (today, the interface language). */
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import { users } from '../../db/schema';
import type { Language } from '../../../shared/languages';

/** The language is part of every session of the user (mails follow it), so they change too. */
export async function saveLanguage(
  { db, changes }: WriteDeps,
  userId: number,
  language: Language,
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  await changes.publish({ kind: 'userSessions', userId });
}
