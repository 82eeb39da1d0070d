import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { showToast } from '../../lib/toast';
import { isolate } from '../../lib/isolate';
import { teamShareLink } from './teamRules';

/** A share sheet the person closed without choosing: not a failure. */
const isDismissal = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares the team through the device's share sheet (product.md §2): a link to the login screen that
 * opens this team after signing in. Without a share sheet an alert says sharing is not
 * supported; a failed share is a toast with the error (product.md §8).
 */
export function ShareTeamButton({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();

  async function share() {
    const url = teamShareLink(window.location.origin, team);
    if (typeof navigator.share !== 'function') {
      window.alert(t('shareNotSupported'));
      return;
    }
    try {
      await navigator.share({
        title: team.name,
        text: t('teamShareText', { name: isolate(team.name), event: isolate(team.event_name) }),
        url,
      });
    } catch (error) {
      if (isDismissal(error)) return;
      console.error('Failed to share team', error);
      const reason = error instanceof Error && error.message ? error.message : String(error);
      showToast(t('shareFailed', { reason }), 'error');
    }
  }

  return (
    <button
      type="button"
      className="icon-button team-toolbar__button"
      aria-label={t('teamShare')}
      title={t('teamShare')}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" size={22} />
    </button>
  );
}
