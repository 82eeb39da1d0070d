import { useTranslation } from 'react-i18next';
import type { Connection } from './useConnection';

/** "Live" with a beating dot, or "Reconnecting…" while the screen waits for the server. */
export function LiveIndicator({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const live = connection === 'live';
  return (
    <p
      className={live ? 'live-indicator' : 'live-indicator live-indicator--reconnecting'}
      role="status"
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {live ? t('bigScreenLive') : t('bigScreenReconnecting')}
    </p>
  );
}
