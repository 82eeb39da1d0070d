/**
 * The organizer console's awards part: the event's awards (a team or a company wins; its people
 * are told), its sponsors strip in the organizer's order, and extra points given to a team with
 * a reason (its players are told). Every route is an addition to product.md §7.
 */
import { z } from 'zod';
import { TEXT_MAX, blankableText, requiredText } from '../validation';
import { defineRoute } from './contract';
import { idBody } from './ids';
import {
  createdResponse,
  deleteQuery,
  organizerAccess,
  organizerMessages,
  savedResponse,
  wholeNumber,
} from './organizer';
import { count, id, moment, optionalText, text } from './wire';

/** Stable message keys of this part; the web app translates them (namespace organizer). */
export const awardsMessages = {
  awardAlreadyGiven: 'awardAlreadyGiven',
  sponsorNeedsCompanyOrPicture: 'sponsorNeedsCompanyOrPicture',
  sponsorAlreadyListed: 'sponsorAlreadyListed',
  sponsorOrderStale: 'sponsorOrderStale',
  invalidPictureLink: 'invalidPictureLink',
  extraPointsNotZero: 'extraPointsNotZero',
} as const;

// ---------------------------------------------------------------------------------------------
// Awards
// ---------------------------------------------------------------------------------------------

export const AWARD_WINNER_TYPES = ['team', 'company'] as const;

/**
 * The name as stored: awards are kept CamelCase and /awards puts a space back before each
 * capital that starts a word (awardNameSpacing), so a typed space is dropped exactly where that
 * rule puts it back ("Best Team Spirit" → "BestTeamSpirit", "MVP Award" → "MVPAward"). Every
 * other space stays ("Top 3", "Best of Show" → "Best ofShow", words in scripts without capitals),
 * so /awards always shows the words as typed, never run together.
 */
export const storedAwardName = (typed: string): string =>
  typed
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/(?<=[\p{Ll}\d]) (?=\p{Lu})|(?<=\p{Lu}) (?=\p{Lu}\p{Ll})/gu, '');

/**
 * The award's name as the organizer types it ("Best Team Spirit"); the server stores it the way
 * /awards reads it back (product.md: a space is shown before each capital), see `storedAwardName`.
 */
export const awardBody = z.object({
  name: requiredText(TEXT_MAX),
  winner_type: z.enum(AWARD_WINNER_TYPES),
  /** A team of the event, or a company taking part in it. */
  winner_id: idBody,
});
export type AwardBody = z.output<typeof awardBody>;
export type AwardInput = z.input<typeof awardBody>;

export const organizerAward = z.object({
  id,
  /** As stored (CamelCase where the words allow it); shown with awardNameSpacing. */
  name: text,
  winner_type: z.enum(AWARD_WINNER_TYPES),
  winner_id: id,
  winner_name: text,
});
export type OrganizerAward = z.infer<typeof organizerAward>;

export const organizerAwardsRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/awards',
  summary: "The chosen event's awards with their winners, oldest first (as /awards lists them).",
  addition: true,
  access: organizerAccess,
  response: z.object({ awards: z.array(organizerAward) }),
});

export const organizerAwardCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/awards',
  summary:
    'Gives an award to a team of the event or a company taking part; tells the winners (award_won).',
  addition: true,
  access: organizerAccess,
  body: awardBody,
  response: createdResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [awardsMessages.awardAlreadyGiven],
  },
});

export const organizerAwardDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/awards',
  summary: 'Takes an award of the event back (`?id=`); nobody is told.',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound] },
});

// ---------------------------------------------------------------------------------------------
// Sponsors
// ---------------------------------------------------------------------------------------------

export const SPONSOR_PICTURE_LINK_MAX = 500;
export const SPONSORS_MAX = 100;

/** True for an https address with a host name (pictures are shown only from https sources). */
export function isHttpsPictureLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const url = new URL(link);
  return (
    url.protocol === 'https:' &&
    url.hostname.includes('.') &&
    !url.hostname.endsWith('.') &&
    url.username === '' &&
    url.password === ''
  );
}

