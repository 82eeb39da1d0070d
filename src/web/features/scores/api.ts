/** The reads behind the scores screens: /scoring-rules, for the event chosen in the session. */
import { scoringRulesRoute } from '../../../shared/api/scores';
import { useRead } from '../../lib/useRead';

export function useScoringRules() {
  return useRead(scoringRulesRoute, undefined);
}
