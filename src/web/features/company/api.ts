/**
 * The reads behind /home (SPEC §7 "Event reads"): the event and role data, and one query per
 * horizontal strip, so each strip loads, fails and retries on its own. Every read answers for
 * the event chosen in the session; choosing another event drops the whole cache
 * (features/selection/api.ts), so the keys need no event id.
 */
import { homeBattlesRoute } from '../../../../shared/api/battles';
import { homeCompaniesRoute } from '../../../../shared/api/company';
import {
  homeRoute,
  sponsorsRoute,
  UPCOMING_CHALLENGES_DEFAULT,
  upcomingChallengesRoute,
} from '../../../../shared/api/event';
import { homeParticipantsRoute } from '../../../../shared/api/players';
import { homeTeamsRoute } from '../../../../shared/api/team';
import { useRead } from '../../../lib/useRead';

export function useHome() {
  return useRead(homeRoute, undefined);
}

export function useHomeTeams() {
  return useRead(homeTeamsRoute, undefined, { select: (answer) => answer.teams });
}

export function useHomeBattles() {
  return useRead(homeBattlesRoute, undefined, { select: (answer) => answer.battles });
}

export function useHomeCompanies() {
  return useRead(homeCompaniesRoute, undefined, { select: (answer) => answer.companies });
}

export function useHomeParticipants() {
  return useRead(homeParticipantsRoute, undefined, { select: (answer) => answer.participants });
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
