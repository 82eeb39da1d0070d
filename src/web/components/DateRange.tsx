import { formatLongDate, type DateInput } from '../lib/dates';
import { DateText } from './DateText';

/**
 * An event's dates: the start date alone when it ends the same day, else "start – end"
 * (/event, the /home header), each date in the long format of the chosen language.
 */
export function DateRange({ start, end }: { start: DateInput; end: DateInput }) {
  if (formatLongDate(start) === formatLongDate(end)) return <DateText value={start} />;
  return (
    <span>
      <DateText value={start} />
      {' – '}
      <DateText value={end} />
    </span>
  );
}
