import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogQuerySchema, AuditLogResponseSchema } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import { createAuditRepository } from './audit.repository.ts';

/** Admin-only: registered in the admin scope (app.ts), whose hook refuses everyone else. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const audit = createAuditRepository(db);
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary: "The unit's audit trail, newest first (admins only)",
        description:
          'Every transition, decision, inquiry, terms acceptance and admin change, with who, when (UTC), before and after. Narrow it with objectType and objectId, and with actorUserId.',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { adminAction: 'read the audit trail' },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, offset } = request.query;
      const page = await audit.list(user.unit, request.query);
      return { data: page.rows, total: page.total, limit, offset };
    },
  );
};
