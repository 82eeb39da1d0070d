/**
 * Invite links: /login with assignedTeamId and assignedCompanyId (or assignedCompanyId alone)
 * and the link's secret `invite` token, which the server made for that company and team. Opening
 * one captures them, and after signing in the person joins the company (and the team, while it
 * has room). InviteSheet shows the link with Copy, and Share where the device has a share sheet
 * (the kit's useShare, as every share button of the app).
 */
import type { CreatedInviteLink } from '../../../shared/api/join';

export function inviteUrl(link: CreatedInviteLink): string {
  const query = new URLSearchParams();
  if (link.team_id !== null) query.set('assignedTeamId', String(link.team_id));
  query.set('assignedCompanyId', String(link.company_id));
  query.set('invite', link.invite);
  return `${window.location.origin}/login?${query}`;
}
