import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CalendarDays,
  CalendarX,
  ChevronRight,
  CircleCheck,
  Clock,
  Radio,
  Swords,
  type LucideIcon,
} from 'lucide-react';
import type { PlanningItem } from '../../../shared/api/event';
import { activityTimeStatus, type ActivityTimeStatus } from '../../../shared/eventRules';
import { BackLink } from '../../components/BackLink';
import { DateText } from '../../components/DateText';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import type { CommonKey } from '../../lib/i18n';
import { setSelection } from '../../lib/session';
import { usePlanning } from './api';
import { CalendarSubscription } from './CalendarSubscription';
import { planningDays } from './planningDays';
import { useNow } from '../../lib/useNow';
import './PlanningScreen.css';

/** Statuses move with the clock: re-read it twice a minute. */
const STATUS_REFRESH_MS = 30_000;

const STATUS_LOOK: Record<ActivityTimeStatus, { labelKey: CommonKey; icon: LucideIcon }> = {
  notToday: { labelKey: 'activityNotToday', icon: CalendarDays },
  upcoming: { labelKey: 'activityUpcoming', icon: Clock },
  ongoing: { labelKey: 'activityOngoing', icon: Radio },
  past: { labelKey: 'activityPast', icon: CircleCheck },
};

/**
 * /planning (product.md §2): the schedule by day, each item marked not today, upcoming, ongoing or
 * past from the clock (a label and an icon, not colour alone), scrolled to the ongoing item
 * on load. Challenge items open their score. Above it, "Add to calendar" (issue 18).
 */
export default function PlanningScreen() {
  const { t } = useTranslation();
  const planning = usePlanning();
  const [now] = useNow(STATUS_REFRESH_MS);
  const ongoingRef = useRef<HTMLLIElement>(null);
  const scrolledToOngoing = useRef(false);

  useEffect(() => {
    const ongoing = ongoingRef.current;
    if (!planning.data || !ongoing || scrolledToOngoing.current) return;
    scrolledToOngoing.current = true;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ongoing.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [planning.data]);

  let content;
  if (planning.isPending) {
    content = (
      <div className="planning" role="status">
        <span className="visually-hidden">{t('loading')}</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={76} />
        ))}
      </div>
    );
  } else if (planning.isError) {
    content = (
      <ErrorState
        title={t('somethingWentWrong')}
        message={t('dataLoadFailed')}
        actionLabel={t('retry')}
        onAction={() => void planning.refetch()}
      />
    );
  } else if (planning.data.length === 0) {
    content = (
      <EmptyState
        message={t('noScheduleFound')}
        icon={<CalendarX aria-hidden="true" size={40} />}
      />
    );
  } else {
    const firstOngoing = planning.data.find(
      (item) => activityTimeStatus(item.start_time, item.end_time, now) === 'ongoing',
    );
    content = (
      <div className="planning">
        {planningDays(planning.data).map((day) => (
          <section
            key={day.date}
            className="planning__day"
            aria-labelledby={`planning-day-${day.date}`}
          >
            <h2 id={`planning-day-${day.date}`} className="planning__date">
              <DateText value={day.date} />
            </h2>
            <ol className="planning__list">
              {day.items.map((item) => (
                <li
                  key={item.id}
                  ref={item === firstOngoing ? ongoingRef : undefined}
                  className={`planning-item planning-item--${activityTimeStatus(item.start_time, item.end_time, now)}`}
                >
                  <PlanningEntry item={item} now={now} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    );
  }

  return (
    <section className="screen">
      <BackLink to="/home" label={t('back')} />
      <h1>{t('planning')}</h1>
      <CalendarSubscription />
      {content}
    </section>
  );
}

function PlanningEntry({ item, now }: { item: PlanningItem; now: number }) {
  const { t } = useTranslation();
  const status = activityTimeStatus(item.start_time, item.end_time, now);
  const { labelKey, icon: StatusIcon } = STATUS_LOOK[status];
  const body = (
    <>
      <span className="planning-item__times tabular-nums">
        <DateText value={item.start_time} format="time" className="planning-item__start" />
        <DateText value={item.end_time} format="time" className="planning-item__end" />
      </span>
      <span className="planning-item__text">
        <span className="planning-item__name">
          <bdi>{item.name}</bdi>
        </span>
        <span className="planning-item__tags">
          <span className={`planning-status planning-status--${status}`}>
            <StatusIcon aria-hidden="true" size={14} />
            {t(labelKey)}
          </span>
          {item.is_challenge && (
            <span className="planning-tag">
              <Swords aria-hidden="true" size={14} />
              {t('planningChallenge')}
            </span>
          )}
        </span>
      </span>
    </>
  );
  if (!item.is_challenge || item.score_session_id === null) {
    return <div className="planning-item__body">{body}</div>;
  }
  const scoreSessionId = item.score_session_id;
  return (
    <Link
      to="/score"
      className="planning-item__body planning-item__body--link"
      onClick={() => setSelection('selectedScoreId', scoreSessionId)}
    >
      {body}
      <ChevronRight className="planning-item__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </Link>
  );
}
