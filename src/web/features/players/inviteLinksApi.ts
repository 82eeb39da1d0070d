/**
 * Invite links' secrets as hooks: the viewer's open links for a company (and team), making one
 * (each share makes a new one) and revoking one. The server stores only a hash: the secret is
 * in the answer that made it, once, and goes straight into the shared link.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createInviteLinkRoute,
  inviteLinksRoute,
  revokeInviteLinkRoute,
} from '../../../shared/api/join';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

/** A company and, for a team's link, one team of it. */
export interface InviteTarget {
  companyId: number;
  teamId: number | null;
}

const targetQuery = ({ companyId, teamId }: InviteTarget) =>
  teamId === null
    ? { company_id: String(companyId) }
    : { company_id: String(companyId), team_id: String(teamId) };

export function useInviteLinks(target: InviteTarget) {
  return useRead(
    inviteLinksRoute,
    { query: targetQuery(target) },
    { select: (answer) => answer.links },
  );
}

/** Makes a new link's secret; the list of open links is fetched again. */
export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, teamId }: InviteTarget) =>
      call(createInviteLinkRoute, {
        body:
          teamId === null ? { company_id: companyId } : { company_id: companyId, team_id: teamId },
      }),
    onSettled: () => invalidateRead(queryClient, inviteLinksRoute),
  });
}

export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call(revokeInviteLinkRoute, { query: { id: String(linkId) } }),
    onSettled: () => invalidateRead(queryClient, inviteLinksRoute),
  });
}
