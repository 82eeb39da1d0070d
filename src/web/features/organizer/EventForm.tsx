import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { applyServerFieldErrors } from '../access/formMessages';
import { consoleFailure, consoleMessage } from './messages';
import { showToast } from '../../lib/toast';
import { eventFormSchema, type EventFormValues } from './eventForm';
import { RichTextField } from './RichTextField';

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventBody>({
    resolver: zodResolver(eventFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const error = (name: (typeof FIELDS)[number]) => consoleMessage(errors[name]?.message);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, FIELDS)) {
        console.error('Failed to save the event', failure);
        showToast(consoleFailure(failure), 'error');
      }
    }
  });

  const number = { valueAsNumber: true } as const;
  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <Card>
        <h2 className="console-form__group">{t('eventGroupBasics')}</h2>
        <TextField label={t('eventName')} required error={error('name')} {...register('name')} />
        <div className="field">
          <label className="field__label" htmlFor="event-type">
            {t('eventType')}
          </label>
          <select id="event-type" className="field__input" {...register('event_type')}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(type === 'Event' ? 'eventTypeEvent' : 'eventTypeTournament')}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('eventImageLink')}
          type="url"
          inputMode="url"
          dir="ltr"
          maxLength={EVENT_LINK_MAX}
          error={error('image_link')}
          {...register('image_link')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('eventGroupWhen')}</h2>
        <TextField
          label={t('eventStart')}
          type="datetime-local"
          required
          error={error('date')}
          {...register('date')}
        />
        <TextField
          label={t('eventEnd')}
          type="datetime-local"
          required
          error={error('end_date')}
          {...register('end_date')}
        />
        <TextField
          label={t('eventClosing')}
          type="datetime-local"
          required
          hint={t('eventClosingHint')}
          error={error('closing_date')}
          {...register('closing_date')}
        />
        <TextField
          label={t('eventCheersStart')}
          type="datetime-local"
          error={error('cheers_start_time')}
          {...register('cheers_start_time')}
        />
        <TextField
          label={t('eventCheersEnd')}
          type="datetime-local"
          hint={t('eventCheersHint')}
          error={error('cheers_end_time')}
          {...register('cheers_end_time')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('eventGroupWhere')}</h2>
        <TextField
          label={t('eventLocationName')}
          error={error('location_name')}
          {...register('location_name')}
        />
        <TextField
          label={t('eventLocationEmbed')}
          type="url"
          inputMode="url"
          dir="ltr"
          maxLength={EVENT_LINK_MAX}
          hint={t('eventLocationEmbedHint')}
          error={error('location_embed')}
          {...register('location_embed')}
        />
      </Card>
      <Card>
        <h2 className="console-form__group">{t('eventGroupAbout')}</h2>
        <TextAreaField
          label={t('eventShortDesc')}
          maxLength={EVENT_SHORT_DESC_MAX}
          error={error('short_desc')}
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
              error={error('long_desc')}
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
          error={error('max_players')}
          {...register('max_players', number)}
        />
        <TextField
          label={t('eventMaxChallengeOthers')}
          type="number"
          inputMode="numeric"
          min={0}
          error={error('max_challenge_others')}
          {...register('max_challenge_others', number)}
        />
        <TextField
          label={t('eventAmountOfChallenges')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t('eventAmountOfChallengesHint')}
          error={error('amount_of_challenges')}
          {...register('amount_of_challenges', number)}
        />
      </Card>
      <Button type="submit" busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
