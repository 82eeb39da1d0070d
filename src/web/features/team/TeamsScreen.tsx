import { Users } from 'lucide-react';
import type { TeamListItem } from '../../../shared/api/team';
import { SearchableListScreen } from '../../components/SearchableListScreen';
import { TeamCard } from '../../components/TeamCard';
import { TeamCardSkeleton } from '../../components/TeamCardSkeleton';
import { useTeams } from './api';

const searchFields = (team: TeamListItem) => [team.team_name, team.company_name];

/** /teams: every team of the event, searchable by team or company name; a card opens /team. */
export default function TeamsScreen() {
  const teams = useTeams();
  return (
    <SearchableListScreen
      query={teams}
      titleKey="teams"
      searchLabelKey="searchTeams"
      searchFields={searchFields}
      emptyKey="noTeamsFound"
      emptyIcon={Users}
      itemHeight={262}
      skeletonCard={<TeamCardSkeleton />}
      itemKey={(team) => team.team_id}
      renderItem={(team) => (
        <TeamCard
          teamId={team.team_id}
          name={team.team_name}
          companyName={team.company_name}
          picture={team.team_picture}
        />
      )}
    />
  );
}
