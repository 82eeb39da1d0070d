import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { BackLink } from '../../components/BackLink';
import { setSelection } from '../../lib/session';
import { ShareTeamButton } from './ShareTeamButton';

/**
 * The bar above the team: back to the teams, and at the other end the share button and, for
 * those who may edit the team (its players and its company's admins), the settings icon.
 */
export function TeamToolbar({ team }: { team: TeamResponse | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="team-toolbar">
      <BackLink to="/teams" label={t('teams')} />
      {team && (
        <div className="team-toolbar__actions">
          <ShareTeamButton team={team} />
          {team.can_manage && (
            <Link
              to="/edit-team"
              className="icon-button team-toolbar__button"
              aria-label={t('editTeam')}
              title={t('editTeam')}
              onClick={() => setSelection('otherTeamId', team.id)}
            >
              <Settings aria-hidden="true" size={22} />
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
