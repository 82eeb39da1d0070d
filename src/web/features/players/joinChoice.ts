/**
 * What /join offers for an invite, from GET /invite's answer: joining the team, the company
 * alone, or nothing left to join.
 */
import type { InviteResponse } from '../../../shared/api/join';

export type JoinChoice =
  /** The team has room and the person may play in it. */
  | { kind: 'team' }
  /** A link without a team, to a company the person does not belong to yet. */
  | { kind: 'company' }
  /** The team cannot be joined now; the company alone still can, unless already a member. */
  | {
      kind: 'refused';
      reason: NonNullable<InviteResponse['team_refusal']>;
      canJoinCompany: boolean;
    }
  /** Already a player of the link's team. */
  | { kind: 'inTeam' }
  /** A company link to the person's own company. */
  | { kind: 'member' };

export function joinChoice(invite: InviteResponse): JoinChoice {
  if (invite.team === null) return invite.is_member ? { kind: 'member' } : { kind: 'company' };
  if (invite.in_team) return { kind: 'inTeam' };
  if (invite.team_refusal !== null) {
    return { kind: 'refused', reason: invite.team_refusal, canJoinCompany: !invite.is_member };
  }
  return { kind: 'team' };
}
