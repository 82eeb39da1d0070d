/**
 * The event form's values as the inputs hold them (date-times on the clock of the event's time
 * zone, numbers) and their way to the shared event schema: the form validates with
 * `eventFormSchema`, which turns the values into the body the server checks with the same
 * rules. Changing the zone keeps the typed clock times: they are read in the new zone.
 */
import type { Control, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  eventFormBody,
  type EventBody,
  type OrganizerEventResponse,
} from '../../../../shared/api/organizer';
import { deviceTimeZone, toIsoMoment, toLocalInput } from '../shared/localMoments';

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
  /** The IANA zone the moments above are typed in (Europe/Lisbon). */
  time_zone: string;
}

export function toEventBody(values: EventFormValues): z.input<typeof eventFormBody> {
  const zone = values.time_zone;
  return {
    ...values,
    date: toIsoMoment(values.date, zone),
    end_date: toIsoMoment(values.end_date, zone),
    closing_date: toIsoMoment(values.closing_date, zone),
    cheers_start_time: values.cheers_start_time
      ? toIsoMoment(values.cheers_start_time, zone)
      : null,
    cheers_end_time: values.cheers_end_time ? toIsoMoment(values.cheers_end_time, zone) : null,
  };
}

export const eventFormSchema: z.ZodType<EventBody, EventFormValues> = z
  .custom<EventFormValues>()
  .transform(toEventBody)
  .pipe(eventFormBody);

/** The form of an event as stored, or of a new one (in the organizer's own zone). */
export function eventFormValues(event: OrganizerEventResponse | null): EventFormValues {
  const zone = event?.time_zone ?? deviceTimeZone();
  return {
    name: event?.name ?? '',
    date: toLocalInput(event?.date ?? null, zone),
    end_date: toLocalInput(event?.end_date ?? null, zone),
    closing_date: toLocalInput(event?.closing_date ?? null, zone),
    cheers_start_time: toLocalInput(event?.cheers_start_time ?? null, zone),
    cheers_end_time: toLocalInput(event?.cheers_end_time ?? null, zone),
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
    time_zone: zone,
  };
}

/** What a group of the event form's fields gets from the form. */
export interface EventFieldsProps {
  register: UseFormRegister<EventFormValues>;
  /** A field's message in the organizer's language. */
  fieldError: (name: Path<EventFormValues>) => string | undefined;
}

/** The moments' group also picks the zone, a control of its own (a searchable select). */
export interface EventWhenFieldsProps extends EventFieldsProps {
  control: Control<EventFormValues, unknown, EventBody>;
}
