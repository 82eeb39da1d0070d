/** The teams of the event and the houses they live in (SPEC §7 "Event reads": /teams, /houses, /house). */
import { z } from 'zod';
import { defineRoute, withSelection } from './contract';
import { idText } from './ids';
import { count, id, optionalText, text } from './wire';

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
  summary: "The event's houses with their colour and number of teams (CLARIFICATIONS: /houses).",
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
