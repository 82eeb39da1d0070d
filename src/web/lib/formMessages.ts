/**
 * Form messages: the shared zod schemas and the server speak in message keys
 * (`passwordLengthError`, `invalidEmail`, …); these helpers turn them into the user's language
 * and put the server's field errors on the form's fields.
 */
import i18next from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CommonKey } from './i18n';
import { ApiError } from './api';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/validation';

/** The translated text of a validation message key; the password limits are filled in. */
export function messageText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (!i18next.exists(message)) return message;
  return i18next.t(message as CommonKey, { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

/**
 * Puts the `fields` of a 400 answer (`{ fields: { email: 'invalidEmail' } }`) on the form.
 * Returns true when at least one of them belongs to a field of this form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = fieldsOf(error.body);
  let applied = false;
  for (const name of formFields) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

function fieldsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
