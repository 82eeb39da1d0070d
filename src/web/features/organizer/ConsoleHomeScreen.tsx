import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, ChevronRight } from 'lucide-react';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { useOrganizerEvent } from './shared/api';
import { ConsoleQuery, ConsoleScreen } from './shared/ConsoleScreen';
import { EventMoment } from './shared/EventMoment';
import { CONSOLE_SECTIONS } from './sections';

/** /organizer: a new event first, then the event the console edits and every section of the console. */
export default function ConsoleHomeScreen() {
  const { t } = useTranslation('organizer');
  const event = useOrganizerEvent();
  return (
    <ConsoleScreen titleKey="consoleTitle" back="/home">
      <ButtonLink to="/organizer/new-event" variant="secondary">
        <CalendarPlus aria-hidden="true" size={20} />
        {t('newEvent')}
      </ButtonLink>
      <ConsoleQuery query={event} loading={<Skeleton height={72} />}>
        {(data) => (
          <div className="console-event">
            <p className="console-event__eyebrow">{t('consoleEditing')}</p>
            <p className="console-event__name">
              <bdi>{data.name}</bdi>
            </p>
            <EventMoment value={data.date} format="long" className="console-event__date" />
            <Link to="/event-select" className="console-event__switch">
              {t('switchEvent')}
            </Link>
          </div>
        )}
      </ConsoleQuery>
      <nav aria-label={t('consoleSections')}>
        <Card as="ul" className="console-sections">
          {CONSOLE_SECTIONS.map(({ path, titleKey, hintKey, icon: Icon }) => (
            <li key={path}>
              <Link to={`/organizer/${path}`} className="console-section">
                <span className="console-section__icon">
                  <Icon aria-hidden="true" size={22} />
                </span>
                <span className="console-section__text">
                  <span className="console-section__title">{t(titleKey)}</span>
                  <span className="console-section__hint">{t(hintKey)}</span>
                </span>
                <ChevronRight className="flip-in-rtl" aria-hidden="true" size={20} />
              </Link>
            </li>
          ))}
        </Card>
      </nav>
    </ConsoleScreen>
  );
}
