/**
 * The employees calls of product.md §7 as hooks: the company's people (/manage-employees), create
 * (the one /create-employee, which /add-players uses too), promote, demote, remove and invite
 * again. The company is the otherCompanyId chosen on another screen; every change refetches
 * the list (and the company page, whose player count can change).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEmployeeRoute,
  deleteEmployeeRoute,
  demoteEmployeeRoute,
  inviteEmployeeRoute,
  manageEmployeesRoute,
  promoteEmployeeRoute,
  type CreateEmployeeBody,
} from '../../../shared/api/employees';
import { companyRoute } from '../../../shared/api/company';
import { homeParticipantsRoute, participantsRoute } from '../../../shared/api/players';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

/** The header that names the company; none lets the server pick the one the user represents. */
const companyHeaders = (companyId: number | null): Record<string, string> =>
  companyId === null ? {} : { othercompanyid: String(companyId) };

const EMPLOYEE_READS = [
  manageEmployeesRoute,
  companyRoute,
  participantsRoute,
  homeParticipantsRoute,
];

export function useEmployees(companyId: number | null) {
  return useRead(manageEmployeesRoute, { headers: companyHeaders(companyId) });
}

export function useCreateEmployee(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployeeBody) =>
      call(createEmployeeRoute, { headers: companyHeaders(companyId), body }),
    onSuccess: () => invalidateRead(queryClient, ...EMPLOYEE_READS),
  });
}

/** What can be done to one member: each call takes their user id. */
export type EmployeeAction = 'promote' | 'demote' | 'remove' | 'invite';

const ACTION_ROUTES = {
  promote: promoteEmployeeRoute,
  demote: demoteEmployeeRoute,
  remove: deleteEmployeeRoute,
  invite: inviteEmployeeRoute,
} as const;

export function useEmployeeAction(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: EmployeeAction; userId: number }) =>
      call(ACTION_ROUTES[action], {
        headers: companyHeaders(companyId),
        body: { user_id: userId },
      }),
    onSuccess: (_, { action }) =>
      action === 'invite' ? undefined : invalidateRead(queryClient, ...EMPLOYEE_READS),
  });
}
