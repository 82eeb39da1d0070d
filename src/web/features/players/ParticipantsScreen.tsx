import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import type { Participant } from '../../../shared/api/players';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { SearchInput } from '../../components/SearchInput';
import { useParticipants } from './api/lists';
import { GridSkeleton } from './lists/GridSkeleton';
import { ListHeader } from './lists/ListHeader';
import { ParticipantCard } from './lists/ParticipantCard';
import { QueryView } from './lists/QueryView';
import { useSearch } from './lists/useSearch';
import './lists/lists.css';

const searchFields = (participant: Participant) => [participant.full_name, participant.team_name];

/** /participants: everyone playing in the event, searchable by name or team; each opens their public profile. */
export default function ParticipantsScreen() {
  const { t } = useTranslation();
  const participants = useParticipants();
  const { query, setQuery, matches } = useSearch(participants.data, searchFields);

  return (
    <section className="screen">
      <ListHeader title={t('participants')} count={participants.data?.length} back="/home">
        <SearchInput label={t('searchParticipants')} value={query} onChange={setQuery} />
      </ListHeader>
      <QueryView
        query={participants}
        loading={<GridSkeleton columns={3} itemHeight={168} count={9} />}
      >
        {() =>
          matches && matches.length > 0 ? (
            <CardGrid
              columns={3}
              items={matches}
              itemKey={(participant) => participant.id}
              itemHeight={168}
              label={t('participants')}
              renderItem={(participant) => <ParticipantCard participant={participant} />}
            />
          ) : (
            <EmptyState
              message={t('noParticipantsFound')}
              icon={<UserRound aria-hidden="true" size={40} />}
            />
          )
        }
      </QueryView>
    </section>
  );
}
