/**
 * Results for HR (issue 41): per company taking part in the chosen event, its teams' results as
 * a page to print, a CSV file and a certificate per team. The figures are the live standings the
 * organizer sees on /leaderboard (built by the same engine and snapshots: position, total, the
 * points of each battle as the points breakdown adds them up, extra points), with each team's
 * awards and cheers. A quarter published for the players does not apply here: HR gets the
 * results as they stand, and the answer names the published quarter so the page can say so.
 */
import { z } from 'zod';
import { defineRoute } from './contract';
import { idText } from './ids';
import { organizerAccess, organizerMessages } from './organizer';
import { count, id, moment, optionalText, text } from './wire';

/** The company whose teams' results are asked for (a company taking part in the event). */
export const hrResultsQuery = z.object({ company_id: idText });
export type HrResultsQuery = z.input<typeof hrResultsQuery>;

/** A team of the company with its place among all the event's teams. */
export const hrResultsTeam = z.object({
  team_id: id,
  name: text,
  photo_url: optionalText,
  house_name: optionalText,
  house_color: optionalText,
  /** Its position on the live leaderboard (equal teams share one). */
  position: count,
  /** Its leaderboard points: every battle's points plus the extra points. */
  points: z.number().int(),
  /** The points it scored in each battle it played (summed over sessions), in `battles` order. */
  battles: z.array(z.object({ battle_id: id, points: z.number().int() })),
  /** The sum of its extra points (bonus or penalty given by the organizers). */
  extra_points: z.number().int(),
  /** The awards the team won, as stored (CamelCase; shown with awardNameSpacing). */
  awards: z.array(text),
  cheers: count,
});
export type HrResultsTeam = z.infer<typeof hrResultsTeam>;

export const hrResultsResponse = z.object({
  event: z.object({
    id,
    name: text,
    date: moment,
    end_date: moment,
    photo_url: optionalText,
    location_name: optionalText,
  }),
  company: z.object({ id, name: text, photo_url: optionalText }),
  /** The event's battles (by name), the columns of the CSV file. */
  battles: z.array(z.object({ id, name: text })),
  /** Every team of the event: the "of N" of a place. */
  team_count: count,
  /** The label of the quarter the players see while one is published (these figures are live). */
  published_quarter: optionalText,
  /** The awards the company itself won. */
  company_awards: z.array(text),
  /** The company's teams, best first. */
  teams: z.array(hrResultsTeam),
});
export type HrResultsResponse = z.infer<typeof hrResultsResponse>;

export const organizerHrResultsRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/hr-results',
  summary:
    "A company's teams' results in the chosen event (`?company_id=`): each team's live leaderboard position and points, its points per battle and extra points, awards and cheers, with the event's and company's names and pictures for the printable page and the certificates. Unknown company, or one not taking part: 404.",
  addition: true,
  access: organizerAccess,
  query: hrResultsQuery,
  response: hrResultsResponse,
  refusals: { 404: [organizerMessages.notFound] },
});

export const organizerHrResultsCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/hr-results/csv',
  summary:
    "The same results as a CSV file (`text/csv`, not JSON): UTF-8 with a byte-order mark, an attachment, one row per team of the company (`?company_id=`), best first; the headers in the request's language (rank, team, points, a column per battle, extra points, awards, cheers).",
  addition: true,
  answerType: 'text/csv',
  access: organizerAccess,
  query: hrResultsQuery,
  response: z.string(),
  refusals: { 404: [organizerMessages.notFound] },
});
