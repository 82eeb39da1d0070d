/**
 * The console's picture uploads: the chosen event's picture and a battle's photo, with the rules
 * of every picture of the app (uploads/images.ts). The organizer is checked (the console's
 * preHandler) and the battle found in the event before the upload is read, so nobody else makes
 * the server decode a picture. The new file is stored first, then the row changes in `organize`
 * (audited, published); the replaced upload's file is deleted after commit when nothing else
 * shows it (unusedUploads.ts), and the new one if the change fails. A file that cannot be
 * deleted is logged, never answered as an error.
 */
import type { FastifyInstance } from 'fastify';
import { organizerMessages } from '../../../shared/api/organizer';
import {
  organizerBattlePhotoDeleteRoute,
  organizerBattlePhotoUploadRoute,
  organizerEventPictureDeleteRoute,
  organizerEventPictureUploadRoute,
} from '../../../shared/api/organizerPictures';
import { eventScope } from '../../auth/eventScope';
import { route } from '../../http/route';
import { deleteUpload, receiveImage, saveUpload, withUploads } from '../../uploads/images';
import type { UploadFolder } from '../../uploads/images';
import type { AuditNote } from '../../auditNote';
import type { Db } from '../../db/client';
import { refuseOtherBattle, setBattlePhoto } from '../battles/organizeBattles';
import { setEventPhoto } from '../event/organize';
import { organize, type OrganizeDeps } from './organize';
import { removeUnusedUpload } from './unusedUploads';

/** The event's picture is a 2:1 banner on /event-select and /event; a battle's, a card. */
const EVENT_PICTURE_MAX_SIDE = 1600;
const BATTLE_PHOTO_MAX_SIDE = 1200;

type Swap = (tx: Db) => Promise<{ previous: string | null; audit: AuditNote }>;

export async function picturesRoutes(app: FastifyInstance, deps: OrganizeDeps): Promise<void> {
  const dataDir = app.config.dataDir;
  const cleanup = { db: app.db, dataDir, log: app.log };

  /** Writes the change in `organize`, then deletes the replaced file (or the new one on failure). */
  async function swap(
    userId: number,
    eventId: number,
    folder: UploadFolder,
    url: string | null,
    change: Swap,
  ) {
    let previous: string | null;
    try {
      previous = await organize(deps, { userId, eventId }, async (tx) => {
        const done = await change(tx);
        return { answer: done.previous, audit: done.audit };
      });
    } catch (err) {
      // Nothing names the new file: the change that would have did not commit.
      await deleteUpload(dataDir, folder, url).catch((rmErr: unknown) =>
        app.log.error({ err: rmErr, url }, 'an unused upload could not be deleted'),
      );
      throw err;
    }
    if (previous !== url) await removeUnusedUpload(cleanup, folder, previous);
    return {
      message: url === null ? organizerMessages.deleted : organizerMessages.saved,
      photo_url: url,
    };
  }

  await withUploads(app, (uploads) => {
    route(uploads, organizerEventPictureUploadRoute, async (req) => {
      const { userId, eventId } = eventScope(req);
      const bytes = await receiveImage(req, { maxSide: EVENT_PICTURE_MAX_SIDE });
      const url = await saveUpload(dataDir, 'events', bytes);
      return swap(userId, eventId, 'events', url, (tx) => setEventPhoto(tx, eventId, url));
    });

    route(uploads, organizerBattlePhotoUploadRoute, async (req) => {
      const { userId, eventId } = eventScope(req);
      const battleId = req.query.id;
      await refuseOtherBattle(app.db, eventId, battleId);
      const bytes = await receiveImage(req, { maxSide: BATTLE_PHOTO_MAX_SIDE });
      const url = await saveUpload(dataDir, 'battles', bytes);
      return swap(userId, eventId, 'battles', url, (tx) =>
        setBattlePhoto(tx, eventId, battleId, url),
      );
    });
  });

  route(app, organizerEventPictureDeleteRoute, async (req) => {
    const { userId, eventId } = eventScope(req);
    return swap(userId, eventId, 'events', null, (tx) => setEventPhoto(tx, eventId, null));
  });

  route(app, organizerBattlePhotoDeleteRoute, async (req) => {
    const { userId, eventId } = eventScope(req);
    const battleId = req.query.id;
    return swap(userId, eventId, 'battles', null, (tx) =>
      setBattlePhoto(tx, eventId, battleId, null),
    );
  });
}
