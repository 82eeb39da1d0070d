import { useTranslation } from 'react-i18next';
import {
  SPONSOR_PICTURE_LINK_MAX,
  sponsorBody,
  type SponsorBody,
  type SponsorInput,
} from '../../../../shared/api/organizerAwards';
import type { CompanyListItem } from '../../../../shared/api/company';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface SponsorFormProps {
  companies: readonly CompanyListItem[];
  onSave: (body: SponsorBody) => Promise<void>;
}

const EMPTY: SponsorInput = { company_id: null, photo_url: '' };

/** A sponsor: a company taking part (its logo opens its page), a picture link, or both. */
export function SponsorForm({ companies, onSave }: SponsorFormProps) {
  const { t } = useTranslation('organizer');
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: sponsorBody,
    defaultValues: EMPTY,
    fields: ['company_id', 'photo_url'],
    // A company that already sponsors (409) or is gone (404) is said on its choice.
    conflictField: 'company_id',
    goneField: 'company_id',
    save: onSave,
    resetTo: () => EMPTY,
    failureLog: 'Failed to add the sponsor',
  });
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <SelectField
        label={t('sponsorCompany')}
        hint={t('sponsorCompanyHint')}
        error={fieldError('company_id')}
        {...register('company_id', {
          setValueAs: (value: string | null) =>
            value === '' || value === null ? null : Number(value),
        })}
      >
        <option value="">{t('sponsorNoCompany')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('sponsorPictureLink')}
        type="url"
        inputMode="url"
        dir="ltr"
        maxLength={SPONSOR_PICTURE_LINK_MAX}
        hint={t('sponsorPictureLinkHint')}
        error={fieldError('photo_url')}
        {...register('photo_url')}
      />
      <ConsoleFormActions submitLabel={t('addSponsor')} busy={formState.isSubmitting} />
    </form>
  );
}
