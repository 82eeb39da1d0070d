/**
 * The rivals area (product.md §7): the teams a team challenged and the teams that challenged it
 * (/rivals, and the preview on /team through /team_rivals), and challenging or withdrawing a
 * challenge (PUT /put-challenge): only a player, for their own team, before the event's closing
 * date, never the own team, at most max_challenge_others teams, only in an event of type Event.
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { defineRoute, forRoles, withSelection } from './contract';
import { idBody, idText } from './ids';
import { teamHeaders } from './team';
import { count, id, optionalText, text } from './wire';

/** product.md §3 "Rival": a team on either side of a challenge. */
export const rival = z.object({
  id,
  name: text,
  company_name: text,
  photo_url: optionalText,
  /** The team's slogan, shown under its name. */
  message: optionalText,
  max_challenge_others: count,
});

/** The team /rivals shows travels as the rivalsId header; without it, the user's own team. */
export const rivalsHeaders = z.looseObject({ rivalsid: idText.optional() });

export const rivalsResponse = z.object({
  /** The viewer's role in the session. */
  role: z.enum(EVENT_ROLES).nullable(),
  team_id: id,
  team_name: text,
  /** Whether the team shown is the viewer's own. */
  is_own_team: z.boolean(),
  /** Teams this team challenged, newest first. */
  challenged: z.array(rival),
  /** Teams that challenged this team, newest first. */
  challengers: z.array(rival),
  max_challenge_others: count,
});

/** The rivals preview of the team page: the newest three on each side and the counts. */
export const TEAM_RIVALS_PREVIEW = 3;
export const teamRivalsResponse = z.object({
  challenged: z.array(rival),
  challengers: z.array(rival),
  challenged_count: count,
  challengers_count: count,
  max_challenge_others: count,
});

/** Stable message keys of the challenge route; the web app translates them. */
export const rivalMessages = {
  challenged: 'teamChallenged',
  withdrawn: 'challengeWithdrawn',
  ownTeam: 'cannotChallengeOwnTeam',
  closed: 'challengesClosed',
  limitReached: 'challengeLimitReached',
  notThisEventType: 'challengesNotInThisEvent',
  /** The session's team is not one the user plays in (any more). */
  notTeamMember: 'notTeamMember',
  teamNotFound: 'teamNotFound',
} as const;

export const putChallengeBody = z.object({
  challenged_id: idBody,
  /** true challenges the team, false withdraws the challenge; repeating either changes nothing. */
  challenged: z.boolean({ error: 'invalidBoolean' }),
});

export type PutChallengeBody = z.output<typeof putChallengeBody>;

export const putChallengeResponse = z.object({
  message: z.string(),
  challenged: z.boolean(),
  challenged_count: count,
  max_challenge_others: count,
});

export type Rival = z.infer<typeof rival>;
export type RivalsResponse = z.infer<typeof rivalsResponse>;

const teamNotFound = { 404: [rivalMessages.teamNotFound] } as const;

export const rivalsRoute = defineRoute({
  method: 'GET',
  path: '/api/rivals',
  summary:
    'The teams a team challenged (count out of max_challenge_others) and its challengers (header `rivalsId`, else the own team).',
  access: withSelection('event'),
  headers: rivalsHeaders,
  response: rivalsResponse,
  refusals: teamNotFound,
});

export const teamRivalsRoute = defineRoute({
  method: 'GET',
  path: '/api/team_rivals',
  summary:
    "The team page's rivals preview (header `otherTeamId`): three of each side and the counts.",
  access: withSelection('event'),
  headers: teamHeaders,
  response: teamRivalsResponse,
  refusals: teamNotFound,
});

export const putChallengeRoute = defineRoute({
  method: 'PUT',
  path: '/api/put-challenge',
  summary:
    "Challenges (challenged: true) or withdraws the challenge of (false) a team, for the player's own team; repeating a request changes nothing.",
  access: forRoles(['player'], ['event', 'team']),
  body: putChallengeBody,
  response: putChallengeResponse,
  refusals: {
    403: [
      rivalMessages.ownTeam,
      rivalMessages.closed,
      rivalMessages.notThisEventType,
      rivalMessages.notTeamMember,
    ],
    404: [rivalMessages.teamNotFound],
    409: [rivalMessages.limitReached],
  },
});
