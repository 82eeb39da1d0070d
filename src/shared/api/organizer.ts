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
  location_name: optionalText,
  location_embed: optionalText,
  short_desc: optionalText,
  long_desc: optionalText,
  event_type: text,
  max_players: count,
  max_challenge_others: count,
  amount_of_challenges: count,
  results_need_approval: z.boolean(),
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

export const organizerEventCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/events',
  summary:
    'Creates an event from the event form; its creator becomes its organizer and the session switches to it (audited).',
  addition: true,
  access: forRoles(['organizer']),
  body: eventBody,
  response: createdResponse,
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
