import { Users } from 'lucide-react';
import { teamsListTarget } from '../../../../shared/eventRules';
import type { EventRole } from '../../../../shared/roles';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';
import { useHomeTeams } from '../../team/api';
import { HomeStrip } from './HomeStrip';

/** The event's teams (a contact person's: their company's); the heading leads to teamsListTarget. */
export function TeamsStrip({ role }: { role: EventRole | null }) {
  const teams = useHomeTeams();
  return (
    <HomeStrip
      query={teams}
      titleKey="teams"
      to={teamsListTarget(role)}
      emptyKey="noTeamsFound"
      emptyIcon={Users}
      itemKey={(team) => team.team_id}
      card={(team) => ({
        to: '/team',
        onNavigate: () => setSelection('otherTeamId', team.team_id),
        media: <Img src={team.team_picture} alt="" fallback="team" width={144} height={108} />,
        title: team.team_name,
        subtitle: team.company_name,
      })}
    />
  );
}
