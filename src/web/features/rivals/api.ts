/**
 * The rivals calls of product.md §7 as query hooks: the teams a team challenged and its challengers
 * (/rivals). The team is the rivalsId chosen on the team page (product.md §10), sent as its
 * header and kept in the query key; without one the server shows the user's own team.
 */
import { rivalsRoute } from '../../../shared/api/rivals';
import { useRead } from '../../lib/useRead';

export function useRivals(rivalsId: number | null) {
  return useRead(rivalsRoute, {
    headers: rivalsId === null ? {} : { rivalsid: String(rivalsId) },
  });
}
