/**
 * The organizer console's teams part (the organizer console issue): the companies taking part in
 * the chosen event, each with its contact person (invited by e-mail when new), and the event's
 * teams with their company and house. Every route is the event organizers' alone and every
 * change is audited.
 */
import { z } from 'zod';
import { emailSchema, NAME_MAX, requiredText, TEXT_MAX } from '../validation';
import { defineRoute } from './contract';
import { ID_MAX, idBody } from './ids';
import {
  createdResponse,
  deleteQuery,
  organizerAccess,
  organizerMessages,
  savedResponse,
} from './organizer';
import { count, id, optionalText, text } from './wire';

/** Message keys of this part, beyond the console's shared ones. */
export const organizerTeamsMessages = {
  companyHasTeams: 'companyHasTeams',
  teamHasResults: 'teamHasResults',
  chooseCompany: 'chooseCompany',
  companyNotInEvent: 'companyNotInEvent',
  houseNotInEvent: 'houseNotInEvent',
  /** A company of that name (case and spaces aside) exists: add it to the event instead. */
  companyExists: 'companyExists',
  /** The existing company chosen takes part in the event already. */
  companyAlreadyInEvent: 'companyAlreadyInEvent',
  /** An existing company joined the event; its contact person and employees stay. */
  companyJoinedEvent: 'companyJoinedEvent',
} as const;

/** An id picked from a list of the form: its message says what to pick. */
const pickedId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

// ---------------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------------

export const organizerCompany = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** The contact person's full name and address; null for a company without one. */
  contact_name: optionalText,
  contact_email: optionalText,
  /** Teams of the company in this event. */
  team_count: count,
  /** The contact person was invited and has not chosen a password yet. */
  contact_pending: z.boolean(),
});
export type OrganizerCompany = z.infer<typeof organizerCompany>;

export const companyCreateBody = z.object({
  name: requiredText(TEXT_MAX),
  contact_first_name: requiredText(NAME_MAX),
  contact_last_name: requiredText(NAME_MAX),
  contact_email: emailSchema,
});
export type CompanyCreateBody = z.output<typeof companyCreateBody>;
export type CompanyCreateInput = z.input<typeof companyCreateBody>;

export const companyRenameBody = z.object({ id: idBody, name: requiredText(TEXT_MAX) });
export type CompanyRenameBody = z.output<typeof companyRenameBody>;

/** A company that exists already, as the console's picker offers it for this event. */
export const existingCompany = z.object({
  id,
  name: text,
  photo_url: optionalText,
  contact_name: optionalText,
  contact_email: optionalText,
  /** The other events it took part in, newest first (at most 5). */
  past_events: z.array(text),
  /** It takes part in this event already. */
  in_event: z.boolean(),
});
export type ExistingCompany = z.infer<typeof existingCompany>;

export const companySearchQuery = z.object({
  /**
   * Part of the name, matched ignoring case and spaces (see shared/companyName.ts). A query
   * string is not checked for NUL like a body (PostgreSQL cannot compare text holding one).
   */
  q: requiredText(TEXT_MAX).refine((value) => !value.includes('\u0000'), 'invalidCharacters'),
});

/** The contact person the organizer sets instead of the company's own. */
export const companyContactBody = z.object({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  email: emailSchema,
});

export const companyAddExistingBody = z.object({
  company_id: pickedId(organizerTeamsMessages.chooseCompany),
  /** Absent or null: the company keeps its contact person. */
  contact: companyContactBody.nullish(),
});
export type CompanyAddExistingBody = z.output<typeof companyAddExistingBody>;
export type CompanyAddExistingInput = z.input<typeof companyAddExistingBody>;

export const organizerCompaniesRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/companies',
  summary:
    'The companies taking part in the chosen event, by name, with their contact person (and whether the invitation is still pending) and team count.',
  addition: true,
  access: organizerAccess,
  response: z.object({ companies: z.array(organizerCompany) }),
});

