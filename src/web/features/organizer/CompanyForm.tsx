import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyCreateBody,
  type CompanyCreateBody,
  type CompanyCreateInput,
} from '../../../shared/api/organizerTeams';
import { NAME_MAX } from '../../../shared/validation';
import { Button } from '../../components/Button';
import { EmailField } from '../../components/EmailField';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { consoleFailure, consoleMessage } from './messages';

const FIELDS = ['name', 'contact_first_name', 'contact_last_name', 'contact_email'] as const;
const EMPTY: CompanyCreateInput = {
  name: '',
  contact_first_name: '',
  contact_last_name: '',
  contact_email: '',
};

export interface CompanyFormProps {
  onSave: (body: CompanyCreateBody) => Promise<void>;
}

/** A new company of the event and its contact person, who is invited by e-mail. */
export function CompanyForm({ onSave }: CompanyFormProps) {
  const { t } = useTranslation('organizer');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CompanyCreateInput, unknown, CompanyCreateBody>({
    resolver: zodResolver(companyCreateBody),
    defaultValues: EMPTY,
  });
  const error = (name: (typeof FIELDS)[number]) => consoleMessage(errors[name]?.message);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(EMPTY);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(failure, setError, FIELDS)) {
        console.error('Failed to add the company', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField label={t('companyName')} required error={error('name')} {...register('name')} />
      <fieldset className="company-form__contact">
        <legend className="company-form__legend">{t('contactPerson')}</legend>
        <p className="company-form__hint">{t('contactPersonHint')}</p>
        <TextField
          label={t('contactFirstName')}
          required
          autoComplete="off"
          maxLength={NAME_MAX}
          error={error('contact_first_name')}
          {...register('contact_first_name')}
        />
        <TextField
          label={t('contactLastName')}
          required
          autoComplete="off"
          maxLength={NAME_MAX}
          error={error('contact_last_name')}
          {...register('contact_last_name')}
        />
        <EmailField
          label={t('contactEmail')}
          required
          autoComplete="off"
          maxLength={254}
          dir="ltr"
          error={error('contact_email')}
          {...register('contact_email')}
        />
      </fieldset>
      <div className="console-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('addCompany')}
        </Button>
      </div>
    </form>
  );
}
