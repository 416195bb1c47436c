import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationListQuerySchema, NotificationListResponseSchema } from '@kizuki/shared';
import { errorResponses } from '../../plugins/errors.ts';
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
        response: { 200: NotificationListResponseSchema, ...errorResponses(400, 401, 403) },
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
