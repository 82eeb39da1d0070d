/**
 * The event's own reads (SPEC §7 "Event reads"): /home and its upcoming challenges and sponsors
 * strips, /event, /planning and /awards. Every read answers for the event chosen in the
 * session; choosing another event drops the whole cache (features/selection/api.ts), so the
 * keys need no event id.
 */
import {
  awardsRoute,
  eventRoute,
  homeRoute,
  planningRoute,
  sponsorsRoute,
  UPCOMING_CHALLENGES_DEFAULT,
  upcomingChallengesRoute,
} from '../../../shared/api/event';
import { useRead } from '../../lib/useRead';

export function useHome() {
  return useRead(homeRoute, undefined);
}

export function useUpcomingChallenges(limit = UPCOMING_CHALLENGES_DEFAULT) {
  return useRead(
    upcomingChallengesRoute,
    { query: { limit: String(limit) } },
    { select: (answer) => answer.upcoming_challenges },
  );
}

export function useSponsors() {
  return useRead(sponsorsRoute, undefined, { select: (answer) => answer.sponsors });
}

export function useEventInfo() {
  return useRead(eventRoute, undefined);
}

export function usePlanning() {
  return useRead(planningRoute, undefined, { select: (answer) => answer.planning });
}

export function useAwards() {
  return useRead(awardsRoute, undefined, { select: (answer) => answer.awards });
}
