import { useTranslation } from 'react-i18next';
import { Bell, CheckCheck } from 'lucide-react';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsResponse,
} from '../../../shared/api/notifications';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { QueryView } from '../../components/QueryView';
import { apiErrorText } from '../../lib/api';
import { showToast } from '../../lib/toast';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api';
import { NotificationItem } from './NotificationItem';
import { NotificationItemSkeleton } from './NotificationItemSkeleton';
import './Notifications.css';

/**
 * /notifications: the user's notifications, newest first, unread ones highlighted; opening one
 * marks it read and leads to its target. "Mark all as read" shows while any is unread.
 */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  const notifications = useNotifications();

  return (
    <section className="screen">
      <h1>{t('notifications')}</h1>
      <QueryView
        query={notifications}
        loading={<GridSkeleton columns={1} card={<NotificationItemSkeleton />} count={6} />}
      >
        {(answer) =>
          answer.notifications.length > 0 ? (
            <NotificationList answer={answer} />
          ) : (
            <EmptyState
              message={t('noNotificationsFound')}
              icon={<Bell aria-hidden="true" size={40} />}
            />
          )
        }
      </QueryView>
    </section>
  );
}

function NotificationList({ answer }: { answer: NotificationsResponse }) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const markAll = () =>
    markAllRead.mutate(undefined, {
      onError: (error) => {
        console.error('Failed to mark notifications read', error);
        showToast(apiErrorText(error), 'error');
      },
    });

  return (
    <>
      {answer.unread_count > 0 && (
        <div className="notifications-toolbar">
          <p className="notifications-toolbar__count tabular-nums">
            {t('notificationsUnreadCount', { count: answer.unread_count })}
          </p>
          <button
            type="button"
            className="notifications-toolbar__mark-all"
            onClick={markAll}
            disabled={markAllRead.isPending}
            aria-busy={markAllRead.isPending || undefined}
          >
            <CheckCheck aria-hidden="true" size={18} />
            {t('notificationsMarkAllRead')}
          </button>
        </div>
      )}
      <CardGrid
        columns={1}
        items={answer.notifications}
        itemKey={(notification) => notification.id}
        itemHeight={92}
        label={t('notifications')}
        renderItem={(notification) => (
          <NotificationItem
            notification={notification}
            onOpen={(opened) => {
              if (!opened.is_read) markRead.mutate(opened.id);
            }}
          />
        )}
      />
      {answer.notifications.length >= NOTIFICATIONS_PAGE_SIZE && (
        <p className="text-muted notifications-limit">
          {t('notificationsNewestShown', { count: NOTIFICATIONS_PAGE_SIZE })}
        </p>
      )}
    </>
  );
}
