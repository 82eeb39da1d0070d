/**
 * The event's battles (challenges) and the team's joker (product.md §7: /battles, /battle, PUT /battle,
 * /home_battles). The joker deadline of a battle is its own closing date, else the event's.
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { defineRoute, forRoles, withSelection } from './contract';
import { idBody, idText } from './ids';
import { count, id, moment, optionalText, text } from './wire';

export const jokerSummary = z.object({ id, name: text, photo_url: optionalText });

export const battleListItem = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** The teams that play it: every team of its event (each team plays every challenge). */
  team_count: count,
  is_joker: z.boolean(),
  is_water: z.boolean(),
  /** Whether the session's team chose this battle as its joker. */
  is_team_joker: z.boolean(),
  desc: optionalText,
  /** The joker deadline: the battle's closing date, else the event's. */
  closing_date: moment,
});
export const battlesResponse = z.object({
  battles: z.array(battleListItem),
  /** The session team's current joker; null without a team or a joker. */
  joker: jokerSummary.nullable(),
});
export const homeBattlesResponse = z.object({ battles: z.array(battleListItem) });

/** The challenge's four 0–5 ratings, fields of the battle. */
export const BATTLE_ATTRIBUTES = ['endurance', 'teamwork', 'guts', 'skill'] as const;

const stars = z.number().int().min(0).max(5);
export const battleResponse = battleListItem.extend({
  endurance: stars,
  teamwork: stars,
  guts: stars,
  skill: stars,
  role: z.enum(EVENT_ROLES).nullable(),
  joker: jokerSummary.nullable(),
  /** Whether the viewer may choose this battle as the team's joker now (shared jokerRefusal). */
  can_choose_joker: z.boolean(),
});

/** Headers keep their other entries (cookie, authorization) after validation. */
export const selectedBattleHeaders = z.looseObject({ selectedbattleid: idText });
export const jokerBody = z.object({ joker_id: idBody });
export const jokerChosenResponse = z.object({ message: z.literal('jokerChosen') });

/** Error keys of PUT /battle; the web app translates them. */
export const jokerMessages = {
  notPlayer: 'jokerOnlyForPlayers',
  notTeamMember: 'notTeamMember',
  battleNotFound: 'battleNotFound',
  battleNotJokerEligible: 'battleNotJokerEligible',
  jokerClosed: 'jokerClosed',
  jokerLocked: 'jokerLocked',
} as const;

export type JokerSummary = z.infer<typeof jokerSummary>;
export type BattleListItem = z.infer<typeof battleListItem>;
export type BattlesResponse = z.infer<typeof battlesResponse>;
export type BattleResponse = z.infer<typeof battleResponse>;

export const battlesRoute = defineRoute({
  method: 'GET',
  path: '/api/battles',
  summary: "The event's battles with team counts, and the session team's current joker.",
  access: withSelection('event'),
  response: battlesResponse,
});

export const homeBattlesRoute = defineRoute({
  method: 'GET',
  path: '/api/home_battles',
  summary: 'The /home challenges strip (at most 20).',
  access: withSelection('event'),
  response: homeBattlesResponse,
});

export const battleRoute = defineRoute({
  method: 'GET',
  path: '/api/battle',
  summary:
    'One battle (header `selectedBattleId`) with its ratings, the team joker and `can_choose_joker`.',
  access: withSelection('event'),
  headers: selectedBattleHeaders,
  response: battleResponse,
  refusals: { 404: ['battleNotFound'] },
});

export const chooseJokerRoute = defineRoute({
  method: 'PUT',
  path: '/api/battle',
  summary: "Chooses the battle as the player's team joker; the team is told (joker_assigned).",
  access: forRoles(['player'], ['event', 'team']),
  body: jokerBody,
  response: jokerChosenResponse,
  refusals: {
    400: [jokerMessages.battleNotJokerEligible],
    403: [
      jokerMessages.notPlayer,
      jokerMessages.notTeamMember,
      jokerMessages.jokerClosed,
      jokerMessages.jokerLocked,
    ],
    404: [jokerMessages.battleNotFound],
  },
});
