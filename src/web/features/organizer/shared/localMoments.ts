/**
 * The console's date-time inputs (`<input type="datetime-local">`) speak the device's local
 * time without a zone; the server speaks ISO 8601. Every form with a moment converts here.
 */
import dayjs from 'dayjs';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** A stored moment as the input holds it; none is an empty input. */
export const toLocalInput = (iso: string | null): string =>
  iso === null ? '' : dayjs(iso).format(LOCAL_INPUT);

/** A typed local moment as ISO 8601 (UTC); an empty or unreadable one stays as typed. */
export function toIsoMoment(local: string): string {
  const parsed = dayjs(local);
  return local && parsed.isValid() ? parsed.toISOString() : local;
}
