import type { DateInput } from '../lib/dates';
import { DateText } from './DateText';

/** A session's times, "start – end", each as the chosen language writes a time of day. */
export function TimeRange({
  start,
  end,
  className,
  timeZone,
}: {
  start: DateInput;
  end: DateInput;
  className?: string;
  /** The IANA zone whose clock the times follow (the event's, in the console). */
  timeZone?: string;
}) {
  return (
    <span className={className}>
      <DateText value={start} format="time" timeZone={timeZone} />
      {' – '}
      <DateText value={end} format="time" timeZone={timeZone} />
    </span>
  );
}
