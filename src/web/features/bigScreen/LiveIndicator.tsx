import { useTranslation } from 'react-i18next';
import type { Connection } from './useConnection';

const LABELS = {
  live: 'bigScreenLive',
  connecting: 'bigScreenConnecting',
  reconnecting: 'bigScreenReconnecting',
} as const;

/**
 * "Live" with a beating dot; "Connecting…" with a quiet dot until the stream first opens;
 * "Reconnecting…" with a blinking one while the screen waits for the server.
 */
export function LiveIndicator({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  return (
    <p className={`live-indicator live-indicator--${connection}`} role="status">
      <span className="live-indicator__dot" aria-hidden="true" />
      {t(LABELS[connection])}
    </p>
  );
}
