import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import type { TeamListItem } from '../../../shared/api/team';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { SearchInput } from '../../components/SearchInput';
import { TeamCard } from '../../components/TeamCard';
import { useTeams } from './api/lists';
import { GridSkeleton } from './lists/GridSkeleton';
import { ListHeader } from './lists/ListHeader';
import { QueryView } from './lists/QueryView';
import { useSearch } from './lists/useSearch';
import './lists/lists.css';

const searchFields = (team: TeamListItem) => [team.team_name, team.company_name];

/** /teams: every team of the event, searchable by team or company name; a card opens /team. */
export default function TeamsScreen() {
  const { t } = useTranslation();
  const teams = useTeams();
  const { query, setQuery, matches } = useSearch(teams.data, searchFields);

  return (
    <section className="screen">
      <ListHeader title={t('teams')} count={teams.data?.length} back="/home">
        <SearchInput label={t('searchTeams')} value={query} onChange={setQuery} />
      </ListHeader>
      <QueryView query={teams} loading={<GridSkeleton itemHeight={250} />}>
        {() =>
          matches && matches.length > 0 ? (
            <CardGrid
              items={matches}
              itemKey={(team) => team.team_id}
              itemHeight={250}
              label={t('teams')}
              renderItem={(team) => (
                <TeamCard
                  teamId={team.team_id}
                  name={team.team_name}
                  companyName={team.company_name}
                  picture={team.team_picture}
                />
              )}
            />
          ) : (
            <EmptyState message={t('noTeamsFound')} icon={<Users aria-hidden="true" size={40} />} />
          )
        }
      </QueryView>
    </section>
  );
}
