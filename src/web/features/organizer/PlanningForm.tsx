import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PlanningBody } from '../../../shared/api/organizerBattles';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { planningFormSchema, type PlanningFormValues } from './battleFormValues';
import { consoleFailure, consoleMessage } from './messages';
import { TimesFields } from './TimesFields';

export interface PlanningFormProps {
  initial: PlanningFormValues;
  submitLabel: string;
  onSave: (body: PlanningBody) => Promise<void>;
  onCancel?: () => void;
}

/** A planning item that is not a challenge (the opening, lunch, the prize-giving). */
export function PlanningForm({ initial, submitLabel, onSave, onCancel }: PlanningFormProps) {
  const { t } = useTranslation('organizer');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PlanningFormValues, unknown, PlanningBody>({
    resolver: zodResolver(planningFormSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(initial);
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, ['name', 'start_time', 'end_time'])) {
        console.error('Failed to save the planning item', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('planningName')}
        required
        error={consoleMessage(errors.name?.message)}
        {...register('name')}
      />
      <TimesFields
        register={register}
        startError={consoleMessage(errors.start_time?.message)}
        endError={consoleMessage(errors.end_time?.message)}
      />
      <div className="console-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel', { ns: 'common' })}
          </Button>
        )}
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
