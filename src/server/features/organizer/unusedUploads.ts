/**
 * The console's uploaded pictures (event picture, battle photos) are files under
 * DATA_DIR/uploads/<folder>/, named by the rows that show them. Once a committed change leaves a
 * file unnamed (a photo replaced by another upload or by a web address, removed, or its battle
 * deleted), `removeUnusedUpload` deletes it, unless some row still names it: the battle form
 * accepts any of the app's picture addresses, so two battles (or a battle and a sponsor) may
 * show the same file. It reads every column that may hold a picture address, read-only.
 * Deleting is the last step of an answered change: a failure is logged, never answered as an
 * error (the change itself is committed), and the file stays until someone removes it by hand.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { battles, branding, companies, events, sponsors, teams, users } from '../../db/schema';
import { rowsOf } from '../../db/wire';
import { deleteUpload, type UploadFolder } from '../../uploads/images';

export interface UploadCleanupDeps {
  db: Db;
  dataDir: string;
  log: FastifyBaseLogger;
}

/** Whether any row still shows this picture address. */
async function stillShown(db: Db, url: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (
      select 1 from ${battles} where ${battles.photoUrl} = ${url}
      union all select 1 from ${events}
        where ${events.photoUrl} = ${url} or ${events.imageLink} = ${url}
      union all select 1 from ${sponsors} where ${sponsors.photoUrl} = ${url}
      union all select 1 from ${teams} where ${teams.picture} = ${url}
      union all select 1 from ${companies}
        where ${companies.photoUrl} = ${url} or ${companies.coverImage} = ${url}
      union all select 1 from ${users} where ${users.picture} = ${url}
      union all select 1 from ${branding}
        where ${branding.favIcon} = ${url} or ${branding.sharePicture} = ${url}
    ) as shown`);
  const [row] = rowsOf<{ shown: boolean }>(result);
  return Boolean(row?.shown);
}

/**
 * Deletes the uploaded file of `url` (after the change that stopped naming it has committed)
 * when no row names it any more. Addresses that are not an upload of `folder` (a web address,
 * a demo picture, null) are left alone. Never throws.
 */
export async function removeUnusedUpload(
  deps: UploadCleanupDeps,
  folder: UploadFolder,
  url: string | null | undefined,
): Promise<void> {
  if (!url?.startsWith(`/uploads/${folder}/`)) return;
  try {
    if (await stillShown(deps.db, url)) return;
    await deleteUpload(deps.dataDir, folder, url);
  } catch (err) {
    deps.log.error({ err, url }, 'an unused upload could not be deleted');
  }
}
