/**
 * The profile calls (product.md §7 "Profile"): the signed-in user's own profile, their socials and
 * profile form, their picture, and anyone's public profile. The rules of product.md §5 live here as
 * the schemas and small pure functions the form, the server and the public profile share:
 * names 1–30, bio up to 500, a real date of birth in the past, gender male or female, socials
 * as a handle or a link of their own service, the phone as an international number.
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { messageKeys, NAME_MAX, requiredText, TEXT_MAX } from '../validation';
import { defineRoute, signedIn } from './contract';
import { idBody, idText } from './ids';
import { UPLOADS_BUSY, uploadRateLimits } from './uploads';
import { count, id, moment, optionalText, text } from './wire';

/** A bio is a few sentences about oneself, so it gets more than the 50-character default. */
export const BIO_MAX = 500;

/** Message keys of the profile rules; the web app translates them. */
export const profileMessages = {
  birthDateInvalid: 'profileBirthDateInvalid',
  genderInvalid: 'profileGenderInvalid',
  countryUnknown: 'profileCountryUnknown',
  instagramInvalid: 'profileInstagramInvalid',
  twitterInvalid: 'profileTwitterInvalid',
  facebookInvalid: 'profileFacebookInvalid',
  linkedinInvalid: 'profileLinkedinInvalid',
  phoneInvalid: 'profilePhoneInvalid',
  profileNotFound: 'profileNotFound',
  profileSaved: 'profileSaved',
  connectionsSaved: 'profileConnectionsSaved',
  pictureSaved: 'profilePictureSaved',
  pictureDeleted: 'profilePictureDeleted',
} as const;

/** The refusals of a picture upload (server/uploads/images.ts). */
export const imageMessages = {
  missing: 'imageMissing',
  tooLarge: 'imageTooLarge',
  tooManyPixels: 'imageTooManyPixels',
  notAnImage: 'notAnImage',
  multipartExpected: 'multipartExpected',
  busy: UPLOADS_BUSY,
} as const;

// ---- Dates of birth ------------------------------------------------------------------------

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Nobody alive was born before this; it also keeps typos such as 0199 out. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** True for a calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A date of birth is a real date from 1900 on and before `today` (YYYY-MM-DD). */
export function isBirthDate(value: string, today: string): boolean {
  return isRealDate(value) && value >= BIRTH_DATE_MIN && value < today;
}

