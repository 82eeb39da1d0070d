import { useTranslation } from 'react-i18next';
import {
  companyCreateBody,
  type CompanyCreateBody,
  type CompanyCreateInput,
} from '../../../../shared/api/organizerTeams';
import { NAME_MAX } from '../../../../shared/validation';
import { EmailField } from '../../../components/EmailField';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

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
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: companyCreateBody,
    defaultValues: EMPTY,
    fields: ['name', 'contact_first_name', 'contact_last_name', 'contact_email'],
    conflictField: 'name',
    save: onSave,
    resetTo: () => EMPTY,
    failureLog: 'Failed to add the company',
  });

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('companyName')}
        required
        error={fieldError('name')}
        {...register('name')}
      />
      <fieldset className="company-form__contact">
        <legend className="company-form__legend">{t('contactPerson')}</legend>
        <p className="console-note">{t('contactPersonHint')}</p>
        <TextField
          label={t('contactFirstName')}
          required
          autoComplete="off"
          maxLength={NAME_MAX}
          error={fieldError('contact_first_name')}
          {...register('contact_first_name')}
        />
        <TextField
          label={t('contactLastName')}
          required
          autoComplete="off"
          maxLength={NAME_MAX}
          error={fieldError('contact_last_name')}
          {...register('contact_last_name')}
        />
        <EmailField
          label={t('contactEmail')}
          required
          autoComplete="off"
          maxLength={254}
          dir="ltr"
          error={fieldError('contact_email')}
          {...register('contact_email')}
        />
      </fieldset>
      <ConsoleFormActions submitLabel={t('addCompany')} busy={formState.isSubmitting} />
    </form>
  );
}
