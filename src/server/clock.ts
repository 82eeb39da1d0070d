/**
 * The one source of "now" for every time-dependent rule. Tests move it with set()/advance();
 * production reads the system clock; the e2e server starts it at a fixed instant (clockFromEnv).
 */
export interface Clock {
  now(): Date;
  set(date: Date | string | number): void;
  advance(ms: number): void;
  reset(): void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  let fixed: number | null = null;
  return {
    now: () => new Date(fixed ?? Date.now() + offsetMs),
    set: (date) => {
      const ms = new Date(date).getTime();
      if (Number.isNaN(ms)) throw new TypeError(`Invalid clock date: ${String(date)}`);
      fixed = ms;
    },
    advance: (ms) => {
      if (fixed !== null) fixed += ms;
      else offsetMs += ms;
    },
    reset: () => {
      fixed = null;
      offsetMs = 0;
    },
  };
}

/** Names the instant an e2e server's clock starts at; honoured only when NODE_ENV is 'test'. */
export const CLOCK_START_VARIABLE = 'APP_CLOCK_START';

/** A full ISO 8601 instant: date, time and a zone (Z or ±hh:mm), so it means one moment. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The server's clock as its environment asks for it. Under NODE_ENV=test, APP_CLOCK_START
 * starts it at that instant, and it runs on in real time from there, so the e2e run seeds and
 * sees the same demo schedule every time. Any other NODE_ENV ignores the variable: a deployed
 * server always reads the system time.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  const clock = createClock();
  const start = env[CLOCK_START_VARIABLE];
  if (env.NODE_ENV !== 'test' || !start) return clock;
  const startMs = ISO_INSTANT.test(start) ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(startMs)) {
    throw new TypeError(
      `${CLOCK_START_VARIABLE} must be an ISO 8601 instant such as 2026-11-23T12:00:00.000Z, got "${start}"`,
    );
  }
  clock.advance(startMs - Date.now());
  return clock;
}
