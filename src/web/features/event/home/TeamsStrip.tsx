import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { teamsListTarget } from '../../../../shared/eventRules';
import type { EventRole } from '../../../../shared/roles';
import { HorizontalStrip } from '../../../components/HorizontalStrip';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';
import { useHomeTeams } from '../api/home';
import { StripCard } from './StripCard';

/** The event's teams (a contact person's: their company's); the heading leads to teamsListTarget. */
export function TeamsStrip({ role }: { role: EventRole | null }) {
  const { t } = useTranslation();
  const teams = useHomeTeams();
  return (
    <HorizontalStrip
      title={t('teams')}
      to={teamsListTarget(role)}
      query={teams}
      items={teams.data}
      itemKey={(team) => team.team_id}
      emptyMessage={t('noTeamsFound')}
      emptyIcon={<Users aria-hidden="true" size={32} />}
      renderItem={(team) => (
        <StripCard
          to="/team"
          onNavigate={() => setSelection('otherTeamId', team.team_id)}
          media={<Img src={team.team_picture} alt="" fallback="team" width={144} height={108} />}
          title={team.team_name}
          subtitle={team.company_name}
        />
      )}
    />
  );
}
