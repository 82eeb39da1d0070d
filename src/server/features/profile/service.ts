/** The profile area: what a user keeps on their account (today, the interface language). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Language } from '../../../shared/languages';

export async function saveLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
