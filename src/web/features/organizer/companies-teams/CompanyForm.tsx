import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  companyCreateBody,
  organizerTeamsMessages,
  type CompanyCreateBody,
  type CompanyCreateInput,
} from '../../../../shared/api/organizerTeams';
import { companyNameKey } from '../../../../shared/companyName';
import { ApiError } from '../../../lib/api';
import { NAME_MAX } from '../../../../shared/validation';
import { EmailField } from '../../../components/EmailField';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';
import { ExistingCompanyPicker } from './ExistingCompanyPicker';

const EMPTY: CompanyCreateInput = {
  name: '',
  contact_first_name: '',
  contact_last_name: '',
  contact_email: '',
};

export interface CompanyFormProps {
  onSave: (body: CompanyCreateBody) => Promise<void>;
}

/**
 * A new company of the event and its contact person, who is invited by e-mail. While the name is
 * typed, the companies that exist already are offered (ExistingCompanyPicker): one of them joins
 * the event as it is, with its employees. A name another company has is refused (409
 * `companyExists`), and the picker then offers that company.
 */
export function CompanyForm({ onSave }: CompanyFormProps) {
  const { t } = useTranslation('organizer');
  /** The name (as its key) the server refused as another company's. */
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const { register, onSubmit, fieldError, formState, watch, reset, clearErrors } = useConsoleForm({
    schema: companyCreateBody,
    defaultValues: EMPTY,
    fields: ['name', 'contact_first_name', 'contact_last_name', 'contact_email'],
    conflictField: 'name',
    save: async (body) => {
      try {
        await onSave(body);
      } catch (failure) {
        if (failure instanceof ApiError && failure.message === organizerTeamsMessages.companyExists)
          setRefusedName(companyNameKey(body.name));
        throw failure;
      }
    },
    resetTo: () => EMPTY,
    failureLog: 'Failed to add the company',
  });
  const typed = watch('name') ?? '';
  const contact = {
    first_name: watch('contact_first_name') ?? '',
    last_name: watch('contact_last_name') ?? '',
    email: watch('contact_email') ?? '',
  };

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('companyName')}
        required
        error={fieldError('name')}
        {...register('name')}
      />
      <ExistingCompanyPicker
        typed={typed}
        contact={contact}
        conflict={refusedName !== null && refusedName === companyNameKey(typed)}
        onAdded={() => {
          setRefusedName(null);
          clearErrors();
          reset(EMPTY);
        }}
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
