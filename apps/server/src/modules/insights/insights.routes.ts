import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightsQuerySchema, InsightsSchema } from '@kizuki/shared';
import { canViewInsights, FILTER_FIELDS, type PostFilters } from '@kizuki/shared/rules';
import type { Database } from '../../db/database.ts';
import { errorResponses, forbidden } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import { readInsights } from './insights.repository.ts';

export const insightsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/insights',
    {
      schema: {
        tags: ['insights'],
        summary: "The unit's published posts and reactions counted by week and classification",
        description:
          'For the PMO group and admins. The period is whole Tokyo weeks (Monday first): the weeks `from` and `to` fall in.',
        querystring: InsightsQuerySchema,
        response: { 200: InsightsSchema, ...errorResponses(400, 401, 403) },
      },
      // The role first: someone who may not read the insights learns nothing from their checks.
      preValidation: async (request) => {
        if (!canViewInsights(requireUser(request))) {
          throw forbidden('the insights are for the PMO group and admins');
        }
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { from, to, ...query } = request.query;
      const filters: PostFilters = {};
      for (const field of FILTER_FIELDS) if (query[field]) filters[field] = query[field];
      return readInsights(db, { unit: user.unit, from, to, filters });
    },
  );
};
