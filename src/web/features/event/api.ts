/**
 * The event's own reads (product.md §7 "Event reads"): /home and its upcoming challenges and sponsors
 * strips, /event, /planning and /awards, and the planning's private calendar address (made and
 * stopped here too). Every read answers for the event chosen in the session; choosing another
 * event drops the whole cache (features/selection/api.ts), so the keys need no event id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  awardsRoute,
  calendarFeedRoute,
  createCalendarFeedRoute,
  eventRoute,
  homeRoute,
  planningRoute,
  sponsorsRoute,
  stopCalendarFeedRoute,
  UPCOMING_CHALLENGES_DEFAULT,
  upcomingChallengesRoute,
} from '../../../shared/api/event';
import { readinessRoute } from '../../../shared/api/team';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

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

/** Whether the user has a calendar address for the event (never the address itself). */
export function useCalendarFeed() {
  return useRead(calendarFeedRoute, undefined);
}

/** Makes a new calendar address (replacing any earlier one); the answer holds it, once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(createCalendarFeedRoute),
    onSuccess: () => invalidateRead(queryClient, calendarFeedRoute),
  });
}

export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(stopCalendarFeedRoute),
    onSuccess: () => invalidateRead(queryClient, calendarFeedRoute),
  });
}

/**
 * The contact person's readiness overview (/readiness): every team of the companies they
 * administer in the event, with its readiness percent and its eight items.
 */
export function useReadiness() {
  return useRead(readinessRoute, undefined, { select: (answer) => answer.teams });
}
