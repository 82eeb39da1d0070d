/**
 * The event area's rules as pure functions (product.md §4, §6 and product.md §10): which tiles and
 * lists /home shows for a role at a moment, the status of a planned activity, the countdown
 * maths, award-name spacing and whether a team may choose a battle as its joker. The web app
 * draws the screens with them; the server enforces the ones it must (upcoming challenges,
 * joker choice) with the very same functions.
 *
 * Boundaries: a date is reached at its exact moment. "From the event date on" includes the
 * event date; "before the closing date" and "in the future" exclude it; the end date "has
 * passed" from its exact moment on.
 */
import type { EventRole } from './roles';

/** A moment as the API sends it (ISO text), as a Date, or as epoch milliseconds. */
export type Moment = Date | string | number;

const time = (moment: Moment): number =>
  moment instanceof Date ? moment.getTime() : new Date(moment).getTime();

/** The event type whose events show awards, rules and challenges (product.md §6). */
export const EVENT_TYPE_EVENT = 'Event';

export const isEventTypeEvent = (eventType: string): boolean => eventType === EVENT_TYPE_EVENT;

export const hasStarted = (eventDate: Moment, now: Moment): boolean => time(now) >= time(eventDate);

export const hasEnded = (endDate: Moment, now: Moment): boolean => time(now) >= time(endDate);

export const isBefore = (deadline: Moment, now: Moment): boolean => time(now) < time(deadline);

/** Between its start (included) and its end (excluded). */
export const isRunning = (eventDate: Moment, endDate: Moment, now: Moment): boolean =>
  hasStarted(eventDate, now) && !hasEnded(endDate, now);

export interface HomeRuleInput {
  date: Moment;
  endDate: Moment;
  closingDate: Moment;
  eventType: string;
  organizerId: number | null;
  role: EventRole | null;
  now: Moment;
}

/** The countdown runs only while the event date is in the future. */
export const showCountdown = (i: Pick<HomeRuleInput, 'date' | 'now'>): boolean =>
  isBefore(i.date, i.now);

/** Cheers: event type Event, when the closing date is in the future or the end date has passed. */
export const showCheersTile = (
  i: Pick<HomeRuleInput, 'eventType' | 'closingDate' | 'endDate' | 'now'>,
): boolean =>
  isEventTypeEvent(i.eventType) && (isBefore(i.closingDate, i.now) || hasEnded(i.endDate, i.now));

/** Scores: for every role, from the event date on. */
export const showScoresTile = (i: Pick<HomeRuleInput, 'date' | 'now'>): boolean =>
  hasStarted(i.date, i.now);

/** Readiness: for the contact person, from the event date on. */
export const showReadinessTile = (i: Pick<HomeRuleInput, 'role' | 'date' | 'now'>): boolean =>
  i.role === 'contactPerson' && hasStarted(i.date, i.now);

/** Planning: a player's tile (product.md §6); everyone else reads the planning on /event. */
export const showPlanningTile = (i: Pick<HomeRuleInput, 'role'>): boolean => i.role === 'player';

export const showLeaderboardTile = (): boolean => true;

export const showAwardsTile = (i: Pick<HomeRuleInput, 'eventType'>): boolean =>
  isEventTypeEvent(i.eventType);

export const showRulesTile = (i: Pick<HomeRuleInput, 'eventType'>): boolean =>
  isEventTypeEvent(i.eventType);

/** Upcoming challenges load only for a player while the event runs. */
export const showUpcomingChallenges = (
  i: Pick<HomeRuleInput, 'role' | 'date' | 'endDate' | 'now'>,
): boolean => i.role === 'player' && isRunning(i.date, i.endDate, i.now);

/** Companies: only for event type Event, and hidden for an in-house event (organizer set). */
export const showCompaniesList = (i: Pick<HomeRuleInput, 'eventType' | 'organizerId'>): boolean =>
  isEventTypeEvent(i.eventType) && i.organizerId === null;

export const showChallengesList = (i: Pick<HomeRuleInput, 'eventType'>): boolean =>
  isEventTypeEvent(i.eventType);

/** Other event types show participants instead of challenges and companies. */
export const showParticipantsList = (i: Pick<HomeRuleInput, 'eventType'>): boolean =>
  !isEventTypeEvent(i.eventType);

/** The teams list leads the contact person to readiness, everyone else to /teams. */
export const teamsListTarget = (role: EventRole | null): '/readiness' | '/teams' =>
  role === 'contactPerson' ? '/readiness' : '/teams';

