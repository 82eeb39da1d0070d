/**
 * The one source of "now" for every time-dependent rule. Tests move it with set()/advance();
 * production reads the system clock.
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
