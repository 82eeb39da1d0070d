import { UserRound } from 'lucide-react';
import type { Participant } from '../../../shared/api/players';
import { SearchableListScreen } from '../../components/SearchableListScreen';
import { useParticipants } from './api';
import { ParticipantCard } from './ParticipantCard';
import { ParticipantCardSkeleton } from './ParticipantCardSkeleton';

const searchFields = (participant: Participant) => [participant.full_name, participant.team_name];

/** /participants: everyone playing in the event, searchable by name or team; each opens their public profile. */
export default function ParticipantsScreen() {
  const participants = useParticipants();
  return (
    <SearchableListScreen
      query={participants}
      titleKey="participants"
      searchLabelKey="searchParticipants"
      searchFields={searchFields}
      emptyKey="noParticipantsFound"
      emptyIcon={UserRound}
      columns={3}
      itemHeight={168}
      skeletonCard={<ParticipantCardSkeleton />}
      skeletonCount={9}
      itemKey={(participant) => participant.id}
      renderItem={(participant) => <ParticipantCard participant={participant} />}
    />
  );
}
