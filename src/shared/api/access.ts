/** Request and response shapes of the access calls (SPEC §7 "Access"). */
import { z } from 'zod';
import { emailSchema, messageKeys, passwordSchema, requiredText } from '../validation';

export const registerBody = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailSchema,
  password: passwordSchema,
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

/** CLARIFICATIONS: `{ token }`, and a bare JSON string is accepted too. */
export const confirmEmailBody = z.union([
  z.object({ token: z.string().min(1).max(200) }),
  z.string().min(1).max(200),
]);

export const resendConfirmationBody = z.object({ email: emailSchema });

export const messageResponse = z.object({ message: z.string() });
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
