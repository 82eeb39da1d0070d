/**
 * What the team page offers the viewer (product.md §2 "Team screens", §4 Challenge and Cheer), as pure
 * functions of the /team answer and the current moment, so the screen only asks and shows. The
 * server decides again on every write; these rules only keep the page from offering what it
 * would refuse.
 */
import type { TeamResponse } from '../../../shared/api/team';
import { isBefore, isEventTypeEvent, isRunning } from '../../../shared/eventRules';

/** The viewer plays in this team. */
export const isOwnTeam = (team: TeamResponse): boolean => team.user_team_id === team.id;

/** The team's picture: the product spec names it both `picture` and `photo_url`. */
export const teamPicture = (team: TeamResponse): string | null =>
  team.picture ?? team.photo_url ?? null;

/** Before the event's closing date: readiness shows, challenges and player changes are open. */
export const isBeforeClosing = (team: TeamResponse, now: number): boolean =>
  isBefore(team.closing_date, now);

export type ChallengeState = 'hidden' | 'available' | 'challenged' | 'limitReached';

/**
 * The challenge button: only for a player of another team, in an event of type Event, before
 * the closing date. Withdrawing is always possible then; a new challenge only below the limit.
 */
export function challengeState(team: TeamResponse, now: number): ChallengeState {
  const offered =
    team.role === 'player' &&
    team.user_team_id !== null &&
    !isOwnTeam(team) &&
    isEventTypeEvent(team.event_type) &&
    isBeforeClosing(team, now);
  if (!offered) return 'hidden';
  if (team.is_rival) return 'challenged';
  return team.challenged_count >= team.max_challenge_others ? 'limitReached' : 'available';
}

export type CheerState = 'hidden' | 'open' | 'cheered' | 'needsPicture';

/** Between the cheers start and end times (both set). */
export const isCheersWindowOpen = (team: TeamResponse, now: number): boolean =>
  team.cheers_start_time !== null &&
  team.cheers_end_time !== null &&
  isRunning(team.cheers_start_time, team.cheers_end_time, now);

/**
 * The cheer part of the page: the cheered state once the viewer has cheered; inside the cheers
 * window the button, or, for a team without a picture, the text that it needs one (its own
 * players see that text too: it tells them what to do). A player never cheers their own team.
 */
export function cheerState(team: TeamResponse, now: number): CheerState {
  if (team.cheered) return 'cheered';
  if (!isCheersWindowOpen(team, now)) return 'hidden';
  if (teamPicture(team) === null) return 'needsPicture';
  return isOwnTeam(team) ? 'hidden' : 'open';
}

/**
 * The link the share button shares (product.md "Share links"): the login screen with the
 * team and its event, which opens this team page once the person has signed in.
 */
export function teamShareLink(origin: string, team: Pick<TeamResponse, 'id' | 'event_id'>) {
  return `${origin}/login?otherTeamId=${team.id}&otherEventId=${team.event_id}&redirect=/team`;
}
