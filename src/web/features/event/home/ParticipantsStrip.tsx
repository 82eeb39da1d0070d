import { UserRound } from 'lucide-react';
import { Avatar } from '../../../components/Avatar';
import { setSelection } from '../../../lib/session';
import { useHomeParticipants } from '../../players/api';
import { HomeStrip } from './HomeStrip';

/** The players of an event that is not of type Event; each opens their public profile. */
export function ParticipantsStrip() {
  const participants = useHomeParticipants();
  return (
    <HomeStrip
      person
      query={participants}
      titleKey="participants"
      to="/participants"
      emptyKey="noParticipantsFound"
      emptyIcon={UserRound}
      itemKey={(participant) => participant.id}
      card={(participant) => ({
        to: '/public-profile',
        onNavigate: () => setSelection('otherUserId', participant.id),
        media: <Avatar src={participant.photo_url} alt="" size={72} />,
        title: participant.full_name,
        subtitle: participant.team_name,
      })}
    />
  );
}
