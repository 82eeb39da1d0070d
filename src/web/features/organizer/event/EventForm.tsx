import type { ReactNode } from 'react';
import type { EventBody } from '../../../../shared/api/organizer';
import { Button } from '../../../components/Button';
import { useConsoleForm } from '../shared/useConsoleForm';
import { EventAboutFields } from './EventAboutFields';
import { EventBasicsFields } from './EventBasicsFields';
import { eventFormSchema, type EventFormValues } from './eventForm';
import { EventRulesFields } from './EventRulesFields';
import { EventWhenFields } from './EventWhenFields';
import { EventWhereFields } from './EventWhereFields';

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
  'results_need_approval',
  'time_zone',
] as const;

export interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  /** Saves the body; a refusal with field errors lands on the fields, others are toasted. */
  onSave: (body: EventBody) => Promise<void>;
  /** The uploaded picture's editor, under the first group (an event that exists only). */
  picture?: ReactNode;
  /** Fields of the caller's own, shown before the submit button (the new event's points table). */
  extra?: ReactNode;
}

/** The event form of the console: every field of the event, in five groups. */
export function EventForm({ initial, submitLabel, onSave, picture, extra }: EventFormProps) {
  const { register, control, onSubmit, fieldError, formState } = useConsoleForm({
    schema: eventFormSchema,
    defaultValues: initial,
    fields: FIELDS,
    save: onSave,
    failureLog: 'Failed to save the event',
    mode: 'onTouched',
  });

  const fields = { register, fieldError };
  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <EventBasicsFields {...fields} />
      {picture}
      <EventWhenFields {...fields} control={control} />
      <EventWhereFields {...fields} />
      <EventAboutFields {...fields} control={control} />
      <EventRulesFields {...fields} />
      {extra}
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
