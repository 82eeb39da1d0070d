import { useTranslation } from 'react-i18next';
import {
  Controller,
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Ban, Hourglass, Medal } from 'lucide-react';
import { MAX_RANK, type CrewScoreResponse, type CrewTeamResult } from '../../../shared/api/crew';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { JokerBadge } from '../../components/JokerBadge';
import { TextField } from '../../components/TextField';
import { messageText } from '../../lib/formMessages';
import type { CrewScoreFormValues, EditableField } from './crewForm';
import { FlagCheckbox } from './FlagCheckbox';
import { TimeField } from './TimeField';

export interface TeamResultCardProps {
  index: number;
  team: CrewTeamResult;
  session: CrewScoreResponse;
  register: UseFormRegister<CrewScoreFormValues>;
  control: Control<CrewScoreFormValues>;
  errors: FieldErrors<CrewScoreFormValues>;
  /**
   * In a battle scored by score or time, the rank computed from every card's values (null: none
   * yet); undefined in a `rank` battle, whose rank is typed.
   */
  computedRank?: number | null;
}

/** A computed rank, read-only: placed, not yet (no value that reads), or out (disqualified). */
function ComputedRank({
  rank,
  control,
  index,
  teamName,
}: {
  rank: number | null;
  control: Control<CrewScoreFormValues>;
  index: number;
  teamName: string;
}) {
  const { t } = useTranslation();
  const disqualified = useWatch({ control, name: `teams.${index}.isDisqualified` });
  const { state, text, Icon } = (() => {
    if (disqualified) return { state: 'out', text: t('crewRankDisqualified'), Icon: Ban };
    if (rank === null) return { state: 'none', text: t('crewRankNone'), Icon: Hourglass };
    return { state: 'placed', text: t('crewRankPlaced', { rank }), Icon: Medal };
  })();
  // Not a live region: every keystroke may move every card's rank.
  return (
    <output
      className={`crew-rank crew-rank--${state}`}
      aria-label={t('crewRankOf', { team: teamName })}
      aria-live="off"
    >
      <Icon aria-hidden="true" size={20} className="crew-rank__icon" />
      <span className="crew-rank__text">{text}</span>
    </output>
  );
}

/**
 * One team's result: scores and times only where the battle labels them, the rank (typed in a
 * `rank` battle, else computed live from what is typed and shown read-only), the flags, and the
 * team's joker (shown, never set here: product.md "Joker").
 */
export function TeamResultCard({
  index,
  team,
  session,
  register,
  control,
  errors,
  computedRank,
}: TeamResultCardProps) {
  const { t } = useTranslation();
  const fieldErrors = errors.teams?.[index];
  const error = (field: EditableField) =>
    messageText((fieldErrors?.[field] as FieldError | undefined)?.message);
  const headingId = `crew-team-${team.team_id}`;

  const scoreField = (field: 'score1' | 'score2', label: string | null) =>
    label && (
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        maxLength={14}
        className="crew-field"
        error={error(field)}
        {...register(`teams.${index}.${field}`)}
      />
    );

  const timeField = (field: 'time1' | 'time2', label: string | null) =>
    label && (
      <Controller
        control={control}
        name={`teams.${index}.${field}`}
        render={({ field: { name, value, onChange, onBlur, ref } }) => (
          <TimeField
            label={label}
            name={name}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            error={error(field)}
          />
        )}
      />
    );

  return (
    <Card as="article" className="crew-card" aria-labelledby={headingId}>
      <header className="crew-card__header">
        <Avatar src={team.photo_url} alt="" size={48} fallback="team" />
        <div className="crew-card__team">
          <h2 id={headingId} className="crew-card__name" dir="auto">
            {team.name}
          </h2>
          {team.company_name && (
            <p className="crew-card__company" dir="auto">
              {team.company_name}
            </p>
          )}
        </div>
        {team.is_joker && (
          <JokerBadge variant="chosen" label={t('crewJokerPlayed')} className="crew-card__joker" />
        )}
      </header>

      <div className="crew-card__fields">
        {scoreField('score1', session.score_1_label)}
        {scoreField('score2', session.score_2_label)}
        {timeField('time1', session.time_1_label)}
        {timeField('time2', session.time_2_label)}
        {computedRank === undefined && (
          <TextField
            label={t('crewRank')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={String(MAX_RANK).length}
            className="crew-field"
            error={error('rank')}
            {...register(`teams.${index}.rank`)}
          />
        )}
      </div>

      {computedRank !== undefined && (
        <ComputedRank rank={computedRank} control={control} index={index} teamName={team.name} />
      )}

      <div className="crew-card__flags" role="group" aria-labelledby={headingId}>
        {session.has_ladies && (
          <FlagCheckbox label={t('crewLadies')} {...register(`teams.${index}.isLadies`)} />
        )}
        <FlagCheckbox label={t('crewFairplay')} {...register(`teams.${index}.isFairplay`)} />
        <FlagCheckbox
          label={t('crewDisqualified')}
          {...register(`teams.${index}.isDisqualified`)}
        />
      </div>
    </Card>
  );
}
