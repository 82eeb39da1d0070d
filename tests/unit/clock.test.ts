import { describe, expect, it } from 'vitest';
import { createClock } from '../../src/server/clock';

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
