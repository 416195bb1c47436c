import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDABLE_COLLECTIONS,
  COLLECTIONS,
  CreateMasterItemBodySchema,
  IdParamsSchema,
  MasterItemSchema,
  UpdateMasterItemBodySchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import { createMasterItem, updateMasterItem } from './master-data.service.ts';

/**
 * Admin-only (registered in the admin scope, issue 20): add to and change the nine collections of
 * the admin's unit. Reading them is GET /{collection}, for everyone of the unit.
 */
export const masterDataAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  for (const collection of ADDABLE_COLLECTIONS) {
    app.post(
      `/${collection}`,
      {
        schema: {
          tags: ['master data'],
          summary: `Add to the ${collection} of the unit (admins)`,
          description:
            'Audited (masterItem.create). The code is the key an import file uses: the same body again ' +
            'answers the same 201 with the item (a retry adds nothing twice); another item of that ' +
            'code answers 409.',
          body: CreateMasterItemBodySchema,
          response: { 201: MasterItemSchema, ...errorResponses(400, 401, 403, 409) },
        },
        config: { adminAction: `add to the ${collection}` },
      },
      async (request, reply) => {
        const admin = requireUser(request);
        const { item } = await db.transaction((tx) =>
          createMasterItem(tx, admin, collection, request.body),
        );
        return reply.code(201).send(item);
      },
    );
  }

  for (const collection of COLLECTIONS) {
    app.patch(
      `/${collection}/:id`,
      {
        schema: {
          tags: ['master data'],
          summary: `Change one of the ${collection} of the unit (admins)`,
          description:
            'Any of nameJa, nameEn, order, color, diseaseGroupIds and active (false retires it: it ' +
            'leaves the wizard, and a submission naming it is refused, while the posts that name it ' +
            'and the filters keep it). Audited (masterItem.update); setting what is set changes nothing.',
          params: IdParamsSchema,
          body: UpdateMasterItemBodySchema,
          response: { 200: MasterItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        config: { adminAction: `change the ${collection}` },
      },
      async (request) => {
        const admin = requireUser(request);
        return db.transaction((tx) =>
          updateMasterItem(tx, admin, collection, request.params.id, request.body),
        );
      },
    );
  }
};
