/**
 * Invite links (CLARIFICATIONS "Share links"): /login with assignedTeamId and assignedCompanyId,
 * or assignedCompanyId alone. Opening one captures the ids, and after signing in the person
 * joins the company (and the team, while it has room). Shared through the device's share sheet;
 * without one an alert says sharing is not supported, and a failed share is toasted (SPEC §8).
 */
import i18next from 'i18next';
import { showToast } from '../../lib/toast';

export function teamInviteUrl(teamId: number, companyId: number): string {
  const query = new URLSearchParams({
    assignedTeamId: String(teamId),
    assignedCompanyId: String(companyId),
  });
  return `${window.location.origin}/login?${query}`;
}

export function companyInviteUrl(companyId: number): string {
  const query = new URLSearchParams({ assignedCompanyId: String(companyId) });
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
