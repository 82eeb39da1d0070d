import { useMemo } from 'react';
import type { SessionBody } from '../../../../shared/api/organizerBattles';
import { sessionFormSchema, type TimesFormValues } from './battleFormValues';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { TimesFields } from './TimesFields';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface SessionFormProps {
  battleId: number;
  initial: TimesFormValues;
  submitLabel: string;
  onSave: (body: SessionBody) => Promise<void>;
  onCancel?: () => void;
}

/** A score session's start and end; used to add one to a battle and to move one. */
export function SessionForm({
  battleId,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: SessionFormProps) {
  const schema = useMemo(() => sessionFormSchema(battleId), [battleId]);
  // A refusal of the whole session (it has results, it is gone) is said, not on a field.
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema,
    defaultValues: initial,
    fields: ['start_time', 'end_time'],
    save: onSave,
    resetTo: () => initial,
    failureLog: 'Failed to save the session',
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TimesFields
        register={register}
        startError={fieldError('start_time')}
        endError={fieldError('end_time')}
      />
      <ConsoleFormActions
        submitLabel={submitLabel}
        busy={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
