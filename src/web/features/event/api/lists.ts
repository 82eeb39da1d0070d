/**
 * The event's lists (SPEC §7 "Event reads": /teams, /companies, /awards, /participants, /houses,
 * /house) as TanStack Query hooks, with their query keys in one place. /house reads the house
 * from the selectedHouseId header, so its key carries that id.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  awardsResponse,
  companiesResponse,
  HouseResponse,
  housesResponse,
  participantsResponse,
  teamsResponse,
} from '../../../../shared/api/event';
import { api } from '../../../lib/api';

type TeamsResponse = z.infer<typeof teamsResponse>;
type CompaniesResponse = z.infer<typeof companiesResponse>;
type AwardsResponse = z.infer<typeof awardsResponse>;
type ParticipantsResponse = z.infer<typeof participantsResponse>;
type HousesResponse = z.infer<typeof housesResponse>;

export const listKeys = {
  all: ['event', 'lists'] as const,
  teams: ['event', 'lists', 'teams'] as const,
  companies: ['event', 'lists', 'companies'] as const,
  awards: ['event', 'lists', 'awards'] as const,
  participants: ['event', 'lists', 'participants'] as const,
  houses: ['event', 'lists', 'houses'] as const,
  house: (houseId: number) => ['event', 'lists', 'house', houseId] as const,
};

export function useTeams() {
  return useQuery({
    queryKey: listKeys.teams,
    queryFn: () => api<TeamsResponse>('/teams'),
    select: (answer) => answer.teams,
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: listKeys.companies,
    queryFn: () => api<CompaniesResponse>('/companies'),
    select: (answer) => answer.companies,
  });
}

export function useAwards() {
  return useQuery({
    queryKey: listKeys.awards,
    queryFn: () => api<AwardsResponse>('/awards'),
    select: (answer) => answer.awards,
  });
}

export function useParticipants() {
  return useQuery({
    queryKey: listKeys.participants,
    queryFn: () => api<ParticipantsResponse>('/participants'),
    select: (answer) => answer.participants,
  });
}

export function useHouses() {
  return useQuery({
    queryKey: listKeys.houses,
    queryFn: () => api<HousesResponse>('/houses'),
    select: (answer) => answer.houses,
  });
}

/** The house chosen on another screen; the id travels as the selectedHouseId header. */
export function useHouse(houseId: number | null) {
  return useQuery({
    queryKey: listKeys.house(houseId ?? 0),
    queryFn: () => api<HouseResponse>('/house', { headers: { selectedHouseId: String(houseId) } }),
    enabled: houseId !== null,
  });
}
