/**
 * The console's date-time inputs (`<input type="datetime-local">`) hold a wall-clock time
 * without a zone; the server speaks ISO 8601 instants. Every console moment is typed and shown
 * in the event's time zone (events.time_zone, an IANA name), whatever the device's own zone is:
 * "09:00" typed for an event in Asia/Tokyo is stored as 00:00Z. Every form with a moment
 * converts here.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isKnownTimeZone } from '../../../../shared/api/organizer';
import { useOrganizerEvent } from './api';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** The device's own zone: a new event's default, and the zone while the event is read. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/** A zone to convert in: the one given when it is known, else the device's own. */
const zoneOrDevice = (zone: string | undefined): string =>
  zone && isKnownTimeZone(zone) ? zone : deviceTimeZone();

/** A stored moment as the input holds it, on the clock of `zone`; none is an empty input. */
export const toLocalInput = (iso: string | null, zone?: string): string =>
  iso === null ? '' : dayjs(iso).tz(zoneOrDevice(zone)).format(LOCAL_INPUT);

/**
 * A wall-clock moment typed in `zone` as ISO 8601 (UTC); an empty or unreadable one stays as
 * typed, so the shared schema refuses it with its own message.
 */
export function toIsoMoment(local: string, zone?: string): string {
  if (!local || !dayjs(local).isValid()) return local;
  const parsed = dayjs.tz(local, zoneOrDevice(zone));
  return parsed.isValid() ? parsed.toISOString() : local;
}

/**
 * A new session's or planning item's times: on the event's day in its zone, from the event's
 * start, for an hour (the organizer changes the hours, rarely the day).
 */
export function onEventDay(
  eventStart: string | null | undefined,
  zone?: string,
): { start_time: string; end_time: string } {
  if (!eventStart || !dayjs(eventStart).isValid()) return { start_time: '', end_time: '' };
  const start = dayjs(eventStart).tz(zoneOrDevice(zone));
  return {
    start_time: start.format(LOCAL_INPUT),
    end_time: start.add(1, 'hour').format(LOCAL_INPUT),
  };
}

/**
 * The chosen event's zone and start for the console's forms and lists; `ready` once the event
 * is read (until then the device's zone stands in, and forms wait).
 */
export function useEventZone(): { zone: string; eventStart: string | null; ready: boolean } {
  const event = useOrganizerEvent();
  return {
    zone: zoneOrDevice(event.data?.time_zone),
    eventStart: event.data?.date ?? null,
    ready: event.data !== undefined,
  };
}
