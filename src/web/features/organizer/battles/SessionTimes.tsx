import { DateText } from '../../../components/DateText';
import { formatLongDate } from '../../../lib/dates';

/** When a session or planning item runs: "22/11/2026 14:05 – 15:00", the end's day when another. */
export function SessionTimes({ start, end }: { start: string; end: string }) {
  const sameDay = formatLongDate(start) === formatLongDate(end);
  return (
    <span className="session-times">
      <DateText value={start} format="dateTime24" />
      {' – '}
      <DateText value={end} format={sameDay ? 'time' : 'dateTime24'} />
    </span>
  );
}
