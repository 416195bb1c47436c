import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TaskListQuerySchema, TaskListResponseSchema } from '@kizuki/shared';
import { errorResponses } from '../../plugins/errors.ts';
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
        response: { 200: TaskListResponseSchema, ...errorResponses(400, 401, 403) },
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
