/**
 * The cheers area (product.md §7): who cheered a team (/cheers, and the preview on /team through
 * /team_cheers) and cheering one (PUT /put-cheer): inside the event's cheers window, once per
 * user and team, only for a team with a picture, with an optional message of at most 50
 * characters.
 */
import { z } from 'zod';
import { blankableText } from '../validation';
import { defineRoute, withSelection } from './contract';
import { idBody } from './ids';
import { count, id, optionalText, text } from './wire';
import { teamHeaders } from './team';

/** product.md §3 "Cheer". */
export const cheer = z.object({
  user_id: id,
  /** The cheering person's full name. */
  name: text,
  message: optionalText,
  /** The cheering person's picture. */
  photo_url: optionalText,
  team_name: text,
  team_picture: optionalText,
});

export const cheersResponse = z.object({
  team_id: id,
  team_name: text,
  /** Newest first. */
  cheers: z.array(cheer),
  cheer_count: count,
});

/** The newest cheers the team page previews. */
export const TEAM_CHEERS_PREVIEW = 3;
export const teamCheersResponse = z.object({
  cheers: z.array(cheer),
  cheer_count: count,
});

/** Stable message keys of the cheer routes; the web app translates them. */
export const cheerMessages = {
  saved: 'cheerSaved',
  alreadyCheered: 'alreadyCheered',
  windowClosed: 'cheersWindowClosed',
  needsPicture: 'teamNeedsPictureToCheer',
  ownTeam: 'cannotCheerOwnTeam',
  teamNotFound: 'teamNotFound',
} as const;

export const putCheerBody = z.object({
  team_id: idBody,
  /** Optional; at most 50 characters (the default text limit). */
  comment: blankableText(),
});
export type PutCheerBody = z.output<typeof putCheerBody>;

export const putCheerResponse = z.object({ message: z.string(), cheer_count: count });

export type Cheer = z.infer<typeof cheer>;
export type CheersResponse = z.infer<typeof cheersResponse>;

const inEvent = withSelection('event');

export const cheersRoute = defineRoute({
  method: 'GET',
  path: '/api/cheers',
  summary: 'Who cheered the team (header `otherTeamId`, else the own team), newest first.',
  access: inEvent,
  headers: teamHeaders,
  response: cheersResponse,
  refusals: { 404: [cheerMessages.teamNotFound] },
});

export const teamCheersRoute = defineRoute({
  method: 'GET',
  path: '/api/team_cheers',
  summary: "The team page's votes preview: the newest three cheers and the count.",
  access: inEvent,
  headers: teamHeaders,
  response: teamCheersResponse,
  refusals: { 404: [cheerMessages.teamNotFound] },
});

export const putCheerRoute = defineRoute({
  method: 'PUT',
  path: '/api/put-cheer',
  summary:
    "Cheers a team of the event with an optional message (≤ 50): inside the cheers window, once per user and team, only a team with a picture, never the player's own team.",
  access: inEvent,
  body: putCheerBody,
  response: putCheerResponse,
  refusals: {
    403: [cheerMessages.windowClosed, cheerMessages.needsPicture, cheerMessages.ownTeam],
    404: [cheerMessages.teamNotFound],
    409: [cheerMessages.alreadyCheered],
  },
});
