import { useTranslation } from 'react-i18next';
import type { PlanningBody } from '../../../../shared/api/organizerBattles';
import { TextField } from '../../../components/TextField';
import { planningFormSchema, type PlanningFormValues } from './battleFormValues';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { TimesFields } from './TimesFields';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface PlanningFormProps {
  initial: PlanningFormValues;
  submitLabel: string;
  onSave: (body: PlanningBody) => Promise<void>;
  onCancel?: () => void;
}

/** A planning item that is not a challenge (the opening, lunch, the prize-giving). */
export function PlanningForm({ initial, submitLabel, onSave, onCancel }: PlanningFormProps) {
  const { t } = useTranslation('organizer');
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: planningFormSchema,
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
