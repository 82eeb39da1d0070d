import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayjsLocaleFor,
  formatDateTime24,
  formatLongDate,
  formatTime,
  INVALID_DATE,
  isoDateTime,
} from '../../src/web/lib/dates';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages';
import { initTestI18n } from './i18nForTests';

// Local times (no zone), so the expectations hold in any time zone the tests run in.
const EVENT_DAY = '2026-11-22';
const AFTERNOON = '2026-11-22T14:05:00';

describe('dates', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  describe('long format of the chosen language', () => {
    it('English gives "November 22, 2026"', () => {
      expect(formatLongDate(EVENT_DAY, 'en')).toBe('November 22, 2026');
      expect(formatLongDate(AFTERNOON, 'en')).toBe('November 22, 2026');
    });

    it('French, Arabic, German and Japanese use their own long formats', () => {
      expect(formatLongDate(EVENT_DAY, 'fr')).toBe('22 novembre 2026');
      expect(formatLongDate(EVENT_DAY, 'ar')).toBe('22 نوفمبر 2026');
      expect(formatLongDate(EVENT_DAY, 'de')).toBe('22. November 2026');
      expect(formatLongDate(EVENT_DAY, 'ja')).toBe('2026年11月22日');
    });

    it('Chinese uses the dayjs locale zh-cn, and a regional code its base language', () => {
      expect(dayjsLocaleFor('zh')).toBe('zh-cn');
      expect(formatLongDate(EVENT_DAY, 'zh')).toBe('2026年11月22日');
      expect(formatLongDate(EVENT_DAY, 'fr-BE')).toBe('22 novembre 2026');
    });

    it('has a dayjs locale loaded for every one of the 14 languages', () => {
      const englishMonth = formatLongDate(EVENT_DAY, 'en');
      for (const language of SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en')) {
        expect(formatLongDate(EVENT_DAY, language), language).not.toBe(englishMonth);
      }
    });

    it('follows the current interface language when none is given', async () => {
      await i18next.changeLanguage('en');
      expect(formatLongDate(EVENT_DAY)).toBe('November 22, 2026');
    });

    it('an unknown language falls back to English', () => {
      expect(formatLongDate(EVENT_DAY, 'xx')).toBe('November 22, 2026');
    });
  });

  it('notification timestamps are 24-hour day/month/year with time, in every language', () => {
    expect(formatDateTime24(AFTERNOON)).toBe('22/11/2026 14:05');
    expect(formatDateTime24('2026-03-05T09:07:00')).toBe('05/03/2026 09:07');
    expect(formatDateTime24(new Date(2026, 10, 22, 23, 59))).toBe('22/11/2026 23:59');
  });

  it('clock times are 24-hour HH:mm', () => {
    expect(formatTime(AFTERNOON)).toBe('14:05');
    expect(formatTime('2026-11-22T08:30:00')).toBe('08:30');
  });

  it('reads Date objects and timestamps as well as text', () => {
    const date = new Date(2026, 10, 22, 14, 5);
    expect(formatLongDate(date, 'en')).toBe('November 22, 2026');
    expect(formatTime(date.getTime())).toBe('14:05');
    expect(isoDateTime(date)).toBe(date.toISOString());
  });

  it.each([
    ['garbage text', 'not a date'],
    ['an impossible month', '2026-13-05'],
    ['an impossible day', '2026-02-30'],
    ['an impossible time', '2026-11-22T25:61:00'],
    ['an empty string', ''],
    ['null', null],
    ['undefined (never "now")', undefined],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('nope')],
  ])('%s prints "Invalid date" in every format', (_name, value) => {
    expect(INVALID_DATE).toBe('Invalid date');
    expect(formatLongDate(value, 'en')).toBe('Invalid date');
    expect(formatLongDate(value, 'ar')).toBe('Invalid date');
    expect(formatDateTime24(value)).toBe('Invalid date');
    expect(formatTime(value)).toBe('Invalid date');
    expect(isoDateTime(value)).toBeUndefined();
  });
});
