import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  AWARD_WINNER_TYPES,
  awardBody,
  storedAwardName,
  type AwardBody,
  type AwardInput,
} from '../../../../shared/api/organizerAwards';
import type { CompanyListItem } from '../../../../shared/api/company';
import type { TeamListItem } from '../../../../shared/api/team';
import { awardNameSpacing } from '../../../../shared/eventRules';
import { FieldGroup } from '../../../components/Field';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface AwardFormProps {
  teams: readonly TeamListItem[];
  companies: readonly CompanyListItem[];
  onSave: (body: AwardBody) => Promise<void>;
}

const EMPTY: Partial<AwardInput> = { name: '', winner_type: 'team' };

/** An award: its name as it should read, and its winner (a team or a company of the event). */
export function AwardForm({ teams, companies, onSave }: AwardFormProps) {
  const { t } = useTranslation('organizer');
  const { register, control, resetField, onSubmit, fieldError, formState } = useConsoleForm({
    schema: awardBody,
    defaultValues: EMPTY,
    fields: ['name', 'winner_type', 'winner_id'],
    conflictField: 'name',
    goneField: 'winner_id',
    save: onSave,
    resetTo: () => EMPTY,
    failureLog: 'Failed to give the award',
  });
  const winnerType = useWatch({ control, name: 'winner_type' });
  const typedName = useWatch({ control, name: 'name' }) ?? '';
  // Another kind of winner: the chosen one no longer fits.
  useEffect(() => resetField('winner_id'), [winnerType, resetField]);

  const shownName = awardNameSpacing(storedAwardName(typedName));
  const winners =
    winnerType === 'company'
      ? companies.map((company) => ({ id: company.id, name: company.name }))
      : teams.map((team) => ({ id: team.team_id, name: team.team_name }));
  const winnerError =
    formState.errors.winner_id?.type === 'server'
      ? fieldError('winner_id')
      : formState.errors.winner_id && t('chooseWinner');

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('awardName')}
        required
        error={fieldError('name')}
        hint={shownName ? t('awardNameShownAs', { name: shownName }) : t('awardNameHint')}
        {...register('name')}
      />
      <FieldGroup className="console-choices prize-choice" legend={t('awardWinnerType')}>
        <div className="prize-choice__options">
          {AWARD_WINNER_TYPES.map((type) => (
            <label key={type} className="console-choice prize-choice__option">
              <input type="radio" value={type} {...register('winner_type')} />
              <span>{t(type === 'team' ? 'awardWinnerTeam' : 'awardWinnerCompany')}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <SelectField
        key={winnerType}
        label={t(winnerType === 'company' ? 'awardWinnerCompanyLabel' : 'awardWinnerTeamLabel')}
        required
        error={winnerError}
        hint={
          winners.length === 0
            ? t(winnerType === 'company' ? 'noCompaniesToChoose' : 'noTeamsToChoose')
            : undefined
        }
        disabled={winners.length === 0}
        defaultValue=""
        {...register('winner_id', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      >
        <option value="" disabled>
          {t('chooseOne')}
        </option>
        {winners.map((winner) => (
          <option key={winner.id} value={winner.id}>
            {winner.name}
          </option>
        ))}
      </SelectField>
      <ConsoleFormActions submitLabel={t('giveAward')} busy={formState.isSubmitting} />
    </form>
  );
}
