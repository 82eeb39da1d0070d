import { useTranslation } from 'react-i18next';
import { CalendarX, Clock } from 'lucide-react';
import { hasStarted } from '../../../../shared/eventRules';
import { DateText } from '../../../components/DateText';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';
import { useUpcomingChallenges } from '../api';
import { HomeStrip } from './HomeStrip';

/** A player's next challenges while the event runs; each opens its score, the heading the planning. */
export function UpcomingChallengesStrip({ now }: { now: number }) {
  const { t } = useTranslation();
  const challenges = useUpcomingChallenges();
  return (
    <HomeStrip
      query={challenges}
      titleKey="upcomingChallenges"
      to="/planning"
      emptyKey="noScheduleFound"
      emptyIcon={CalendarX}
      itemKey={(challenge) => challenge.id}
      card={(challenge) => ({
        to: '/score',
        onNavigate: () => setSelection('selectedScoreId', challenge.id),
        media: <Img src={challenge.photo_url} alt="" fallback="battle" width={144} height={108} />,
        title: challenge.name,
        subtitle: (
          <span className="strip-card__time">
            <Clock aria-hidden="true" size={14} />
            <DateText value={challenge.start_time} format="time" className="tabular-nums" />
          </span>
        ),
        badges: hasStarted(challenge.start_time, now) ? (
          <span className="strip-badge strip-badge--live">{t('activityOngoing')}</span>
        ) : undefined,
      })}
    />
  );
}
