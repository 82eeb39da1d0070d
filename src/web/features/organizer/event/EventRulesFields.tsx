import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import type { EventFieldsProps } from './eventForm';

const number = { valueAsNumber: true } as const;

/**
 * The event form's rules: players per team, challenges of others, challenges counted, and
 * whether the crew's results wait for an organizer's approval before they count.
 */
export function EventRulesFields({ register, fieldError }: EventFieldsProps) {
  const { t } = useTranslation('organizer');
  return (
    <Card>
      <h2 className="console-form__group">{t('eventGroupRules')}</h2>
      <TextField
        label={t('eventMaxPlayers')}
        type="number"
        inputMode="numeric"
        min={1}
        error={fieldError('max_players')}
        {...register('max_players', number)}
      />
      <TextField
        label={t('eventMaxChallengeOthers')}
        type="number"
        inputMode="numeric"
        min={0}
        error={fieldError('max_challenge_others')}
        {...register('max_challenge_others', number)}
      />
      <TextField
        label={t('eventAmountOfChallenges')}
        type="number"
        inputMode="numeric"
        min={0}
        hint={t('eventAmountOfChallengesHint')}
        error={fieldError('amount_of_challenges')}
        {...register('amount_of_challenges', number)}
      />
      <Switch
        label={t('eventResultsNeedApproval')}
        hint={t('eventResultsNeedApprovalHint')}
        {...register('results_need_approval')}
      />
    </Card>
  );
}
