/**
 * The invite-link calls (src/shared/api/join.ts) as hooks for /join: what the stored link
 * offers (GET /invite), joining it (POST /join), and leaving the screen, which forgets the
 * link's ids and goes on where login would have gone (the step still missing, else the stored
 * redirect, else /home).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { checkAuthRoute } from '../../../shared/api/access';
import { inviteRoute, joinRoute } from '../../../shared/api/join';
import { call } from '../../lib/api';
import { clearInviteToken, clearSelection, getInviteToken, getSelection } from '../../lib/session';
import { useRead } from '../../lib/useRead';
import { loginTarget } from '../access/loginTarget';

/** What an invite link left in session storage: a company always, a team maybe, its secret. */
export interface InviteIds {
  companyId: string;
  teamId: string | null;
  /** The link's `invite` token; a link without one is refused by the server. */
  token: string | undefined;
}

export function storedInviteIds(): InviteIds | null {
  const companyId = getSelection('assignedCompanyId');
  if (!companyId) return null;
  return {
    companyId,
    teamId: getSelection('assignedTeamId') || null,
    token: getInviteToken() ?? undefined,
  };
}

/** The same ids the API client sends anyway, named here so they are part of the query key. */
function inviteHeaders({ companyId, teamId }: InviteIds) {
  return teamId === null
    ? { assignedcompanyid: companyId }
    : { assignedcompanyid: companyId, assignedteamid: teamId };
}

export function useInvite(ids: InviteIds | null) {
  const input = ids ? { headers: inviteHeaders(ids), query: { invite: ids.token } } : undefined;
  return useRead(inviteRoute, input, {
    enabled: ids !== null,
    staleTime: 0,
  });
}

/** Joins the company and, unless `withTeam` is false, the link's team. */
export function useJoin(ids: InviteIds | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withTeam: boolean) => {
      if (!ids) throw new Error('No invite link to join');
      return call(joinRoute, {
        headers: inviteHeaders(ids),
        body: { with_team: withTeam, invite: ids.token },
      });
    },
    // Companies, teams and events the person may see have changed: every read is stale. None
    // is fetched again here; the screens that come next fetch theirs.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}

export function forgetInvite(): void {
  clearSelection('assignedTeamId');
  clearSelection('assignedCompanyId');
  clearInviteToken();
}

/**
 * Leaves /join: forgets the link, asks the server which step is still missing and goes there,
 * as a login would. Without an answer the stored redirect or /home is next; a screen opened too
 * early sends the person on to the missing step anyway.
 */
export function useLeaveInvite() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      forgetInvite();
      const auth = await call(checkAuthRoute);
      return loginTarget(auth.redirect);
    },
    onSuccess: (target) => void navigate(target, { replace: true }),
    onError: (error) => {
      console.error('Failed to check the next step after the invite', error);
      void navigate(loginTarget(), { replace: true });
    },
  });
}
