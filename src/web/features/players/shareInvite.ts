/**
 * Invite links: /login with assignedTeamId and assignedCompanyId (or assignedCompanyId alone)
 * and the link's secret `invite` token, which the server made for that company and team. Opening
 * one captures them, and after signing in the person joins the company (and the team, while it
 * has room). Shared through the device's share sheet; without one an alert says sharing is not
 * supported, and a failed share is toasted.
 */
import i18next from 'i18next';
import type { CreatedInviteLink } from '../../../shared/api/join';
import { showToast } from '../../lib/toast';

export function inviteUrl(link: CreatedInviteLink): string {
  const query = new URLSearchParams();
  if (link.team_id !== null) query.set('assignedTeamId', String(link.team_id));
  query.set('assignedCompanyId', String(link.company_id));
  query.set('invite', link.invite);
  return `${window.location.origin}/login?${query}`;
}

/** Opens the share sheet with the link; a person closing the sheet is not a failure. */
export async function shareInvite(share: { title: string; text: string; url: string }) {
  if (typeof navigator.share !== 'function') {
    window.alert(i18next.t('shareNotSupported'));
    return;
  }
  try {
    await navigator.share(share);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Share failed', error);
    showToast(
      error instanceof Error && error.message ? error.message : i18next.t('somethingWentWrong'),
      'error',
    );
  }
}
