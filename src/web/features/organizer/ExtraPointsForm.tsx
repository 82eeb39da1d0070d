import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  EXTRA_POINTS_MAX,
  EXTRA_POINTS_REASON_MAX,
  extraPointsBody,
  type ExtraPointsBody,
  type ExtraPointsInput,
} from '../../../shared/api/organizerPrizes';
import type { TeamListItem } from '../../../shared/api/team';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { applyServerFieldErrors } from '../access/formMessages';
import { refreshAfterChange } from './api';
import { consoleFailure, consoleMessage } from './messages';
import { PrizeSelectField } from './PrizeSelectField';

export interface ExtraPointsFormProps {
  teams: readonly TeamListItem[];
  onSave: (body: ExtraPointsBody) => Promise<void>;
}

const EMPTY: Partial<ExtraPointsInput> = { reason: '' };

/** Extra points for a team: how many (below zero takes points away) and why. */
export function ExtraPointsForm({ teams, onSave }: ExtraPointsFormProps) {
  const { t } = useTranslation('organizer');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ExtraPointsInput, unknown, ExtraPointsBody>({
    resolver: zodResolver(extraPointsBody),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
      reset(EMPTY);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        setError('team_id', { type: 'server', message: failure.message }, { shouldFocus: true });
        void refreshAfterChange(queryClient);
      } else if (!applyServerFieldErrors(failure, setError, ['team_id', 'points', 'reason'])) {
        console.error('Failed to give extra points', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });
  const teamError =
    errors.team_id?.type === 'server'
      ? consoleMessage(errors.team_id.message)
      : errors.team_id && t('chooseTeam');
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <PrizeSelectField
        label={t('extraPointsTeam')}
        required
        error={teamError}
        hint={teams.length === 0 ? t('noTeamsToChoose') : undefined}
        disabled={teams.length === 0}
        defaultValue=""
        {...register('team_id', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      >
        <option value="" disabled>
          {t('chooseOne')}
        </option>
        {teams.map((team) => (
          <option key={team.team_id} value={team.team_id}>
            {team.team_name}
          </option>
        ))}
      </PrizeSelectField>
      <TextField
        label={t('extraPointsPoints')}
        type="number"
        step={1}
        min={-EXTRA_POINTS_MAX}
        max={EXTRA_POINTS_MAX}
        required
        className="field--points"
        hint={t('extraPointsPointsHint', { max: EXTRA_POINTS_MAX })}
        error={consoleMessage(errors.points?.message)}
        {...register('points', { valueAsNumber: true })}
      />
      <TextField
        label={t('extraPointsReason')}
        required
        maxLength={EXTRA_POINTS_REASON_MAX}
        error={consoleMessage(errors.reason?.message)}
        {...register('reason')}
      />
      <div className="console-form__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('giveExtraPoints')}
        </Button>
      </div>
    </form>
  );
}
