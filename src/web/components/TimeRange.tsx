import type { DateInput } from '../lib/dates';
import { DateText } from './DateText';

/** A session's times, "start – end", each as the chosen language writes a time of day. */
export function TimeRange({
  start,
  end,
  className,
}: {
  start: DateInput;
  end: DateInput;
  className?: string;
}) {
  return (
    <span className={className}>
      <DateText value={start} format="time" />
      {' – '}
      <DateText value={end} format="time" />
    </span>
  );
}
