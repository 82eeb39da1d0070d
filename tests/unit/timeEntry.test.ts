/**
 * The crew's time as a person types it (shared/scoring.ts parseTime): minutes, seconds and
 * optionally milliseconds, with the separators people use, in ASCII, Arabic-Indic or Persian
 * digits; the mask MM:SS:SSS (formatTime) is what is stored and shown once the field is left.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTime, MAX_TIME_MS, parseTime } from '../../src/shared/scoring';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const inDigits = (text: string, digits: string) =>
  text.replace(/[0-9]/g, (digit) => digits[Number(digit)]);

const pad = (value: number, length: number) => String(value).padStart(length, '0');

describe('a time as the crew types it', () => {
  it('reads every form a person means', () => {
    const forms: [string, number][] = [
      ['4:12.345', 252_345],
      ['4:12,345', 252_345],
      ['04:12:345', 252_345],
      ['4:12:345', 252_345],
      ['04:12.345', 252_345],
      ['4:12', 252_000],
      ['04:12', 252_000],
      ['0:30', 30_000],
      ['00:00:000', 0],
      ['0:00', 0],
      ['01:59:999', 119_999],
      ['99:59:999', MAX_TIME_MS],
      ['99:59.999', MAX_TIME_MS],
      ['  4:12.345  ', 252_345],
      ['\t04:12:345\n', 252_345],
    ];
    for (const [text, ms] of forms) expect(parseTime(text), JSON.stringify(text)).toBe(ms);
  });

  it('reads a fraction after . or , as a decimal fraction of a second', () => {
    expect(parseTime('4:12.5')).toBe(252_500);
    expect(parseTime('4:12,5')).toBe(252_500);
    expect(parseTime('4:12.05')).toBe(252_050);
    expect(parseTime('4:12.50')).toBe(252_500);
    expect(parseTime('4:12.005')).toBe(252_005);
    expect(parseTime('4:12.0')).toBe(252_000);
  });

  it('wants exactly three digits of milliseconds after a third colon, as the mask writes them', () => {
    for (const text of ['04:12:5', '04:12:34', '04:12:3456', '4:12:', '4:12.', '4:12,']) {
      expect(parseTime(text), text).toBeNull();
    }
  });

  it('refuses sixty seconds or more', () => {
    for (const text of ['4:60', '4:75', '00:60:000', '00:99:000', '4:60.000', '٤:٧٥']) {
      expect(parseTime(text), text).toBeNull();
    }
  });

  it('refuses anything else', () => {
    const junk = [
      '',
      '   ',
      '4',
      '412',
      '0412345',
      '4:1',
      '4:123',
      '100:00',
      '123:45.678',
      ':12',
      '4:12.3456',
      '4.12',
      '4,12',
      '4:12:345:678',
      '4:12.345.6',
      '4::12',
      '4 : 12',
      '4: 12',
      '-4:12',
      '+4:12',
      '4:12s',
      '4m12',
      'ab:cd:efg',
      '01-00-000',
      '1e1:12',
      '٤:١٢.abc',
      '４:１２', // full-width digits are not what a keyboard here types
      '4:12.345 ' + 'x'.repeat(5),
    ];
    for (const text of junk) expect(parseTime(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses long text before reading it, spaces included', () => {
    expect(parseTime(' '.repeat(11) + '4:12.345')).toBe(252_345);
    expect(parseTime(' '.repeat(12) + '4:12.345' + ' ')).toBeNull();
    expect(parseTime('0'.repeat(10_000) + ':00')).toBeNull();
    expect(parseTime('1:'.repeat(50_000))).toBeNull();
  });

  it('reads Arabic-Indic and Persian digits as Arabic keyboards type them', () => {
    expect(parseTime('٤:١٢')).toBe(252_000);
    expect(parseTime('٤:١٢.٣٤٥')).toBe(252_345);
    expect(parseTime('٠٤:١٢:٣٤٥')).toBe(252_345);
    expect(parseTime('٠:٣٠')).toBe(30_000);
    expect(parseTime('۴:۱۲,۵')).toBe(252_500);
    expect(parseTime('۰۴:۱۲:۳۴۵')).toBe(252_345);
    expect(parseTime('٠٤:12:٣٤٥')).toBe(252_345);
  });
});

describe('a typed time, as properties', () => {
  const parts = fc.record({
    minutes: fc.integer({ min: 0, max: 99 }),
    seconds: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 999 }),
  });

  it('reads back every time the mask writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIME_MS }), (ms) => {
        expect(parseTime(formatTime(ms))).toBe(ms);
      }),
    );
  });

  it('reads m:ss, m:ss.mmm, m:ss,mmm and mm:ss:mmm as the same time', () => {
    fc.assert(
      fc.property(parts, ({ minutes, seconds, ms }) => {
        const whole = minutes * 60_000 + seconds * 1_000;
        const ss = pad(seconds, 2);
        const mmm = pad(ms, 3);
        expect(parseTime(`${minutes}:${ss}`)).toBe(whole);
        for (const text of [
          `${minutes}:${ss}.${mmm}`,
          `${minutes}:${ss},${mmm}`,
          `${pad(minutes, 2)}:${ss}:${mmm}`,
          `${minutes}:${ss}:${mmm}`,
          formatTime(whole + ms),
        ]) {
          expect(parseTime(text), text).toBe(whole + ms);
        }
      }),
    );
  });

  it('reads the same time in Arabic-Indic and Persian digits', () => {
    fc.assert(
      fc.property(parts, fc.constantFrom(ARABIC_INDIC, PERSIAN), ({ minutes, seconds, ms }, d) => {
        const text = `${minutes}:${pad(seconds, 2)}.${pad(ms, 3)}`;
        expect(parseTime(inDigits(text, d))).toBe(parseTime(text));
      }),
    );
  });

  it('refuses seconds from 60 to 99 in every form', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 60, max: 99 }),
        fc.integer({ min: 0, max: 999 }),
        (minutes, seconds, ms) => {
          for (const text of [
            `${minutes}:${seconds}`,
            `${minutes}:${seconds}.${pad(ms, 3)}`,
            `${pad(minutes, 2)}:${seconds}:${pad(ms, 3)}`,
          ]) {
            expect(parseTime(text), text).toBeNull();
          }
        },
      ),
    );
  });

  it('answers a time the mask can hold, or null, for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^[0-9:.,٠-٩ ]{0,12}$/),
          fc.string({ unit: fc.constantFrom(...'0123456789:.,٤ ') }),
        ),
        (text) => {
          const ms = parseTime(text);
          if (ms !== null) {
            expect(Number.isInteger(ms) && ms >= 0 && ms <= MAX_TIME_MS, text).toBe(true);
            // What the field shows after blur reads back as the same time.
            expect(parseTime(formatTime(ms))).toBe(ms);
          }
        },
      ),
    );
  });
});
