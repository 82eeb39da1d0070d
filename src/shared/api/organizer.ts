/**
 * The organizer console (an addition to product.md §7, the organizer console issue): the people who run
 * an event set it up and run it without touching the database. Every route is under
 * /api/organizer/, for a user whose chosen role is organizer with one of their events chosen
 * (the event the console edits); creating an event needs the role alone. This file holds the
 * pieces every console route shares, the event itself, its houses and the audit log; the other
 * parts have their own files (organizerTeams, organizerBattles, organizerScoring, organizerCsv,
 * organizerOverview).
 */
import { z } from 'zod';
import { TEXT_MAX, blankableText, messageKeys, requiredText } from '../validation';
import { defineRoute, forRoles } from './contract';
import { idBody, idText } from './ids';
import { count, id, moment, optionalText, text } from './wire';

/** Every console route: the organizer role with the event it edits chosen. */
export const organizerAccess = forRoles(['organizer'], ['event']);

/** Stable message keys of the console; the web app translates them. */
export const organizerMessages = {
  saved: 'organizerSaved',
  created: 'organizerCreated',
  deleted: 'organizerDeleted',
  notFound: 'organizerItemNotFound',
  nameTaken: 'organizerNameTaken',
  invalidColor: 'invalidColor',
  invalidDate: 'invalidDateTime',
  invalidTimeZone: 'invalidTimeZone',
  invalidNumber: 'invalidNumber',
  endBeforeStart: 'endBeforeStart',
  closingAfterEnd: 'closingAfterEnd',
  houseHasTeams: 'houseHasTeams',
  notOrganizer: 'notOrganizerOfEvent',
} as const;

/** An id sent in a body, and the `?id=` of a DELETE. */
export const itemId = z.object({ id: idBody });
export const deleteQuery = z.object({ id: idText });

/** The answer of a create: what was made, with the message to show. */
export const createdResponse = z.object({ message: z.string(), id });
export const savedResponse = z.object({ message: z.string() });

/** A colour as the database keeps it: #RRGGBB. */
export const hexColor = z
  .string({ error: messageKeys.required })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, organizerMessages.invalidColor);

/** The years a moment of an event may fall in; the database cannot hold year 0. */
export const MOMENT_YEARS = { min: 1970, max: 9999 } as const;

/** A moment sent by a form: ISO 8601 with a zone (the web app sends UTC), in MOMENT_YEARS. */
export const momentInput = z.iso
  .datetime({ offset: true, error: organizerMessages.invalidDate })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= MOMENT_YEARS.min && year <= MOMENT_YEARS.max;
  }, organizerMessages.invalidDate);

/** The longest IANA zone name accepted (the longest known is 30 characters). */
export const TIME_ZONE_MAX = 64;

/**
 * Whether a zone is one this runtime knows: a name of Intl.supportedValuesOf('timeZone'), UTC,
 * or an alias of one (a browser may name Asia/Kolkata where the server's list says
 * Asia/Calcutta).
 */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > TIME_ZONE_MAX) return false;
  const known = Intl.supportedValuesOf('timeZone');
  if (zone === 'UTC' || known.includes(zone)) return true;
  try {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return canonical === 'UTC' || known.includes(canonical);
  } catch {
    return false;
  }
}

/** The event's time zone as a form sends it: an IANA name such as Europe/Lisbon. */
export const timeZoneInput = z
  .string({ error: organizerMessages.invalidTimeZone })
  .max(TIME_ZONE_MAX, organizerMessages.invalidTimeZone)
  .refine(isKnownTimeZone, organizerMessages.invalidTimeZone);

