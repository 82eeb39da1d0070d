/** The selection calls (product.md §7 "Selection"): the way in after login, role → event → team or battle. */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { defineRoute, forRoles, signedIn } from './contract';
import { idBody } from './ids';
import { id, moment, optionalText, text } from './wire';

export const roleBody = z.object({ role: z.enum(EVENT_ROLES) });
export const eventSelectBody = z.object({ event_id: idBody });
export const teamSelectBody = z.object({ team_id: idBody, event_id: idBody });
export const battleSelectBody = z.object({ battle_id: idBody });

export const rolesResponse = z.object({ roles: z.array(z.enum(EVENT_ROLES)) });

export const selectableEvent = z.object({
  id,
  name: text,
  date: moment,
  image_link: optionalText,
  photo_url: optionalText,
});
export const eventSelectResponse = z.object({
  events: z.array(selectableEvent),
  role: z.enum(EVENT_ROLES).nullable(),
});

export const selectableTeam = z.object({
  id,
  team_id: id,
  event_id: id,
  team_name: text,
  team_photo: optionalText,
  event_name: text,
  event_date: moment,
});
export const teamSelectResponse = z.object({ teams: z.array(selectableTeam) });

export const selectableBattle = z.object({ id, name: text, photo_url: optionalText });
export const battleSelectResponse = z.object({ battles: z.array(selectableBattle) });

/** Every selection write answers with where the client goes next. */
export const selectionResponse = z.object({ message: z.string(), redirect: z.string() });

export type SelectableEvent = z.infer<typeof selectableEvent>;
export type SelectableTeam = z.infer<typeof selectableTeam>;
export type SelectableBattle = z.infer<typeof selectableBattle>;

/** Refusal keys of the selection writes; the web app translates them. */
export const selectionMessages = {
  roleNotAllowed: 'roleNotAllowed',
  eventNotAllowed: 'eventNotAllowed',
  teamNotAllowed: 'teamNotAllowed',
  battleNotAllowed: 'battleNotAllowed',
} as const;

const anyRole = forRoles(EVENT_ROLES);

export const rolesRoute = defineRoute({
  method: 'GET',
  path: '/api/role',
  summary:
    'The roles the user may pick: the four of the product spec, and organizer for people who run an event.',
  access: signedIn,
  response: rolesResponse,
});

export const chooseRoleRoute = defineRoute({
  method: 'POST',
  path: '/api/role',
  summary: 'Chooses the role; clears the event, team and battle; `redirect` is the next screen.',
  access: signedIn,
  body: roleBody,
  response: selectionResponse,
  refusals: { 403: [selectionMessages.roleNotAllowed] },
});

export const selectableEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/event-select',
  summary: 'The events the user may enter in the chosen role.',
  access: anyRole,
  response: eventSelectResponse,
});

export const chooseEventRoute = defineRoute({
  method: 'POST',
  path: '/api/event-select',
  summary: "Chooses the event (a player's team of that event comes with it).",
  access: anyRole,
  body: eventSelectBody,
  response: selectionResponse,
  refusals: { 403: [selectionMessages.eventNotAllowed] },
});

export const selectableTeamsRoute = defineRoute({
  method: 'GET',
  path: '/api/team-select',
  summary: "The player's teams, each with its event.",
  access: forRoles(['player']),
  response: teamSelectResponse,
});

export const chooseTeamRoute = defineRoute({
  method: 'POST',
  path: '/api/team-select',
  summary: 'Chooses the team and its event.',
  access: forRoles(['player']),
  body: teamSelectBody,
  response: selectionResponse,
  refusals: { 403: [selectionMessages.teamNotAllowed] },
});

export const selectableBattlesRoute = defineRoute({
  method: 'GET',
  path: '/api/battle-select',
  summary: 'The battles of the event the crew member is assigned to.',
  access: forRoles(['crew'], ['event']),
  response: battleSelectResponse,
});

export const chooseBattleRoute = defineRoute({
  method: 'POST',
  path: '/api/battle-select',
  summary: 'Chooses the battle the crew member scores.',
  access: forRoles(['crew'], ['event']),
  body: battleSelectBody,
  response: selectionResponse,
  refusals: { 403: [selectionMessages.battleNotAllowed] },
});
