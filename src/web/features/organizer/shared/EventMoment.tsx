import { DateText } from '../../../components/DateText';
import { useEventZone } from './localMoments';

/**
 * A moment anywhere in the console, in its one date format ("November 22, 2026 14:05", the
 * long date, or the time alone) on the clock of the event's zone.
 */
export function EventMoment({
  value,
  format = 'longDateTime',
  className,
}: {
  value: string | null;
  format?: 'longDateTime' | 'long' | 'time';
  className?: string;
}) {
  const { zone } = useEventZone();
  return <DateText value={value} format={format} timeZone={zone} className={className} />;
}
