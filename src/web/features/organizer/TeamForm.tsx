import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OrganizerHouse } from '../../../shared/api/organizer';
import {
  teamBody,
  type OrganizerCompany,
  type TeamBody,
  type TeamInput,
} from '../../../shared/api/organizerTeams';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { consoleFailure, consoleMessage } from './messages';
import { SelectField } from './SelectField';

const FIELDS = ['name', 'company_id', 'house_id'] as const;

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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TeamInput, unknown, TeamBody>({
    resolver: zodResolver(teamBody),
    defaultValues: { house_id: null, ...initial },
  });
  const error = (name: (typeof FIELDS)[number]) => consoleMessage(errors[name]?.message);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset({ house_id: null, ...initial });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(failure, setError, FIELDS)) {
        console.error('Failed to save the team', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField label={t('teamName')} required error={error('name')} {...register('name')} />
      <SelectField
        label={t('teamCompany')}
        required
        error={error('company_id')}
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
        error={error('house_id')}
        {...register('house_id', { setValueAs: houseId })}
      >
        <option value="">{t('noHouse')}</option>
        {houses.map((house) => (
          <option key={house.id} value={house.id}>
            {house.name}
          </option>
        ))}
      </SelectField>
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
