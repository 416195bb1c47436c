import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTIONS,
  MasterItemListQuerySchema,
  MasterItemListResponseSchema,
} from '@kizuki/shared';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import type { MasterDataRepository } from './master-data.repository.ts';

/** SPEC.md section 2: one list per collection path, of the caller's unit only. */
export const masterDataRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataRepository }> = async (
  app,
  { masterData },
) => {
  for (const collection of COLLECTIONS) {
    app.get(
      `/${collection}`,
      {
        schema: {
          tags: ['master data'],
          summary: `The ${collection} of the caller's unit, in wizard order`,
          querystring: MasterItemListQuerySchema,
          response: { 200: MasterItemListResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { limit, offset, diseaseGroupId, q, ids, status } = request.query;
        if (
          diseaseGroupId !== undefined &&
          !(await masterData.isDiseaseGroupOf(user.unit, diseaseGroupId))
        ) {
          throw notFound('disease group');
        }
        const page = await masterData.list(user.unit, collection, {
          limit,
          offset,
          diseaseGroupId,
          search: q || undefined,
          ids,
          status,
        });
        return { data: page.rows, total: page.total, limit, offset };
      },
    );
  }
};