/** Today as YYYY-MM-DD in the local calendar of whoever asks (the server: UTC). */
export function localDateText(now: Date, utc = false): string {
  const parts = utc
    ? [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]
    : [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  return parts.map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0')).join('-');
}

// ---- Socials and phone ---------------------------------------------------------------------

export const SOCIAL_SERVICES = ['instagram', 'twitter', 'facebook', 'linkedin'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

interface SocialRule {
  /** A user name on the service, as people write it (some with a leading @). */
  handle: RegExp;
  /** The host names of the service's profile links. */
  host: RegExp;
  /** Where a handle's profile is. */
  profileBase: string;
  message: string;
}

const SOCIAL_RULES: Record<SocialService, SocialRule> = {
  instagram: {
    handle: /^@?[A-Za-z0-9._]{1,30}$/,
    host: /^(www\.|m\.)?instagram\.com$/,
    profileBase: 'https://www.instagram.com/',
    message: profileMessages.instagramInvalid,
  },
  twitter: {
    handle: /^@?[A-Za-z0-9_]{1,15}$/,
    host: /^(www\.|mobile\.)?(twitter|x)\.com$/,
    profileBase: 'https://x.com/',
    message: profileMessages.twitterInvalid,
  },
  facebook: {
    handle: /^[A-Za-z0-9.]{5,50}$/,
    host: /^(www\.|m\.|web\.)?(facebook|fb)\.com$/,
    profileBase: 'https://www.facebook.com/',
    message: profileMessages.facebookInvalid,
  },
  linkedin: {
    handle: /^[A-Za-z0-9-]{3,50}$/,
    host: /^([a-z]{2,3}\.)?linkedin\.com$/,
    profileBase: 'https://www.linkedin.com/in/',
    message: profileMessages.linkedinInvalid,
  },
};

/** A link written with or without its scheme ("instagram.com/daan"), parsed; null if it is none. */
function parseLink(value: string): URL | null {
  if (!value.includes('/') && !value.includes('.')) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** A profile link of the service itself: http(s), its host, no port or password, a path. */
function serviceLink(service: SocialService, value: string): URL | null {
  const url = parseLink(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password || url.port) return null;
  if (!SOCIAL_RULES[service].host.test(url.hostname.toLowerCase())) return null;
  return url.pathname.split('/').some((segment) => segment !== '') ? url : null;
}

/** True when the value is a handle on the service or a link to a profile on it. */
export function isSocialValue(service: SocialService, value: string): boolean {
  return SOCIAL_RULES[service].handle.test(value) || serviceLink(service, value) !== null;
}

/** Where a stored social value leads: the link itself, or the handle's profile page. */
export function socialUrl(service: SocialService, value: string): string | null {
  const rule = SOCIAL_RULES[service];
  if (rule.handle.test(value)) return rule.profileBase + value.replace(/^@/, '');
  const url = serviceLink(service, value);
  if (!url) return null;
  url.protocol = 'https:';
  return url.href;
}

/** An international number: + and the country code, 7 to 15 digits, spaces or dashes between. */
const PHONE_PATTERN = /^\+[1-9](?:[ -]*\d){6,14}$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** The phone as a messaging link (WhatsApp's click-to-chat: digits only, no +). */
export function messagingUrl(phone: string): string | null {
  return isPhoneNumber(phone) ? `https://wa.me/${phone.replace(/\D/g, '')}` : null;
}

/** A social or phone field: empty (or null) clears it, else it must pass its rule. */
function contactField(isValid: (value: string) => boolean, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(TEXT_MAX, messageKeys.tooLong)
    .refine((value) => value === '' || isValid(value), message)
    .nullable()
    .optional();
}

// ---- Schemas ---------------------------------------------------------------------------------

export const connectionsBody = z.object({
  instagram: contactField((v) => isSocialValue('instagram', v), SOCIAL_RULES.instagram.message),
  twitter: contactField((v) => isSocialValue('twitter', v), SOCIAL_RULES.twitter.message),
  facebook: contactField((v) => isSocialValue('facebook', v), SOCIAL_RULES.facebook.message),
  linkedin: contactField((v) => isSocialValue('linkedin', v), SOCIAL_RULES.linkedin.message),
  phone: contactField(isPhoneNumber, profileMessages.phoneInvalid),
});
export type ConnectionsBody = z.input<typeof connectionsBody>;

export const connectionsResponse = z.object({
  instagram: optionalText,
  twitter: optionalText,
  facebook: optionalText,
  linkedin: optionalText,
  phone: optionalText,
});
export type Connections = z.infer<typeof connectionsResponse>;

/**
 * POST /edit-profile. Names and the public switch are required; bio, date of birth, gender and
 * country may be left out or null (none). The date of birth must also lie before today, which
 * only the caller's clock knows: see withPastBirthDate.
 */
export const editProfileBody = z.object({
  first_name: requiredText(NAME_MAX),
  name: requiredText(NAME_MAX),
  bio: z.string().trim().max(BIO_MAX, messageKeys.tooLong).nullable().optional(),
  date_of_birth: z
    .string({ error: profileMessages.birthDateInvalid })
    .regex(DATE_PATTERN, profileMessages.birthDateInvalid)
    .refine(isRealDate, profileMessages.birthDateInvalid)
    .nullable()
    .optional(),
  is_male: z.boolean({ error: profileMessages.genderInvalid }).nullable().optional(),
  country_id: idBody.nullable().optional(),
  is_public: z.boolean({ error: messageKeys.required }),
});
export type EditProfileBody = z.input<typeof editProfileBody>;

/** The form's schema: the body's rules plus "before today" by the device's calendar. */
export function withPastBirthDate(today: string) {
  return editProfileBody.refine(
    (body) => !body.date_of_birth || isBirthDate(body.date_of_birth, today),
    { path: ['date_of_birth'], message: profileMessages.birthDateInvalid },
  );
}

export const country = z.object({
  id,
  /** The English name; screens show the name in their language from `code` when they can. */
  name: text,
  /** ISO 3166-1 alpha-2. */
  code: text,
});
export type Country = z.infer<typeof country>;

export const editProfileResponse = z.object({
  first_name: text,
  name: text,
  bio: optionalText,
  date_of_birth: optionalText,
  is_male: z.boolean().nullable(),
  country_id: id.nullable(),
  is_public: z.boolean(),
  picture: optionalText,
  countries: z.array(country),
});
export type EditProfileData = z.infer<typeof editProfileResponse>;

export const profileResponse = z.object({
  id,
  full_name: text,
  email: text,
  picture: optionalText,
  /** The role chosen in this session; null before /role. */
  role: z.enum(EVENT_ROLES).nullable(),
  is_public: z.boolean(),
});
export type Profile = z.infer<typeof profileResponse>;

export const profileTeam = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** The team's event date (the card shows its year). */
  date: moment,
  company_name: text,
});
export type ProfileTeam = z.infer<typeof profileTeam>;

const shownProfile = z.object({
  is_public: z.literal(true),
  id,
  full_name: text,
  photo_url: optionalText,
  bio: optionalText,
  instagram: optionalText,
  twitter: optionalText,
  facebook: optionalText,
  linkedin: optionalText,
  phone: optionalText,
  /** ISO 3166-1 alpha-2, or null. */
  country: optionalText,
  /** Challenges (battles) the person's teams have played: a result was entered. */
  battle_count: count,
  team_count: count,
  /** Awards won by the person's teams. */
  award_count: count,
  teams: z.array(profileTeam),
});
/** A profile that is not public says only that: not even the name. */
const hiddenProfile = z.object({ is_public: z.literal(false) });

export const publicProfileResponse = z.discriminatedUnion('is_public', [
  shownProfile,
  hiddenProfile,
]);
export type PublicProfile = z.infer<typeof publicProfileResponse>;
export type ShownProfile = z.infer<typeof shownProfile>;

/** `otherUserId`: whose profile; without it, the signed-in user's own. */
export const publicProfileHeaders = z.looseObject({ otheruserid: idText.optional() });

export const pictureResponse = z.object({ message: z.string(), picture: text });
export const profileMessageResponse = z.object({ message: z.string() });

// ---- Routes ----------------------------------------------------------------------------------

/*
 * Every profile route needs only a signed-in user: someone who has not chosen a role yet must
 * still reach /profile to change role, pick a language or sign out, and a profile belongs to
 * the person, not to an event.
 */

export const profileRoute = defineRoute({
  method: 'GET',
  path: '/api/profile',
  summary: "The signed-in user's picture, full name, e-mail, the session's role and is_public.",
  access: signedIn,
  response: profileResponse,
});

export const publicProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/public-profile',
  summary:
    'A public profile (header `otherUserId`, else the own one): counts, socials, country and teams; a profile that is not public answers `{ is_public: false }` only.',
  access: signedIn,
  headers: publicProfileHeaders,
  response: publicProfileResponse,
  refusals: { 404: [profileMessages.profileNotFound] },
});

