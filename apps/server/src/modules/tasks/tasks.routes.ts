import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, TaskListQuerySchema, TaskListResponseSchema } from '@kizuki/shared';
import { requireUser } from '../users/current-user.ts';
import { presentTask, type TasksRepository } from './tasks.repository.ts';

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksRepository }> = async (
  app,
  { tasks },
) => {
  app.get(
    '/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: "The caller's tasks, newest first, with the open count for the task badge",
        querystring: TaskListQuerySchema,
        response: {
          200: TaskListResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, offset } = request.query;
      const page = await tasks.listForAssignee(user.id, { limit, offset }, new Date());
      return {
        data: page.rows.map(presentTask),
        total: page.total,
        limit,
        offset,
        openCount: page.openCount,
      };
    },
  );
};
