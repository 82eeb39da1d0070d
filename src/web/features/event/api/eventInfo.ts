/**
 * The reads behind /event, /planning and /scoring-rules (SPEC §7 "Event reads"), with their
 * query keys in one place. All answer for the event chosen in the session.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  eventResponse,
  planningResponse,
  scoringRulesResponse,
} from '../../../../shared/api/event';
import { api } from '../../../lib/api';

type EventResponse = z.infer<typeof eventResponse>;
type PlanningResponse = z.infer<typeof planningResponse>;
type ScoringRulesResponse = z.infer<typeof scoringRulesResponse>;

export const eventInfoKeys = {
  all: ['eventInfo'] as const,
  event: ['eventInfo', 'event'] as const,
  planning: ['eventInfo', 'planning'] as const,
  scoringRules: ['eventInfo', 'scoringRules'] as const,
};

export function useEventInfo() {
  return useQuery({
    queryKey: eventInfoKeys.event,
    queryFn: () => api<EventResponse>('/event'),
  });
}

export function usePlanning() {
  return useQuery({
    queryKey: eventInfoKeys.planning,
    queryFn: () => api<PlanningResponse>('/planning'),
    select: (answer) => answer.planning,
  });
}

export function useScoringRules() {
  return useQuery({
    queryKey: eventInfoKeys.scoringRules,
    queryFn: () => api<ScoringRulesResponse>('/scoring-rules'),
  });
}
