/**
 * Whether a session has started by the app's clock (useNow), and when it starts, told as the
 * crew reads it: "Starts at 18:00" on the session's own day, "Starts on November 24, 2026 at
 * 09:00" before it. The server takes results only from the session's start
 * (`sessionNotStarted`); the crew screens say so before a save is tried.
 */
import i18next from 'i18next';
import { formatLongDate, formatTime, parseDate } from '../../lib/dates';

/** How often the crew screens read the clock again, so a session opens by itself at its start. */
export const START_CHECK_MS = 15_000;

/** The session has started at `now` (ms), as the server decides: not before its start time. */
export function hasStarted(startTime: string, now: number): boolean {
  const start = Date.parse(startTime);
  return Number.isNaN(start) || start <= now;
}

/** "Starts at 18:00", or with its date when the session starts on a later day than `now`. */
export function startsText(startTime: string, now: number): string {
  const time = formatTime(startTime);
  return parseDate(startTime)?.isSame(now, 'day') === false
    ? i18next.t('crewStartsOn', { date: formatLongDate(startTime), time })
    : i18next.t('crewStartsAt', { time });
}
