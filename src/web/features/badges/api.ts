/** The badges area's read: the signed-in user's badges, in every event (GET /badges). */
import { badgesRoute } from '../../../shared/api/badges';
import { useRead } from '../../lib/useRead';

export function useBadges() {
  return useRead(badgesRoute, undefined, { select: (answer) => answer.badges });
}
