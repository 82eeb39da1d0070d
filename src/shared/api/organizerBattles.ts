/**
 * The organizer console's battles part (issue 22, an addition to product.md §7): the event's battles
 * with every field players see on /battle and the crew's labels, their score sessions (each one
 * also a challenge item of the planning, so it shows on /planning and links to /score), the
 * planning's other items, and which crew members score which battle.
 */
import { z } from 'zod';
import { SCORING_TYPES } from '../scoring';
import { TEXT_MAX, blankableText, emailSchema, requiredText } from '../validation';
import { defineRoute } from './contract';
import { idBody } from './ids';
import {
  EVENT_LINK_MAX,
  createdResponse,
  deleteQuery,
  momentInput,
  organizerAccess,
  organizerMessages,
  savedResponse,
  wholeNumber,
} from './organizer';
import { count, id, moment, optionalText, text } from './wire';

/** Message keys of this part; the web app translates them (organizer namespace). */
export const organizerBattleMessages = {
  invalidPhotoLink: 'invalidPhotoLink',
  battleHasResults: 'battleHasResults',
  sessionHasResults: 'sessionHasResults',
  planningItemIsChallenge: 'planningItemIsChallenge',
  crewAlreadyAssigned: 'crewAlreadyAssigned',
  /** The answer of an assignment that made an account and mailed its invitation. */
  crewInvited: 'crewInvited',
  /** A session or planning item that does not fall within the event's dates. */
  outsideEventDates: 'outsideEventDates',
} as const;

/** The longest battle description (plain text, shown on /battle). */
export const BATTLE_DESC_MAX = 2_000;
/** The battle's labels of the crew's score and time fields. */
export const BATTLE_LABELS = [
  'score_1_label',
  'score_2_label',
  'time_1_label',
  'time_2_label',
] as const;

/** A picture kept by this app (an upload), e.g. `/uploads/battles/tug.webp`. */
const APP_PICTURE = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A battle's picture: an https address with a host (pictures are shown on https pages, never
 * mixed content), or a picture this app keeps (the demo's and uploaded ones).
 */
export function isPictureLink(value: string): boolean {
  if (APP_PICTURE.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const photoLink = blankableText(EVENT_LINK_MAX).refine(
  (value) => value === null || isPictureLink(value),
  organizerBattleMessages.invalidPhotoLink,
);

/**
 * A moment of a form, within the years the database and the ISO answers can both hold
 * (0001–9999 in UTC): an offset can push a typed year 0000 or 9999 outside them.
 */
const MOMENT_MIN = Date.parse('0001-01-01T00:00:00.000Z');
const MOMENT_MAX = Date.parse('9999-12-31T23:59:59.999Z');
const formMoment = momentInput.refine((value) => {
  const at = Date.parse(value);
  return at >= MOMENT_MIN && at <= MOMENT_MAX;
}, organizerMessages.invalidDate);

const attribute = wholeNumber(0, 5);
const label = blankableText(TEXT_MAX);

const battleFields = {
  name: requiredText(TEXT_MAX),
  photo_url: photoLink,
  desc: blankableText(BATTLE_DESC_MAX),
  endurance: attribute,
  teamwork: attribute,
  guts: attribute,
  skill: attribute,
  is_water: z.boolean(),
  is_joker: z.boolean(),
  /** The joker deadline of this battle; null keeps the event's closing date. */
  closing_date: formMoment.nullable(),
  scoring_type: z.enum(SCORING_TYPES),
  score_1_label: label,
  score_2_label: label,
  time_1_label: label,
  time_2_label: label,
};

/** The battle form, to add a battle. */
export const battleBody = z.object(battleFields);
/** The battle form, to change one. */
export const battleEditBody = z.object({ ...battleFields, id: idBody });
export type BattleBody = z.output<typeof battleBody>;
export type BattleInput = z.input<typeof battleBody>;

export const organizerBattle = z.object({
  id,
  name: text,
  photo_url: optionalText,
  desc: optionalText,
  endurance: count,
  teamwork: count,
  guts: count,
  skill: count,
  is_water: z.boolean(),
  is_joker: z.boolean(),
  closing_date: moment.nullable(),
  scoring_type: z.enum(SCORING_TYPES),
  score_1_label: optionalText,
  score_2_label: optionalText,
  time_1_label: optionalText,
  time_2_label: optionalText,
  session_count: count,
  crew_count: count,
});
export type OrganizerBattle = z.infer<typeof organizerBattle>;

export const organizerBattlesRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/battles',
  summary: "The chosen event's battles with every field of the battle form, by name.",
  addition: true,
  access: organizerAccess,
  response: z.object({ battles: z.array(organizerBattle) }),
});

export const organizerBattleCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/battles',
  summary:
    'Adds a battle (name unique in the event, attributes 0–5, an https photo link or an app picture).',
  addition: true,
  access: organizerAccess,
  body: battleBody,
  response: createdResponse,
  refusals: { 409: [organizerMessages.nameTaken] },
});

export const organizerBattleSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/battles',
  summary: "Saves a battle's form; its sessions' planning items take its new name.",
  addition: true,
  access: organizerAccess,
  body: battleEditBody,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound], 409: [organizerMessages.nameTaken] },
});

export const organizerBattleDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/battles',
  summary:
    'Removes a battle with its sessions, their planning items and its crew (`?id=`); never one with results.',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerBattleMessages.battleHasResults],
  },
});

