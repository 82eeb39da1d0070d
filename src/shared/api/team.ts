/**
 * The team area (product.md §7): the event's teams and the houses they live in (/teams, /houses,
 * /house), one team's page and its parts (/team, /team_players, /team_joker, /team_readiness),
 * its editing and picture, and the contact person's readiness overview (/readiness).
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { blankableLink, blankableText, requiredText } from '../validation';
import { youtubeVideoId } from '../videoLink';
import { defineRoute, forRoles, withSelection } from './contract';
import { idText } from './ids';
import { UPLOADS_BUSY, uploadRateLimits } from './uploads';
import { count, id, messageResponse, moment, optionalText, text } from './wire';

export const teamListItem = z.object({
  team_id: id,
  team_name: text,
  name: text,
  company_name: text,
  team_picture: optionalText,
  company_picture: optionalText,
});
export const teamsResponse = z.object({ teams: z.array(teamListItem) });

export const houseSummary = z.object({ id, name: text, color: text, team_count: count });
export const housesResponse = z.object({ houses: z.array(houseSummary) });
export const houseResponse = houseSummary.extend({ teams: z.array(teamListItem) });

/** Headers keep their other entries (cookie, authorization) after validation. */
export const selectedHouseHeaders = z.looseObject({ selectedhouseid: idText });

export type TeamListItem = z.infer<typeof teamListItem>;
export type HouseSummary = z.infer<typeof houseSummary>;
export type HouseResponse = z.infer<typeof houseResponse>;

const inEvent = withSelection('event');

export const teamsRoute = defineRoute({
  method: 'GET',
  path: '/api/teams',
  summary: "The event's teams by name with their company.",
  access: inEvent,
  response: teamsResponse,
});

export const homeTeamsRoute = defineRoute({
  method: 'GET',
  path: '/api/home_teams',
  summary: "The /home teams strip (at most 20); for a contact person, their company's teams only.",
  access: inEvent,
  response: teamsResponse,
});

export const housesRoute = defineRoute({
  method: 'GET',
  path: '/api/houses',
  summary: "The event's houses with their colour and number of teams (product.md §10: /houses).",
  addition: true,
  access: inEvent,
  response: housesResponse,
});

export const houseRoute = defineRoute({
  method: 'GET',
  path: '/api/house',
  summary: 'One house of the event (header `selectedHouseId`) with its teams.',
  addition: true,
  access: inEvent,
  headers: selectedHouseHeaders,
  response: houseResponse,
  refusals: { 404: ['houseNotFound'] },
});

// ---------------------------------------------------------------------------------------------
// One team: its page, its editing and its readiness (product.md §2 "Team screens", §7)
// ---------------------------------------------------------------------------------------------

/**
 * The team a screen shows or manages travels as the otherTeamId header (lower-cased by HTTP).
 * Without it: the user's own team in the event (the player's chosen team).
 */
export const teamHeaders = z.looseObject({ otherteamid: idText.optional() });

/** Stable message keys of the team routes; the web app translates them. */
export const teamMessages = {
  notFound: 'teamNotFound',
  notManager: 'notTeamManager',
  editClosed: 'teamEditClosed',
  saved: 'teamSaved',
  imageSaved: 'teamImageSaved',
  imageDeleted: 'teamImageDeleted',
  invalidSong: 'teamInvalidSong',
  nameTaken: 'teamNameTaken',
} as const;

/** The team's story on its page: longer than the 50-character default (product.md §10). */
export const TEAM_BIO_MAX = 500;

/** product.md §3 "Team (full)", with the viewer's own relation to the team. */
export const teamResponse = z.object({
  id,
  name: text,
  slogan: optionalText,
  bio: optionalText,
  picture: optionalText,
  /** The same picture as `picture` (the product spec names both). */
  photo_url: optionalText,
  /** A video-service link; the page embeds it or shows "Invalid YouTube URL". */
  song_url: optionalText,
  company_id: id,
  company_name: text,
  company_picture: optionalText,
  house_id: id.nullable(),
  house_name: optionalText,
  house_color: optionalText,
  event_id: id,
  event_name: text,
  event_type: text,
  /** The viewer's role in the session. */
  role: z.enum(EVENT_ROLES).nullable(),
  /** The viewer's own team in the event, when they play in one. */
  user_team_id: id.nullable(),
  /** The company the viewer represents or works for in the event. */
  user_company_id: id.nullable(),
  user_id: id,
  closing_date: moment,
  cheers_start_time: moment.nullable(),
  cheers_end_time: moment.nullable(),
  /** Whether the viewer has cheered this team. */
  cheered: z.boolean(),
  /** Whether the viewer's team has challenged this team. */
  is_rival: z.boolean(),
  /** Battle points plus extra points (GET /team_points has the parts). */
  points: count,
  cheer_count: count,
  /** Whether the viewer may edit the team and manage its players (a member or a company admin). */
  can_manage: z.boolean(),
  /** How many teams the viewer's team has challenged, out of `max_challenge_others`. */
  challenged_count: count,
  max_challenge_others: count,
  max_players: count,
});

/** product.md §3 "Player". */
export const player = z.object({
  id,
  full_name: text,
  photo_url: optionalText,
  is_captain: z.boolean(),
  max_players: count,
  team_name: text,
});
export const teamPlayersResponse = z.object({ players: z.array(player) });

