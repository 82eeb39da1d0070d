/** The access calls (product.md §7 "Access"): register, confirm, log in and out, reset a password. */
import { z } from 'zod';
import { emailSchema, messageKeys, passwordSchema, requiredText } from '../validation';
import { defineRoute, isPublic, signedIn } from './contract';
import { idBody } from './ids';
import { messageResponse } from './wire';

export const registerBody = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailSchema,
  password: passwordSchema,
  /**
   * The event of a join link (the big screen's QR code) the newcomer came from, if any: the
   * confirmation link carries it on, so confirming in another tab or browser still joins it.
   */
  otherEventId: idBody.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The register form adds the confirmation field, which never leaves the browser. */
export const registerForm = registerBody
  .extend({ confirmPassword: z.string().min(1, messageKeys.required) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messageKeys.passwordsDoNotMatch,
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ error: messageKeys.required }).min(1, messageKeys.required).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z.object({
  new_password: passwordSchema,
  reset_token: z.string().min(1).max(200),
});

export const resetPasswordForm = z
  .object({
    new_password: passwordSchema,
    confirmPassword: z.string().min(1, messageKeys.required),
  })
  .refine((v) => v.new_password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messageKeys.passwordsDoNotMatch,
  });

/** product.md §10: `{ token }`, and a bare JSON string is accepted too. */
export const confirmEmailBody = z.union([
  z.object({ token: z.string().min(1).max(200) }),
  z.string().min(1).max(200),
]);

export const resendConfirmationBody = z.object({
  email: emailSchema,
  /** As at registration: the join link's event, carried on in the new confirmation link. */
  otherEventId: idBody.optional(),
});

export { messageResponse };
/** `redirect` names the selection screen still to pass; absent once every step is done. */
export const loginResponse = z.object({ message: z.string(), redirect: z.string().optional() });

/** Stable server messages; the web app translates them by key. */
export const accessMessages = {
  registered: 'registrationMailSent',
  confirmed: 'emailConfirmed',
  tokenInvalid: 'linkInvalid',
  tokenExpired: 'linkExpired',
  tokenUsed: 'linkUsed',
  badCredentials: 'invalidCredentials',
  notConfirmed: 'emailNotConfirmed',
  loggedIn: 'loggedIn',
  loggedOut: 'loggedOut',
  authenticated: 'Authenticated',
  resetMailSent: 'resetMailSent',
  passwordReset: 'passwordResetDone',
  confirmationResent: 'confirmationMailSent',
  tooManyRequests: 'tooManyRequests',
} as const;

const linkRefusals = [
  accessMessages.tokenInvalid,
  accessMessages.tokenUsed,
  accessMessages.tokenExpired,
];

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/register',
  summary:
    'Creates an unconfirmed account and mails a confirmation link; an address that has an account gets a reset link instead, with the same answer.',
  access: isPublic,
  body: registerBody,
  response: messageResponse,
  rateLimits: [{ limit: 'registerPerIp', by: ['ip'] }],
});

export const confirmEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/confirm-email',
  summary: 'Confirms the address with the mailed token: `{ "token": "…" }` or a bare JSON string.',
  access: isPublic,
  body: confirmEmailBody,
  response: messageResponse,
  rateLimits: [{ limit: 'linkPerIp', by: ['ip'] }],
  refusals: { 400: linkRefusals },
});

export const resendConfirmationRoute = defineRoute({
  method: 'POST',
  path: '/api/resend-confirmation',
  summary:
    'Mails a new confirmation link to an unconfirmed account; the same answer for any address.',
  addition: true,
  access: isPublic,
  body: resendConfirmationBody,
  response: messageResponse,
  rateLimits: [{ limit: 'resendPerIp', by: ['ip'] }],
});

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/login',
  summary:
    'Starts a session (httpOnly cookie `sid`); `redirect` names the selection step still missing.',
  access: isPublic,
  body: loginBody,
  response: loginResponse,
  rateLimits: [
    { limit: 'loginPerIp', by: ['ip'] },
    { limit: 'loginFailuresPerEmailAndIp', by: ['email', 'ip'], count: 'failures' },
    {
      limit: 'loginFailuresPerEmail',
      by: ['email'],
      count: 'failures',
      sparesFreshAddresses: true,
    },
  ],
  refusals: { 401: [accessMessages.badCredentials], 403: [accessMessages.notConfirmed] },
});

export const checkAuthRoute = defineRoute({
  method: 'GET',
  path: '/api/check-auth',
  summary: 'Answers while the session lives, with the selection step still missing as `redirect`.',
  access: signedIn,
  response: loginResponse,
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/logout',
  summary: 'Ends the session on the server and clears the cookie; harmless without one.',
  access: isPublic,
  response: messageResponse,
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Mails a reset link when the address has an account; the same answer for any address.',
  access: isPublic,
  body: forgotPasswordBody,
  response: messageResponse,
  rateLimits: [{ limit: 'forgotPerIp', by: ['ip'] }],
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/reset-password',
  summary:
    'Sets a new password with the mailed token, confirms the address and ends every session of the account.',
  access: isPublic,
  body: resetPasswordBody,
  response: messageResponse,
  rateLimits: [{ limit: 'linkPerIp', by: ['ip'] }],
  refusals: { 400: linkRefusals },
});
