import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditActionName,
  auditObjectTypeName,
  AuditLogExportQuerySchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  tokyoDateTime,
  tokyoToday,
  type AuditEntry,
  type ExportLanguage,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import { exportLanguageOf } from '../exports/csv-export.ts';
import { changesText } from './audit-changes.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { createAuditRepository } from './audit-trail.repository.ts';
import { AUDIT_WORDS } from './audit-words.ts';
import { sendCsvFile } from '../exports/csv-file.ts';

const csvHeader = (lang: ExportLanguage) => {
  const words = AUDIT_WORDS[lang].header;
  return [
    words.id,
    words.at,
    words.actor,
    words.action,
    words.objectType,
    words.objectId,
    words.objectName,
    words.changes,
  ];
};

/** One entry as a row of the file: everything named in the language, the time in Tokyo. */
const cellsOf = (entry: AuditEntry, lang: ExportLanguage) => [
  entry.id,
  tokyoDateTime(new Date(entry.at)),
  entry.actor ? `${entry.actor.lastName} ${entry.actor.firstName}` : AUDIT_WORDS[lang].noActor,
  auditActionName(entry.action, lang),
  auditObjectTypeName(entry.objectType, lang),
  entry.objectId,
  entry.objectName,
  changesText(entry.changes),
];

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
          'Every transition, decision, inquiry, terms acceptance and admin change, with who, when (UTC), before and after, ' +
          'and for people to read: the object by name (found in the caller’s unit only) and the difference field by field, ' +
          'named in lang (ja, en; else Accept-Language’s first language when English, else Japanese). ' +
          'Narrow it with objectType and objectId, actorUserId, action (one of the known actions; a file action finds ' +
          'every kind of file) and from/to (Tokyo calendar dates, both included).',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
      config: { adminAction: 'read the audit trail' },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, offset, lang, ...filter } = request.query;
      const language = exportLanguageOf(request, lang);
      const page = await audit.list(user.unit, language, { ...filter, limit, offset });
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
          'the header, actions, objects and fields named in lang (as GET /audit-log), times in Tokyo, the difference ' +
          'as one line "field: before → after" per field; a cell that begins with =, +, - or @ is prefixed with an apostrophe. ' +
          'Streamed a page at a time, so a long trail is never held in memory. The export itself is audited ' +
          'before its first line (auditLog.export, with its filter).',
        querystring: AuditLogExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe(
              'CSV: id, time (Tokyo), who, action, object type, object id, object, changes',
            ),
          ...errorResponses(400, 401, 403),
        },
      },
      config: { adminAction: 'export the audit trail', isExport: true },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { lang, ...filter } = request.query;
      const language = exportLanguageOf(request, lang);
      // Recorded before the first line: a download stopped half-way has still been made.
      await appendAudit(db, {
        unit: admin.unit,
        actorUserId: admin.id,
        action: 'auditLog.export',
        objectType: 'unit',
        objectId: admin.unit,
        before: null,
        after: { filter, lang: language },
      });
      // Named by Tokyo's date, as the list exports are: UTC's is the day before until 09:00.
      return sendCsvFile(request, reply, {
        fileName: `kizuki-audit-${tokyoToday(new Date())}.csv`,
        list: 'auditLog',
        header: csvHeader(language),
        pages: (async function* () {
          for await (const page of audit.pages(admin.unit, language, filter)) {
            yield page.map((entry) => cellsOf(entry, language));
          }
        })(),
      });
    },
  );
};
