import { useTranslation } from 'react-i18next';
import {
  EXTRA_POINTS_MAX,
  EXTRA_POINTS_REASON_MAX,
  extraPointsBody,
  type ExtraPointsBody,
  type ExtraPointsInput,
} from '../../../../shared/api/organizerAwards';
import type { TeamListItem } from '../../../../shared/api/team';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ConsoleFormActions } from '../shared/ConsoleFormActions';
import { useConsoleForm } from '../shared/useConsoleForm';

export interface ExtraPointsFormProps {
  teams: readonly TeamListItem[];
  onSave: (body: ExtraPointsBody) => Promise<void>;
}

const EMPTY: Partial<ExtraPointsInput> = { reason: '' };

/** Extra points for a team: how many (below zero takes points away) and why. */
export function ExtraPointsForm({ teams, onSave }: ExtraPointsFormProps) {
  const { t } = useTranslation('organizer');
  const { register, onSubmit, fieldError, formState } = useConsoleForm({
    schema: extraPointsBody,
    defaultValues: EMPTY,
    fields: ['team_id', 'points', 'reason'],
    goneField: 'team_id',
    save: onSave,
    resetTo: () => EMPTY,
    failureLog: 'Failed to give extra points',
  });
  const teamError =
    formState.errors.team_id?.type === 'server'
      ? fieldError('team_id')
      : formState.errors.team_id && t('chooseTeam');
  return (
    <form className="console-form console-form--inline" noValidate onSubmit={onSubmit}>
      <SelectField
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
      </SelectField>
      <TextField
        label={t('extraPointsPoints')}
        type="number"
        step={1}
        min={-EXTRA_POINTS_MAX}
        max={EXTRA_POINTS_MAX}
        required
        className="field--points"
        hint={t('extraPointsPointsHint', { max: EXTRA_POINTS_MAX })}
        error={fieldError('points')}
        {...register('points', { valueAsNumber: true })}
      />
      <TextField
        label={t('extraPointsReason')}
        required
        maxLength={EXTRA_POINTS_REASON_MAX}
        error={fieldError('reason')}
        {...register('reason')}
      />
      <ConsoleFormActions submitLabel={t('giveExtraPoints')} busy={formState.isSubmitting} />
    </form>
  );
}
