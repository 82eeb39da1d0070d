/**
 * Request and response shapes of the event reads and the joker choice (SPEC §7 "Event reads",
 * PUT /battle). Field names are SPEC §3's. Moments are ISO 8601 text in UTC; planning days are
 * YYYY-MM-DD. Ids chosen on another screen arrive as headers named after their session-storage
 * keys, which HTTP lower-cases (selectedBattleId → selectedbattleid).
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';

import { idInput } from './ids';

/** A database id as a client sends it (header or body text); 400 when it is not one. */
export { idInput };

/** Headers keep their other entries (cookie, authorization) after validation. */
export const selectedBattleHeaders = z.looseObject({ selectedbattleid: idInput });
export const selectedHouseHeaders = z.looseObject({ selectedhouseid: idInput });

export const UPCOMING_CHALLENGES_DEFAULT = 5;
export const UPCOMING_CHALLENGES_MAX = 20;
export const upcomingChallengesQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(UPCOMING_CHALLENGES_MAX)
    .default(UPCOMING_CHALLENGES_DEFAULT),
});

export const jokerBody = z.object({ joker_id: idInput });

const id = z.number().int();
const moment = z.iso.datetime();
const text = z.string();
const optionalText = z.string().nullable();

// --- /home ----------------------------------------------------------------------------------

export const homeResponse = z.object({
  id,
  name: text,
  date: moment,
  end_date: moment,
  closing_date: moment,
  event_type: text,
  role: z.enum(EVENT_ROLES).nullable(),
  team_id: id.nullable(),
  team_name: optionalText,
  team_photo_url: optionalText,
  company_id: id.nullable(),
  company_name: optionalText,
  company_picture: optionalText,
  activity_name: optionalText,
  activity_photo_url: optionalText,
  /** The event picture: its uploaded photo, else its image link. */
  photo_url: optionalText,
  /** The hosting company of an in-house event; null for an open event. */
  organizer_id: id.nullable(),
});

// --- Teams, companies, participants, houses ----------------------------------------------------

export const teamListItem = z.object({
  team_id: id,
  team_name: text,
  name: text,
  company_name: text,
  team_picture: optionalText,
  company_picture: optionalText,
});
export const teamsResponse = z.object({ teams: z.array(teamListItem) });

export const companyListItem = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** Teams the company has in this event. */
  team_count: z.number().int(),
});
export const companiesResponse = z.object({ companies: z.array(companyListItem) });

export const participant = z.object({
  id,
  full_name: text,
  team_name: text,
  photo_url: optionalText,
});
export const participantsResponse = z.object({ participants: z.array(participant) });

export const houseSummary = z.object({ id, name: text, color: text, team_count: z.number().int() });
export const housesResponse = z.object({ houses: z.array(houseSummary) });
export const houseResponse = houseSummary.extend({ teams: z.array(teamListItem) });

// --- Battles and the joker --------------------------------------------------------------------

export const jokerSummary = z.object({ id, name: text, photo_url: optionalText });

export const battleListItem = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** Distinct teams with a result in one of the battle's sessions. */
  team_count: z.number().int(),
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

// --- Home strips --------------------------------------------------------------------------------

export const upcomingChallenge = z.object({
  /** The score session: the card opens /score with it as selectedScoreId. */
  id,
  name: text,
  photo_url: optionalText,
  start_time: moment,
});
export const upcomingChallengesResponse = z.object({
  upcoming_challenges: z.array(upcomingChallenge),
});

export const sponsor = z.object({
  /** The sponsoring company (opens /company); null for a sponsor that is only a picture. */
  id: id.nullable(),
  photo_url: optionalText,
  /** The company's name, so each logo has its own accessible name; null for a picture only. */
  name: optionalText,
});
export const sponsorsResponse = z.object({ sponsors: z.array(sponsor) });

// --- Awards ---------------------------------------------------------------------------------

export const award = z.object({
  id,
  /** CamelCase as stored; the screen spaces it with awardNameSpacing. */
  name: text,
  winner_type: z.enum(['team', 'company']),
  winner_id: id,
  winner_name: text,
  winner_photo_url: optionalText,
  /** The winning team's company, or the winning company itself. */
  company_name: text,
});
export const awardsResponse = z.object({ awards: z.array(award) });

// --- Planning, event, scoring rules ---------------------------------------------------------

export const planningItem = z.object({
  id,
  name: text,
  start_time: moment,
  end_time: moment,
  date: z.iso.date(),
  is_challenge: z.boolean(),
  /** The score session a challenge item announces (opens /score); null otherwise. */
  score_session_id: id.nullable(),
});
export const planningResponse = z.object({ planning: z.array(planningItem) });

export const tiebreakBattle = z.object({ position: z.number().int(), id, name: text });

export const eventResponse = z.object({
  id,
  name: text,
  date: moment,
  end_date: moment,
  closing_date: moment,
  image_link: optionalText,
  photo_url: optionalText,
  location_name: optionalText,
  location_embed: optionalText,
  short_desc: optionalText,
  /** HTML; the web app sanitises it before showing it. */
  long_desc: optionalText,
  planning: z.array(planningItem),
  amount_of_challenges: z.number().int(),
  max_challenge_others: z.number().int(),
  /** The tiebreak battles in order. */
  battles: z.array(tiebreakBattle),
  event_type: text,
  organizer_id: id.nullable(),
});

export const pointsRow = z.object({
  rank: z.number().int(),
  score: z.number().int(),
  joker: z.number().int(),
  ladies: z.number().int().nullable(),
});
export const pointsResponse = z.object({ points: z.array(pointsRow) });

export const scoringRulesResponse = z.object({
  name: text,
  amount_of_challenges: z.number().int(),
  /** The edit deadline. */
  closing_date: moment,
  /** Rank 1's score plus its joker and ladies bonus. */
  max_challenge_points: z.number().int(),
  points: z.array(pointsRow),
  /** Whether any rank has a ladies bonus (the table's ladies column shows only then). */
  has_ladies: z.boolean(),
  tiebreak: z.array(tiebreakBattle),
});

export type HomeResponse = z.infer<typeof homeResponse>;
export type TeamListItem = z.infer<typeof teamListItem>;
export type CompanyListItem = z.infer<typeof companyListItem>;
export type Participant = z.infer<typeof participant>;
export type HouseSummary = z.infer<typeof houseSummary>;
export type HouseResponse = z.infer<typeof houseResponse>;
export type JokerSummary = z.infer<typeof jokerSummary>;
export type BattleListItem = z.infer<typeof battleListItem>;
export type BattlesResponse = z.infer<typeof battlesResponse>;
export type BattleResponse = z.infer<typeof battleResponse>;
export type UpcomingChallenge = z.infer<typeof upcomingChallenge>;
export type Sponsor = z.infer<typeof sponsor>;
export type Award = z.infer<typeof award>;
export type PlanningItem = z.infer<typeof planningItem>;
export type TiebreakBattle = z.infer<typeof tiebreakBattle>;
export type EventResponse = z.infer<typeof eventResponse>;
export type PointsRow = z.infer<typeof pointsRow>;
export type ScoringRulesResponse = z.infer<typeof scoringRulesResponse>;
