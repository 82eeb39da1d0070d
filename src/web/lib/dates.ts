/**
 * The one place dates become text (product.md §9, product.md "Rules"): dates in the long format
 * of the chosen language (English "November 22, 2026"), notification times as 24-hour
 * day/month/year with time ("22/11/2026 14:05"), and clock times as "14:05". Anything that is
 * not a date prints "Invalid date" (dayjs itself says "Invalid Date").
 *
 * The organizer console writes every moment one way: the long date with a 24-hour time
 * ("November 22, 2026 14:05", formatLongDateTime), on the clock of the event's time zone when
 * one is given (an IANA name; the device's own zone otherwise).
 *
 * Digits stay Western in every language, like the scores and times elsewhere in the app:
 * dayjs applies a locale's own digits (Arabic-Indic for ar) only with its preParsePostFormat
 * plugin, which is deliberately not used.
 */
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import 'dayjs/locale/it';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/tr';
import 'dayjs/locale/hi';
import i18next from 'i18next';
import type { Language } from '../../shared/languages';
import { languageFor } from './languages';

dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export const INVALID_DATE = 'Invalid date';

/** A date as the API sends it (ISO text, or a date-only "2026-11-22" read as local), or a Date. */
export type DateInput = string | number | Date | null | undefined;

/** The dayjs locale of each interface language; dayjs names Simplified Chinese zh-cn. */
const DAYJS_LOCALES: Record<Language, string> = {
  en: 'en',
  fr: 'fr',
  nl: 'nl',
  ar: 'ar',
  de: 'de',
  es: 'es',
  pt: 'pt',
  it: 'it',
  ru: 'ru',
  zh: 'zh-cn',
  ja: 'ja',
  ko: 'ko',
  tr: 'tr',
  hi: 'hi',
};

export function dayjsLocaleFor(language: string | undefined): string {
  return DAYJS_LOCALES[languageFor(language).code];
}

function currentLanguage(): string | undefined {
  return i18next.resolvedLanguage ?? i18next.language;
}

/** The date and time fields at the start of an ISO text, e.g. "2026-11-22T14:05". */
const ISO_FIELDS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** dayjs rolls "2026-13-45" over into 2027 instead of refusing it; this refuses it. */
function hasPossibleFields(text: string): boolean {
  const match = ISO_FIELDS.exec(text);
  if (!match) return true;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((field) => Number(field ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/** Null for missing or unparseable input; dayjs(undefined) would otherwise mean "now". */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !hasPossibleFields(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** The date on the clock of `timeZone` (an IANA name), or of the device when none is given. */
function inZone(date: Dayjs, timeZone: string | undefined): Dayjs {
  if (!timeZone) return date;
  try {
    return date.tz(timeZone);
  } catch {
    // An unknown zone (RangeError from Intl): the device's clock rather than no date.
    return date;
  }
}

/** "November 22, 2026" in English, "22 novembre 2026" in French, "22 نوفمبر 2026" in Arabic. */
export function formatLongDate(
  value: DateInput,
  language = currentLanguage(),
  timeZone?: string,
): string {
  const date = parseDate(value);
  return date ? inZone(date, timeZone).locale(dayjsLocaleFor(language)).format('LL') : INVALID_DATE;
}

/**
 * "November 22, 2026 14:05": the console's one way to write a moment, the long date of the
 * language with a 24-hour time, on the clock of `timeZone` when given.
 */
export function formatLongDateTime(
  value: DateInput,
  language = currentLanguage(),
  timeZone?: string,
): string {
  const date = parseDate(value);
  return date
    ? inZone(date, timeZone).locale(dayjsLocaleFor(language)).format('LL HH:mm')
    : INVALID_DATE;
}

/** "22/11/2026 14:05" in every language: the notification timestamp of product.md §9. */
export function formatDateTime24(value: DateInput): string {
  return parseDate(value)?.format('DD/MM/YYYY HH:mm') ?? INVALID_DATE;
}

/** "14:05": a 24-hour clock time, for start times in schedules (on the clock of `timeZone`). */
export function formatTime(value: DateInput, timeZone?: string): string {
  const date = parseDate(value);
  return date ? inZone(date, timeZone).format('HH:mm') : INVALID_DATE;
}

/** The machine-readable value for <time dateTime>, or undefined when the input is no date. */
export function isoDateTime(value: DateInput): string | undefined {
  return parseDate(value)?.toISOString();
}
