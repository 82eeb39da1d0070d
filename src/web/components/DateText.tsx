import { useTranslation } from 'react-i18next';
import {
  formatDateTime24,
  formatLongDate,
  formatTime,
  isoDateTime,
  type DateInput,
} from '../lib/dates';

export type DateFormat = 'long' | 'dateTime24' | 'time';

export interface DateTextProps {
  value: DateInput;
  /** long: "November 22, 2026"; dateTime24: "22/11/2026 14:05"; time: "14:05". */
  format?: DateFormat;
  className?: string;
}

/**
 * A date in a <time> element, isolated from the text around it so it stays readable in
 * right-to-left languages: the numeric formats always read left to right (a day/month/year
 * and a time would otherwise swap places in Arabic), the long format follows its own words.
 */
export function DateText({ value, format = 'long', className }: DateTextProps) {
  const { i18n } = useTranslation();
  const text =
    format === 'long'
      ? formatLongDate(value, i18n.resolvedLanguage ?? i18n.language)
      : format === 'dateTime24'
        ? formatDateTime24(value)
        : formatTime(value);
  return (
    <time
      className={className}
      dateTime={isoDateTime(value)}
      dir={format === 'long' ? 'auto' : 'ltr'}
    >
      {text}
    </time>
  );
}
