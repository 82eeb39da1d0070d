/**
 * The user's picture: a new one replaces the old (whose file is deleted once the new address
 * is committed), delete clears it. The row is locked while the address changes, so two uploads
 * at once each delete exactly the file they replaced.
 */
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import { users } from '../../db/schema';
import { deleteUpload, saveUpload } from '../../uploads/images';
import { publishPersonChanged } from './service';

const FOLDER = 'users';

async function replacePicture(
  deps: WriteDeps,
  userId: number,
  picture: string | null,
): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ picture: users.picture })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ picture }).where(eq(users.id, userId));
    return current?.picture ?? null;
  });
}

/** Stores the re-encoded bytes as the user's picture; answers its address. */
export async function saveUserPicture(
  deps: WriteDeps,
  dataDir: string,
  userId: number,
  bytes: Buffer,
): Promise<string> {
  const picture = await saveUpload(dataDir, FOLDER, bytes);
  let previous: string | null;
  try {
    previous = await replacePicture(deps, userId, picture);
  } catch (err) {
    await deleteUpload(dataDir, FOLDER, picture);
    throw err;
  }
  await deleteUpload(dataDir, FOLDER, previous);
  await publishPersonChanged(deps, userId);
  return picture;
}

/** Clears the user's picture and deletes its file (a demo picture's file stays). */
export async function deleteUserPicture(
  deps: WriteDeps,
  dataDir: string,
  userId: number,
): Promise<void> {
  const previous = await replacePicture(deps, userId, null);
  if (previous === null) return;
  await deleteUpload(dataDir, FOLDER, previous);
  await publishPersonChanged(deps, userId);
}
