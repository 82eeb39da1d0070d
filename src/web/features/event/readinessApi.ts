/**
 * The contact person's readiness overview (SPEC §2 /readiness, §7): every team of the companies
 * they administer in the event, with its readiness percent and its eight items.
 */
import { readinessRoute } from '../../../shared/api/team';
import { useRead } from '../../lib/useRead';

export function useReadiness() {
  return useRead(readinessRoute, undefined, { select: (answer) => answer.teams });
}