/** A whole number within bounds, for counts and points typed into a form. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: organizerMessages.invalidNumber })
    .int(organizerMessages.invalidNumber)
    .min(min, organizerMessages.invalidNumber)
    .max(max, organizerMessages.invalidNumber);

// ---------------------------------------------------------------------------------------------
// The event
// ---------------------------------------------------------------------------------------------

export const EVENT_SHORT_DESC_MAX = 300;
export const EVENT_LONG_DESC_MAX = 20_000;
export const EVENT_LINK_MAX = 1_000;
export const EVENT_TYPES = ['Event', 'Tournament'] as const;

const eventFields = {
  name: requiredText(TEXT_MAX),
  date: momentInput,
  end_date: momentInput,
  closing_date: momentInput,
  cheers_start_time: momentInput.nullable(),
  cheers_end_time: momentInput.nullable(),
  image_link: blankableText(EVENT_LINK_MAX),
  location_name: blankableText(TEXT_MAX),
  location_embed: blankableText(EVENT_LINK_MAX),
  short_desc: blankableText(EVENT_SHORT_DESC_MAX),
  /** HTML from the console's small editor; sanitised when shown (DOMPurify). */
  long_desc: blankableText(EVENT_LONG_DESC_MAX),
  event_type: z.enum(EVENT_TYPES),
  max_players: wholeNumber(1, 100),
  max_challenge_others: wholeNumber(0, 100),
  amount_of_challenges: wholeNumber(0, 100),
  /**
   * Crew saves wait for an organizer's approval before they count (off by default; left out of
   * a save, it stays as it is).
   */
  results_need_approval: z.boolean().optional(),
  /**
   * The IANA zone the console enters and shows the event's moments in; left out of a save, it
   * stays as it is (a new event then takes Europe/Amsterdam).
   */
  time_zone: timeZoneInput.optional(),
};

const later = (a: string | null, b: string | null) =>
  a === null || b === null || Date.parse(b) >= Date.parse(a);

/** The event form as it travels: each field checked on its own. */
export const eventBody = z.object(eventFields);

/**
 * The rules between the event's moments, each with the field its message belongs on: the end
 * not before the start, the closing date not after the end, the cheers window in order. The
 * form shows them as the person types (eventFormBody) and the server refuses them (400).
 */
export function eventDateProblems(
  e: Pick<
    z.output<typeof eventBody>,
    'date' | 'end_date' | 'closing_date' | 'cheers_start_time' | 'cheers_end_time'
  >,
): { field: 'end_date' | 'closing_date' | 'cheers_end_time'; message: string }[] {
  const problems: { field: 'end_date' | 'closing_date' | 'cheers_end_time'; message: string }[] =
    [];
  if (!later(e.date, e.end_date)) {
    problems.push({ field: 'end_date', message: organizerMessages.endBeforeStart });
  }
  if (!later(e.closing_date, e.end_date)) {
    problems.push({ field: 'closing_date', message: organizerMessages.closingAfterEnd });
  }
  if (!later(e.cheers_start_time, e.cheers_end_time)) {
    problems.push({ field: 'cheers_end_time', message: organizerMessages.endBeforeStart });
  }
  return problems;
}

/** The event form with the rules between its moments, for the web form. */
export const eventFormBody = eventBody.superRefine((e, ctx) => {
  for (const { field, message } of eventDateProblems(e)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

export type EventBody = z.output<typeof eventBody>;

export const organizerEventResponse = z.object({
  id,
  name: text,
  date: moment,
  end_date: moment,
  closing_date: moment,
  cheers_start_time: moment.nullable(),
  cheers_end_time: moment.nullable(),
  image_link: optionalText,
  /** The picture uploaded through the console (organizerPictures.ts), shown before image_link. */
  photo_url: optionalText,
  location_name: optionalText,
  location_embed: optionalText,
  short_desc: optionalText,
  long_desc: optionalText,
  event_type: text,
  max_players: count,
  max_challenge_others: count,
  amount_of_challenges: count,
  results_need_approval: z.boolean(),
  time_zone: text,
});
export type OrganizerEventResponse = z.infer<typeof organizerEventResponse>;

export const organizerEventRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/event',
  summary: 'The chosen event as its organizers edit it: every field of the event form.',
  addition: true,
  access: organizerAccess,
  response: organizerEventResponse,
});

export const organizerEventSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/event',
  summary: 'Saves the event form of the chosen event (audited).',
  addition: true,
  access: organizerAccess,
  body: eventBody,
  response: savedResponse,
});

