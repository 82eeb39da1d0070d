/**
 * The reveal on the big screen (issue 41, an addition to product.md §7): from a published
 * quarter, the organizer shows the final standings from the last place up, a step at a time,
 * with the points that moved each team since the quarter and the event's awards between steps.
 * The organizer drives it from the console (or the big screen's keyboard); every big screen an
 * organizer has open follows it over the live stream. Its state is one row per event, so every
 * process and a reloaded big screen show the same step.
 *
 * Only organizers read it: players keep the quarter's standings on every screen until the
 * reveal ends, and ending it withdraws the quarter, so everyone catches up at once.
 */
import { z } from 'zod';
import { defineRoute } from './contract';
import { AWARD_WINNER_TYPES } from './organizerAwards';
import { organizerAccess, organizerMessages, savedResponse } from './organizer';
import { count, id, moment, text } from './wire';

/** Message keys of the reveal; the web app translates them (organizer namespace). */
export const revealMessages = {
  needsQuarter: 'revealNeedsQuarter',
  noTeams: 'revealNoTeams',
  atStart: 'revealAtStart',
  atEnd: 'revealAtEnd',
  moved: 'revealMoved',
  started: 'revealStarted',
  stepped: 'revealStepped',
  ended: 'revealEnded',
} as const;

/** The most teams one step may show (the podium's places always come one at a time). */
export const REVEAL_STEP_SIZE_MAX = 50;
/** The places that always come one at a time, whatever the step: the podium. */
export const REVEAL_PODIUM = 3;
/** Beyond any reveal's number of steps (teams plus awards): a step past it is past the end. */
const REVEAL_STEP_MAX = 100_000;

export const revealStartBody = z.object({
  /** How many teams a step shows below the podium. */
  step_size: z
    .number({ error: organizerMessages.invalidNumber })
    .int(organizerMessages.invalidNumber)
    .min(1, organizerMessages.invalidNumber)
    .max(REVEAL_STEP_SIZE_MAX, organizerMessages.invalidNumber),
});
export type RevealStartBody = z.output<typeof revealStartBody>;

/**
 * The step to show: the next one or the one before (the current one again changes nothing, so
 * a double tap or two organizers tapping at once move it once). 0 is the title before any team.
 */
export const revealStepBody = z.object({
  step: z
    .number({ error: organizerMessages.invalidNumber })
    .int(organizerMessages.invalidNumber)
    .min(0, revealMessages.atStart)
    .max(REVEAL_STEP_MAX, revealMessages.atEnd),
});
export type RevealStepBody = z.output<typeof revealStepBody>;

/** A team as the reveal shows it: its final place and what moved it since the quarter. */
export const revealTeam = z.object({
  position: count,
  team_id: id,
  name: text,
  photo_url: text.nullable(),
  company_name: text.nullable(),
  house_color: text.nullable(),
  points: z.number().int(),
  /** Points won (or lost) since the quarter's standings. */
  gained: z.number().int(),
  /** Its place in the quarter's standings; null for a team that was not in them. */
  quarter_position: count.nullable(),
});
export type RevealTeam = z.infer<typeof revealTeam>;

/** An award of the event, given between two steps. */
export const revealAward = z.object({
  award_id: id,
  /** As stored (CamelCase); shown with awardNameSpacing. */
  name: text,
  winner_type: z.enum(AWARD_WINNER_TYPES),
  winner_name: text,
  photo_url: text.nullable(),
});
export type RevealAward = z.infer<typeof revealAward>;

/** One step of the reveal: the next teams up (lowest place first), or an award. */
export const revealFrame = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('teams'), teams: z.array(revealTeam) }),
  z.object({ kind: z.literal('award'), award: revealAward }),
]);
export type RevealFrame = z.infer<typeof revealFrame>;

export const revealState = z.object({
  /** The label of the quarter the points moved from. */
  quarter_label: text,
  step_size: count,
  /** The steps shown: 0 before any, `frames.length` once the winner is shown. */
  step: count,
  /** Every step of the reveal in order, fixed when it started. */
  frames: z.array(revealFrame),
  started_at: moment,
  updated_at: moment,
});
export type RevealState = z.infer<typeof revealState>;

export const organizerRevealRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/reveal',
  summary:
    "The chosen event's reveal on the big screen, or null when none runs: its steps (teams from the last place up, awards between) and the step shown now.",
  addition: true,
  access: organizerAccess,
  response: z.object({ reveal: revealState.nullable() }),
});

export const organizerRevealStartRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/reveal',
  summary:
    "Starts (or starts over) the reveal of the live standings from a published quarter: the teams from the last place up, `step_size` at a time below the podium and one at a time on it, the event's awards between steps; players keep the quarter until it ends (audited).",
  addition: true,
  access: organizerAccess,
  body: revealStartBody,
  response: savedResponse,
  refusals: { 409: [revealMessages.needsQuarter, revealMessages.noTeams] },
});

export const organizerRevealStepRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/reveal/step',
  summary:
    'Shows the next step of the reveal or the one before (the current one again changes nothing); every big screen follows (audited).',
  addition: true,
  access: organizerAccess,
  body: revealStepBody,
  response: savedResponse,
  refusals: {
    400: [revealMessages.atStart, revealMessages.atEnd],
    404: [organizerMessages.notFound],
    409: [revealMessages.moved],
  },
});

export const organizerRevealEndRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/reveal',
  summary:
    'Ends the reveal and withdraws its quarter: everyone sees the live standings again and the score notes kept back go out (audited).',
  addition: true,
  access: organizerAccess,
  response: savedResponse,
  refusals: { 404: [organizerMessages.notFound] },
});
