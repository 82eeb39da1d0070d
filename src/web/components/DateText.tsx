import { useTranslation } from 'react-i18next';
import {
  formatDateTime24,
  formatLongDate,
  formatLongDateTime,
  formatTime,
  isoDateTime,
  type DateInput,
} from '../lib/dates';

export type DateFormat = 'long' | 'longDateTime' | 'dateTime24' | 'time';

export interface DateTextProps {
  value: DateInput;
  /**
   * long: "November 22, 2026"; longDateTime: "November 22, 2026 14:05" (the organizer
   * console's); dateTime24: "22/11/2026 14:05"; time: "14:05".
   */
  format?: DateFormat;
  /** The IANA zone whose clock the text follows (the event's, in the console); the device's if none. */
  timeZone?: string;
  className?: string;
}

/**
 * A date in a <time> element, isolated from the text around it so it stays readable in
 * right-to-left languages: the numeric formats always read left to right (a day/month/year
 * and a time would otherwise swap places in Arabic), the long format follows its own words.
 */
export function DateText({ value, format = 'long', timeZone, className }: DateTextProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const text =
    format === 'long'
      ? formatLongDate(value, language, timeZone)
      : format === 'longDateTime'
        ? formatLongDateTime(value, language, timeZone)
        : format === 'dateTime24'
          ? formatDateTime24(value)
          : formatTime(value, timeZone);
  return (
    <time
      className={className}
      dateTime={isoDateTime(value)}
      dir={format === 'long' || format === 'longDateTime' ? 'auto' : 'ltr'}
    >
      {text}
    </time>
  );
}
