import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  AWARD_WINNER_TYPES,
  awardBody,
  storedAwardName,
  type AwardBody,
  type AwardInput,
} from '../../../shared/api/organizerPrizes';
import type { CompanyListItem } from '../../../shared/api/company';
import type { TeamListItem } from '../../../shared/api/team';
import { awardNameSpacing } from '../../../shared/eventRules';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { refreshAfterChange } from './api';
import { consoleFailure, consoleMessage } from './messages';
import { PrizeSelectField } from './PrizeSelectField';

export interface AwardFormProps {
  teams: readonly TeamListItem[];
  companies: readonly CompanyListItem[];
  onSave: (body: AwardBody) => Promise<void>;
}

const EMPTY: Partial<AwardInput> = { name: '', winner_type: 'team' };

/** An award: its name as it should read, and its winner (a team or a company of the event). */
export function AwardForm({ teams, companies, onSave }: AwardFormProps) {
  const { t } = useTranslation('organizer');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    resetField,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AwardInput, unknown, AwardBody>({
    resolver: zodResolver(awardBody),
    defaultValues: EMPTY,
  });
  const winnerType = useWatch({ control, name: 'winner_type' });
  const typedName = useWatch({ control, name: 'name' }) ?? '';
  // Another kind of winner: the chosen one no longer fits.
  useEffect(() => resetField('winner_id'), [winnerType, resetField]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(EMPTY);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else if (failure instanceof ApiError && failure.status === 404) {
        setError('winner_id', { type: 'server', message: failure.message }, { shouldFocus: true });
        void refreshAfterChange(queryClient);
      } else if (!applyServerFieldErrors(failure, setError, ['name', 'winner_type', 'winner_id'])) {
        console.error('Failed to give the award', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  const shownName = awardNameSpacing(storedAwardName(typedName));
  const winners =
    winnerType === 'company'
      ? companies.map((company) => ({ id: company.id, name: company.name }))
      : teams.map((team) => ({ id: team.team_id, name: team.team_name }));
  const winnerError =
    errors.winner_id?.type === 'server'
      ? consoleMessage(errors.winner_id.message)
      : errors.winner_id && t('chooseWinner');

  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('awardName')}
        required
        error={consoleMessage(errors.name?.message)}
        hint={shownName ? t('awardNameShownAs', { name: shownName }) : t('awardNameHint')}
        {...register('name')}
      />
      <fieldset className="prize-choice">
        <legend className="field__label">{t('awardWinnerType')}</legend>
        <div className="prize-choice__options">
          {AWARD_WINNER_TYPES.map((type) => (
            <label key={type} className="prize-choice__option">
              <input type="radio" value={type} {...register('winner_type')} />
              <span>{t(type === 'team' ? 'awardWinnerTeam' : 'awardWinnerCompany')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PrizeSelectField
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
      </PrizeSelectField>
      <div className="console-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('giveAward')}
        </Button>
      </div>
    </form>
  );
}
