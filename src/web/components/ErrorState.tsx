import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface ErrorStateProps {
  /** Already translated. */
  title: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
  /** The read failed because it could not reach the server (QueryView knows from its error). */
  offline?: boolean;
}

/** The device says it has no network; the prerender at build time has no navigator. */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * What a screen shows when its data or code could not be loaded, with a way to retry. Without
 * a network (issue 24) it says so instead of a generic failure: the app itself opens offline
 * (the service worker keeps it), but this screen needs the network; its action stays, so the
 * retry works once the network is back. (One icon for both: another would cost the first
 * screen's script budget.)
 */
export function ErrorState({ title, message, actionLabel, onAction, offline }: ErrorStateProps) {
  const { t } = useTranslation();
  const isOffline = offline || deviceOffline();
  const text = isOffline ? t('offlineMessage') : message;
  return (
    <div className="error-state" role="alert">
      <CircleAlert className="error-state__icon" aria-hidden="true" size={40} />
      <h1 className="error-state__title">{isOffline ? t('offlineTitle') : title}</h1>
      {text && <p>{text}</p>}
      {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
    </div>
  );
}
