/** The companies taking part in the event (SPEC §7 "Event reads": /companies, /home_companies). */
import { z } from 'zod';
import { defineRoute, withSelection } from './contract';
import { count, id, optionalText, text } from './wire';

export const companyListItem = z.object({
  id,
  name: text,
  photo_url: optionalText,
  /** Teams the company has in this event. */
  team_count: count,
});
export const companiesResponse = z.object({ companies: z.array(companyListItem) });

export type CompanyListItem = z.infer<typeof companyListItem>;

export const companiesRoute = defineRoute({
  method: 'GET',
  path: '/api/companies',
  summary: 'The companies taking part, by name, each with its number of teams in the event.',
  access: withSelection('event'),
  response: companiesResponse,
});

export const homeCompaniesRoute = defineRoute({
  method: 'GET',
  path: '/api/home_companies',
  summary: 'The /home companies strip (at most 20).',
  access: withSelection('event'),
  response: companiesResponse,
});
