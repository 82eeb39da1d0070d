/**
 * The reads behind /home (SPEC §7 "Event reads"): the event and role data, and one query per
 * horizontal strip, so each strip loads, fails and retries on its own. Query keys live here.
 * Every read answers for the event chosen in the session; choosing another event drops the
 * whole cache (features/selection/api.ts), so the keys need no event id.
 */
import { useQuery } from '@tanstack/react-query';
import {
  UPCOMING_CHALLENGES_DEFAULT,
  type companiesResponse,
  type homeBattlesResponse,
  type homeResponse,
  type participantsResponse,
  type sponsorsResponse,
  type teamsResponse,
  type upcomingChallengesResponse,
} from '../../../../shared/api/event';
import type { z } from 'zod';
import { api } from '../../../lib/api';

type HomeResponse = z.infer<typeof homeResponse>;
type TeamsResponse = z.infer<typeof teamsResponse>;
type HomeBattlesResponse = z.infer<typeof homeBattlesResponse>;
type CompaniesResponse = z.infer<typeof companiesResponse>;
type ParticipantsResponse = z.infer<typeof participantsResponse>;
type UpcomingChallengesResponse = z.infer<typeof upcomingChallengesResponse>;
type SponsorsResponse = z.infer<typeof sponsorsResponse>;

export const homeKeys = {
  all: ['home'] as const,
  home: ['home', 'event'] as const,
  teams: ['home', 'teams'] as const,
  battles: ['home', 'battles'] as const,
  companies: ['home', 'companies'] as const,
  participants: ['home', 'participants'] as const,
  upcomingChallenges: (limit: number) => ['home', 'upcomingChallenges', limit] as const,
  sponsors: ['home', 'sponsors'] as const,
};

export function useHome() {
  return useQuery({
    queryKey: homeKeys.home,
    queryFn: () => api<HomeResponse>('/home'),
  });
}

export function useHomeTeams() {
  return useQuery({
    queryKey: homeKeys.teams,
    queryFn: () => api<TeamsResponse>('/home_teams'),
    select: (answer) => answer.teams,
  });
}

export function useHomeBattles() {
  return useQuery({
    queryKey: homeKeys.battles,
    queryFn: () => api<HomeBattlesResponse>('/home_battles'),
    select: (answer) => answer.battles,
  });
}

export function useHomeCompanies() {
  return useQuery({
    queryKey: homeKeys.companies,
    queryFn: () => api<CompaniesResponse>('/home_companies'),
    select: (answer) => answer.companies,
  });
}

export function useHomeParticipants() {
  return useQuery({
    queryKey: homeKeys.participants,
    queryFn: () => api<ParticipantsResponse>('/home_participants'),
    select: (answer) => answer.participants,
  });
}

export function useUpcomingChallenges(limit = UPCOMING_CHALLENGES_DEFAULT) {
  return useQuery({
    queryKey: homeKeys.upcomingChallenges(limit),
    queryFn: () =>
      api<UpcomingChallengesResponse>(`/upcoming_challenges?limit=${encodeURIComponent(limit)}`),
    select: (answer) => answer.upcoming_challenges,
  });
}

export function useSponsors() {
  return useQuery({
    queryKey: homeKeys.sponsors,
    queryFn: () => api<SponsorsResponse>('/sponsors'),
    select: (answer) => answer.sponsors,
  });
}
