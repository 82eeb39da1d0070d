import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockFromEnv, createClock } from '../../src/server/clock';

describe('the clock every time rule reads', () => {
  it('follows the system time until a test sets it', () => {
    const clock = createClock();
    const before = Date.now();
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('stands still at a set moment and moves only when advanced', () => {
    const clock = createClock();
    clock.set('2026-11-22T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-22T10:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-22T10:01:30.000Z');
  });

  it('shifts the running system time when advanced without being set', () => {
    const clock = createClock();
    clock.advance(24 * 3600_000);
    const diff = clock.now().getTime() - Date.now();
    expect(diff).toBeGreaterThan(24 * 3600_000 - 1000);
    expect(diff).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('returns to the system time on reset', () => {
    const clock = createClock();
    clock.set('2000-01-01T00:00:00Z');
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses an invalid date instead of producing Invalid Date later', () => {
    const clock = createClock();
    expect(() => clock.set('not a date')).toThrow(TypeError);
  });
});

describe('the clock the server starts with', () => {
  const START = '2026-11-23T12:00:00.000Z';

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at APP_CLOCK_START under NODE_ENV=test and runs on in real time from there', () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T08:00:00Z') });
    const clock = clockFromEnv({ NODE_ENV: 'test', APP_CLOCK_START: START });
    expect(clock.now().toISOString()).toBe(START);
    vi.advanceTimersByTime(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-23T12:01:30.000Z');
  });

  it('reads an instant given with a zone offset as that moment', () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T08:00:00Z') });
    const clock = clockFromEnv({ NODE_ENV: 'test', APP_CLOCK_START: '2026-11-23T13:00+01:00' });
    expect(clock.now().toISOString()).toBe(START);
  });

  it.each(['production', 'development', undefined])(
    'ignores APP_CLOCK_START when NODE_ENV is %s',
    (nodeEnv) => {
      const clock = clockFromEnv({ NODE_ENV: nodeEnv, APP_CLOCK_START: START });
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    },
  );

  it('follows the system time under test when no start is given', () => {
    const clock = clockFromEnv({ NODE_ENV: 'test' });
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it.each([
    'tomorrow',
    '2026-11-23',
    '2026-11-23T12:00:00',
    '2026-13-01T00:00:00Z',
    '1795435200000',
  ])(
    'refuses to start under test from APP_CLOCK_START=%s, which is no ISO 8601 instant',
    (value) => {
      expect(() => clockFromEnv({ NODE_ENV: 'test', APP_CLOCK_START: value })).toThrow(
        /APP_CLOCK_START must be an ISO 8601 instant/,
      );
    },
  );
});
