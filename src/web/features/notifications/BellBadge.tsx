import { useTranslation } from 'react-i18next';
import { useNotifications } from './api';
import './bellBadge.css';

/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

/**
 * The unread count on the bottom bar's bell. It reads the notification list the /notifications
 * screen shows (one cached read), which live updates refresh when a notification arrives, so the
 * count rises without a reload. Nothing shows while none are unread, loading or failed.
 *
 * Part of the bell link's name (BottomNav): the figure is shown, and read out in a sentence
 * ("3 unread") that repeats the figure as shown, "99+" included, so the name contains it.
 */
export default function BellBadge() {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread_count ?? 0;
  if (unread === 0) return null;
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  return (
    <span className="bell-badge" data-testid="bell-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">
        {/* The plural form follows the real count; the figure read out is the one shown. */}
        {t('unreadNotifications', { count: unread, replace: { count: shown } })}
      </span>
    </span>
  );
}
