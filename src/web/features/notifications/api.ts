/**
 * The notifications area's reads and writes: the user's list, and its read state. Opening a
 * notification marks it read in the cached list at once, so the list shows it read when the
 * user comes back, and then on the server; the list is refetched either way.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  notificationsRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
  type NotificationsResponse,
} from '../../../shared/api/notifications';
import { call } from '../../lib/api';
import { invalidateRead, readKey, useRead } from '../../lib/useRead';

export function useNotifications() {
  return useRead(notificationsRoute, undefined);
}

/** The cached list with these notifications read (all of them without ids). */
function markedRead(list: NotificationsResponse, id?: number): NotificationsResponse {
  const opened = (n: { id: number }) => id === undefined || n.id === id;
  const newlyRead = list.notifications.filter((n) => opened(n) && !n.is_read).length;
  return {
    notifications: list.notifications.map((n) => (opened(n) ? { ...n, is_read: true } : n)),
    unread_count: id === undefined ? 0 : Math.max(0, list.unread_count - newlyRead),
  };
}

function updateCachedList(queryClient: QueryClient, id?: number) {
  queryClient.setQueryData<NotificationsResponse>(
    readKey(notificationsRoute),
    (list) => list && markedRead(list, id),
  );
}

/** Marks an opened notification read; a failure is only logged (the user is on its target). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(readNotificationRoute, { body: { id } }),
    onMutate: (id) => updateCachedList(queryClient, id),
    onError: (error) => console.error('Failed to mark notification read', error),
    onSettled: () => invalidateRead(queryClient, notificationsRoute),
  });
}

/** "Mark all as read"; the caller toasts a failure. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(readAllNotificationsRoute),
    onSuccess: () => updateCachedList(queryClient),
    onSettled: () => invalidateRead(queryClient, notificationsRoute),
  });
}
