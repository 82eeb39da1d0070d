/**
 * The players area (product.md §7): the people playing in the event (/participants,
 * /home_participants) and managing one team's players (/players, /add-players, /update-captain,
 * /remove-player, /add-player). POST /create-employee is the employees area's.
 */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { defineRoute, withSelection } from './contract';
import { idBody } from './ids';
import { player, teamHeaders, teamManagerAccess, teamMessages } from './team';
import { count, id, messageResponse, optionalText, text } from './wire';

export const participant = z.object({
  id,
  full_name: text,
  /** The player's team, or teams joined by ", ". */
  team_name: text,
  photo_url: optionalText,
});
export const participantsResponse = z.object({ participants: z.array(participant) });

export type Participant = z.infer<typeof participant>;

export const participantsRoute = defineRoute({
  method: 'GET',
  path: '/api/participants',
  summary: "Every player of the event's teams, once each, by name.",
  access: withSelection('event'),
  response: participantsResponse,
});

export const homeParticipantsRoute = defineRoute({
  method: 'GET',
  path: '/api/home_participants',
  summary: 'The /home participants strip (at most 20).',
  access: withSelection('event'),
  response: participantsResponse,
});

// ---------------------------------------------------------------------------------------------
// Managing a team's players (product.md §2 /players and /add-players): its players, the company's
// employees who can join, the captain, removing and adding. Its players and the admins of its
// company see them and add employees, before the event's closing date, up to max_players; only
// its captain and its company's admins (the contact person among them) remove another player
// or change the captain; any player may leave the team.
// ---------------------------------------------------------------------------------------------

/** An employee of the team's company who plays in no team of the event yet. */
export const availableEmployee = z.object({
  id,
  full_name: text,
  /** Shown to the company's admins only; null for everyone else. */
  email: text.nullable(),
  photo_url: optionalText,
});

/** An employee of the company who already plays in another team of the event. */
export const otherPlayer = z.object({
  id,
  full_name: text,
  photo_url: optionalText,
  team_name: text,
});

export const playersResponse = z.object({
  team_id: id,
  team_name: text,
  company_id: id,
  company_name: text,
  /** The captain first, then by name. */
  players: z.array(player),
  max_players: count,
  /** Before the closing date players can be changed; after it the list is read-only. */
  editable: z.boolean(),
  /** The viewer's role in the session. */
  role: z.enum(EVENT_ROLES).nullable(),
  user_id: id,
  /**
   * Whether the viewer may remove other players and change the captain: the team's captain or
   * an admin of its company. Every player may leave the team.
   */
  can_manage_players: z.boolean(),
});

export const addPlayersResponse = playersResponse.extend({
  /** The company's employees who can join, by name (their e-mail for the company's admins only). */
  employees: z.array(availableEmployee),
  /** The company's employees playing in another team of the event, by name. */
  other_players: z.array(otherPlayer),
  /** The company the viewer administers, when they may create employees for it; else null. */
  user_company_id: id.nullable(),
});

export const playerIdBody = z.object({ playerId: idBody });

/** Stable message keys of the player routes; the web app translates them. */
export const playerMessages = {
  captainSet: 'captainUpdated',
  removed: 'playerRemoved',
  left: 'teamLeft',
  notCaptainOrAdmin: 'captainOrAdminOnly',
  added: 'playerAdded',
  notInTeam: 'playerNotInTeam',
  alreadyCaptain: 'playerAlreadyCaptain',
  teamFull: 'teamFull',
  notAvailable: 'employeeNotAvailable',
} as const;

export type AvailableEmployee = z.infer<typeof availableEmployee>;
export type OtherPlayer = z.infer<typeof otherPlayer>;
export type PlayersResponse = z.infer<typeof playersResponse>;
export type AddPlayersResponse = z.infer<typeof addPlayersResponse>;

const managerReadRefusals = {
  403: [teamMessages.notManager],
  404: [teamMessages.notFound],
} as const;
/** Removing another player and changing the captain: the captain's and the admins' alone. */
const leaderWriteRefusals = {
  403: [teamMessages.notManager, teamMessages.editClosed, playerMessages.notCaptainOrAdmin],
  404: [teamMessages.notFound, playerMessages.notInTeam],
} as const;

export const playersRoute = defineRoute({
  method: 'GET',
  path: '/api/players',
  summary:
    "The team's players with the count out of max_players, for its players and its company's admins (header `otherTeamId`).",
  access: teamManagerAccess,
  headers: teamHeaders,
  response: playersResponse,
  refusals: managerReadRefusals,
});

export const addPlayersRoute = defineRoute({
  method: 'GET',
  path: '/api/add-players',
  summary:
    "The team's players, the company's employees free to join (searchable on the screen) and those already playing in another team of the event.",
  access: teamManagerAccess,
  headers: teamHeaders,
  response: addPlayersResponse,
  refusals: managerReadRefusals,
});

export const updateCaptainRoute = defineRoute({
  method: 'POST',
  path: '/api/update-captain',
  summary:
    "Makes a player of the team its captain; the old captain steps down in the same transaction. For the team's captain and its company's admins (header `otherTeamId`).",
  access: teamManagerAccess,
  headers: teamHeaders,
  body: playerIdBody,
  response: messageResponse,
  refusals: { ...leaderWriteRefusals, 409: [playerMessages.alreadyCaptain] },
});

export const removePlayerRoute = defineRoute({
  method: 'POST',
  path: '/api/remove-player',
  summary:
    "Removes a player from the team: the team's captain and its company's admins remove anyone, every player may remove themselves (leave). When the captain goes, the player in the team longest becomes captain (header `otherTeamId`).",
  access: teamManagerAccess,
  headers: teamHeaders,
  body: playerIdBody,
  response: messageResponse,
  refusals: leaderWriteRefusals,
});

export const addPlayerRoute = defineRoute({
  method: 'POST',
  path: '/api/add-player',
  summary:
    "Adds an employee of the team's company who plays in no team of the event, while the team has room (header `otherTeamId`).",
  access: teamManagerAccess,
  headers: teamHeaders,
  body: playerIdBody,
  response: messageResponse,
  refusals: {
    403: [teamMessages.notManager, teamMessages.editClosed],
    404: [teamMessages.notFound],
    409: [playerMessages.teamFull, playerMessages.notAvailable],
  },
});
