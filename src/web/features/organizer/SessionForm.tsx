import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionBody } from '../../../shared/api/organizerBattles';
import { Button } from '../../components/Button';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { sessionFormSchema, type TimesFormValues } from './battleFormValues';
import { consoleFailure, consoleMessage } from './messages';
import { TimesFields } from './TimesFields';

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
  const { t } = useTranslation('organizer');
  const schema = useMemo(() => sessionFormSchema(battleId), [battleId]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TimesFormValues, unknown, SessionBody>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(initial);
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, ['start_time', 'end_time'])) {
        console.error('Failed to save the session', failure);
        // A refusal of the whole session (it has results, it is gone) is said, not on a field.
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
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
