import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrganizationListResponseSchema } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/schema.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from './current-user.ts';

/** Admin-only (registered in the admin scope): the unit's organizations, for the people screen. */
export const organizationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/organizations',
    {
      schema: {
        tags: ['users'],
        summary: "The unit's organizations, by name (admins only)",
        response: { 200: OrganizationListResponseSchema, ...errorResponses(401, 403) },
      },
      config: { adminAction: 'list the organizations' },
    },
    async (request) => {
      const admin = requireUser(request);
      const data = await db
        .select({ id: organizations.id, code: organizations.code, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.unit, admin.unit))
        .orderBy(asc(organizations.name), asc(organizations.id));
      return { data };
    },
  );
};
