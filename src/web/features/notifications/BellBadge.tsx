import { useTranslation } from 'react-i18next';
import { useNotifications } from './api';
import './bellBadge.css';

/** The id the bell's link points to for its description (how many are unread). */
export const BELL_BADGE_ID = 'bell-unread';

/**
 * The unread count on the bottom bar's bell. It reads the notification list the /notifications
 * screen shows (one cached read), which live updates refresh when a notification arrives, so the
 * count rises without a reload. Nothing shows while none are unread, loading or failed.
 */
export default function BellBadge() {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread_count ?? 0;
  if (unread === 0) return null;
  return (
    <span id={BELL_BADGE_ID} className="bell-badge" data-testid="bell-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('unreadNotifications', { count: unread })}</span>
    </span>
  );
}
