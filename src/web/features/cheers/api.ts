/**
 * The cheers calls of product.md §7 as query hooks: who cheered a team (/cheers). The team is the
 * otherTeamId chosen on another screen, sent as its header and kept in the query key, so two
 * teams never share a cache entry; without one the server shows the user's own team.
 */
import { cheersRoute } from '../../../shared/api/cheers';
import { useRead } from '../../lib/useRead';

const teamHeaders = (teamId: number | null): Record<string, string> =>
  teamId === null ? {} : { otherteamid: String(teamId) };

export function useCheers(teamId: number | null) {
  return useRead(cheersRoute, { headers: teamHeaders(teamId) });
}
