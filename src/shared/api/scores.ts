/** The points table and the scoring rules of the event (product.md §7: /points, /scoring-rules). */
import { z } from 'zod';
import { defineRoute, forRoles, withSelection } from './contract';
import { teamHeaders, teamMessages } from './team';
import { count, id, moment, optionalText, text } from './wire';
import { idBody, idText } from './ids';
import { selectedScoreHeaders } from './crew';
import type { PointsRow } from '../scoring';

export const pointsRow = z.object({
  rank: count,
  score: count,
  joker: count,
  ladies: count.nullable(),
}) satisfies z.ZodType<PointsRow>;
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

/** product.md §3 "Team points": battle points (the results' points) plus extra points. */
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

// ---------------------------------------------------------------------------------------------
// Scores, the score of a session, leaderboards and ratings (the scoring issue)
// ---------------------------------------------------------------------------------------------

/** Stable message keys of the score reads and the rating; the web app translates them. */
export const scoreMessages = {
  sessionNotFound: 'scoreSessionNotFound',
  rated: 'ratingSaved',
  notTeamOfSession: 'ratingOnlyForTeamMembers',
} as const;

/** product.md §3 "Score entry": one scored session on /scores. */
export const scoreEntry = z.object({
  /** The score session: opens /score as selectedScoreId. */
  id,
  name: text,
  photo_url: optionalText,
  start_time: moment,
  /** The team's points from the table for its rank (null on a list without a team). */
  score: count.nullable(),
  ladies: count.nullable(),
  joker: count.nullable(),
  rank: count.nullable(),
  is_disqualified: z.boolean(),
});
export const scoresResponse = z.object({
  /** The team whose scores these are; null for a user without a team (every scored session). */
  team_id: id.nullable(),
  scores: z.array(scoreEntry),
});

/** product.md §3 "Activity score per team", as /score shows it. */
export const activityTeamScore = z.object({
  challenge_score_id: id,
  team_id: id,
  name: text,
  photo_url: optionalText,
  company_name: optionalText,
  captain_name: optionalText,
  rank: count.nullable(),
  points: count,
  score_1: z.number().nullable(),
  score_2: z.number().nullable(),
  time_1: z.string().nullable(),
  time_2: z.string().nullable(),
  is_ladies: z.boolean(),
  is_fairplay: z.boolean(),
  is_disqualified: z.boolean(),
  /** The team played its joker on this battle. */
  is_joker: z.boolean(),
  /** A team the viewer's team challenged or was challenged by. */
  is_rival: z.boolean(),
  /** Who saved the result last and when: for organizers; null for everyone else. */
  entered_by: optionalText,
  entered_at: moment.nullable(),
});

export const myRating = z.object({
  crew_rating: z.number().int().min(1).max(5),
  challenge_rating: z.number().int().min(1).max(5),
});

export const scoreResponse = z.object({
  score_id: id,
  activity_id: id,
  activity_name: text,
  activity_photo: optionalText,
  scoring_type: text,
  start_time: moment,
  end_time: moment,
  score_1_label: optionalText,
  score_2_label: optionalText,
  time_1_label: optionalText,
  time_2_label: optionalText,
  user_team_id: id.nullable(),
  /** The viewer's team played in the session, so the viewer may rate it. */
  can_rate: z.boolean(),
  my_rating: myRating.nullable(),
  /** Teams in rank order (unranked and disqualified last). */
  teams: z.array(activityTeamScore),
});

export const leaderboardTeam = z.object({
  /** Competition ranking: equal teams share it (1, 1, 1, 4). */
  position: count,
  team_id: id,
  name: text,
  photo_url: optionalText,
  company_name: optionalText,
  house_id: id.nullable(),
  house_color: optionalText,
  /** The house's name, which its flag is announced by; null without a house. */
  house_name: optionalText,
  points: z.number().int(),
  is_rival: z.boolean(),
});
export const leaderboardResponse = z.object({
  /** The published quarter's label while the organizer shows a frozen leaderboard, else null. */
  leaderboard_quarter: optionalText,
  /** The moment the published quarter's standings show (ISO), else null. */
  leaderboard_as_of: moment.nullable(),
  teams: z.array(leaderboardTeam),
  /** Organizers only, while a quarter is published: the live order beside the frozen one. */
  live_teams: z.array(leaderboardTeam).nullable(),
  user_team_id: id.nullable(),
});

export const cheersLeaderboardTeam = leaderboardTeam
  .omit({ points: true })
  .extend({ cheer_count: count });
export const cheersLeaderboardResponse = z.object({
  teams: z.array(cheersLeaderboardTeam),
  user_team_id: id.nullable(),
});

export const rateBody = z.object({
  score_id: idBody,
  crew_rating: z.number().int().min(1, 'ratingOutOfRange').max(5, 'ratingOutOfRange'),
  challenge_rating: z.number().int().min(1, 'ratingOutOfRange').max(5, 'ratingOutOfRange'),
});
export const rateResponse = z.object({ message: z.literal(scoreMessages.rated) });

