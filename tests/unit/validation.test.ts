/**
 * product.md §5 as the shared schemas enforce it, in the browser and on the server alike: the
 * register and reset-password forms, the login and forgot-password bodies, and the message
 * key each rule answers with.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  registerForm,
  resetPasswordForm,
} from '../../src/shared/api/access';
import {
  emailSchema,
  passwordMeetsPattern,
  passwordSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  requiredText,
  TEXT_MAX,
} from '../../src/shared/validation';

/** The message key of each failing field, e.g. { confirmPassword: 'passwordsDoNotMatch' }. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const GOOD = 'Abcdef1!';
const validRegistration = {
  firstName: 'Sophie',
  lastName: 'Martin',
  email: 'sophie@example.com',
  password: GOOD,
  confirmPassword: GOOD,
};

describe('the password rule', () => {
  it(`accepts ${PASSWORD_MIN} characters and ${PASSWORD_MAX} characters`, () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(20);
    expect(passwordSchema.safeParse('Abcde1!x').success).toBe(true);
    expect(passwordSchema.safeParse('Abcde1!x'.padEnd(20, 'y')).success).toBe(true);
  });

  it('refuses 7 and 21 characters with passwordLengthError', () => {
    expect(messages(passwordSchema, 'Abcd1!x')).toEqual({ _: 'passwordLengthError' });
    expect(messages(passwordSchema, 'Abcde1!x'.padEnd(21, 'y'))).toEqual({
      _: 'passwordLengthError',
    });
  });

  it('asks for the password with fieldRequired when it is empty', () => {
    expect(messages(passwordSchema, '')).toEqual({ _: 'fieldRequired' });
  });

  it.each([...PASSWORD_SPECIALS])('accepts the special character %s', (special) => {
    expect(passwordMeetsPattern(`Abcdef1${special}`)).toBe(true);
    expect(passwordSchema.safeParse(`Abcdef1${special}`).success).toBe(true);
  });

  it.each([
    ['no lowercase letter', 'ABCDEF1!'],
    ['no uppercase letter', 'abcdef1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a space', 'Abc def1!'],
    ['a non-ASCII letter', 'Abcdéf1!'],
    ['a letter from another script', 'Abcdef1!ж'],
    ['an emoji', 'Abcdef1!🙂'],
    ['a special outside the permitted set', 'Abcdef1€'],
  ])('refuses a password with %s (passwordPatternError)', (_case, password) => {
    expect(passwordMeetsPattern(password)).toBe(false);
    expect(messages(passwordSchema, password)).toEqual({ _: 'passwordPatternError' });
  });
});

describe('the register form', () => {
  it('accepts a complete registration', () => {
    expect(registerForm.safeParse(validRegistration).success).toBe(true);
  });

  it('requires first name, last name, e-mail and password, each with fieldRequired', () => {
    expect(
      messages(registerForm, {
        firstName: '',
        lastName: '  ',
        email: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      firstName: 'fieldRequired',
      lastName: 'fieldRequired',
      email: 'fieldRequired',
      password: 'fieldRequired',
      confirmPassword: 'fieldRequired',
    });
  });

  it('says passwordsDoNotMatch when the confirmation differs', () => {
    expect(messages(registerForm, { ...validRegistration, confirmPassword: 'Abcdef1?' })).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    });
  });

  it('applies the password rules to the password', () => {
    expect(
      messages(registerForm, { ...validRegistration, password: 'short', confirmPassword: 'short' }),
    ).toEqual({ password: 'passwordLengthError' });
  });

  it('refuses an e-mail address that is not one with invalidEmail', () => {
    expect(messages(registerForm, { ...validRegistration, email: 'sophie@' })).toEqual({
      email: 'invalidEmail',
    });
  });

  it(`limits names to ${TEXT_MAX} characters (fieldTooLong)`, () => {
    expect(messages(registerForm, { ...validRegistration, firstName: 'x'.repeat(50) })).toEqual({});
    expect(messages(registerForm, { ...validRegistration, lastName: 'x'.repeat(51) })).toEqual({
      lastName: 'fieldTooLong',
    });
    expect(messages(requiredText(), 'x'.repeat(51))).toEqual({ _: 'fieldTooLong' });
  });

  it('sends only firstName, lastName, email and password: the confirmation stays in the browser', () => {
    const parsed = registerBody.parse(validRegistration);
    expect(Object.keys(parsed).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('trims the names and the e-mail address', () => {
    const parsed = registerForm.parse({
      ...validRegistration,
      firstName: ' Sophie ',
      email: ' sophie@example.com ',
    });
    expect(parsed.firstName).toBe('Sophie');
    expect(parsed.email).toBe('sophie@example.com');
  });
});

describe('the reset-password form', () => {
  const valid = { new_password: GOOD, confirmPassword: GOOD };

  it('accepts a new password and its confirmation', () => {
    expect(resetPasswordForm.safeParse(valid).success).toBe(true);
  });

  it('uses the same length and pattern rules', () => {
    expect(
      messages(resetPasswordForm, { new_password: 'Abcd1!x', confirmPassword: 'Abcd1!x' }),
    ).toEqual({
      new_password: 'passwordLengthError',
    });
    expect(
      messages(resetPasswordForm, { new_password: 'Abcdef 1!', confirmPassword: 'Abcdef 1!' }),
    ).toEqual({ new_password: 'passwordPatternError' });
  });

  it('says passwordsDoNotMatch when the confirmation differs', () => {
    expect(messages(resetPasswordForm, { ...valid, confirmPassword: `${GOOD}x` })).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    });
  });
});

describe('login and forgot password', () => {
  it('login requires e-mail and password', () => {
    expect(messages(loginBody, { email: '', password: '' })).toEqual({
      email: 'fieldRequired',
      password: 'fieldRequired',
    });
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('forgot password requires a valid e-mail address', () => {
    expect(messages(forgotPasswordBody, { email: '' })).toEqual({ email: 'fieldRequired' });
    expect(messages(forgotPasswordBody, { email: 'not-an-address' })).toEqual({
      email: 'invalidEmail',
    });
    expect(messages(emailSchema, 'player@demo.test')).toEqual({});
  });
});
