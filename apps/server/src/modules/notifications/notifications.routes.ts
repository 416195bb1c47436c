import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationReadResponseSchema,
  NotificationSchema,
} from '@kizuki/shared';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import type { PollVersions } from '../changes/poll-versions.ts';
import { requireUser } from '../users/current-user.ts';
import { presentNotification, type NotificationsRepository } from './notifications.repository.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsRepository;
  pollVersions: PollVersions;
}> = async (app, { notifications, pollVersions }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count for the badge",
        querystring: NotificationListQuerySchema,
        response: {
          200: NotificationListResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (await pollVersions.answeredUnchanged(request, reply, user, new Date())) return reply;
      const { limit, offset } = request.query;
      const page = await notifications.listForUser(user.id, request.query);
      return {
        data: page.rows.map(presentNotification),
        total: page.total,
        limit,
        offset,
        unreadCount: page.unreadCount,
      };
    },
  );

  app.get(
    '/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One of the caller’s notifications',
        description: 'Reading it does not mark it read: the client does that when it is opened.',
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await notifications.findForUser(requireUser(request).id, request.params.id);
      if (!found) throw notFound('notification');
      return presentNotification(found);
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read (idempotent)',
        params: IdParamsSchema,
        response: { 200: NotificationReadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const result = await notifications.markRead(requireUser(request).id, request.params.id);
      if (!result.found) throw notFound('notification');
      return { unreadCount: result.unreadCount };
    },
  );

  app.put(
    '/notifications/read',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all the caller’s notifications read (idempotent)',
        response: { 200: NotificationReadResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const result = await notifications.markRead(requireUser(request).id, null);
      return { unreadCount: result.unreadCount };
    },
  );
};