/** A company (its logo, opening /company), a picture link, or both (the picture is shown). */
export const sponsorBody = z
  .object({
    company_id: idBody.nullable(),
    photo_url: blankableText(SPONSOR_PICTURE_LINK_MAX).refine(
      (link) => link === null || isHttpsPictureLink(link),
      awardsMessages.invalidPictureLink,
    ),
  })
  .refine((sponsor) => sponsor.company_id !== null || sponsor.photo_url !== null, {
    message: awardsMessages.sponsorNeedsCompanyOrPicture,
    path: ['photo_url'],
  });
export type SponsorBody = z.output<typeof sponsorBody>;
export type SponsorInput = z.input<typeof sponsorBody>;

/** The whole strip's new order: every sponsor of the event, each once. */
export const sponsorOrderBody = z.object({
  ids: z
    .array(idBody)
    .min(1)
    .max(SPONSORS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, awardsMessages.sponsorOrderStale),
});

export const organizerSponsor = z.object({
  id,
  company_id: id.nullable(),
  company_name: optionalText,
  /** What the strip shows: the sponsor's own picture, else the company's logo. */
  photo_url: optionalText,
  position: count,
});
export type OrganizerSponsor = z.infer<typeof organizerSponsor>;

export const organizerSponsorsRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/sponsors',
  summary: "The chosen event's sponsors in the strip's order.",
  addition: true,
  access: organizerAccess,
  response: z.object({ sponsors: z.array(organizerSponsor) }),
});

export const organizerSponsorCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/sponsors',
  summary:
    'Adds a sponsor at the end of the strip: a company taking part in the event, an https picture link, or both.',
  addition: true,
  access: organizerAccess,
  body: sponsorBody,
  response: createdResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [awardsMessages.sponsorAlreadyListed],
  },
});

export const organizerSponsorOrderRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/sponsors',
  summary: 'Reorders the strip: `ids` lists every sponsor of the event once, in the new order.',
  addition: true,
  access: organizerAccess,
  body: sponsorOrderBody,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [awardsMessages.sponsorOrderStale],
  },
});

export const organizerSponsorDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/sponsors',
  summary: 'Removes a sponsor of the event (`?id=`).',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound] },
});

// ---------------------------------------------------------------------------------------------
// Extra points
// ---------------------------------------------------------------------------------------------

export const EXTRA_POINTS_MAX = 1000;
export const EXTRA_POINTS_REASON_MAX = 100;

/** Points given (or, below zero, taken) outside the challenges, always with a reason. */
export const extraPointsBody = z.object({
  team_id: idBody,
  points: wholeNumber(-EXTRA_POINTS_MAX, EXTRA_POINTS_MAX).refine(
    (points) => points !== 0,
    awardsMessages.extraPointsNotZero,
  ),
  reason: requiredText(EXTRA_POINTS_REASON_MAX),
});
export type ExtraPointsBody = z.output<typeof extraPointsBody>;
export type ExtraPointsInput = z.input<typeof extraPointsBody>;

export const organizerExtraPoints = z.object({
  id,
  team_id: id,
  team_name: text,
  points: z.number().int(),
  reason: text,
  created_at: moment,
});
export type OrganizerExtraPoints = z.infer<typeof organizerExtraPoints>;

export const organizerExtraPointsRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/extra-points',
  summary: "The extra points given to the chosen event's teams, newest first.",
  addition: true,
  access: organizerAccess,
  response: z.object({ extra_points: z.array(organizerExtraPoints) }),
});

export const organizerExtraPointsCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/extra-points',
  summary:
    'Gives a team of the event extra points (−1000 to 1000, not 0) with a reason; tells its players (bonus_points_awarded).',
  addition: true,
  access: organizerAccess,
  body: extraPointsBody,
  response: createdResponse,
  refusals: { 404: [organizerMessages.notFound] },
});

export const organizerExtraPointsDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/extra-points',
  summary: 'Takes extra points back (`?id=`); the team’s points follow at once.',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound] },
});
