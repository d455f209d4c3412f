import {
  apiErrorSchema,
  dashboardDotSchema,
  deleteNotificationsSchema,
  notificationCounterSchema,
  notificationReadQuerySchema,
  notificationsQuerySchema,
  notificationsResultSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import {
  deleteUserNotifications,
  listUserNotifications,
  readNotifications,
  removeDashboardDot,
  unreadNotificationCount,
} from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };
const tags = ['notifications'];

/** The signed-in user's own notifications (spec 3 §7); other areas write them through service.ts. */
export const notificationRoutes: RouteModule = (app) => {
  const { db } = app.deps.database;

  typed(app).get(
    '/api/user/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My notifications, newest first (8 a page), with their total',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResultSchema, ...errors },
      },
    },
    (request) =>
      listUserNotifications(db, requireAuth(request).user.id, request.query.page, request.query.size),
  );

  typed(app).get(
    '/api/user/notification-counter',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'How many of my notifications are unread (the header bell)',
        response: { 200: notificationCounterSchema, ...errors },
      },
    },
    (request) => unreadNotificationCount(db, requireAuth(request).user.id),
  );

  typed(app).post(
    '/api/user/notification_readed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Mark one of my notifications read, or all of them when id is empty; answers the unread count',
        querystring: notificationReadQuerySchema,
        response: { 200: notificationCounterSchema, ...errors },
      },
    },
    (request) => readNotifications(db, requireAuth(request).user.id, request.query.id),
  );

  typed(app).delete(
    '/api/user/delete-notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete the chosen notifications of mine, or all with deleteAll; answers the unread count',
        body: deleteNotificationsSchema,
        response: { 200: notificationCounterSchema, ...errors },
      },
    },
    (request) => deleteUserNotifications(db, requireAuth(request).user.id, request.body),
  );

  typed(app).get(
    '/api/user/remove-dashboard-dot',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Clear my sidebar's My Dashboard dot (on leaving My Dashboard)",
        response: { 200: dashboardDotSchema, ...errors },
      },
    },
    (request) => removeDashboardDot(db, requireAuth(request).user.id),
  );
};
