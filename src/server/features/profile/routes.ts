/**
 * The profile area's routes (product.md §7 "Profile"): the own profile, socials, profile form and
 * picture, anyone's public profile, and PUT /language, which keeps the user's language so mails
 * follow it. Every one needs only a signed-in user (no role or event).
 */
import type { FastifyPluginAsync } from 'fastify';
import { saveLanguageRoute } from '../../../shared/api/language';
import {
  connectionsRoute,
  deleteUserImageRoute,
  editProfileRoute,
  localDateText,
  profileMessages,
  profileRoute,
  publicProfileRoute,
  saveConnectionsRoute,
  saveProfileRoute,
  uploadUserImageRoute,
} from '../../../shared/api/profile';
import { route } from '../../http/route';
import { receiveImage, withUploads } from '../../uploads/images';
import { deleteUserPicture, saveUserPicture } from './picture';
import { publicProfileOf } from './publicProfile';
import { UserCache } from './userCache';
import {
  connectionsOf,
  editProfileOf,
  profileOf,
  saveConnections,
  saveLanguage,
  saveProfile,
  type Account,
} from './service';

/** Profile pictures show at most a few hundred pixels wide, on phones with dense screens. */
const PICTURE_MAX_SIDE = 800;

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const accounts = new UserCache<Account>(app.changes);

  route(app, saveLanguageRoute, async (req) => {
    await saveLanguage(app, req.session.userId, req.body.language);
    return { message: 'languageSaved' };
  });

  route(app, profileRoute, async (req) => profileOf(app.db, accounts, req.session));

  route(app, publicProfileRoute, async (req) =>
    publicProfileOf(app.db, req.headers.otheruserid ?? req.session.userId),
  );

  route(app, connectionsRoute, async (req) => connectionsOf(app.db, req.session.userId));

  route(app, saveConnectionsRoute, async (req) => {
    await saveConnections(app.db, req.session.userId, req.body);
    return { message: profileMessages.connectionsSaved };
  });

  route(app, editProfileRoute, async (req) => editProfileOf(app.db, req.session.userId));

  route(app, saveProfileRoute, async (req) => {
    const today = localDateText(app.clock.now(), true);
    await saveProfile(app, req.session.userId, req.body, today);
    return { message: profileMessages.profileSaved };
  });

  await withUploads(app, (uploads) =>
    route(uploads, uploadUserImageRoute, async (req) => {
      const bytes = await receiveImage(req, { maxSide: PICTURE_MAX_SIDE });
      const picture = await saveUserPicture(app, app.config.dataDir, req.session.userId, bytes);
      return { message: profileMessages.pictureSaved, picture };
    }),
  );

  route(app, deleteUserImageRoute, async (req) => {
    await deleteUserPicture(app, app.config.dataDir, req.session.userId);
    return { message: profileMessages.pictureDeleted };
  });
};
