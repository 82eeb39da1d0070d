/**
 * The event itself (product.md §7 "Event reads"): /home with the viewer's own card, the upcoming
 * challenges and sponsors strips, the event page, its planning and awards, and the private
 * calendar address of the planning ("Add to calendar"). Field names are product.md §3's; moments are
 * ISO 8601 text in UTC; planning days are YYYY-MM-DD.
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { defineRoute, isPublic, withSelection } from './contract';
import { countText } from './ids';
import { tiebreakBattle } from './scores';
import { count, id, messageResponse, moment, optionalText, text } from './wire';

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

export const UPCOMING_CHALLENGES_DEFAULT = 5;
export const UPCOMING_CHALLENGES_MAX = 20;
export const upcomingChallengesQuery = z.object({
  limit: countText(1, UPCOMING_CHALLENGES_MAX).optional(),
});

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
  amount_of_challenges: count,
  max_challenge_others: count,
  /** The tiebreak battles in order. */
  battles: z.array(tiebreakBattle),
  event_type: text,
  organizer_id: id.nullable(),
});

/** The user's calendar address for the event: only whether there is one, never the address. */
export const calendarFeedResponse = z.object({
  /** When the current address was made; null when there is none. */
  created_at: moment.nullable(),
});

/** A new calendar address, shown this once: the server keeps only a hash of its token. */
export const calendarFeedCreated = z.object({
  /** The feed's http(s) address, for copying into a calendar app. */
  url: text,
  /** The same address with the webcal: scheme, which calendar apps open to subscribe. */
  webcal_url: text,
  created_at: moment,
});

/**
 * The token of a calendar address: 256 random bits in base64url, 43 characters. One pattern
 * holds the length too, so generated input (tests/helpers/arbitraries.ts) can match it.
 */
export const calendarFeedQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalidToken'),
});

export const calendarMessages = {
  notFound: 'calendarNotFound',
  stopped: 'calendarFeedStopped',
} as const;

export type HomeResponse = z.infer<typeof homeResponse>;
export type UpcomingChallenge = z.infer<typeof upcomingChallenge>;
export type Sponsor = z.infer<typeof sponsor>;
export type Award = z.infer<typeof award>;
export type PlanningItem = z.infer<typeof planningItem>;
export type EventResponse = z.infer<typeof eventResponse>;
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;

const inEvent = withSelection('event');

export const homeRoute = defineRoute({
  method: 'GET',
  path: '/api/home',
  summary:
    "The event with the viewer's own card: team for a player, company for a contact person, battle for crew.",
  access: inEvent,
  response: homeResponse,
  refusals: { 404: ['eventNotFound'] },
});

export const upcomingChallengesRoute = defineRoute({
  method: 'GET',
  path: '/api/upcoming_challenges',
  summary:
    "A player's next score sessions while the event runs (`limit` 1–20, default 5); each `id` is a score session.",
  access: inEvent,
  query: upcomingChallengesQuery,
  response: upcomingChallengesResponse,
});

export const sponsorsRoute = defineRoute({
  method: 'GET',
  path: '/api/sponsors',
  summary: "The event's sponsors in the organizer's order; `name` is the company's.",
  access: inEvent,
  response: sponsorsResponse,
});

export const awardsRoute = defineRoute({
  method: 'GET',
  path: '/api/awards',
  summary: "The event's awards with their winning team or company.",
  access: inEvent,
  response: awardsResponse,
});

export const eventRoute = defineRoute({
  method: 'GET',
  path: '/api/event',
  summary:
    'The event page: dates, picture, place, descriptions (HTML), planning, tiebreak battles.',
  access: inEvent,
  response: eventResponse,
  refusals: { 404: ['eventNotFound'] },
});

export const planningRoute = defineRoute({
  method: 'GET',
  path: '/api/planning',
  summary: "The event's schedule by start time.",
  access: inEvent,
  response: planningResponse,
});

export const calendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-feed',
  summary:
    "Whether the user has a private calendar address for the event's planning (`created_at`), never the address itself.",
  addition: true,
  access: inEvent,
  response: calendarFeedResponse,
});

export const createCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-feed',
  summary:
    "Makes the user's private calendar address for the event, replacing (and so stopping) any earlier one; the address is answered this once.",
  addition: true,
  access: inEvent,
  response: calendarFeedCreated,
});

export const stopCalendarFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/api/calendar-feed',
  summary:
    "Stops the user's calendar address for the event: it answers 404 from now on. Answers `calendarFeedStopped` whether or not there was one.",
  addition: true,
  access: inEvent,
  response: messageResponse,
});

export const calendarRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar.ics',
  summary:
    "The planning as an iCalendar feed (`text/calendar`, not JSON) for calendar apps to subscribe to: one event per planning item in UTC, the holder's own team's challenges marked, in their saved language. Built from the database on every fetch.",
  addition: true,
  answerType: 'text/calendar',
  access: isPublic,
  query: calendarFeedQuery,
  response: z.string(),
  rateLimits: [{ limit: 'calendarPerIp', by: ['ip'] }],
  refusals: { 404: [calendarMessages.notFound] },
});
