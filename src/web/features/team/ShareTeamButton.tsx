import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { useShare } from '../../components/useShare';
import { isolate } from '../../lib/isolate';
import { teamShareLink } from './teamRules';

/**
 * Shares the team (product.md §2): a link to the login screen that opens this team after
 * signing in, through the device's share sheet; without one, the kit's ShareSheet shows the link
 * with "Copy link" (useShare). A failed share is a toast with the error (product.md §8).
 */
export function ShareTeamButton({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const { share, sheet } = useShare({ failureText: (reason) => t('shareFailed', { reason }) });

  const shareTeam = () =>
    share({
      title: team.name,
      text: t('teamShareText', { name: isolate(team.name), event: isolate(team.event_name) }),
      url: teamShareLink(window.location.origin, team),
    });

  return (
    <>
      <button
        type="button"
        className="icon-button team-toolbar__button"
        aria-label={t('teamShare')}
        title={t('teamShare')}
        onClick={() => void shareTeam()}
      >
        <Share2 aria-hidden="true" size={22} />
      </button>
      {sheet}
    </>
  );
}