export const teamJokerResponse = z.object({
  /** The team's joker challenge; null shows noJokerSelected. */
  joker: z.object({ id, name: text, photo_url: optionalText }).nullable(),
});

/** product.md §3 "Readiness": the percent and the eight items (shared/readiness.ts). */
export const teamReadiness = z.object({
  readiness: count,
  captain: z.boolean(),
  /** The number of players, out of `max_players`. */
  players: count,
  max_players: count,
  photo: z.boolean(),
  slogan: z.boolean(),
  bio: z.boolean(),
  song: z.boolean(),
  joker: z.boolean(),
  /** The number of teams this team has challenged. */
  challenged: count,
});

export const readinessResponse = z.object({
  teams: z.array(
    teamReadiness.extend({ team_id: id, team_name: text, team_picture: optionalText }),
  ),
});

export const editTeamReadResponse = z.object({
  id,
  name: text,
  slogan: optionalText,
  bio: optionalText,
  /** The stored song link (product.md: edited as song_id). */
  song_id: optionalText,
  photo_url: optionalText,
});

export const editTeamBody = z.object({
  name: requiredText(),
  slogan: blankableText(),
  bio: blankableText(TEAM_BIO_MAX),
  song_id: blankableLink((link) => youtubeVideoId(link) !== null, teamMessages.invalidSong),
});
export type EditTeamInput = z.input<typeof editTeamBody>;
export type EditTeamBody = z.output<typeof editTeamBody>;

export const teamImageResponse = z.object({ message: z.string(), photo_url: optionalText });

export type TeamResponse = z.infer<typeof teamResponse>;
export type Player = z.infer<typeof player>;
export type TeamReadiness = z.infer<typeof teamReadiness>;
export type ReadinessResponse = z.infer<typeof readinessResponse>;
export type EditTeamReadResponse = z.infer<typeof editTeamReadResponse>;

/** Who may edit a team: one of its players, or an admin of its company (product.md §6). */
export const teamManagerAccess = forRoles(['player', 'contactPerson'], ['event']);
const teamRefusals = { 404: [teamMessages.notFound] } as const;
const managerRefusals = {
  403: [teamMessages.notManager, teamMessages.editClosed],
  404: [teamMessages.notFound],
} as const;

export const teamRoute = defineRoute({
  method: 'GET',
  path: '/api/team',
  summary:
    "One team's page (header `otherTeamId`, else the viewer's own team): its fields, company, house, event deadlines, points, cheers and the viewer's relation to it.",
  access: inEvent,
  headers: teamHeaders,
  response: teamResponse,
  refusals: teamRefusals,
});

export const teamPlayersRoute = defineRoute({
  method: 'GET',
  path: '/api/team_players',
  summary: "The team's players, the captain first, then by name.",
  access: inEvent,
  headers: teamHeaders,
  response: teamPlayersResponse,
  refusals: teamRefusals,
});

export const teamJokerRoute = defineRoute({
  method: 'GET',
  path: '/api/team_joker',
  summary: 'The challenge the team chose as its joker, or null.',
  access: inEvent,
  headers: teamHeaders,
  response: teamJokerResponse,
  refusals: teamRefusals,
});

export const teamReadinessRoute = defineRoute({
  method: 'GET',
  path: '/api/team_readiness',
  summary: "The team's readiness: the percent and its eight items.",
  access: inEvent,
  headers: teamHeaders,
  response: teamReadiness,
  refusals: teamRefusals,
});

export const readinessRoute = defineRoute({
  method: 'GET',
  path: '/api/readiness',
  summary:
    'The readiness of every team of the companies the contact person administers in the event.',
  access: forRoles(['contactPerson'], ['event']),
  response: readinessResponse,
});

export const editTeamReadRoute = defineRoute({
  method: 'GET',
  path: '/api/edit-team',
  summary: "The team's editable fields, for its players and its company's admins.",
  access: teamManagerAccess,
  headers: teamHeaders,
  response: editTeamReadResponse,
  refusals: managerRefusals,
});

export const editTeamRoute = defineRoute({
  method: 'POST',
  path: '/api/edit-team',
  summary:
    'Saves name (required, unique in the event), slogan, bio (≤ 500) and song link (YouTube) before the closing date; header `otherTeamId`.',
  access: teamManagerAccess,
  headers: teamHeaders,
  body: editTeamBody,
  response: messageResponse,
  refusals: { ...managerRefusals, 409: [teamMessages.nameTaken] },
});

export const uploadTeamImageRoute = defineRoute({
  method: 'POST',
  path: '/api/upload-team-image',
  summary:
    'Replaces the team picture with the picture of the multipart field `file` (an image, at most 5 MB, re-encoded without metadata).',
  access: teamManagerAccess,
  headers: teamHeaders,
  response: teamImageResponse,
  rateLimits: uploadRateLimits,
  refusals: {
    400: ['imageMissing'],
    ...managerRefusals,
    413: ['imageTooLarge', 'imageTooManyPixels'],
    415: ['notAnImage', 'multipartExpected'],
    429: [UPLOADS_BUSY],
  },
});

export const deleteTeamImageRoute = defineRoute({
  method: 'POST',
  path: '/api/delete-team-image',
  summary: 'Removes the team picture (a team without one cannot be cheered).',
  access: teamManagerAccess,
  headers: teamHeaders,
  response: teamImageResponse,
  refusals: managerRefusals,
});
