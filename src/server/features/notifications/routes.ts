/**
 * The notifications area's routes: the user's list (GET /notifications) and its read state
 * (POST /notifications/read for one opened, /notifications/read-all for "Mark all as read").
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  notificationsRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
} from '../../../shared/api/notifications';
import { route } from '../../http/route';
import { markAllNotificationsRead, markNotificationRead, notificationsOf } from './service';

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, notificationsRoute, async (req) => notificationsOf(app, req.session.userId));

  route(app, readNotificationRoute, async (req) => {
    await markNotificationRead(app, req.session.userId, req.body.id);
    return { message: 'notificationRead' as const };
  });

  route(app, readAllNotificationsRoute, async (req) => {
    await markAllNotificationsRead(app, req.session.userId);
    return { message: 'notificationsRead' as const };
  });
};
