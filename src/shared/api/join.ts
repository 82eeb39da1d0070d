/**
 * Joining through an invite link (an addition to the product's route list): the link's
 * assignedCompanyId (and assignedTeamId) travel as headers, its secret `invite` token in the
 * query (GET /invite) or the body (POST /join), never as a header. The ids alone grant nothing:
 * only a token made for that company (and team), neither expired nor revoked, lets a person in.
 * GET /invite says what the link offers the signed-in person; POST /join makes them an employee
 * of the company and, when the link names a team and `with_team` is not false, a player of that
 * team while it has room, before its event's closing date and when they play in no other team
 * of that event. /invite-links makes, lists and revokes the tokens.
 */
import { z } from 'zod';
import { defineRoute, forRoles, signedIn } from './contract';
import { idBody, idText } from './ids';
import { count, id, moment, optionalText, text } from './wire';

export const inviteHeaders = z.looseObject({
  assignedcompanyid: idText,
  assignedteamid: idText.optional(),
});

/**
 * An invite token as issued: 256 random bits in base64url, 43 characters. Anything far longer is
 * refused by the schema; a token of another shape is refused by the service before any lookup.
 */
const INVITE_TOKEN_LENGTH = 43;
const inviteToken = z.string().max(INVITE_TOKEN_LENGTH * 2);

/** How long an invite link lets people in. */
export const INVITE_LINK_DAYS = 14;
/** Open links one person may have at once; each share makes a new one. */
export const INVITE_LINKS_PER_USER = 20;

/** Stable message keys of the invite routes; the web app translates them. */
export const joinMessages = {
  inviteInvalid: 'inviteInvalid',
  notInviter: 'inviteNotAllowed',
  tooManyLinks: 'inviteTooManyLinks',
  linkNotFound: 'inviteLinkNotFound',
  revoked: 'inviteRevoked',
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

export const inviteQuery = z.object({
  /** The link's secret; without a valid one the answer is 403 `inviteInvalid`. */
  invite: inviteToken.optional(),
});

export const joinBody = z.object({
  /** False joins the company only (for example when the team is full). Default true. */
  with_team: z.boolean().optional(),
  /** The link's secret; without a valid one the answer is 403 `inviteInvalid`. */
  invite: inviteToken.optional(),
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
  query: inviteQuery,
  response: inviteResponse,
  refusals: {
    403: [joinMessages.inviteInvalid],
    404: [joinMessages.companyNotFound, joinMessages.teamNotFound],
  },
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
    403: [joinMessages.inviteInvalid, joinMessages.teamClosed],
    404: [joinMessages.companyNotFound, joinMessages.teamNotFound],
    409: [joinMessages.teamFull, joinMessages.playsElsewhere],
  },
});

// ---------------------------------------------------------------------------------------------
// Invite links: made when a team's player or a company's admin shares one, listed on the screen
// that made them, and revocable there.
// ---------------------------------------------------------------------------------------------

export const createInviteLinkBody = z.object({
  company_id: idBody,
  /** The team the link lets people join; absent for the company alone. */
  team_id: idBody.optional(),
});

export const inviteLink = z.object({
  id,
  company_id: id,
  team_id: id.nullable(),
  created_at: moment,
  expires_at: moment,
});

export const createdInviteLinkResponse = inviteLink.extend({
  /** The secret for the link's `invite` parameter; shown once, stored only as a hash. */
  invite: text,
});

export const inviteLinksQuery = z.object({
  company_id: idText,
  team_id: idText.optional(),
});

export const inviteLinksResponse = z.object({
  /** The viewer's own open links for that company (and team), newest first. */
  links: z.array(inviteLink),
});

export const revokeInviteLinkQuery = z.object({ id: idText });

export type InviteLink = z.infer<typeof inviteLink>;

/** Those who manage a team's players, and the event's organizers, who set its teams up. */
const inviterAccess = forRoles(['player', 'contactPerson', 'organizer'], ['event']);
export type CreatedInviteLink = z.infer<typeof createdInviteLinkResponse>;

const inviterRefusals = { 403: [joinMessages.notInviter] } as const;

export const createInviteLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/invite-links',
  summary: `Makes an invite link's secret for a company (and a team of it), valid ${INVITE_LINK_DAYS} days: for the team's players, the company's admins and the event's organizers (a company alone: its admins, the players of its teams and the organizers of its events). At most ${INVITE_LINKS_PER_USER} open links per person.`,
  addition: true,
  access: inviterAccess,
  rateLimits: [{ limit: 'inviteLinksPerIp', by: ['ip'] }],
  body: createInviteLinkBody,
  response: createdInviteLinkResponse,
  refusals: { ...inviterRefusals, 409: [joinMessages.tooManyLinks] },
});

export const inviteLinksRoute = defineRoute({
  method: 'GET',
  path: '/api/invite-links',
  summary:
    "The viewer's open invite links (not expired, not revoked) for a company (`?company_id=`) and, with `team_id`, one team of it.",
  addition: true,
  access: inviterAccess,
  query: inviteLinksQuery,
  response: inviteLinksResponse,
});

export const revokeInviteLinkRoute = defineRoute({
  method: 'DELETE',
  path: '/api/invite-links',
  summary: "Revokes one of the viewer's invite links (`?id=`): from then on it lets nobody in.",
  addition: true,
  access: inviterAccess,
  query: revokeInviteLinkQuery,
  response: z.object({ message: z.literal(joinMessages.revoked) }),
  refusals: { 404: [joinMessages.linkNotFound] },
});
