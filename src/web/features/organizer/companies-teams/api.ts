/**
 * The console's companies and teams calls as query hooks. Every change refreshes every read
 * (useConsoleChange), so the lists, the audit log and the screens players see are never stale.
 */
import {
  organizerCompaniesRoute,
  organizerCompanyAddExistingRoute,
  organizerCompanyCreateRoute,
  organizerCompanySearchRoute,
  organizerCompanyDeleteRoute,
  organizerCompanySaveRoute,
  organizerTeamCreateRoute,
  organizerTeamDeleteRoute,
  organizerTeamSaveRoute,
  organizerTeamsRoute,
  type CompanyAddExistingBody,
  type CompanyCreateBody,
  type CompanyRenameBody,
  type TeamBody,
} from '../../../../shared/api/organizerTeams';
import { useRead } from '../../../lib/useRead';
import { useConsoleChange } from '../shared/api';

export const useOrganizerCompanies = () =>
  useRead(organizerCompaniesRoute, undefined, { select: (answer) => answer.companies });

export const useCreateCompany = () =>
  useConsoleChange(organizerCompanyCreateRoute, (body: CompanyCreateBody) => ({ body }));

/**
 * Existing companies whose name contains the typed text (case and spaces ignored), for the
 * add form's picker; nothing is asked before two letters.
 */
export const useCompanySearch = (typed: string) => {
  const q = typed.trim().replace(/\s+/g, ' ');
  return useRead(
    organizerCompanySearchRoute,
    { query: { q } },
    {
      enabled: q.length >= 2,
      select: (answer) => answer.companies,
      placeholderData: (previous) => (q.length >= 2 ? previous : undefined),
    },
  );
};

export const useAddExistingCompany = () =>
  useConsoleChange(organizerCompanyAddExistingRoute, (body: CompanyAddExistingBody) => ({ body }));

export const useRenameCompany = () =>
  useConsoleChange(organizerCompanySaveRoute, (body: CompanyRenameBody) => ({ body }));

export const useRemoveCompany = () =>
  useConsoleChange(organizerCompanyDeleteRoute, (id: number) => ({ query: { id: String(id) } }));

export const useOrganizerTeams = () =>
  useRead(organizerTeamsRoute, undefined, { select: (answer) => answer.teams });

export const useCreateTeam = () =>
  useConsoleChange(organizerTeamCreateRoute, (body: TeamBody) => ({ body }));

export const useSaveTeam = () =>
  useConsoleChange(organizerTeamSaveRoute, (body: TeamBody & { id: number }) => ({ body }));

export const useDeleteTeam = () =>
  useConsoleChange(organizerTeamDeleteRoute, (id: number) => ({ query: { id: String(id) } }));
