/**
 * The organizer console's picture uploads (an addition to product.md §7): the chosen event's
 * picture and a battle's photo, uploaded from a file instead of (or besides) a web address. The
 * rules are those of the team picture (server/uploads/images.ts): JPEG, PNG, GIF, WebP or
 * HEIF/AVIF, at most 5 MB and 40 megapixels, re-encoded as WebP without metadata, stored under
 * /uploads/events/ or /uploads/battles/; a replaced or removed upload's file is deleted.
 *
 * The event's upload is its `photo_url`, shown before its `image_link` (which stays as the
 * alternative); a battle has one picture, `photo_url`, a link or an upload.
 */
import { z } from 'zod';
import { defineRoute } from './contract';
import { idText } from './ids';
import { organizerAccess, organizerMessages } from './organizer';
import { UPLOADS_BUSY, uploadRateLimits } from './uploads';
import { optionalText } from './wire';

/** The answer of an upload or a removal: the picture's new address (null once removed). */
export const organizerPictureResponse = z.object({ message: z.string(), photo_url: optionalText });
export type OrganizerPictureResponse = z.infer<typeof organizerPictureResponse>;

/** Which battle of the chosen event (`?id=`): a multipart body carries only the file. */
export const battlePhotoQuery = z.object({ id: idText });

const uploadRefusals = {
  400: ['imageMissing'],
  413: ['imageTooLarge', 'imageTooManyPixels'],
  415: ['notAnImage', 'multipartExpected'],
  429: [UPLOADS_BUSY],
} as const;

export const organizerEventPictureUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/event/picture',
  summary:
    "Replaces the chosen event's uploaded picture (`photo_url`, shown before its picture link) with the picture of the multipart field `file` (an image, at most 5 MB, re-encoded without metadata; audited).",
  addition: true,
  access: organizerAccess,
  response: organizerPictureResponse,
  rateLimits: uploadRateLimits,
  refusals: uploadRefusals,
});

export const organizerEventPictureDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/event/picture',
  summary:
    "Removes the chosen event's uploaded picture; its picture link, if any, shows again (audited).",
  addition: true,
  access: organizerAccess,
  response: organizerPictureResponse,
});

export const organizerBattlePhotoUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/battles/photo',
  summary:
    'Replaces the photo of a battle of the chosen event (`?id=`) with the picture of the multipart field `file` (an image, at most 5 MB, re-encoded without metadata; audited).',
  addition: true,
  access: organizerAccess,
  query: battlePhotoQuery,
  response: organizerPictureResponse,
  rateLimits: uploadRateLimits,
  refusals: { ...uploadRefusals, 404: [organizerMessages.notFound] },
});

export const organizerBattlePhotoDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/battles/photo',
  summary: 'Removes the photo of a battle of the chosen event (`?id=`), link or upload (audited).',
  addition: true,
  access: organizerAccess,
  query: battlePhotoQuery,
  response: organizerPictureResponse,
  refusals: { 404: [organizerMessages.notFound] },
});
