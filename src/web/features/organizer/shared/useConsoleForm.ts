/**
 * A console form's state and submit: the inputs are checked with a schema built on the shared
 * one (the server checks the body with the same rules), and a refusal lands where the organizer
 * looks: a name already taken (409) or a chosen item that is gone (404) on its field, the
 * server's `fields` on theirs, anything else in a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { applyServerFieldErrors } from '../../../lib/formMessages';
import { refreshAfterChange } from './api';
import { consoleFailure, consoleMessage } from './messages';

export interface ConsoleFormOptions<Values extends FieldValues, Body> {
  /** Turns the values into the body the route takes, checking them on the way. */
  schema: z.ZodType<Body, Values>;
  defaultValues: DefaultValues<Values>;
  /** The form's fields as a refusal's `fields` names them. */
  fields: readonly Path<Values>[];
  /** Where a 409 lands: the value another item of the event already has (a name). */
  conflictField?: Path<Values>;
  /** Where a 404 lands: the chosen item is gone, so the lists it came from are read again. */
  goneField?: Path<Values>;
  /** Saves the body and says so; what it throws lands on the form. */
  save: (body: Body) => Promise<void>;
  /** The values the form starts again from after a save; without it the form keeps them. */
  resetTo?: (saved: Body) => DefaultValues<Values>;
  /** What the browser's console says about a failure no field shows. */
  failureLog: string;
  /** When a field is checked before a submit: on submit unless given. */
  mode?: UseFormProps<Values>['mode'];
}

export function useConsoleForm<Values extends FieldValues, Body>({
  schema,
  defaultValues,
  fields,
  conflictField,
  goneField,
  save,
  resetTo,
  failureLog,
  mode,
}: ConsoleFormOptions<Values, Body>) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: mode ?? 'onSubmit',
  });
  const { setError } = form;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save(body);
      if (resetTo) form.reset(resetTo(body));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && conflictField) {
        setError(
          conflictField,
          { type: 'server', message: failure.message },
          { shouldFocus: true },
        );
      } else if (failure instanceof ApiError && failure.status === 404 && goneField) {
        setError(goneField, { type: 'server', message: failure.message }, { shouldFocus: true });
        void refreshAfterChange(queryClient);
      } else if (!applyServerFieldErrors(failure, setError, fields)) {
        console.error(failureLog, failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  /** A field's message in the organizer's language. */
  const fieldError = (name: Path<Values>) =>
    consoleMessage((get(form.formState.errors, name) as FieldError | undefined)?.message);

  return { ...form, onSubmit, fieldError };
}