// ---------------------------------------------------------------------------------------------
// Score sessions
// ---------------------------------------------------------------------------------------------

const endsAfterStart = (moments: { start_time: string; end_time: string }) =>
  Date.parse(moments.end_time) >= Date.parse(moments.start_time);
const endBeforeStart = { message: organizerMessages.endBeforeStart, path: ['end_time'] };

const sessionFields = { battle_id: idBody, start_time: formMoment, end_time: formMoment };

export const sessionBody = z.object(sessionFields).refine(endsAfterStart, endBeforeStart);
export const sessionEditBody = z
  .object({ ...sessionFields, id: idBody })
  .refine(endsAfterStart, endBeforeStart);
export type SessionBody = z.output<typeof sessionBody>;

export const organizerSession = z.object({
  id,
  battle_id: id,
  battle_name: text,
  start_time: moment,
  end_time: moment,
  /** Results the crew entered; a session with any is not removed. */
  result_count: count,
});
export type OrganizerSession = z.infer<typeof organizerSession>;

export const organizerSessionsRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/sessions',
  summary: "The chosen event's score sessions, by start time, with their result counts.",
  addition: true,
  access: organizerAccess,
  response: z.object({ sessions: z.array(organizerSession) }),
});

export const organizerSessionCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/sessions',
  summary:
    'Adds a score session of a battle and its challenge item in the planning (named after the battle).',
  addition: true,
  access: organizerAccess,
  body: sessionBody,
  response: createdResponse,
  refusals: {
    400: [organizerBattleMessages.outsideEventDates],
    404: [organizerMessages.notFound],
  },
});

export const organizerSessionSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/sessions',
  summary: 'Moves a score session and its planning item; a session with results keeps its battle.',
  addition: true,
  access: organizerAccess,
  body: sessionEditBody,
  response: savedResponse,
  refusals: {
    400: [organizerBattleMessages.outsideEventDates],
    404: [organizerMessages.notFound],
    409: [organizerBattleMessages.sessionHasResults],
  },
});

export const organizerSessionDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/sessions',
  summary: 'Removes a score session without results and its planning item (`?id=`).',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerBattleMessages.sessionHasResults],
  },
});

// ---------------------------------------------------------------------------------------------
// The planning's other items
// ---------------------------------------------------------------------------------------------

const planningFields = {
  name: requiredText(TEXT_MAX),
  start_time: formMoment,
  end_time: formMoment,
};

export const planningBody = z.object(planningFields).refine(endsAfterStart, endBeforeStart);
export const planningEditBody = z
  .object({ ...planningFields, id: idBody })
  .refine(endsAfterStart, endBeforeStart);
export type PlanningBody = z.output<typeof planningBody>;

export const organizerPlanningItem = z.object({
  id,
  name: text,
  start_time: moment,
  end_time: moment,
  is_challenge: z.boolean(),
  /** The score session a challenge item announces; it is changed through that session. */
  score_session_id: id.nullable(),
});
export type OrganizerPlanningItem = z.infer<typeof organizerPlanningItem>;

export const organizerPlanningRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/planning',
  summary: "The chosen event's planning, challenge items included, by start time.",
  addition: true,
  access: organizerAccess,
  response: z.object({ items: z.array(organizerPlanningItem) }),
});

export const organizerPlanningCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/planning',
  summary: 'Adds a planning item that is not a challenge (a break, the opening, the prize-giving).',
  addition: true,
  access: organizerAccess,
  body: planningBody,
  response: createdResponse,
  refusals: { 400: [organizerBattleMessages.outsideEventDates] },
});

export const organizerPlanningSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/planning',
  summary: "Changes a planning item's name and times; a challenge item moves with its session.",
  addition: true,
  access: organizerAccess,
  body: planningEditBody,
  response: savedResponse,
  refusals: {
    400: [organizerBattleMessages.outsideEventDates],
    404: [organizerMessages.notFound],
    409: [organizerBattleMessages.planningItemIsChallenge],
  },
});

export const organizerPlanningDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/planning',
  summary: 'Removes a planning item that is not a challenge (`?id=`).',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerBattleMessages.planningItemIsChallenge],
  },
});

// ---------------------------------------------------------------------------------------------
// Crew
// ---------------------------------------------------------------------------------------------

export const crewBody = z.object({ battle_id: idBody, email: emailSchema });
export type CrewBody = z.output<typeof crewBody>;

export const organizerCrewMember = z.object({
  /** The assignment (one user on one battle). */
  id,
  battle_id: id,
  user_id: id,
  full_name: text,
  email: text,
  /** Invited by the console and no password chosen yet: they cannot sign in until they do. */
  pending: z.boolean(),
});
export type OrganizerCrewMember = z.infer<typeof organizerCrewMember>;

export const organizerCrewRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/crew',
  summary: 'Who scores which battle of the chosen event: one entry per assignment, by name.',
  addition: true,
  access: organizerAccess,
  response: z.object({ crew: z.array(organizerCrewMember) }),
});

export const organizerCrewAssignRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/crew',
  summary:
    'Assigns the person with this e-mail to a battle and gives them the crew role in the event; an address without an account gets one and a mailed set-password invitation (pending until they choose it).',
  addition: true,
  access: organizerAccess,
  body: crewBody,
  response: createdResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerBattleMessages.crewAlreadyAssigned],
  },
});

export const organizerCrewRemoveRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/crew',
  summary: 'Ends a crew assignment (`?id=`); the crew role in the event stays.',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound] },
});
