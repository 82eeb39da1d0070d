/**
 * Joining through an invite link (CLARIFICATIONS "Share links", an addition to SPEC §7): the
 * link's assignedCompanyId (and assignedTeamId) travel as headers. GET /invite says what the
 * link offers the signed-in person; POST /join makes them an employee of the company and, when
 * the link names a team and `with_team` is not false, a player of that team while it has room,
 * before its event's closing date and when they play in no other team of that event.
 */
import { z } from 'zod';
import { defineRoute, signedIn } from './contract';
import { idText } from './ids';
import { count, id, optionalText, text } from './wire';

export const inviteHeaders = z.looseObject({
  assignedcompanyid: idText,
  assignedteamid: idText.optional(),
});

/** Stable message keys of the invite routes; the web app translates them. */
export const joinMessages = {
  companyNotFound: 'inviteCompanyNotFound',
  teamNotFound: 'inviteTeamNotFound',
  joinedCompany: 'joinedCompany',
  joinedTeam: 'joinedTeam',
  teamFull: 'teamFull',
  teamClosed: 'teamEditClosed',
  playsElsewhere: 'playsInAnotherTeam',
} as const;

/** Why the person cannot join the link's team now. */
export const TEAM_REFUSALS = [
  joinMessages.teamFull,
  joinMessages.teamClosed,
  joinMessages.playsElsewhere,
] as const;

export const inviteResponse = z.object({
  company: z.object({ id, name: text, photo_url: optionalText }),
  team: z
    .object({
      id,
      name: text,
      photo_url: optionalText,
      event_id: id,
      event_name: text,
      player_count: count,
      max_players: count,
    })
    .nullable(),
  /** Already an employee (or admin) of the company. */
  is_member: z.boolean(),
  /** Already a player of the link's team. */
  in_team: z.boolean(),
  /** Why joining the team is not possible now; null when it is, or without a team. */
  team_refusal: z.enum(TEAM_REFUSALS).nullable(),
});

export const joinBody = z.object({
  /** False joins the company only (for example when the team is full). Default true. */
  with_team: z.boolean().optional(),
});

export const joinResponse = z.object({
  message: z.enum([joinMessages.joinedCompany, joinMessages.joinedTeam]),
  /** The team joined (or already played in), with its event; null for the company alone. */
  team_id: id.nullable(),
  event_id: id.nullable(),
});

export type InviteResponse = z.infer<typeof inviteResponse>;
export type JoinResponse = z.infer<typeof joinResponse>;

export const inviteRoute = defineRoute({
  method: 'GET',
  path: '/api/invite',
  summary:
    'What an invite link offers the signed-in person (headers `assignedCompanyId`, `assignedTeamId`): the company, the team with its room, and whether they can join it now.',
  addition: true,
  access: signedIn,
  headers: inviteHeaders,
  response: inviteResponse,
  refusals: { 404: [joinMessages.companyNotFound, joinMessages.teamNotFound] },
});

export const joinRoute = defineRoute({
  method: 'POST',
  path: '/api/join',
  summary:
    "Joins the invite link's company as an employee and, unless `with_team` is false, its team as a player (room, closing date, one team per event), in one transaction.",
  addition: true,
  access: signedIn,
  headers: inviteHeaders,
  body: joinBody,
  response: joinResponse,
  refusals: {
    403: [joinMessages.teamClosed],
    404: [joinMessages.companyNotFound, joinMessages.teamNotFound],
    409: [joinMessages.teamFull, joinMessages.playsElsewhere],
  },
});
