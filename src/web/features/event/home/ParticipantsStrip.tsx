import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { Avatar } from '../../../components/Avatar';
import { HorizontalStrip } from '../../../components/HorizontalStrip';
import { setSelection } from '../../../lib/session';
import { useHomeParticipants } from '../api/home';
import { StripCard } from './StripCard';

/** The players of an event that is not of type Event; each opens their public profile. */
export function ParticipantsStrip() {
  const { t } = useTranslation();
  const participants = useHomeParticipants();
  return (
    <HorizontalStrip
      title={t('participants')}
      to="/participants"
      query={participants}
      items={participants.data}
      itemKey={(participant) => participant.id}
      emptyMessage={t('noParticipantsFound')}
      emptyIcon={<UserRound aria-hidden="true" size={32} />}
      skeletonWidth={120}
      skeletonHeight={144}
      renderItem={(participant) => (
        <StripCard
          person
          to="/public-profile"
          onNavigate={() => setSelection('otherUserId', participant.id)}
          media={<Avatar src={participant.photo_url} alt="" size={72} />}
          title={participant.full_name}
          subtitle={participant.team_name}
        />
      )}
    />
  );
}
