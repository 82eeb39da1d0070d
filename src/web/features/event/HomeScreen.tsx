import { useTranslation } from 'react-i18next';
import { homeVisibility } from '../../../shared/eventRules';
import { ErrorState } from '../../components/ErrorState';
import { useHome } from './api';
import { ChallengesStrip } from './home/ChallengesStrip';
import { CompaniesStrip } from './home/CompaniesStrip';
import { EventHeader } from './home/EventHeader';
import { HomeSkeleton } from './home/HomeSkeleton';
import { HomeTiles } from './home/HomeTiles';
import { ParticipantsStrip } from './home/ParticipantsStrip';
import { RoleCard } from './home/RoleCard';
import { SponsorsStrip } from './home/SponsorsStrip';
import { TeamsStrip } from './home/TeamsStrip';
import { UpcomingChallengesStrip } from './home/UpcomingChallengesStrip';
import { useNow } from '../../lib/useNow';
import './home/home.css';

/** Tiles and lists follow the clock (the event starting, the closing date passing). */
const VISIBILITY_REFRESH_MS = 60_000;

/**
 * /home, the event dashboard (product.md §2): the event header with its countdown, the user's own
 * card, the shortcut tiles and the horizontal lists, each shown exactly as homeVisibility
 * (product.md §4, §6) says for the role and the moment.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const home = useHome();
  const [now, refreshNow] = useNow(VISIBILITY_REFRESH_MS);

  if (home.isPending) return <HomeSkeleton />;
  if (home.isError) {
    return (
      <ErrorState
        title={t('somethingWentWrong')}
        message={t('dataLoadFailed')}
        actionLabel={t('retry')}
        onAction={() => void home.refetch()}
      />
    );
  }

  const event = home.data;
  const shown = homeVisibility({
    date: event.date,
    endDate: event.end_date,
    closingDate: event.closing_date,
    eventType: event.event_type,
    organizerId: event.organizer_id,
    role: event.role,
    now,
  });

  return (
    <div className="screen home">
      <EventHeader home={event} showCountdown={shown.countdown} onStarted={refreshNow} />
      <RoleCard home={event} />
      <HomeTiles visibility={shown} />
      {shown.upcomingChallenges && <UpcomingChallengesStrip now={now} />}
      {shown.teamsList && <TeamsStrip role={event.role} />}
      {shown.participantsList && <ParticipantsStrip />}
      {shown.companiesList && <CompaniesStrip />}
      {shown.challengesList && <ChallengesStrip />}
      {shown.sponsors && <SponsorsStrip />}
    </div>
  );
}
