/**
 * The company calls of product.md §7 as query hooks: the companies of the event (/companies,
 * /home_companies), one company's page (/company) and its editing by the company's admins
 * (/edit-company, the logo). The company is the otherCompanyId chosen on another screen,
 * sent as its header (and part of the query key, so two companies never share a cache entry).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companiesRoute,
  companyImageResponse,
  companyRoute,
  deleteCompanyImageRoute,
  editCompanyReadRoute,
  editCompanyRoute,
  homeCompaniesRoute,
  uploadCompanyImageRoute,
  type EditCompanyBody,
} from '../../../shared/api/company';
import { awardsRoute, homeRoute, sponsorsRoute } from '../../../shared/api/event';
import { homeTeamsRoute, teamsRoute } from '../../../shared/api/team';
import { api, ApiError, call, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

export function useCompanies() {
  return useRead(companiesRoute, undefined, { select: (answer) => answer.companies });
}

export function useHomeCompanies() {
  return useRead(homeCompaniesRoute, undefined, { select: (answer) => answer.companies });
}

/** The header that names the company; none lets the server pick the user's own. */
export const companyHeaders = (companyId: number | null): Record<string, string> =>
  companyId === null ? {} : { othercompanyid: String(companyId) };

export function useCompany(companyId: number | null) {
  return useRead(companyRoute, { headers: companyHeaders(companyId) });
}

export function useEditCompanyForm(companyId: number | null) {
  return useRead(editCompanyReadRoute, { headers: companyHeaders(companyId) });
}

/** Every read that shows a company's name or logo: its page, its form, the event's lists. */
const COMPANY_READS = [
  companyRoute,
  editCompanyReadRoute,
  companiesRoute,
  homeCompaniesRoute,
  teamsRoute,
  homeTeamsRoute,
  sponsorsRoute,
  awardsRoute,
  homeRoute,
];

export function useSaveCompany(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditCompanyBody) =>
      call(editCompanyRoute, { headers: companyHeaders(companyId), body }),
    onSuccess: () => invalidateRead(queryClient, ...COMPANY_READS),
  });
}

/**
 * POST /upload-company-image with the file as multipart (field `file`). Contracts carry JSON
 * bodies only, so this one call goes through api() and checks the answer itself.
 */
async function uploadLogo(companyId: number | null, file: File) {
  const form = new FormData();
  form.append('file', file);
  const answer = companyImageResponse.safeParse(
    await api<unknown>(uploadCompanyImageRoute.path, {
      method: uploadCompanyImageRoute.method,
      headers: companyHeaders(companyId),
      body: form,
    }),
  );
  if (!answer.success) throw new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined);
  return answer.data;
}

export function useUploadLogo(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(companyId, file),
    onSuccess: () => invalidateRead(queryClient, ...COMPANY_READS),
  });
}

export function useDeleteLogo(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deleteCompanyImageRoute, { headers: companyHeaders(companyId) }),
    onSuccess: () => invalidateRead(queryClient, ...COMPANY_READS),
  });
}