export const connectionsRoute = defineRoute({
  method: 'GET',
  path: '/api/connections',
  summary: "The signed-in user's socials and messaging number.",
  access: signedIn,
  response: connectionsResponse,
});

export const saveConnectionsRoute = defineRoute({
  method: 'PUT',
  path: '/api/connections',
  summary:
    'Saves the socials (a handle or a link of that service each) and the phone (international number); empty or absent clears one.',
  access: signedIn,
  body: connectionsBody,
  response: profileMessageResponse,
  refusals: {
    400: [
      profileMessages.instagramInvalid,
      profileMessages.twitterInvalid,
      profileMessages.facebookInvalid,
      profileMessages.linkedinInvalid,
      profileMessages.phoneInvalid,
      messageKeys.tooLong,
    ],
  },
});

export const editProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/edit-profile',
  summary: 'The profile form: its fields, the picture, and the countries list (id, name, code).',
  access: signedIn,
  response: editProfileResponse,
});

export const saveProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/edit-profile',
  summary:
    'Saves the profile form; names required (max 30), bio max 500, date of birth a real date before today, country from the list.',
  access: signedIn,
  body: editProfileBody,
  response: profileMessageResponse,
  refusals: {
    400: [
      messageKeys.required,
      messageKeys.tooLong,
      profileMessages.birthDateInvalid,
      profileMessages.genderInvalid,
      profileMessages.countryUnknown,
    ],
  },
});

export const uploadUserImageRoute = defineRoute({
  method: 'POST',
  path: '/api/upload-user-image',
  summary:
    'Multipart, field `file`: a real picture up to 5 MB, stored re-encoded as WebP without metadata; replaces (and deletes) the previous one.',
  access: signedIn,
  response: pictureResponse,
  rateLimits: uploadRateLimits,
  refusals: {
    400: [imageMessages.missing],
    413: [imageMessages.tooLarge, imageMessages.tooManyPixels],
    415: [imageMessages.notAnImage, imageMessages.multipartExpected],
    429: [imageMessages.busy],
  },
});

export const deleteUserImageRoute = defineRoute({
  method: 'POST',
  path: '/api/delete-user-image',
  summary: "Removes the user's picture (and its file); the fallback picture shows instead.",
  access: signedIn,
  response: profileMessageResponse,
});
