import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { companyRenameBody } from '../../../shared/api/organizerTeams';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { consoleFailure, consoleMessage } from './messages';

/** The rename's own field: its id comes from the row. */
const nameOnly = companyRenameBody.pick({ name: true });
type NameValues = z.input<typeof nameOnly>;

export interface CompanyNameFormProps {
  name: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** A company's new name, edited in its row of the list. */
export function CompanyNameForm({ name, onSave, onCancel }: CompanyNameFormProps) {
  const { t } = useTranslation('organizer');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({ resolver: zodResolver(nameOnly), defaultValues: { name } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body.name);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(failure, setError, ['name'])) {
        console.error('Failed to rename the company', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('companyName')}
        required
        error={consoleMessage(errors.name?.message)}
        {...register('name')}
      />
      <div className="console-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
