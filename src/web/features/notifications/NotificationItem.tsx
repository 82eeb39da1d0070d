import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronRight } from 'lucide-react';
import type { NotificationItem as Notification } from '../../../shared/api/notifications';
import { notificationTarget } from '../../../shared/notifications';
import { formatDateTime24, isoDateTime } from '../../lib/dates';
import { NOTIFICATION_ICONS } from './icons';
import { notificationText } from './notificationText';

export interface NotificationItemProps {
  notification: Notification;
  /** Called when the user opens it (before the target screen shows). */
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: its type's icon, its text, its event (for a user of several events: the
 * server names it then) and its time (24-hour day/month/year), linking to its target. An unread
 * one is tinted, its text bold, with a dot that says "Unread".
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('notifications');
  const Icon = NOTIFICATION_ICONS[notification.message_name];
  const unread = !notification.is_read;
  return (
    <Link
      to={notificationTarget(notification)}
      className={unread ? 'notification-item notification-item--unread' : 'notification-item'}
      onClick={() => onOpen(notification)}
    >
      <span className="notification-item__icon">
        <Icon aria-hidden="true" size={20} />
      </span>
      <span className="notification-item__text">
        <span className="notification-item__message">{notificationText(tn, notification)}</span>
        {notification.event_name && (
          <span className="notification-item__event">
            <CalendarDays aria-hidden="true" size={14} />
            <span className="notification-item__event-name" dir="auto" aria-hidden="true">
              {notification.event_name}
            </span>
            <span className="visually-hidden">
              {t('notificationOfEvent', { event: notification.event_name })}
            </span>
          </span>
        )}
        <time
          className="notification-item__time tabular-nums"
          dateTime={isoDateTime(notification.created_at)}
        >
          {formatDateTime24(notification.created_at)}
        </time>
      </span>
      {unread && (
        <span className="notification-item__dot">
          <span className="visually-hidden">{t('notificationUnread')}</span>
        </span>
      )}
      <ChevronRight
        className="notification-item__chevron flip-in-rtl"
        aria-hidden="true"
        size={20}
      />
    </Link>
  );
}