export type ScoreEntry = z.infer<typeof scoreEntry>;
export type ScoresResponse = z.infer<typeof scoresResponse>;
export type ActivityTeamScore = z.infer<typeof activityTeamScore>;
export type ScoreResponse = z.infer<typeof scoreResponse>;
export type LeaderboardTeam = z.infer<typeof leaderboardTeam>;
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;
export type CheersLeaderboardResponse = z.infer<typeof cheersLeaderboardResponse>;

export const scoresRoute = defineRoute({
  method: 'GET',
  path: '/api/scores',
  summary:
    "The own team's scored sessions with score, ladies and joker points; for a user without a team, every scored session of the event.",
  access: withSelection('event'),
  response: scoresResponse,
});

export const scoreRoute = defineRoute({
  method: 'GET',
  path: '/api/score',
  summary:
    "One session's results (header `selectedScoreId`): every team's rank and points, with rival, joker, ladies and disqualified marks, and the viewer's rating.",
  access: withSelection('event'),
  headers: selectedScoreHeaders,
  response: scoreResponse,
  refusals: { 404: [scoreMessages.sessionNotFound] },
});

export const leaderboardRoute = defineRoute({
  method: 'GET',
  path: '/api/leaderboard',
  summary:
    'The event leaderboard: total (battle + extra points) descending, then the tiebreak battles, equal teams sharing a position; the published quarter while one is set.',
  access: withSelection('event'),
  response: leaderboardResponse,
});

/** The team a points breakdown is about (GET /leaderboard/breakdown?team_id=…). */
export const leaderboardBreakdownQuery = z.object({ team_id: idText });

/** A result of the team: the stored points split into score, joker bonus and ladies bonus. */
export const breakdownBattle = z.object({
  battle_id: id,
  battle_name: text,
  score_id: id,
  rank: count.nullable(),
  /** What the leaderboard adds up; always score + joker + ladies. */
  points: z.number().int(),
  score: z.number().int(),
  joker: z.number().int(),
  ladies: z.number().int(),
  is_disqualified: z.boolean(),
  is_joker: z.boolean(),
  is_ladies: z.boolean(),
});

/** A team next to this one on equal points, and the tiebreak that put them in their order. */
export const breakdownNeighbour = z.object({
  relation: z.enum(['above', 'below']),
  team_id: id,
  name: text,
  points: z.number().int(),
  /** null: no tiebreak battle tells them apart, they share the position. */
  decided_by: z
    .object({
      battle_id: id,
      battle_name: text,
      /** This team's best rank in that battle (null: not ranked there). */
      rank: count.nullable(),
      /** The neighbour's. */
      other_rank: count.nullable(),
    })
    .nullable(),
});

export const leaderboardBreakdownResponse = z.object({
  team_id: id,
  name: text,
  position: count,
  /** The sum of the battles' points and the extra points: the team's leaderboard points. */
  points: z.number().int(),
  battles: z.array(breakdownBattle),
  extra_points: z.array(z.object({ points: z.number().int(), reason: text })),
  /** Only the teams directly above and below on equal points. */
  neighbours: z.array(breakdownNeighbour),
});

export type BreakdownBattle = z.infer<typeof breakdownBattle>;
export type BreakdownNeighbour = z.infer<typeof breakdownNeighbour>;
export type LeaderboardBreakdownResponse = z.infer<typeof leaderboardBreakdownResponse>;

export const leaderboardBreakdownRoute = defineRoute({
  method: 'GET',
  path: '/api/leaderboard/breakdown',
  summary:
    "Why a team (`team_id`) is where it is on the live leaderboard: each result's points (score, joker and ladies bonus), its extra points, its position, and against the teams directly above and below on equal points the tiebreak battle that decided (or that they share the position).",
  addition: true,
  access: withSelection('event'),
  query: leaderboardBreakdownQuery,
  response: leaderboardBreakdownResponse,
  refusals: { 404: [teamMessages.notFound] },
});

export const cheersLeaderboardRoute = defineRoute({
  method: 'GET',
  path: '/api/cheers-leaderboard',
  summary: 'Teams by cheer count, equal counts sharing a position.',
  access: withSelection('event'),
  response: cheersLeaderboardResponse,
});

export const rateCrewChallengeRoute = defineRoute({
  method: 'POST',
  path: '/api/rate-crew-challenge',
  summary:
    'Rates the crew and the challenge of a session (1–5 stars each): members of a team that played it, one rating per user and session, changeable.',
  access: forRoles(['player'], ['event', 'team']),
  body: rateBody,
  response: rateResponse,
  refusals: { 403: [scoreMessages.notTeamOfSession], 404: [scoreMessages.sessionNotFound] },
});
