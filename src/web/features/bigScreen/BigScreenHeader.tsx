import { useTranslation } from 'react-i18next';
import { Maximize, Snowflake } from 'lucide-react';
import type { EventResponse } from '../../../shared/api/event';
import { Img } from '../../components/Img';
import { LiveIndicator } from './LiveIndicator';
import type { Connection } from './useConnection';
import { useFullscreen } from './useFullscreen';

export interface BigScreenHeaderProps {
  event: EventResponse | undefined;
  /** The published quarter's label while the standings are frozen. */
  quarter: string | null;
  connection: Connection;
}

/**
 * The big screen's top line: the event's picture and name, whether the screen is live — or, while
 * a quarter is published, "Frozen — standings of …" instead (the standings do not move then; a
 * screen that lost the server still says it is reconnecting) — and the button that takes the
 * page full screen (gone once it is).
 */
export function BigScreenHeader({ event, quarter, connection }: BigScreenHeaderProps) {
  const { t } = useTranslation();
  const fullscreen = useFullscreen();
  return (
    <header className="big-screen__header">
      <Img
        src={event?.photo_url}
        alt=""
        fallback="event"
        className="big-screen__logo"
        loading="eager"
      />
      <div className="big-screen__titles">
        {/* "Live leaderboard", or plainly "Leaderboard" while a quarter freezes it. */}
        <p className="big-screen__eyebrow">{t(quarter ? 'leaderboard' : 'bigScreenEyebrow')}</p>
        <h1 className="big-screen__event">
          <bdi>{event?.name}</bdi>
        </h1>
      </div>
      <div className="big-screen__status">
        {quarter && (
          <p className="big-screen__quarter" role="status">
            <Snowflake aria-hidden="true" />
            <span>{t('bigScreenFrozen', { quarter })}</span>
          </p>
        )}
        {(!quarter || connection === 'reconnecting') && <LiveIndicator connection={connection} />}
        {fullscreen.enter && !fullscreen.active && (
          <button
            type="button"
            className="big-screen__fullscreen"
            onClick={fullscreen.enter}
            aria-label={t('bigScreenFullScreen')}
            title={t('bigScreenFullScreen')}
          >
            <Maximize aria-hidden="true" />
          </button>
        )}
      </div>
    </header>
  );
}