export const organizerCompanyCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/companies',
  summary:
    'Adds a company to the event with its contact person: an existing account with that address, else a new one invited by e-mail to choose a password.',
  addition: true,
  access: organizerAccess,
  body: companyCreateBody,
  response: createdResponse,
  refusals: { 409: [organizerMessages.nameTaken, organizerTeamsMessages.companyExists] },
});

export const organizerCompanySearchRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/companies/search',
  summary:
    'Existing companies whose name contains `?q=` (case and spaces ignored), the exact match first, at most 8: logo, contact person, the other events they took part in, and whether they are in this event already. What a 409 `companyExists` offers.',
  addition: true,
  access: organizerAccess,
  query: companySearchQuery,
  response: z.object({ companies: z.array(existingCompany) }),
});

export const organizerCompanyAddExistingRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/companies/existing',
  summary:
    "Adds an existing company to the event, the same company with its employees: it keeps its contact person unless `contact` names another one (made the contact person like a new company's). Nobody is mailed unless a new contact person is added.",
  addition: true,
  access: organizerAccess,
  body: companyAddExistingBody,
  response: createdResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerTeamsMessages.companyAlreadyInEvent],
  },
});

export const organizerCompanySaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/companies',
  summary:
    'Renames a company of the event (no other company may have the name, case and spaces aside).',
  addition: true,
  access: organizerAccess,
  body: companyRenameBody,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerMessages.nameTaken, organizerTeamsMessages.companyExists],
  },
});

export const organizerCompanyDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/companies',
  summary:
    'Takes a company without teams in the event out of it (`?id=`); the company itself stays for its other events.',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerTeamsMessages.companyHasTeams],
  },
});

// ---------------------------------------------------------------------------------------------
// Teams
// ---------------------------------------------------------------------------------------------

export const organizerTeam = z.object({
  id,
  name: text,
  company_id: id,
  company_name: text,
  house_id: id.nullable(),
  house_name: optionalText,
  house_color: optionalText,
  player_count: count,
  photo_url: optionalText,
});
export type OrganizerTeam = z.infer<typeof organizerTeam>;

export const teamBody = z.object({
  name: requiredText(TEXT_MAX),
  company_id: pickedId(organizerTeamsMessages.chooseCompany),
  /** null: the team belongs to no house. */
  house_id: pickedId(organizerTeamsMessages.houseNotInEvent).nullable(),
});
export const teamEditBody = teamBody.extend({ id: idBody });
export type TeamBody = z.output<typeof teamBody>;
export type TeamInput = z.input<typeof teamBody>;

/** A company or house of the form that is not the event's: refused on its field. */
const teamFormRefusals = [
  organizerTeamsMessages.companyNotInEvent,
  organizerTeamsMessages.houseNotInEvent,
] as const;

export const organizerTeamsRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/teams',
  summary: "The chosen event's teams by name, with their company, house and number of players.",
  addition: true,
  access: organizerAccess,
  response: z.object({ teams: z.array(organizerTeam) }),
});

export const organizerTeamCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/teams',
  summary:
    'Adds a team to the event for one of its companies, in one of its houses or none (name unique in the event).',
  addition: true,
  access: organizerAccess,
  body: teamBody,
  response: createdResponse,
  refusals: { 400: teamFormRefusals, 409: [organizerMessages.nameTaken] },
});

export const organizerTeamSaveRoute = defineRoute({
  method: 'PUT',
  path: '/api/organizer/teams',
  summary: 'Renames a team of the event or changes its company or house.',
  addition: true,
  access: organizerAccess,
  body: teamEditBody,
  response: savedResponse,
  refusals: {
    400: teamFormRefusals,
    404: [organizerMessages.notFound],
    409: [organizerMessages.nameTaken],
  },
});

export const organizerTeamDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/organizer/teams',
  summary:
    'Removes a team of the event that has no results yet (`?id=`); its players stay employees of their company.',
  addition: true,
  access: organizerAccess,
  query: deleteQuery,
  response: savedResponse,
  refusals: {
    404: [organizerMessages.notFound],
    409: [organizerTeamsMessages.teamHasResults],
  },
});
