/**
 * The eight readiness items of a /team_readiness answer (product.md "Readiness"), each done
 * or still to do, in the shared order of shared/readiness.ts.
 */
import type { TeamReadiness } from '../../../shared/api/team';
import { READINESS_ITEMS, type ReadinessItem } from '../../../shared/readiness';

export function isReadinessItemDone(readiness: TeamReadiness, item: ReadinessItem): boolean {
  if (item === 'players') return readiness.players >= readiness.max_players;
  if (item === 'challenged') return readiness.challenged >= 1;
  return readiness[item];
}

export const readinessDoneCount = (readiness: TeamReadiness): number =>
  READINESS_ITEMS.filter((item) => isReadinessItemDone(readiness, item)).length;
