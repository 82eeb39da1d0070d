import { useTranslation } from 'react-i18next';
import { CalendarDays, CalendarX, MapPin, Swords } from 'lucide-react';
import type { EventResponse } from '../../../shared/api/event';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { DateRange } from '../../components/DateRange';
import { DateText } from '../../components/DateText';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Img } from '../../components/Img';
import { allowedMapEmbedUrl, MapEmbed } from '../../components/MapEmbed';
import { SafeHtml } from '../../components/SafeHtml';
import { Skeleton } from '../../components/Skeleton';
import { useEventInfo } from './api';
import { planningDays } from './planningDays';
import './EventScreen.css';

/**
 * /event (product.md §2): picture, name, date and place, the short description, the long one as
 * sanitised HTML, the planning (name, start time) and the map when its embed is allowed.
 */
export default function EventScreen() {
  const { t } = useTranslation();
  const event = useEventInfo();

  if (event.isPending) return <EventSkeleton />;
  if (event.isError) {
    return (
      <section className="screen">
        <BackLink to="/home" label={t('back')} />
        <ErrorState
          title={t('somethingWentWrong')}
          message={t('dataLoadFailed')}
          actionLabel={t('retry')}
          onAction={() => void event.refetch()}
        />
      </section>
    );
  }

  const info = event.data;
  const mapUrl = allowedMapEmbedUrl(info.location_embed);
  return (
    <article className="screen event-info">
      <BackLink to="/home" label={t('back')} />
      <Img
        src={info.photo_url}
        alt=""
        fallback="event"
        width={600}
        height={300}
        loading="eager"
        className="event-info__image"
      />
      <header className="event-info__header">
        <h1>
          <bdi>{info.name}</bdi>
        </h1>
        <ul className="event-info__facts">
          <li>
            <CalendarDays aria-hidden="true" size={18} />
            <DateRange start={info.date} end={info.end_date} />
          </li>
          {info.location_name && (
            <li>
              <MapPin aria-hidden="true" size={18} />
              <bdi>{info.location_name}</bdi>
            </li>
          )}
        </ul>
      </header>
      {info.short_desc && (
        <p className="event-info__lead" dir="auto">
          {info.short_desc}
        </p>
      )}
      {info.long_desc && (
        <Card as="section" aria-labelledby="event-about">
          <h2 id="event-about">{t('aboutEvent')}</h2>
          <SafeHtml html={info.long_desc} />
        </Card>
      )}
      <Card as="section" aria-labelledby="event-planning">
        <h2 id="event-planning">{t('planning')}</h2>
        <EventPlanning info={info} />
      </Card>
      {mapUrl && (
        <section className="event-info__map" aria-labelledby="event-location">
          <h2 id="event-location">{t('location')}</h2>
          <MapEmbed
            src={mapUrl}
            title={t('eventMapTitle', { place: info.location_name ?? info.name })}
            place={info.location_name ?? info.name}
          />
        </section>
      )}
    </article>
  );
}

function EventPlanning({ info }: { info: EventResponse }) {
  const { t } = useTranslation();
  if (info.planning.length === 0) {
    return (
      <EmptyState
        message={t('noScheduleFound')}
        icon={<CalendarX aria-hidden="true" size={32} />}
      />
    );
  }
  const days = planningDays(info.planning);
  return (
    <>
      {days.map((day) => (
        <div key={day.date} className="event-planning__day">
          {days.length > 1 && (
            <h3 className="event-planning__date">
              <DateText value={day.date} />
            </h3>
          )}
          <ul className="event-planning">
            {day.items.map((item) => (
              <li key={item.id} className="event-planning__item">
                <DateText
                  value={item.start_time}
                  format="time"
                  className="event-planning__time tabular-nums"
                />
                <span className="event-planning__name">
                  <bdi>{item.name}</bdi>
                </span>
                {item.is_challenge && (
                  <Swords
                    className="event-planning__challenge"
                    aria-label={t('planningChallenge')}
                    role="img"
                    size={16}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ButtonLink to="/planning" variant="secondary">
        {t('fullPlanning')}
      </ButtonLink>
    </>
  );
}

function EventSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton width={96} height={44} />
      <Skeleton height={180} />
      <Skeleton width="70%" height={28} />
      <Skeleton width="50%" height={20} />
      <Skeleton height={160} />
      <Skeleton height={200} />
    </div>
  );
}