/** The points of ranks 1 to 7 in a new event's default table; 8th and below earn 1. */
const DEFAULT_TOP_POINTS = [10, 8, 6, 5, 4, 3, 2];
/** How many ranks the default table has: a rank beyond the table earns nothing. */
export const DEFAULT_POINTS_RANKS = 30;

/**
 * A new event's points table unless it copies another's: every rank earns points, the joker
 * bonus equals the score (a joker doubles the result), and there is no ladies bonus until the
 * organizer switches it on.
 */
export const DEFAULT_POINTS_TABLE: readonly {
  rank: number;
  score: number;
  joker: number;
  ladies: number | null;
}[] = Array.from({ length: DEFAULT_POINTS_RANKS }, (_, index) => {
  const score = DEFAULT_TOP_POINTS[index] ?? 1;
  return { rank: index + 1, score, joker: score, ladies: null };
});

/**
 * The new-event form: the event form and where its points table comes from, the default table
 * (`points_from` null or left out: DEFAULT_POINTS_TABLE) or a copy of the table of another event
 * the creator organizes.
 */
export const eventCreateBody = eventBody.extend({ points_from: idBody.nullable().default(null) });
export type EventCreateBody = z.output<typeof eventCreateBody>;
export type EventCreateInput = z.input<typeof eventCreateBody>;

export const organizerEventCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/events',
  summary:
    "Creates an event from the event form with its points table, in one transaction: the default table (1st 10, 2nd 8, 3rd 6, 4th 5, 5th 4, 6th 3, 7th 2, 8th to 30th 1; joker bonus equal to the score; no ladies bonus) or, with `points_from`, a copy of that event's table (an event the creator organizes). Its creator becomes its organizer and the session switches to it (audited).",
  addition: true,
  access: forRoles(['organizer']),
  body: eventCreateBody,
  response: createdResponse,
  refusals: { 404: [organizerMessages.notFound] },
});

// ---------------------------------------------------------------------------------------------
// Houses
// ---------------------------------------------------------------------------------------------

export const houseBody = z.object({ name: requiredText(TEXT_MAX), color: hexColor });
export const houseEditBody = houseBody.extend({ id: idBody });
export type HouseBody = z.output<typeof houseBody>;
export type HouseInput = z.input<typeof houseBody>;

export const organizerHouse = z.object({ id, name: text, color: text, team_count: count });
export type OrganizerHouse = z.infer<typeof organizerHouse>;

export const organizerHousesRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/houses',
  summary: "The chosen event's houses with their team counts, by name.",
  addition: true,
  access: organizerAccess,
  response: z.object({ houses: z.array(organizerHouse) }),
});

export const organizerHouseCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/houses',
  summary: 'Adds a house (name unique in the event, colour #RRGGBB).',
  addition: true,
  access: organizerAccess,
  body: houseBody,
  response: createdResponse,
  refusals: { 409: [organizerMessages.nameTaken] },
});

export const organizerHouseSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/houses',
  summary: 'Renames or recolours a house of the event.',
  addition: true,
  access: organizerAccess,
  body: houseEditBody,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound], 409: [organizerMessages.nameTaken] },
});

export const organizerHouseDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/houses',
  summary: 'Removes a house of the event that no team belongs to (`?id=`).',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound], 409: [organizerMessages.houseHasTeams] },
});

// ---------------------------------------------------------------------------------------------
// The audit log
// ---------------------------------------------------------------------------------------------

export const AUDIT_LOG_LIMIT = 200;

export const auditEntry = z.object({
  id,
  action: text,
  entity: text,
  entity_id: id.nullable(),
  summary: text,
  /** The organizer who made the change; null once their account is gone. */
  user_name: optionalText,
  created_at: moment,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const organizerAuditRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/audit',
  summary: `Who changed what in the event through the console, newest first (at most ${AUDIT_LOG_LIMIT}).`,
  addition: true,
  access: organizerAccess,
  response: z.object({ entries: z.array(auditEntry) }),
});
