/** The companies taking part in the event (SPEC §7 "Event reads": /companies, /home_companies). */
import { companiesRoute, homeCompaniesRoute } from '../../../shared/api/company';
import { useRead } from '../../lib/useRead';

export function useCompanies() {
  return useRead(companiesRoute, undefined, { select: (answer) => answer.companies });
}

export function useHomeCompanies() {
  return useRead(homeCompaniesRoute, undefined, { select: (answer) => answer.companies });
}
