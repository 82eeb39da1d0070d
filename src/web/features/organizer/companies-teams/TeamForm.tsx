import { useTranslation } from 'react-i18next';
import type { OrganizerHouse } from '../../../../shared/api/organizer';
import {
  teamBody,
  type OrganizerCompany,
  type TeamBody,
  type TeamInput,
} from '../../../../shared/api/organizerTeams';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

/** A select's value as the schema wants it: an id, or nothing chosen. */
const chosenId = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
const houseId = (value: unknown) => (value === '' || value === null ? null : Number(value));

export interface TeamFormProps {
  /** The company and house may be left out: the form starts with none chosen. */
  initial: Partial<TeamInput>;
  companies: readonly OrganizerCompany[];
  houses: readonly OrganizerHouse[];
  submitLabel: string;
  onSave: (body: TeamBody) => Promise<void>;
  onCancel?: () => void;
}

/** A team's name, company and house; used to add a team and to change one. */
export function TeamForm({
  initial,
  companies,
  houses,
  submitLabel,
  onSave,
  onCancel,
}: TeamFormProps) {
  const { t } = useTranslation('organizer');
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: teamBody,
    defaultValues: { house_id: null, ...initial },
    fields: ['name', 'company_id', 'house_id'],
    conflictField: 'name',
    save: onSave,
    resetTo: () => ({ house_id: null, ...initial }),
    failureLog: 'Failed to save the team',
  });

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField label={t('teamName')} required error={fieldError('name')} {...register('name')} />
      <SelectField
        label={t('teamCompany')}
        required
        error={fieldError('company_id')}
        {...register('company_id', { setValueAs: chosenId })}
      >
        <option value="">{t('chooseCompanyOption')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teamHouse')}
        error={fieldError('house_id')}
        {...register('house_id', { setValueAs: houseId })}
      >
        <option value="">{t('noHouse')}</option>
        {houses.map((house) => (
          <option key={house.id} value={house.id}>
            {house.name}
          </option>
        ))}
      </SelectField>
      <ConsoleFormActions
        submitLabel={submitLabel}
        busy={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
