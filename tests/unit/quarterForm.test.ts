/**
 * The console's quarter form: "Now" sends no moment (the server's clock decides), "A moment
 * earlier" sends the moment typed on the clock of the event's zone as the same instant in UTC
 * (whatever the device's zone), and a moment to come is refused on its field.
 */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  askedMoment,
  blankQuarterForm,
  nowInZone,
  quarterFormSchema,
} from '../../src/web/features/organizer/points/quarterForm';

dayjs.extend(utc);
dayjs.extend(timezone);

const AMSTERDAM = quarterFormSchema('Europe/Amsterdam');

describe('the quarter form', () => {
  it('starts at "now" and sends no moment for it', () => {
    const values = { ...blankQuarterForm('Asia/Tokyo'), label: 'Q3', as_of: '2020-01-01T10:00' };
    expect(values.moment).toBe('now');
    expect(askedMoment(values, 'Asia/Tokyo')).toBeUndefined();
    expect(quarterFormSchema('Asia/Tokyo').parse(values)).toEqual({ label: 'Q3' });
  });

  it('sends a moment earlier, typed on the event’s clock, as the same instant in UTC', () => {
    const values = { label: 'Q3', moment: 'earlier' as const, as_of: '2020-01-01T10:00' };
    expect(AMSTERDAM.parse(values).as_of).toBe('2020-01-01T09:00:00.000Z');
    expect(quarterFormSchema('Asia/Tokyo').parse(values).as_of).toBe('2020-01-01T01:00:00.000Z');
    // Summer time in New York: 09:00 EDT is 13:00 UTC; in winter 09:00 EST is 14:00 UTC.
    const newYork = quarterFormSchema('America/New_York');
    expect(newYork.parse({ ...values, as_of: '2026-07-01T09:00' }).as_of).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(newYork.parse({ ...values, as_of: '2025-11-23T09:00' }).as_of).toBe(
      '2025-11-23T14:00:00.000Z',
    );
  });

  it('offers this minute on the event’s clock as the moment earlier, and no later one', () => {
    const before = Date.now();
    const ready = blankQuarterForm('Asia/Tokyo').as_of;
    expect(ready).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // Read back in Tokyo, the ready moment is this minute, whatever the device's zone.
    const readyAt = dayjs.tz(ready, 'Asia/Tokyo').valueOf();
    expect(readyAt).toBeLessThanOrEqual(Date.now());
    expect(before - readyAt).toBeLessThan(60_000);
    expect(nowInZone('America/New_York')).toBe(
      dayjs().tz('America/New_York').format('YYYY-MM-DDTHH:mm'),
    );
  });

  it('refuses a moment to come in the event’s zone and an empty one on the moment field', () => {
    // An hour ahead on Tokyo's clock is an hour to come, whatever the device's zone.
    const soonInTokyo = dayjs().tz('Asia/Tokyo').add(1, 'hour').format('YYYY-MM-DDTHH:mm');
    const refused = quarterFormSchema('Asia/Tokyo').safeParse({
      label: 'Q3',
      moment: 'earlier',
      as_of: soonInTokyo,
    });
    expect(refused.error?.issues).toMatchObject([{ path: ['as_of'], message: 'quarterInFuture' }]);
    // An hour ago on New York's clock has passed.
    expect(
      quarterFormSchema('America/New_York').safeParse({
        label: 'Q3',
        moment: 'earlier',
        as_of: dayjs().tz('America/New_York').subtract(1, 'hour').format('YYYY-MM-DDTHH:mm'),
      }).success,
    ).toBe(true);
    const empty = AMSTERDAM.safeParse({ label: 'Q3', moment: 'earlier', as_of: '' });
    expect(empty.error?.issues[0]?.path).toEqual(['as_of']);
  });

  it('asks for a label', () => {
    const parsed = AMSTERDAM.safeParse({ ...blankQuarterForm('Europe/Amsterdam'), label: '  ' });
    expect(parsed.error?.issues[0]?.path).toEqual(['label']);
  });
});
