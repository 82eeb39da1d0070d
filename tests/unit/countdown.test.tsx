// @vitest-environment jsdom
/**
 * The countdown of /home (product.md §4, §9): days, hours, minutes and seconds in rings scaled to
 * 100 d / 24 h / 60 min / 60 s; it ticks every second while the event date is in the future,
 * stops at zero and leaves no timer behind.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../src/web/components/Countdown';
import { CountdownRing } from '../../src/web/components/CountdownRing';
import { initTestI18n } from './i18nForTests';

const NOW = new Date('2026-11-22T12:00:00Z').getTime();
const SECOND = 1000;
const at = (days: number, hours: number, minutes: number, seconds: number) =>
  NOW + ((days * 24 + hours) * 60 * 60 + minutes * 60 + seconds) * SECOND;

const unit = (key: 'countdownDays' | 'countdownHours' | 'countdownMinutes' | 'countdownSeconds') =>
  screen.getByRole('group', { name: i18next.t(key) });

const progressOf = (group: HTMLElement) =>
  Number(group.querySelector('[data-fraction]')?.getAttribute('data-fraction'));

describe('the countdown', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows days, hours, minutes and seconds in a timer, two digits each', () => {
    render(<Countdown target={at(12, 3, 45, 7)} label="Starts in" />);
    expect(screen.getByRole('timer', { name: 'Starts in' })).toBeTruthy();
    expect(unit('countdownDays').textContent).toContain('12');
    expect(unit('countdownHours').textContent).toContain('03');
    expect(unit('countdownMinutes').textContent).toContain('45');
    expect(unit('countdownSeconds').textContent).toContain('07');
  });

  it('ticks once a second', () => {
    render(<Countdown target={at(0, 0, 1, 5)} label="Starts in" />);
    expect(unit('countdownSeconds').textContent).toContain('05');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(unit('countdownSeconds').textContent).toContain('04');
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(unit('countdownMinutes').textContent).toContain('00');
    expect(unit('countdownSeconds').textContent).toContain('59');
  });

  it('stops at zero, says so once, and leaves no timer running', () => {
    const onReached = vi.fn();
    render(<Countdown target={at(0, 0, 0, 2)} label="Starts in" onReached={onReached} />);
    act(() => vi.advanceTimersByTime(5 * SECOND));
    for (const key of [
      'countdownDays',
      'countdownHours',
      'countdownMinutes',
      'countdownSeconds',
    ] as const) {
      expect(unit(key).textContent).toContain('00');
    }
    expect(onReached).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no timer for a moment already reached', () => {
    render(<Countdown target={at(0, 0, 0, -30)} label="Starts in" />);
    expect(unit('countdownSeconds').textContent).toContain('00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when it leaves the screen', () => {
    const { unmount } = render(<Countdown target={at(3, 0, 0, 0)} label="Starts in" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fills each ring to its share of 100 days, 24 hours, 60 minutes and 60 seconds', () => {
    render(<Countdown target={at(50, 6, 15, 30)} label="Starts in" />);
    expect(progressOf(unit('countdownDays'))).toBe(0.5);
    expect(progressOf(unit('countdownHours'))).toBe(0.25);
    expect(progressOf(unit('countdownMinutes'))).toBe(0.25);
    expect(progressOf(unit('countdownSeconds'))).toBe(0.5);
  });
});

describe('a countdown ring', () => {
  afterEach(cleanup);

  it('is full beyond 100 days and shows the number as it is', () => {
    render(<CountdownRing part="days" value={150} label="Days" />);
    const ring = screen.getByRole('group', { name: 'Days' });
    expect(ring.textContent).toContain('150');
    expect(progressOf(ring)).toBe(1);
  });

  it('is empty at zero', () => {
    render(<CountdownRing part="seconds" value={0} label="Seconds" />);
    const ring = screen.getByRole('group', { name: 'Seconds' });
    expect(ring.textContent).toContain('00');
    expect(progressOf(ring)).toBe(0);
  });
});
