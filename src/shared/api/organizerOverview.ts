/**
 * The organizer console's overview part (the organizer console issue): the chosen event at a
 * glance (results missing per battle, teams not ready, cheers and ratings, mails that failed),
 * the log of every mail sent about the event with its outcome, and the colours of the host the
 * organizer uses. Every route is an addition to product.md §7.
 */
import { z } from 'zod';
import { READINESS_ITEMS } from '../readiness';
import { defineRoute } from './contract';
import { hexColor, organizerAccess, savedResponse } from './organizer';
import { count, id, moment, optionalText, text } from './wire';

/** Stable message keys of this part; the web app translates them (namespace organizer). */
export const overviewMessages = {
  /** The default branding ('*') brands every host without its own row: not the console's. */
  defaultHostBranding: 'brandingDefaultHost',
  /** A host that is neither PUBLIC_URL's nor branded already (a forged Host header). */
  unknownHostBranding: 'brandingUnknownHost',
  /** A host's colours are every event's, so only an organizer of every event changes them. */
  notEveryEventBranding: 'brandingNotEveryEvent',
} as const;

// ---------------------------------------------------------------------------------------------
// The overview
// ---------------------------------------------------------------------------------------------

export const overviewBattle = z.object({
  id,
  name: text,
  sessions: count,
  /** Sessions whose every team has a complete result (as /crew-battles marks them correct). */
  sessions_complete: count,
  /** Team results not yet entered (or entered incomplete) in the battle's ended sessions. */
  results_missing: count,
});
export type OverviewBattle = z.infer<typeof overviewBattle>;

export const overviewTeam = z.object({
  id,
  name: text,
  /** Percent of the readiness items satisfied (product.md "Readiness"). */
  readiness: count,
  /** The readiness items not satisfied yet, in the checklist's order. */
  missing: z.array(z.enum(READINESS_ITEMS)),
});
export type OverviewTeam = z.infer<typeof overviewTeam>;

export const overviewRatings = z.object({
  battle_id: id,
  name: text,
  count,
  /** Averages of the 1–5 stars, one decimal; null while nobody rated. */
  crew_average: z.number().nullable(),
  challenge_average: z.number().nullable(),
});
export type OverviewRatings = z.infer<typeof overviewRatings>;

export const organizerOverviewResponse = z.object({
  battles: z.array(overviewBattle),
  /** Teams below 100 % readiness, least ready first. */
  teams_not_ready: z.array(overviewTeam),
  /** Every team of the event, to say "3 of 12 teams not ready". */
  team_count: count,
  cheers: z.object({ total: count, teams_cheered: count }),
  ratings: z.array(overviewRatings),
  /** Mails about the event, by outcome. */
  mails: z.object({ failed: count, sent: count }),
});
export type OrganizerOverviewResponse = z.infer<typeof organizerOverviewResponse>;

export const organizerOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/overview',
  summary:
    'The chosen event at a glance: per battle its sessions and missing results, the teams not ready with their missing readiness items, cheers, ratings per battle and mails sent and failed.',
  addition: true,
  access: organizerAccess,
  response: organizerOverviewResponse,
});

// ---------------------------------------------------------------------------------------------
// The set-up checklist
// ---------------------------------------------------------------------------------------------

/**
 * The steps of setting up a new event, in the order the console's sections do them:
 * - details: the event form's place and short description filled in (the form needs the rest);
 * - houses: at least one house;
 * - teams: at least one company and one team;
 * - battles: at least one battle, and every battle has a session;
 * - points: the points table saved by an organizer, or copied from another event when the event
 *   was made (the default table is there, but someone has to look at it);
 * - crew: at least one battle, and every battle has a crew member;
 * - invitations: at least one contact person, and each was mailed an invitation that went out;
 * - readiness: at least one team, and every team has its captain (the team does the rest of its
 *   readiness itself).
 */
export const SETUP_STEPS = [
  'details',
  'houses',
  'teams',
  'battles',
  'points',
  'crew',
  'invitations',
  'readiness',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklistResponse = z.object({
  /** Every step, in SETUP_STEPS order. */
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step done: the console stops showing the checklist. */
  complete: z.boolean(),
});
export type SetupChecklistResponse = z.infer<typeof setupChecklistResponse>;

export const organizerSetupChecklistRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/setup-checklist',
  summary:
    "The chosen event's set-up checklist: each step (details, houses, companies and teams, battles and sessions, points, crew, invitations sent, readiness) done or not, computed from the event's data.",
  addition: true,
  access: organizerAccess,
  response: setupChecklistResponse,
});

// ---------------------------------------------------------------------------------------------
// The mail log
// ---------------------------------------------------------------------------------------------

export const MAIL_LOG_LIMIT = 200;

export const mailLogEntry = z.object({
  id,
  recipient: text,
  subject: text,
  /** false: the send failed, and `error` says why. */
  sent: z.boolean(),
  error: optionalText,
  created_at: moment,
});
export type MailLogEntry = z.infer<typeof mailLogEntry>;

export const organizerMailLogRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/mail-log',
  summary: `Every mail sent about the chosen event with its outcome (failed ones with their error), newest first (at most ${MAIL_LOG_LIMIT}).`,
  addition: true,
  access: organizerAccess,
  response: z.object({ mails: z.array(mailLogEntry) }),
});

// ---------------------------------------------------------------------------------------------
// Branding
// ---------------------------------------------------------------------------------------------

export const organizerBranding = z.object({
  /** The host the console is used on: the one a save brands. */
  host: text,
  /** Whether the host has colours of its own; false while it shows the default ones. */
  own: z.boolean(),
  primary_color: text,
  secondary_color: text,
  fav_icon: optionalText,
  share_picture: optionalText,
});
export type OrganizerBranding = z.infer<typeof organizerBranding>;

export const brandingBody = z.object({ primary_color: hexColor, secondary_color: hexColor });
export type BrandingBody = z.output<typeof brandingBody>;
export type BrandingInput = z.input<typeof brandingBody>;

export const organizerBrandingRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/branding',
  summary:
    "The branding of the host the organizer uses (as GET /api/branding resolves it: the host's row, else the default `*`).",
  addition: true,
  access: organizerAccess,
  response: organizerBranding,
});

export const organizerBrandingSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/branding',
  summary:
    "Sets the primary and secondary colours (#RRGGBB) of the host the organizer uses, creating its row (with the pictures it showed) when it has none; every process serves them at once. Only for an organizer of every event (a host's colours show on all of them), audited in every event's log; only on PUBLIC_URL's host or one branded already. The default row `*` is not changed from the console.",
  addition: true,
  access: organizerAccess,
  body: brandingBody,
  response: savedResponse,
  refusals: {
    403: [
      overviewMessages.defaultHostBranding,
      overviewMessages.unknownHostBranding,
      overviewMessages.notEveryEventBranding,
    ],
  },
});
