/**
 * When things happen in the demo, relative to the moment of seeding: the upcoming event starts
 * in ten days (closing in seven, cheers open now), the live event started yesterday and ends
 * tomorrow (half its sessions are over), the in-house event is a month away.
 */
import { DEMO_BATTLES, INHOUSE_BATTLES, type DemoEventKey } from './content';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SESSION_LENGTH = 45 * MINUTE;

export interface EventTimes {
  date: Date;
  endDate: Date;
  closingDate: Date;
  cheersStartTime: Date;
  cheersEndTime: Date;
}

export interface SessionTimes {
  startTime: Date;
  endTime: Date;
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const hours = (n: number) => n * HOUR;
const days = (n: number) => n * DAY;

function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** Rounds down to five minutes, so schedule times read like a real programme. */
function roundToFiveMinutes(moment: Date): Date {
  return new Date(Math.floor(moment.getTime() / (5 * MINUTE)) * 5 * MINUTE);
}

export function eventTimes(now: Date): Record<DemoEventKey, EventTimes> {
  const today = startOfUtcDay(now);
  const upcomingStart = at(today, days(10) + hours(8));
  const upcomingClosing = at(today, days(7) + hours(22));
  const liveStart = at(today, days(-1) + hours(8));
  const inhouseStart = at(today, days(30) + hours(9));
  const inhouseClosing = at(today, days(25) + hours(22));
  return {
    upcoming: {
      date: upcomingStart,
      endDate: at(upcomingStart, hours(10)),
      closingDate: upcomingClosing,
      cheersStartTime: at(now, days(-2)),
      cheersEndTime: upcomingClosing,
    },
    live: {
      date: liveStart,
      endDate: at(today, days(1) + hours(18)),
      closingDate: at(liveStart, days(-3)),
      cheersStartTime: at(liveStart, days(-10)),
      cheersEndTime: at(liveStart, days(-1)),
    },
    inhouse: {
      date: inhouseStart,
      endDate: at(inhouseStart, hours(8)),
      closingDate: inhouseClosing,
      cheersStartTime: at(now, days(-1)),
      cheersEndTime: inhouseClosing,
    },
  };
}

/** One session per battle, an hour apart from an hour after the start. */
function sessionsInARow(start: Date, count: number): SessionTimes[] {
  return Array.from({ length: count }, (_, i) => {
    const startTime = at(start, hours(1 + i));
    return { startTime, endTime: at(startTime, SESSION_LENGTH) };
  });
}

/** How many of the live event's battles are over and scored. */
export const LIVE_SCORED_BATTLES = DEMO_BATTLES.length / 2;

/** Back-to-back sessions in the live event are this far apart. */
const LIVE_STEP = 90 * MINUTE;

/**
 * The live event's sessions, back to back around now: the first half finished (the last one
 * ended a quarter of an hour ago), one running now, the rest still to come. The event started
 * at least 16 hours ago and ends at least 18 hours from now, so they all fit inside it.
 */
function liveSessions(now: Date): SessionTimes[] {
  const runningIndex = LIVE_SCORED_BATTLES;
  return DEMO_BATTLES.map((_, i) => {
    const offset =
      i < runningIndex
        ? -HOUR - (runningIndex - 1 - i) * LIVE_STEP
        : -20 * MINUTE + (i - runningIndex) * LIVE_STEP;
    const startTime = roundToFiveMinutes(at(now, offset));
    return { startTime, endTime: at(startTime, SESSION_LENGTH) };
  });
}

/** Session times per event, in battle order. */
export function sessionTimes(
  times: Record<DemoEventKey, EventTimes>,
  now: Date,
): Record<DemoEventKey, SessionTimes[]> {
  return {
    upcoming: sessionsInARow(times.upcoming.date, DEMO_BATTLES.length),
    live: liveSessions(now),
    inhouse: sessionsInARow(times.inhouse.date, INHOUSE_BATTLES.length),
  };
}

export { at, hours, days };
