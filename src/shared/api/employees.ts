/**
 * The employees area (product.md §7): a company's admins and employees (/manage-employees), creating
 * an employee (one route, used by /manage-employees and /add-players), promoting, demoting,
 * removing, and sending the set-password invitation again. Only the company's admins (the
 * contact person role) call them; the company is the otherCompanyId header, else the one the
 * user represents in the event.
 */
import { z } from 'zod';
import { emailSchema, NAME_MAX, requiredText } from '../validation';
import { companyAdminAccess, companyHeaders, companyMessages } from './company';
import { defineRoute } from './contract';
import { idBody } from './ids';
import { id, optionalText, text } from './wire';

/** A member's place in the company; product.md §6 shows them as contactpersoon, admin or employee. */
export const EMPLOYEE_ROLES = ['contactPerson', 'admin', 'employee'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const employee = z.object({
  /** The user's id: the `user_id` of the calls below. */
  id,
  full_name: text,
  email: text,
  role: z.enum(EMPLOYEE_ROLES),
  photo_url: optionalText,
  /** Invited but has not chosen a password yet: the invitation can be sent again. */
  is_pending: z.boolean(),
});

export const manageEmployeesResponse = z.object({
  /** The contact person first, then the other admins by name. */
  admins: z.array(employee),
  employees: z.array(employee),
  /** The viewer's own place in the company. */
  role: z.enum(EMPLOYEE_ROLES),
  /** The viewer, who cannot change their own place. */
  user_id: id,
  company_name: text,
});

export const createEmployeeBody = z.object({
  email: emailSchema,
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
});
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

export const employeeUserBody = z.object({ user_id: idBody });

export const createEmployeeResponse = z.object({
  message: z.string(),
  /** The new account's employee; null when the address had an account, which was invited. */
  employee: employee.nullable(),
});
export const employeeMessageResponse = z.object({ message: z.string() });

export type Employee = z.infer<typeof employee>;
export type ManageEmployeesResponse = z.infer<typeof manageEmployeesResponse>;

/** Stable message keys of the employee routes; the web app translates them. */
export const employeeMessages = {
  created: 'employeeCreated',
  promoted: 'employeePromoted',
  demoted: 'employeeDemoted',
  deleted: 'employeeDeleted',
  invited: 'employeeInvited',
  invitationSent: 'employeeInvitationSent',
  notFound: 'employeeNotFound',
  alreadyEmployee: 'employeeAlreadyInCompany',
  contactPersonProtected: 'contactPersonProtected',
  notYourself: 'employeeNotYourself',
  alreadyActive: 'employeeAlreadyActive',
} as const;

const adminRefusals = {
  403: [companyMessages.notAdmin],
  404: [companyMessages.notFound, employeeMessages.notFound],
} as const;

export const manageEmployeesRoute = defineRoute({
  method: 'GET',
  path: '/api/manage-employees',
  summary:
    "The company's admins (contact person first) and employees, and the viewer's own role in it.",
  access: companyAdminAccess,
  headers: companyHeaders,
  response: manageEmployeesResponse,
  refusals: { 403: [companyMessages.notAdmin], 404: [companyMessages.notFound] },
});

export const createEmployeeRoute = defineRoute({
  method: 'POST',
  path: '/api/create-employee',
  summary:
    'Adds an employee: a new address gets an account and a mailed link to choose a password (valid 7 days, single use); an existing account is not added but mailed an invitation to join that only it can accept (valid 14 days), and the answer is `employee: null`.',
  access: companyAdminAccess,
  headers: companyHeaders,
  rateLimits: [
    { limit: 'invitationsPerIp', by: ['ip'] },
    { limit: 'invitationsPerEmail', by: ['email'] },
  ],
  body: createEmployeeBody,
  response: createEmployeeResponse,
  refusals: {
    403: [companyMessages.notAdmin],
    404: [companyMessages.notFound],
    409: [employeeMessages.alreadyEmployee],
  },
});

export const promoteEmployeeRoute = defineRoute({
  method: 'POST',
  path: '/api/promote-employee',
  summary: 'Makes an employee an admin of the company (an admin stays one).',
  access: companyAdminAccess,
  headers: companyHeaders,
  body: employeeUserBody,
  response: employeeMessageResponse,
  refusals: adminRefusals,
});

export const demoteEmployeeRoute = defineRoute({
  method: 'POST',
  path: '/api/demote-employee',
  summary:
    'Makes an admin a plain employee; never the contact person (409 `contactPersonProtected`) nor oneself.',
  access: companyAdminAccess,
  headers: companyHeaders,
  body: employeeUserBody,
  response: employeeMessageResponse,
  refusals: {
    ...adminRefusals,
    409: [employeeMessages.contactPersonProtected, employeeMessages.notYourself],
  },
});

export const deleteEmployeeRoute = defineRoute({
  method: 'POST',
  path: '/api/delete-employee',
  summary:
    "Removes a member from the company and, in the same transaction, from the company's teams; never the contact person nor oneself.",
  access: companyAdminAccess,
  headers: companyHeaders,
  body: employeeUserBody,
  response: employeeMessageResponse,
  refusals: {
    ...adminRefusals,
    409: [employeeMessages.contactPersonProtected, employeeMessages.notYourself],
  },
});

export const inviteEmployeeRoute = defineRoute({
  method: 'POST',
  path: '/api/invite-employee',
  summary:
    'Mails a new set-password invitation to a member who has not chosen a password yet (the "invite" of /manage-employees).',
  addition: true,
  access: companyAdminAccess,
  headers: companyHeaders,
  rateLimits: [{ limit: 'invitationsPerIp', by: ['ip'] }],
  body: employeeUserBody,
  response: employeeMessageResponse,
  refusals: { ...adminRefusals, 409: [employeeMessages.alreadyActive] },
});
