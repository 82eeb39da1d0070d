/**
 * The event form's values as the inputs hold them (local date-times, numbers) and their way
 * to the shared event schema: the form validates with `eventFormSchema`, which turns the
 * values into the body the server checks with the same rules.
 */
import type { Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  eventFormBody,
  type EventBody,
  type OrganizerEventResponse,
} from '../../../../shared/api/organizer';
import { toIsoMoment, toLocalInput } from '../shared/localMoments';

export interface EventFormValues {
  name: string;
  date: string;
  end_date: string;
  closing_date: string;
  cheers_start_time: string;
  cheers_end_time: string;
  image_link: string;
  location_name: string;
  location_embed: string;
  short_desc: string;
  long_desc: string;
  event_type: 'Event' | 'Tournament';
  max_players: number;
  max_challenge_others: number;
  amount_of_challenges: number;
  /** Crew saves wait for an organizer's approval (Results review) before they count. */
  results_need_approval: boolean;
}

export function toEventBody(values: EventFormValues): z.input<typeof eventFormBody> {
  return {
    ...values,
    date: toIsoMoment(values.date),
    end_date: toIsoMoment(values.end_date),
    closing_date: toIsoMoment(values.closing_date),
    cheers_start_time: values.cheers_start_time ? toIsoMoment(values.cheers_start_time) : null,
    cheers_end_time: values.cheers_end_time ? toIsoMoment(values.cheers_end_time) : null,
  };
}

export const eventFormSchema: z.ZodType<EventBody, EventFormValues> = z
  .custom<EventFormValues>()
  .transform(toEventBody)
  .pipe(eventFormBody);

export function eventFormValues(event: OrganizerEventResponse | null): EventFormValues {
  return {
    name: event?.name ?? '',
    date: toLocalInput(event?.date ?? null),
    end_date: toLocalInput(event?.end_date ?? null),
    closing_date: toLocalInput(event?.closing_date ?? null),
    cheers_start_time: toLocalInput(event?.cheers_start_time ?? null),
    cheers_end_time: toLocalInput(event?.cheers_end_time ?? null),
    image_link: event?.image_link ?? '',
    location_name: event?.location_name ?? '',
    location_embed: event?.location_embed ?? '',
    short_desc: event?.short_desc ?? '',
    long_desc: event?.long_desc ?? '',
    event_type: event?.event_type === 'Tournament' ? 'Tournament' : 'Event',
    max_players: event?.max_players ?? 5,
    max_challenge_others: event?.max_challenge_others ?? 3,
    amount_of_challenges: event?.amount_of_challenges ?? 0,
    results_need_approval: event?.results_need_approval ?? false,
  };
}

/** What a group of the event form's fields gets from the form. */
export interface EventFieldsProps {
  register: UseFormRegister<EventFormValues>;
  /** A field's message in the organizer's language. */
  fieldError: (name: Path<EventFormValues>) => string | undefined;
}
