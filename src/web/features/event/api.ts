/**
 * The reads behind /event, /planning and /scoring-rules (SPEC §7 "Event reads"). All answer
 * for the event chosen in the session.
 */
import { eventRoute, planningRoute } from '../../../../shared/api/event';
import { scoringRulesRoute } from '../../../../shared/api/scores';
import { useRead } from '../../../lib/useRead';

export function useEventInfo() {
  return useRead(eventRoute, undefined);
}

export function usePlanning() {
  return useRead(planningRoute, undefined, { select: (answer) => answer.planning });
}

export function useScoringRules() {
  return useRead(scoringRulesRoute, undefined);
}
