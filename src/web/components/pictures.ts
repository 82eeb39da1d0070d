/**
 * What differs between the pictures PictureEditor edits: the texts (keys of the common
 * namespace) and the words of the console's failure lines. The kind is also the fallback image.
 */
import type { CommonKey } from '../lib/i18n';

export type PictureKind = 'person' | 'team' | 'company' | 'event' | 'battle';

interface PictureTexts {
  /** The picture's alt text; it may name the team or company ({{name}}). */
  alt: CommonKey;
  /** The upload button while there is no picture, and while there is one. */
  upload: CommonKey;
  change: CommonKey;
  /** The delete button, which is also the confirmation's confirm button. */
  remove: CommonKey;
  /** Under the buttons: which files are taken. */
  hint: CommonKey;
  removeTitle: CommonKey;
  removeMessage: CommonKey;
  /** The toasts of success. */
  saved: CommonKey;
  removed: CommonKey;
}

export const PICTURES: Record<PictureKind, { subject: string; keys: PictureTexts }> = {
  person: {
    subject: 'picture',
    keys: {
      alt: 'profilePicture',
      upload: 'profileUploadPicture',
      change: 'profileChangePicture',
      remove: 'profileDeletePicture',
      hint: 'profilePictureHint',
      removeTitle: 'profileDeletePictureTitle',
      removeMessage: 'profileDeletePictureMessage',
      saved: 'profilePictureSaved',
      removed: 'profilePictureDeleted',
    },
  },
  team: {
    subject: 'team picture',
    keys: {
      alt: 'teamPictureAlt',
      upload: 'teamUploadPicture',
      change: 'teamChangePicture',
      remove: 'teamDeletePicture',
      hint: 'teamPictureHint',
      removeTitle: 'teamDeletePictureTitle',
      removeMessage: 'teamDeletePictureMessage',
      saved: 'teamImageSaved',
      removed: 'teamImageDeleted',
    },
  },
  company: {
    subject: 'company logo',
    keys: {
      alt: 'companyLogoAlt',
      upload: 'companyUploadLogo',
      change: 'companyChangeLogo',
      remove: 'companyDeleteLogo',
      hint: 'companyLogoHint',
      removeTitle: 'companyDeleteLogoTitle',
      removeMessage: 'companyDeleteLogoMessage',
      saved: 'companyImageSaved',
      removed: 'companyImageDeleted',
    },
  },
  event: {
    subject: 'event picture',
    keys: {
      alt: 'eventPictureAlt',
      upload: 'eventUploadPicture',
      change: 'eventChangePicture',
      remove: 'eventDeletePicture',
      hint: 'eventPictureHint',
      removeTitle: 'eventDeletePictureTitle',
      removeMessage: 'eventDeletePictureMessage',
      saved: 'eventPictureSaved',
      removed: 'eventPictureDeleted',
    },
  },
  battle: {
    subject: 'battle photo',
    keys: {
      alt: 'battlePhotoAlt',
      upload: 'battleUploadPhoto',
      change: 'battleChangePhoto',
      remove: 'battleDeletePhoto',
      hint: 'battlePhotoHint',
      removeTitle: 'battleDeletePhotoTitle',
      removeMessage: 'battleDeletePhotoMessage',
      saved: 'battlePhotoSaved',
      removed: 'battlePhotoDeleted',
    },
  },
};
