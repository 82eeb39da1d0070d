import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { EVENT_LINK_MAX } from '../../../../shared/api/organizer';
import { BATTLE_ATTRIBUTES } from '../../../../shared/api/battles';
import {
  BATTLE_DESC_MAX,
  BATTLE_LABELS,
  type BattleBody,
  type OrganizerBattle,
  isPictureLink,
} from '../../../../shared/api/organizerBattles';
import { SCORING_TYPES, type ScoringType } from '../../../../shared/scoring';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CheckField } from '../../../components/CheckField';
import { Img } from '../../../components/Img';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { formatLongDateTime } from '../../../lib/dates';
import type { OrganizerKey } from '../../../lib/i18n';
import { isolate } from '../../../lib/isolate';
import { AttributePicker } from './AttributePicker';
import { BattlePhotoField } from './BattlePhotoField';
import { battleFormSchema, battleFormValues } from './battleFormValues';
import { useOrganizerEvent } from '../shared/api';
import { useEventZone } from '../shared/localMoments';
import { useConsoleForm } from '../shared/useConsoleForm';

const FIELDS = [
  'name',
  'photo_url',
  'desc',
  'endurance',
  'teamwork',
  'guts',
  'skill',
  'is_water',
  'is_joker',
  'closing_date',
  'scoring_type',
  'score_1_label',
  'score_2_label',
  'time_1_label',
  'time_2_label',
] as const;

/** The console's words for the battle's attributes and crew labels, in the contract's order. */
const ATTRIBUTE_KEYS: Record<(typeof BATTLE_ATTRIBUTES)[number], OrganizerKey> = {
  endurance: 'attributeEndurance',
  teamwork: 'attributeTeamwork',
  guts: 'attributeGuts',
  skill: 'attributeSkill',
};
const LABEL_KEYS: Record<(typeof BATTLE_LABELS)[number], OrganizerKey> = {
  score_1_label: 'battleLabelScore1',
  score_2_label: 'battleLabelScore2',
  time_1_label: 'battleLabelTime1',
  time_2_label: 'battleLabelTime2',
};
const ATTRIBUTES = BATTLE_ATTRIBUTES.map((name) => [name, ATTRIBUTE_KEYS[name]] as const);
const LABELS = BATTLE_LABELS.map((name) => [name, LABEL_KEYS[name]] as const);

const SCORING_KEYS: Record<ScoringType, OrganizerKey> = {
  rank: 'battleScoringRank',
  highest_score: 'battleScoringHighestScore',
  lowest_score: 'battleScoringLowestScore',
  fastest_time: 'battleScoringFastestTime',
  slowest_time: 'battleScoringSlowestTime',
};

export interface BattleFormProps {
  /** The battle being edited (its photo can then be uploaded from a file); null to add one. */
  battle: OrganizerBattle | null;
  submitLabel: string;
  /** Saves the body; a refusal with field errors lands on the fields, others are toasted. */
  onSave: (body: BattleBody) => Promise<void>;
}

/**
 * Every field of a battle: what players see on /battle, its joker rules and the crew's labels.
 * The joker deadline is typed and shown on the clock of the event's zone, so the form waits
 * for the event (its zone) to be read.
 */
export function BattleForm(props: BattleFormProps) {
  const { zone, ready } = useEventZone();
  const event = useOrganizerEvent();
  if (!ready) return null;
  return <ZonedBattleForm {...props} zone={zone} eventClosing={event.data?.closing_date ?? null} />;
}

function ZonedBattleForm({
  battle,
  submitLabel,
  onSave,
  zone,
  eventClosing,
}: BattleFormProps & { zone: string; eventClosing: string | null }) {
  const { t, i18n } = useTranslation('organizer');
  const battleId = battle?.id;
  const schema = useMemo(() => battleFormSchema(zone), [zone]);
  const { register, control, onSubmit, fieldError, formState, setValue } = useConsoleForm({
    schema,
    defaultValues: battleFormValues(battle, zone),
    fields: FIELDS,
    conflictField: 'name',
    save: onSave,
    failureLog: 'Failed to save the battle',
    mode: 'onTouched',
  });
  const photo = useWatch({ control, name: 'photo_url' })?.trim() ?? '';
  // Empty, the event's closing date counts: the hint names it, and the zone both are typed in.
  const closingHint = `${
    eventClosing
      ? t('battleClosingHintAt', {
          date: isolate(
            formatLongDateTime(eventClosing, i18n.resolvedLanguage ?? i18n.language, zone),
          ),
        })
      : t('battleClosingHint')
  } ${t('timesInZone', { zone })}`;
  const linkField = (
    <TextField
      label={t('battlePhotoLink')}
      type="url"
      inputMode="url"
      dir="ltr"
      maxLength={EVENT_LINK_MAX}
      hint={
        battleId === undefined
          ? `${t('battlePhotoLinkHint')} ${t('battlePhotoUploadLater')}`
          : t('battlePhotoLinkOrUpload')
      }
      error={fieldError('photo_url')}
      className="battle-photo__field"
      {...register('photo_url')}
    />
  );

  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      {battleId !== undefined && (
        // An upload is stored at once; the form then holds its address, so Save keeps it.
        <BattlePhotoField
          battleId={battleId}
          name={battle?.name ?? ''}
          picture={isPictureLink(photo) ? photo : null}
          onPicture={(url) => setValue('photo_url', url ?? '', { shouldDirty: false })}
        />
      )}
      <Card>
        <h2 className="console-form__group">{t('battleGroupBasics')}</h2>
        <TextField
          label={t('battleName')}
          required
          error={fieldError('name')}
          {...register('name')}
        />
        {battleId === undefined ? (
          <div className="battle-photo">
            <Img
              src={isPictureLink(photo) ? photo : null}
              alt=""
              fallback="battle"
              className="battle-photo__preview"
            />
            {linkField}
          </div>
        ) : (
          linkField
        )}
        <TextAreaField
          label={t('battleDesc')}
          maxLength={BATTLE_DESC_MAX}
          error={fieldError('desc')}
          {...register('desc')}
        />
        <CheckField label={t('battleIsWater')} {...register('is_water')} />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('battleGroupAttributes')}</h2>
        {ATTRIBUTES.map(([name, labelKey]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <AttributePicker
                label={t(labelKey)}
                value={Number(field.value)}
                onChange={field.onChange}
                error={fieldError(name)}
              />
            )}
          />
        ))}
      </Card>
      <Card>
        <h2 className="console-form__group">{t('battleGroupJoker')}</h2>
        <CheckField label={t('battleIsJoker')} {...register('is_joker')} />
        <TextField
          label={t('battleClosing')}
          type="datetime-local"
          hint={closingHint}
          error={fieldError('closing_date')}
          {...register('closing_date')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('battleGroupScoring')}</h2>
        <SelectField label={t('battleScoringType')} {...register('scoring_type')}>
          {SCORING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(SCORING_KEYS[type])}
            </option>
          ))}
        </SelectField>
        <p className="console__lead">{t('battleLabelsHint')}</p>
        {LABELS.map(([name, labelKey]) => (
          <TextField key={name} label={t(labelKey)} error={fieldError(name)} {...register(name)} />
        ))}
      </Card>
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
