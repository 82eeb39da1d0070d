/**
 * The validation rules of product.md §5, shared by the forms and the server. Messages are i18n keys
 * (the web app translates them; the server sends them as its `message` so clients can too).
 */
import { z } from 'zod';
import { withScheme } from './videoLink';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const TEXT_MAX = 50;
export const NAME_MAX = 30;
/** Links are not free text: a video link with its parameters passes 50 characters. */
export const LINK_MAX = 200;
/** The special characters a password may (and must, at least once) contain. */
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~';

/** The specials escaped for use inside a RegExp character class. */
const specialClass = PASSWORD_SPECIALS.replace(/[\\\]^[-]/g, '\\$&');
const allowedPassword = new RegExp(`^[A-Za-z0-9${specialClass}]+$`);
const hasSpecial = new RegExp(`[${specialClass}]`);

export const messageKeys = {
  required: 'fieldRequired',
  invalidEmail: 'invalidEmail',
  tooLong: 'fieldTooLong',
  passwordLength: 'passwordLengthError',
  passwordPattern: 'passwordPatternError',
  passwordsDoNotMatch: 'passwordsDoNotMatch',
} as const;

/** True when the password has a lowercase letter, an uppercase letter, a digit and a special,
 * and nothing outside letters, digits and the permitted specials. */
export function passwordMeetsPattern(password: string): boolean {
  return (
    allowedPassword.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    hasSpecial.test(password)
  );
}

export const passwordSchema = z
  .string({ error: messageKeys.required })
  .min(1, messageKeys.required)
  .min(PASSWORD_MIN, messageKeys.passwordLength)
  .max(PASSWORD_MAX, messageKeys.passwordLength)
  .refine(passwordMeetsPattern, messageKeys.passwordPattern);

export const emailSchema = z
  .string({ error: messageKeys.required })
  .trim()
  .min(1, messageKeys.required)
  .max(254, messageKeys.tooLong)
  .pipe(z.email({ error: messageKeys.invalidEmail }));

export const requiredText = (max = TEXT_MAX) =>
  z
    .string({ error: messageKeys.required })
    .trim()
    .min(1, messageKeys.required)
    .max(max, messageKeys.tooLong);

/** An optional text of a saved form: empty, blank or null is stored as null. */
export const blankableText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, messageKeys.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional link, checked by `valid` and kept with a scheme (https:// when none was typed). */
export const blankableLink = (valid: (link: string) => boolean, message: string) =>
  blankableText(LINK_MAX)
    .refine((value) => value === null || valid(value), message)
    .transform((value) => (value === null ? null : withScheme(value)));
