import { useMemo } from 'react';
import type { SessionBody } from '../../../../shared/api/organizerBattles';
import { sessionFormSchema, timesFormValues, type TimesFormValues } from './battleFormValues';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { onEventDay, useEventZone } from '../shared/localMoments';
import { TimesFields } from './TimesFields';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface SessionFormProps {
  battleId: number;
  /** The session as stored (ISO times) to move it; none to add one. */
  item?: TimesFormValues;
  submitLabel: string;
  onSave: (body: SessionBody) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A score session's start and end; used to add one to a battle and to move one. The times are
 * typed and shown on the clock of the event's zone; a new session starts on the event's day.
 * The form waits for the event (its zone) to be read.
 */
export function SessionForm(props: SessionFormProps) {
  const { zone, eventStart, ready } = useEventZone();
  if (!ready) return null;
  return <ZonedSessionForm {...props} zone={zone} eventStart={eventStart} />;
}

function ZonedSessionForm({
  battleId,
  item,
  submitLabel,
  onSave,
  onCancel,
  zone,
  eventStart,
}: SessionFormProps & { zone: string; eventStart: string | null }) {
  const schema = useMemo(() => sessionFormSchema(battleId, zone), [battleId, zone]);
  const initial = item ? timesFormValues(item, zone) : onEventDay(eventStart, zone);
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
        zone={zone}
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
