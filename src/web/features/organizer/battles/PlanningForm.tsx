import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizerPlanningItem, PlanningBody } from '../../../../shared/api/organizerBattles';
import { TextField } from '../../../components/TextField';
import { planningFormSchema, timesFormValues, type PlanningFormValues } from './battleFormValues';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { onEventDay, useEventZone } from '../shared/localMoments';
import { TimesFields } from './TimesFields';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface PlanningFormProps {
  /** The item as stored (ISO times) to change it; none to add one. */
  item?: Pick<OrganizerPlanningItem, 'name' | 'start_time' | 'end_time'>;
  submitLabel: string;
  onSave: (body: PlanningBody) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A planning item that is not a challenge (the opening, lunch, the prize-giving). Its times are
 * typed and shown on the clock of the event's zone; a new item starts on the event's day. The
 * form waits for the event (its zone) to be read.
 */
export function PlanningForm(props: PlanningFormProps) {
  const { zone, eventStart, ready } = useEventZone();
  if (!ready) return null;
  return <ZonedPlanningForm {...props} zone={zone} eventStart={eventStart} />;
}

function ZonedPlanningForm({
  item,
  submitLabel,
  onSave,
  onCancel,
  zone,
  eventStart,
}: PlanningFormProps & { zone: string; eventStart: string | null }) {
  const { t } = useTranslation('organizer');
  const schema = useMemo(() => planningFormSchema(zone), [zone]);
  const initial: PlanningFormValues = item
    ? { name: item.name, ...timesFormValues(item, zone) }
    : { name: '', ...onEventDay(eventStart, zone) };
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema,
    defaultValues: initial,
    fields: ['name', 'start_time', 'end_time'],
    save: onSave,
    resetTo: () => initial,
    failureLog: 'Failed to save the planning item',
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('planningName')}
        required
        error={fieldError('name')}
        {...register('name')}
      />
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
