import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import {
  EVENT_LINK_MAX,
  EVENT_LONG_DESC_MAX,
  EVENT_SHORT_DESC_MAX,
  EVENT_TYPES,
  type EventBody,
} from '../../../shared/api/organizer';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { eventFormSchema, type EventFormValues } from './eventForm';
import { RichTextField } from './RichTextField';
import { SelectField } from './SelectField';
import { useConsoleForm } from './useConsoleForm';

const FIELDS = [
  'name',
  'date',
  'end_date',
  'closing_date',
  'cheers_start_time',
  'cheers_end_time',
  'image_link',
  'location_name',
  'location_embed',
  'short_desc',
  'long_desc',
  'event_type',
  'max_players',
  'max_challenge_others',
  'amount_of_challenges',
] as const;

export interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  /** Saves the body; a refusal with field errors lands on the fields, others are toasted. */
  onSave: (body: EventBody) => Promise<void>;
}

/** The event form of the console: every field of the event, in four groups. */
export function EventForm({ initial, submitLabel, onSave }: EventFormProps) {
  const { t } = useTranslation('organizer');
  const { register, control, onSubmit, fieldError, formState } = useConsoleForm({
    schema: eventFormSchema,
    defaultValues: initial,
    fields: FIELDS,
    save: onSave,
    failureLog: 'Failed to save the event',
    mode: 'onTouched',
  });

  const number = { valueAsNumber: true } as const;
  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <Card>
        <h2 className="console-form__group">{t('eventGroupBasics')}</h2>
        <TextField
          label={t('eventName')}
          required
          error={fieldError('name')}
          {...register('name')}
        />
        <SelectField label={t('eventType')} {...register('event_type')}>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(type === 'Event' ? 'eventTypeEvent' : 'eventTypeTournament')}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('eventImageLink')}
          type="url"
          inputMode="url"
          dir="ltr"
          maxLength={EVENT_LINK_MAX}
          error={fieldError('image_link')}
          {...register('image_link')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('eventGroupWhen')}</h2>
        <TextField
          label={t('eventStart')}
          type="datetime-local"
          required
          error={fieldError('date')}
          {...register('date')}
        />
        <TextField
          label={t('eventEnd')}
          type="datetime-local"
          required
          error={fieldError('end_date')}
          {...register('end_date')}
        />
        <TextField
          label={t('eventClosing')}
          type="datetime-local"
          required
          hint={t('eventClosingHint')}
          error={fieldError('closing_date')}
          {...register('closing_date')}
        />
        <TextField
          label={t('eventCheersStart')}
          type="datetime-local"
          error={fieldError('cheers_start_time')}
          {...register('cheers_start_time')}
        />
        <TextField
          label={t('eventCheersEnd')}
          type="datetime-local"
          hint={t('eventCheersHint')}
          error={fieldError('cheers_end_time')}
          {...register('cheers_end_time')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('eventGroupWhere')}</h2>
        <TextField
          label={t('eventLocationName')}
          error={fieldError('location_name')}
          {...register('location_name')}
        />
        <TextField
          label={t('eventLocationEmbed')}
          type="url"
          inputMode="url"
          dir="ltr"
          maxLength={EVENT_LINK_MAX}
          hint={t('eventLocationEmbedHint')}
          error={fieldError('location_embed')}
          {...register('location_embed')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('eventGroupAbout')}</h2>
        <TextAreaField
          label={t('eventShortDesc')}
          maxLength={EVENT_SHORT_DESC_MAX}
          error={fieldError('short_desc')}
          {...register('short_desc')}
        />
        <Controller
          control={control}
          name="long_desc"
          render={({ field }) => (
            <RichTextField
              label={t('eventLongDesc')}
              value={field.value}
              onChange={field.onChange}
              hint={t('eventLongDescHint', { max: EVENT_LONG_DESC_MAX })}
              error={fieldError('long_desc')}
            />
          )}
        />
      </Card>
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
      </Card>
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
