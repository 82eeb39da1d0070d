import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { houseBody, type HouseBody, type HouseInput } from '../../../shared/api/organizer';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { consoleFailure, consoleMessage } from './messages';

export interface HouseFormProps {
  initial: HouseInput;
  submitLabel: string;
  onSave: (body: HouseBody) => Promise<void>;
  onCancel?: () => void;
}

/** A house's name and colour; used to add one and to change one. */
export function HouseForm({ initial, submitLabel, onSave, onCancel }: HouseFormProps) {
  const { t } = useTranslation('organizer');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<HouseInput, unknown, HouseBody>({
    resolver: zodResolver(houseBody),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(initial);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(failure, setError, ['name', 'color'])) {
        console.error('Failed to save the house', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('houseName')}
        required
        error={consoleMessage(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('houseColor')}
        type="color"
        className="field--color"
        error={consoleMessage(errors.color?.message)}
        {...register('color')}
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
