import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronRight } from 'lucide-react';
import type { HomeResponse } from '../../../../shared/api/event';
import { Countdown } from '../../../components/Countdown';
import { DateRange } from '../../../components/DateRange';
import { Img } from '../../../components/Img';

export interface EventHeaderProps {
  home: HomeResponse;
  showCountdown: boolean;
  /** Called when the countdown reaches the event date. */
  onStarted: () => void;
}

/**
 * The event's picture, name and dates (a range when it ends on another day, as on /event),
 * leading to /event, with the countdown before it starts.
 */
export function EventHeader({ home, showCountdown, onStarted }: EventHeaderProps) {
  const { t } = useTranslation();
  return (
    <article className="event-header">
      <Link to="/event" className="event-header__link">
        <Img
          src={home.photo_url}
          alt=""
          fallback="event"
          width={600}
          height={300}
          loading="eager"
          // The screen's largest paint: asked for first (a server-drawn page's head hints it).
          fetchPriority="high"
          className="event-header__image"
        />
        <span className="event-header__body">
          <span className="event-header__text">
            <h1 className="event-header__name">
              <bdi>{home.name}</bdi>
            </h1>
            <span className="event-header__date">
              <CalendarDays aria-hidden="true" size={16} />
              <DateRange start={home.date} end={home.end_date} />
            </span>
          </span>
          <ChevronRight
            className="event-header__chevron flip-in-rtl"
            aria-hidden="true"
            size={24}
          />
        </span>
      </Link>
      {showCountdown && (
        <div className="event-header__countdown">
          <Countdown target={home.date} label={t('eventStartsIn')} onReached={onStarted} />
        </div>
      )}
    </article>
  );
}
