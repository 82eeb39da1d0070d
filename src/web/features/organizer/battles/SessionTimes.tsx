import { DateText } from '../../../components/DateText';
import { formatLongDate } from '../../../lib/dates';
import { useEventZone } from '../shared/localMoments';

/**
 * When a session or planning item runs, on the clock of the event's zone, in the console's one
 * date format: "November 22, 2026 14:05 – 15:00", the end's day too when it is another.
 */
export function SessionTimes({ start, end }: { start: string; end: string }) {
  const { zone } = useEventZone();
  const sameDay = formatLongDate(start, 'en', zone) === formatLongDate(end, 'en', zone);
  return (
    <span className="session-times">
      <DateText value={start} format="longDateTime" timeZone={zone} />
      {' – '}
      <DateText value={end} format={sameDay ? 'time' : 'longDateTime'} timeZone={zone} />
    </span>
  );
}
