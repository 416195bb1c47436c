import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditLogFilterSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  tokyoToday,
  type AuditEntry,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import { appendAudit, createAuditRepository } from './audit.repository.ts';
import { csvLine, UTF8_BOM } from './csv-cells.ts';

const CSV_HEADER = [
  'id',
  'at',
  'actorUserId',
  'actor',
  'action',
  'objectType',
  'objectId',
  'before',
  'after',
];

const csvOf = (entry: AuditEntry) =>
  csvLine([
    entry.id,
    entry.at,
    entry.actorUserId,
    entry.actor ? `${entry.actor.lastName} ${entry.actor.firstName}` : null,
    entry.action,
    entry.objectType,
    entry.objectId,
    entry.before === null ? null : JSON.stringify(entry.before),
    entry.after === null ? null : JSON.stringify(entry.after),
  ]);

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
          'Every transition, decision, inquiry, terms acceptance and admin change, with who, when (UTC), before and after. ' +
          'Narrow it with objectType and objectId, actorUserId, action (a prefix: user. finds every action on users) and ' +
          'from/to (Tokyo calendar dates, both included).',
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

  app.get(
    '/audit-log/export',
    {
      schema: {
        tags: ['audit'],
        summary: "The unit's audit trail as a CSV file, newest first (admins only)",
        description:
          'The filter of GET /audit-log without paging. UTF-8 with a byte-order mark (Excel reads it as UTF-8); ' +
          'before and after as JSON; a cell that begins with =, +, - or @ is prefixed with an apostrophe. ' +
          'Streamed a page at a time, so a long trail is never held in memory. The export itself is audited ' +
          'before its first line (auditLog.export, with its filter).',
        querystring: AuditLogFilterSchema,
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe(
              'CSV: id, at, actorUserId, actor, action, objectType, objectId, before, after',
            ),
          ...errorResponses(400, 401, 403),
        },
      },
      config: { adminAction: 'export the audit trail' },
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const filter = request.query;
      // Recorded before the first line: a download stopped half-way has still been made.
      await appendAudit(db, {
        unit: admin.unit,
        actorUserId: admin.id,
        action: 'auditLog.export',
        objectType: 'unit',
        objectId: admin.unit,
        before: null,
        after: { filter },
      });
      async function* lines() {
        yield UTF8_BOM + csvLine(CSV_HEADER);
        for await (const entry of audit.each(admin.unit, filter)) yield csvOf(entry);
      }
      // Named by Tokyo's date, as the list exports are: UTC's is the day before until 09:00.
      const day = tokyoToday(new Date());
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kizuki-audit-${day}.csv"`)
          // A stream is sent as it is (Fastify serializes no stream); the schema documents the text.
          .send(Readable.from(lines()) as unknown as string)
      );
    },
  );
};