export interface HomeVisibility {
  countdown: boolean;
  teamCard: boolean;
  crewCard: boolean;
  companyCard: boolean;
  cheersTile: boolean;
  readinessTile: boolean;
  planningTile: boolean;
  scoresTile: boolean;
  leaderboardTile: boolean;
  awardsTile: boolean;
  rulesTile: boolean;
  upcomingChallenges: boolean;
  teamsList: boolean;
  participantsList: boolean;
  companiesList: boolean;
  challengesList: boolean;
  sponsors: boolean;
}

/** Everything /home shows or hides, in one answer. */
export function homeVisibility(i: HomeRuleInput): HomeVisibility {
  return {
    countdown: showCountdown(i),
    teamCard: i.role === 'player',
    crewCard: i.role === 'crew',
    companyCard: i.role === 'contactPerson',
    cheersTile: showCheersTile(i),
    readinessTile: showReadinessTile(i),
    planningTile: showPlanningTile(i),
    scoresTile: showScoresTile(i),
    leaderboardTile: showLeaderboardTile(),
    awardsTile: showAwardsTile(i),
    rulesTile: showRulesTile(i),
    upcomingChallenges: showUpcomingChallenges(i),
    teamsList: true,
    participantsList: showParticipantsList(i),
    companiesList: showCompaniesList(i),
    challengesList: showChallengesList(i),
    sponsors: true,
  };
}

export type ActivityTimeStatus = 'notToday' | 'upcoming' | 'ongoing' | 'past';

const sameLocalDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * A planned activity against the clock: past from its end on, ongoing from its start until its
 * end, upcoming when it starts later on the same (local) day, and not today otherwise.
 */
export function activityTimeStatus(start: Moment, end: Moment, now: Moment): ActivityTimeStatus {
  const at = time(now);
  if (at >= time(end)) return 'past';
  if (at >= time(start)) return 'ongoing';
  return sameLocalDay(new Date(time(start)), new Date(at)) ? 'upcoming' : 'notToday';
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds until a moment; all zero once it is reached. */
export function countdownParts(target: Moment, now: Moment): CountdownParts {
  const left = time(target) - time(now);
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** The full turn of each countdown ring (product.md §9): 100 days, 24 hours, 60 minutes, 60 seconds. */
export const COUNTDOWN_RING_SCALE: CountdownParts = {
  days: 100,
  hours: 24,
  minutes: 60,
  seconds: 60,
};

/** How far a countdown ring is filled, 0 to 1 (more than 100 days fills the ring). */
export const countdownRingFraction = (part: keyof CountdownParts, value: number): number =>
  Math.min(1, Math.max(0, value / COUNTDOWN_RING_SCALE[part]));

/**
 * "BestTeamSpirit" → "Best Team Spirit": a space before each capital that starts a word.
 * Acronyms stay whole ("MVP", "MVPAward" → "MVP Award"), which reads as the product spec intends.
 */
export const awardNameSpacing = (name: string): string =>
  name.replace(/(?<=[\p{Ll}\d])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ');

/**
 * The most one challenge can bring (the scoring rules' pre-event text): the best rank's score
 * with its joker and ladies bonus. Rows come ordered by rank; none means nothing to win yet.
 */
export function maxChallengePoints(
  points: readonly { score: number; joker: number; ladies: number | null }[],
): number {
  const best = points[0];
  return best ? best.score + best.joker + (best.ladies ?? 0) : 0;
}

/** A battle's joker deadline: its own closing date, else the event's. */
export const jokerClosingDate = (battleClosing: Moment | null, eventClosing: Moment): Moment =>
  battleClosing ?? eventClosing;

export type JokerRefusal = 'notPlayer' | 'battleNotJokerEligible' | 'jokerClosed' | 'jokerLocked';

export interface JokerChoice {
  role: EventRole | null;
  hasTeam: boolean;
  battle: { id: number; isJoker: boolean; closingDate: Moment };
  /** The team's current joker, if it has one. */
  current: { battleId: number; closingDate: Moment } | null;
  now: Moment;
}

/**
 * Why a team may not choose this battle as its joker, or null when it may: only a player with a
 * team, only an is_joker battle, only before that battle's closing date; and a team that
 * already has a joker may move it only while its current joker's battle is still open.
 */
export function jokerRefusal(c: JokerChoice): JokerRefusal | null {
  if (c.role !== 'player' || !c.hasTeam) return 'notPlayer';
  if (!c.battle.isJoker) return 'battleNotJokerEligible';
  if (!isBefore(c.battle.closingDate, c.now)) return 'jokerClosed';
  if (c.current && c.current.battleId !== c.battle.id && !isBefore(c.current.closingDate, c.now)) {
    return 'jokerLocked';
  }
  return null;
}
