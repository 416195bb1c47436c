import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSavedSearchBodySchema,
  MAX_SAVED_SEARCHES,
  IdParamsSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  UpdateSavedSearchBodySchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { AppError, errorResponses, notFound } from '../../plugins/errors.ts';
import { idempotentWrite } from '../../plugins/idempotency.ts';
import { requireUser } from '../users/current-user.ts';
import { createSavedSearchesRepository, presentSavedSearch } from './saved-searches.repository.ts';

/**
 * /saved-searches: the caller's own saved searches (issue 23). Another person's answers 404, as
 * does one saved in another unit.
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: "The caller's saved searches, oldest first",
        response: { 200: SavedSearchListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await createSavedSearchesRepository(db).list(requireUser(request));
      return { data: rows.map(presentSavedSearch) };
    },
  );

  app.post(
    '/saved-searches',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['saved-searches'],
        summary: "Save the timeline's keyword and filters under a name",
        description: `At most ${MAX_SAVED_SEARCHES} per person: the next answers 409 limitReached. Names need not be unique. Send an Idempotency-Key header to make a retry safe: the same key answers the first result.`,
        body: CreateSavedSearchBodySchema,
        response: { 201: SavedSearchSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { name, keyword, filters, notify } = request.body;
      const result = await idempotentWrite(db, request, user.id, async (tx) => {
        const repository = createSavedSearchesRepository(tx);
        if ((await repository.countLocked(user)) >= MAX_SAVED_SEARCHES) {
          throw new AppError(
            409,
            'limitReached',
            `at most ${MAX_SAVED_SEARCHES} saved searches per person: delete one first`,
            { limit: MAX_SAVED_SEARCHES },
          );
        }
        const row = await repository.insert(user, {
          name,
          keyword: keyword ?? '',
          filters,
          notify,
        });
        return { statusCode: 201, body: presentSavedSearch(row) };
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body);
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['saved-searches'],
        summary: 'Rename a saved search, or turn its notices on or off',
        params: IdParamsSchema,
        body: UpdateSavedSearchBodySchema,
        response: { 200: SavedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await createSavedSearchesRepository(db).update(
        requireUser(request),
        request.params.id,
        request.body,
      );
      if (!row) throw notFound('saved search');
      return presentSavedSearch(row);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['saved-searches'],
        summary: 'Delete a saved search',
        description:
          'Send an Idempotency-Key header to make a retry safe: the same key answers the first result (204), where one already deleted answers 404.',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await idempotentWrite(db, request, user.id, async (tx) => {
        const removed = await createSavedSearchesRepository(tx).remove(user, request.params.id);
        if (!removed) throw notFound('saved search');
        // The stored answer must be JSON; a 204 sends no body whatever is stored.
        return { statusCode: 204, body: {} };
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(204).send(null);
    },
  );
};
