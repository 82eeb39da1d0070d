/**
 * The console's companies and teams calls as query hooks. Every change refreshes every read
 * (useConsoleChange), so the lists, the audit log and the screens players see are never stale.
 */
import {
  organizerCompaniesRoute,
  organizerCompanyCreateRoute,
  organizerCompanyDeleteRoute,
  organizerCompanySaveRoute,
  organizerTeamCreateRoute,
  organizerTeamDeleteRoute,
  organizerTeamSaveRoute,
  organizerTeamsRoute,
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
