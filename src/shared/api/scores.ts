/** The points table and the scoring rules of the event (SPEC §7: /points, /scoring-rules). */
import { z } from 'zod';
import { defineRoute, withSelection } from './contract';
import { teamHeaders, teamMessages } from './team';
import { count, id, moment, text } from './wire';

export const pointsRow = z.object({
  rank: count,
  score: count,
  joker: count,
  ladies: count.nullable(),
});
export const pointsResponse = z.object({ points: z.array(pointsRow) });

export const tiebreakBattle = z.object({ position: count, id, name: text });

export const scoringRulesResponse = z.object({
  name: text,
  amount_of_challenges: count,
  /** The edit deadline. */
  closing_date: moment,
  /** Rank 1's score plus its joker and ladies bonus. */
  max_challenge_points: count,
  points: z.array(pointsRow),
  /** Whether any rank has a ladies bonus (the table's ladies column shows only then). */
  has_ladies: z.boolean(),
  tiebreak: z.array(tiebreakBattle),
});

export type PointsRow = z.infer<typeof pointsRow>;
export type TiebreakBattle = z.infer<typeof tiebreakBattle>;
export type ScoringRulesResponse = z.infer<typeof scoringRulesResponse>;

export const pointsRoute = defineRoute({
  method: 'GET',
  path: '/api/points',
  summary: "The event's points table by rank: score, joker bonus, ladies bonus.",
  access: withSelection('event'),
  response: pointsResponse,
});

export const scoringRulesRoute = defineRoute({
  method: 'GET',
  path: '/api/scoring-rules',
  summary: 'The scoring rules page: points table, maximum points, deadline and tiebreak battles.',
  access: withSelection('event'),
  response: scoringRulesResponse,
  refusals: { 404: ['eventNotFound'] },
});

/** SPEC §3 "Team points": battle points (the results' points) plus extra points. */
export const teamPointsResponse = z.object({
  points: z.number().int(),
  battle_points: z.number().int(),
  extra_points: z.number().int(),
});
export type TeamPointsResponse = z.infer<typeof teamPointsResponse>;

export const teamPointsRoute = defineRoute({
  method: 'GET',
  path: '/api/team_points',
  summary:
    "A team's points (header `otherTeamId`, else the own team): the points of its results plus its extra points.",
  access: withSelection('event'),
  headers: teamHeaders,
  response: teamPointsResponse,
  refusals: { 404: [teamMessages.notFound] },
});
