/**
 * The company area (product.md §7): the companies taking part in the event (/companies,
 * /home_companies), one company's page (/company) and its editing by the company's admins
 * (/edit-company, /upload-company-image, /delete-company-image).
 */
import { z } from 'zod';
import { isWebsiteLink, youtubeVideoId } from '../videoLink';
import { blankableLink, blankableText, LINK_MAX, messageKeys, requiredText } from '../validation';
import { defineRoute, forRoles, withSelection } from './contract';
import { idText } from './ids';
import { UPLOADS_BUSY, uploadRateLimits } from './uploads';
import { count, id, messageResponse, moment, optionalText, text } from './wire';

export const companyListItem = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** Teams the company has in this event. */
  team_count: count,
});
export const companiesResponse = z.object({ companies: z.array(companyListItem) });

export type CompanyListItem = z.infer<typeof companyListItem>;

export const companiesRoute = defineRoute({
  method: 'GET',
  path: '/api/companies',
  summary: 'The companies taking part, by name, each with its number of teams in the event.',
  access: withSelection('event'),
  response: companiesResponse,
});

export const homeCompaniesRoute = defineRoute({
  method: 'GET',
  path: '/api/home_companies',
  summary: 'The /home companies strip (at most 20).',
  access: withSelection('event'),
  response: companiesResponse,
});

// ---------------------------------------------------------------------------------------------
// One company: its page, and its editing by the company's admins (product.md §2 "Company screens")
// ---------------------------------------------------------------------------------------------

/**
 * The company a screen shows or edits travels as the otherCompanyId header (lower-cased by
 * HTTP). Without it: the company the user represents in the event (an admin's), else the one
 * of their team there.
 */
export const companyHeaders = z.looseObject({ othercompanyid: idText.optional() });

/** A team of the company, in any event: the page lists them with the event's year. */
export const companyTeam = z.object({
  id,
  name: text,
  photo_url: optionalText,
  event_name: text,
  /** The event's date; the page shows its year. */
  date: moment,
});

export const companyResponse = z.object({
  id,
  name: text,
  /** The logo. */
  photo_url: optionalText,
  cover_image: optionalText,
  personal_website: optionalText,
  email: optionalText,
  bio: optionalText,
  video_url: optionalText,
  primary_color: optionalText,
  /** Events it takes part in or hosts. */
  event_count: count,
  team_count: count,
  /** Its people who play in its teams (the page's "players"). */
  employee_count: count,
  teams: z.array(companyTeam),
  /** Whether the viewer may edit it and manage its employees (an admin, as contact person). */
  can_manage: z.boolean(),
});

export const editCompanyReadResponse = z.object({
  id,
  name: text,
  photo_url: optionalText,
  personal_website: optionalText,
  email: optionalText,
  bio: optionalText,
  video_url: optionalText,
});

/** Stable message keys of the company routes; the web app translates them. */
export const companyMessages = {
  notFound: 'companyNotFound',
  notAdmin: 'notCompanyAdmin',
  saved: 'companySaved',
  imageSaved: 'companyImageSaved',
  imageDeleted: 'companyImageDeleted',
  invalidWebsite: 'companyInvalidWebsite',
  invalidVideo: 'companyInvalidVideo',
} as const;

/** Links are not free text: a video link with its parameters passes 50 characters. */
export const COMPANY_LINK_MAX = LINK_MAX;
/** The company's story on its page: longer than the 50-character default (product.md §10). */
export const COMPANY_BIO_MAX = 500;

export const editCompanyBody = z.object({
  name: requiredText(),
  personal_website: blankableLink(isWebsiteLink, companyMessages.invalidWebsite),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: messageKeys.invalidEmail }).max(254, messageKeys.tooLong).nullable()),
  bio: blankableText(COMPANY_BIO_MAX),
  video_url: blankableLink((link) => youtubeVideoId(link) !== null, companyMessages.invalidVideo),
});
export type EditCompanyInput = z.input<typeof editCompanyBody>;
export type EditCompanyBody = z.output<typeof editCompanyBody>;

export const companyImageResponse = z.object({ message: z.string(), photo_url: optionalText });

export type CompanyTeam = z.infer<typeof companyTeam>;
export type CompanyResponse = z.infer<typeof companyResponse>;
export type EditCompanyReadResponse = z.infer<typeof editCompanyReadResponse>;

/** The company routes that only its admins may use: the contact person role, an event chosen. */
export const companyAdminAccess = forRoles(['contactPerson'], ['event']);
const adminRefusals = {
  403: [companyMessages.notAdmin],
  404: [companyMessages.notFound],
} as const;

export const companyRoute = defineRoute({
  method: 'GET',
  path: '/api/company',
  summary:
    "One company's page (header `otherCompanyId`, else the user's own in the event): counts, teams of every event with their date, and whether the viewer may manage it.",
  access: withSelection('event'),
  headers: companyHeaders,
  response: companyResponse,
  refusals: { 404: [companyMessages.notFound] },
});

export const editCompanyReadRoute = defineRoute({
  method: 'GET',
  path: '/api/edit-company',
  summary: "The company's editable fields, for its admins (header `otherCompanyId`).",
  access: companyAdminAccess,
  headers: companyHeaders,
  response: editCompanyReadResponse,
  refusals: adminRefusals,
});

export const editCompanyRoute = defineRoute({
  method: 'POST',
  path: '/api/edit-company',
  summary:
    'Saves name (required), website, e-mail, bio (≤ 500) and video link (YouTube); header `otherCompanyId`.',
  access: companyAdminAccess,
  headers: companyHeaders,
  body: editCompanyBody,
  response: messageResponse,
  refusals: adminRefusals,
});

export const uploadCompanyImageRoute = defineRoute({
  method: 'POST',
  path: '/api/upload-company-image',
  summary:
    'Replaces the company logo (`photo_url`) with the picture of the multipart field `file` (an image, at most 5 MB, re-encoded without metadata).',
  access: companyAdminAccess,
  headers: companyHeaders,
  response: companyImageResponse,
  rateLimits: uploadRateLimits,
  refusals: {
    400: ['imageMissing'],
    ...adminRefusals,
    413: ['imageTooLarge', 'imageTooManyPixels'],
    415: ['notAnImage', 'multipartExpected'],
    429: [UPLOADS_BUSY],
  },
});

export const deleteCompanyImageRoute = defineRoute({
  method: 'POST',
  path: '/api/delete-company-image',
  summary: 'Removes the company logo; the page shows the fallback picture.',
  access: companyAdminAccess,
  headers: companyHeaders,
  response: companyImageResponse,
  refusals: adminRefusals,
});
