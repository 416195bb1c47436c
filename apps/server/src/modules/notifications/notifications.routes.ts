import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
} from '@kizuki/shared';
import { requireUser } from '../users/current-user.ts';
import { presentNotification, type NotificationsRepository } from './notifications.repository.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsRepository;
}> = async (app, { notifications }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count for the badge",
        querystring: NotificationListQuerySchema,
        response: {
          200: NotificationListResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, offset } = request.query;
      const page = await notifications.listForUser(user.id, { limit, offset });
      return {
        data: page.rows.map(presentNotification),
        total: page.total,
        limit,
        offset,
        unreadCount: page.unreadCount,
      };
    },
  );
};
