/**
 * The console types and shows every moment on the clock of the event's time zone, whatever the
 * device's zone is: what the organizer types becomes the right instant, reads back as typed,
 * and a new session or planning item starts on the event's day there. Moments are written in
 * one long format.
 */
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  onEventDay,
  toIsoMoment,
  toLocalInput,
} from '../../src/web/features/organizer/shared/localMoments';
import {
  battleFormSchema,
  battleFormValues,
  planningFormSchema,
  sessionFormSchema,
  timesFormValues,
} from '../../src/web/features/organizer/battles/battleFormValues';
import type { OrganizerBattle } from '../../src/shared/api/organizerBattles';
import { eventFormSchema, eventFormValues } from '../../src/web/features/organizer/event/eventForm';
import { formatLongDate, formatLongDateTime, formatTime } from '../../src/web/lib/dates';
import { isKnownTimeZone } from '../../src/shared/api/organizer';

describe('moments in the event’s zone', () => {
  it('a session entered at 09:00 in Asia/Tokyo is stored as 00:00Z', () => {
    expect(toIsoMoment('2026-11-23T09:00', 'Asia/Tokyo')).toBe('2026-11-23T00:00:00.000Z');
    const body = sessionFormSchema(7, 'Asia/Tokyo').parse({
      start_time: '2026-11-23T09:00',
      end_time: '2026-11-23T10:30',
    });
    expect(body).toEqual({
      battle_id: 7,
      start_time: '2026-11-23T00:00:00.000Z',
      end_time: '2026-11-23T01:30:00.000Z',
    });
  });

  it('a stored moment reads back on the zone’s clock, summer time included', () => {
    expect(toLocalInput('2026-11-23T00:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-23T09:00');
    expect(toLocalInput('2026-07-01T12:00:00.000Z', 'Europe/Lisbon')).toBe('2026-07-01T13:00');
    expect(toLocalInput('2026-12-01T12:00:00.000Z', 'Europe/Lisbon')).toBe('2026-12-01T12:00');
    expect(toIsoMoment('2026-07-01T13:00', 'Europe/Lisbon')).toBe('2026-07-01T12:00:00.000Z');
    expect(
      timesFormValues(
        { start_time: '2026-11-23T14:00:00.000Z', end_time: '2026-11-23T15:00:00.000Z' },
        'America/New_York',
      ),
    ).toEqual({ start_time: '2026-11-23T09:00', end_time: '2026-11-23T10:00' });
  });

  it('a planning item is typed in the zone too, and an empty time is still refused', () => {
    const schema = planningFormSchema('Asia/Tokyo');
    expect(
      schema.parse({ name: 'Lunch', start_time: '2026-11-23T12:00', end_time: '2026-11-23T13:00' }),
    ).toMatchObject({ start_time: '2026-11-23T03:00:00.000Z' });
    expect(schema.safeParse({ name: 'Lunch', start_time: '', end_time: '' }).success).toBe(false);
    expect(toIsoMoment('', 'Asia/Tokyo')).toBe('');
    expect(toIsoMoment('not a date', 'Asia/Tokyo')).toBe('not a date');
  });

  it('a joker deadline typed at 09:00 is 09:00 on the event’s clock, and reads back so', () => {
    const values = { ...battleFormValues(null, 'UTC'), name: 'Lantern Relay' };
    const deadline = (zone: string, typed: string) =>
      battleFormSchema(zone).parse({ ...values, closing_date: typed }).closing_date;
    expect(deadline('America/New_York', '2026-11-22T09:00')).toBe('2026-11-22T14:00:00.000Z');
    expect(deadline('America/New_York', '2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(deadline('Asia/Tokyo', '2026-11-22T09:00')).toBe('2026-11-22T00:00:00.000Z');
    // Empty keeps the event's closing date.
    expect(deadline('Asia/Tokyo', '')).toBeNull();
    expect(
      battleFormSchema('Asia/Tokyo').safeParse({ ...values, closing_date: 'soon' }).success,
    ).toBe(false);

    const stored = {
      id: 4,
      name: 'Lantern Relay',
      photo_url: null,
      desc: null,
      endurance: 1,
      teamwork: 2,
      guts: 3,
      skill: 4,
      is_water: false,
      is_joker: true,
      closing_date: '2026-11-22T14:00:00.000Z',
      scoring_type: 'rank',
      score_1_label: null,
      score_2_label: null,
      time_1_label: null,
      time_2_label: null,
      session_count: 0,
      crew_count: 0,
    } satisfies OrganizerBattle;
    expect(battleFormValues(stored, 'America/New_York').closing_date).toBe('2026-11-22T09:00');
    expect(battleFormValues(stored, 'Asia/Tokyo').closing_date).toBe('2026-11-22T23:00');
    expect(battleFormValues({ ...stored, closing_date: null }, 'Asia/Tokyo').closing_date).toBe('');
    // Saved again unchanged, the deadline is the same instant.
    const again = battleFormSchema('Asia/Tokyo').parse(battleFormValues(stored, 'Asia/Tokyo'));
    expect(again.closing_date).toBe(stored.closing_date);
    // A new battle has no deadline of its own.
    expect(battleFormValues(null, 'Asia/Tokyo').closing_date).toBe('');
  });

  it('a new session starts on the event’s day in its zone, for an hour', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Tokyo.
    expect(onEventDay('2026-11-22T23:30:00.000Z', 'Asia/Tokyo')).toEqual({
      start_time: '2026-11-23T08:30',
      end_time: '2026-11-23T09:30',
    });
    expect(onEventDay(null, 'Asia/Tokyo')).toEqual({ start_time: '', end_time: '' });
  });

  it('the event form sends its moments in the zone it names, and reads them back in it', () => {
    const values = {
      ...eventFormValues(null),
      name: 'Harbour Games',
      time_zone: 'Asia/Tokyo',
      date: '2026-11-23T09:00',
      end_date: '2026-11-23T18:00',
      closing_date: '2026-11-20T09:00',
    };
    const body = eventFormSchema.parse(values);
    expect(body).toMatchObject({
      time_zone: 'Asia/Tokyo',
      date: '2026-11-23T00:00:00.000Z',
      end_date: '2026-11-23T09:00:00.000Z',
    });
    const again = eventFormValues({
      ...body,
      id: 1,
      cheers_start_time: null,
      cheers_end_time: null,
      image_link: null,
      location_name: null,
      location_embed: null,
      short_desc: null,
      long_desc: null,
      results_need_approval: false,
      time_zone: 'Asia/Tokyo',
    } as Parameters<typeof eventFormValues>[0]);
    expect(again).toMatchObject({ date: '2026-11-23T09:00', time_zone: 'Asia/Tokyo' });
  });

  it('a new event starts in the organizer’s own zone', () => {
    expect(eventFormValues(null).time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('knows IANA zones, UTC and aliases, and refuses anything else', () => {
    for (const zone of ['Europe/Lisbon', 'Asia/Tokyo', 'UTC', 'America/New_York']) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['', 'Mars/Olympus', 'Europe/Lisbon ', 'x'.repeat(65)]) {
      expect(isKnownTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('the console’s one date format', () => {
  it('writes a moment as the long date of the language with a 24-hour time, in the zone', () => {
    const moment = '2026-12-03T08:05:00.000Z';
    expect(formatLongDateTime(moment, 'en', 'Europe/Lisbon')).toBe('December 3, 2026 08:05');
    expect(formatLongDateTime(moment, 'en', 'Asia/Tokyo')).toBe('December 3, 2026 17:05');
    expect(formatLongDateTime(moment, 'fr', 'Asia/Tokyo')).toBe('3 décembre 2026 17:05');
    expect(formatLongDateTime(moment, 'ar', 'Asia/Tokyo')).toBe('3 ديسمبر 2026 17:05');
    expect(formatLongDateTime(moment, 'en', 'Asia/Tokyo')).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(formatTime(moment, 'Asia/Tokyo')).toBe('17:05');
    // Late evening in New York is the next day in Tokyo.
    expect(formatLongDate('2026-12-03T23:30:00.000Z', 'en', 'Asia/Tokyo')).toBe('December 4, 2026');
    expect(formatLongDateTime('nonsense', 'en', 'Asia/Tokyo')).toBe('Invalid date');
  });
});
