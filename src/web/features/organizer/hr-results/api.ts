/**
 * Results for HR: a company's teams' results (the printable page and the certificates read the
 * same answer, kept by TanStack per company) and the address of its CSV file, a plain link (the
 * session cookie and the language cookie go with it, so the headers come in the app's language).
 */
import {
  organizerHrResultsCsvRoute,
  organizerHrResultsRoute,
} from '../../../../shared/api/hrResults';
import { ID_MAX, ID_TEXT } from '../../../../shared/api/ids';
import { useRead } from '../../../lib/useRead';

export const useHrResults = (companyId: number) =>
  useRead(organizerHrResultsRoute, { query: { company_id: String(companyId) } });

/** The address of the company's results as a CSV file. */
export const hrResultsCsvUrl = (companyId: number) =>
  `${organizerHrResultsCsvRoute.path}?${new URLSearchParams({ company_id: String(companyId) })}`;

/** The console's addresses of a company's results and of a team's certificate. */
export const hrResultsPath = (companyId: number) => `/organizer/companies/${companyId}/results`;
export const certificatePath = (companyId: number, teamId: number) =>
  `${hrResultsPath(companyId)}/${teamId}/certificate`;

/** An id from the address: a positive integer, else null (the screen then shows "not found"). */
export function idFromPath(value: string | undefined): number | null {
  if (!value || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}
