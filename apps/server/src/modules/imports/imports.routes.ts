import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImportBodySchema, ImportKindParamsSchema, ImportReportSchema } from '@kizuki/shared';
import { COLUMNS, importCsv, readStoredLines } from '../../admin/import.ts';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { sendCsvFile } from '../exports/csv-file.ts';
import { requireUser } from '../users/current-user.ts';

/** A file of up to 2,000,000 characters, each up to three bytes in UTF-8, in a JSON string. */
const IMPORT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Admin-only (registered in the admin scope, issue 20): the command line's import and an export in
 * the same format, from the screen, for the admin's unit only.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/imports/:kind',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Import a CSV file of people, offices or master data into the unit (admins)',
        description:
          'The format of `npm run admin -- import` (docs/administration.md). Every line is checked first; a ' +
          'file with any bad line changes nothing and its report names each line (ok: false). A line of ' +
          'another unit is a bad line (a person another unit has is registered anew in this one). With dryRun the report ' +
          'says what would change (the counts, and each changed line before and after) and nothing is ' +
          'written; without it, the file is applied in one transaction, audited per changed line ' +
          '(admin.import.KIND.line) and as a whole (admin.import.KIND). The same file twice changes nothing.',
        params: ImportKindParamsSchema,
        body: ImportBodySchema,
        response: { 200: ImportReportSchema, ...errorResponses(400, 401, 403, 413) },
      },
      config: { adminAction: 'import a file' },
    },
    async (request) => {
      const admin = requireUser(request);
      const { csv, dryRun } = request.body;
      const outcome = await importCsv(db, request.params.kind, csv, {
        actorUserId: admin.id,
        unit: admin.unit,
        dryRun,
      });
      return outcome.ok
        ? { ok: true, dryRun, errors: [], counts: outcome.counts, changes: outcome.changes }
        : { ok: false, dryRun, errors: outcome.errors, counts: null, changes: [] };
    },
  );

  app.get(
    '/exports/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: "The unit's people, offices or master data as the import's CSV file (admins)",
        description:
          'The columns of the import file of the kind, so that a file exported, edited and imported ' +
          'again changes only what was edited. UTF-8 with a byte-order mark; a cell that begins with =, ' +
          '+, - or @ is prefixed with an apostrophe. Audited (admin.export.KIND).',
        params: ImportKindParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: the columns of the kind'),
          ...errorResponses(400, 401, 403),
        },
      },
      config: { adminAction: 'export a file', isExport: true },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const admin = requireUser(request);
      const { kind } = request.params;
      const lines = await readStoredLines(db, kind, admin.unit);
      await appendAudit(db, {
        unit: admin.unit,
        actorUserId: admin.id,
        action: `admin.export.${kind}`,
        objectType: 'import',
        objectId: kind,
        before: null,
        after: { lines: lines.length },
      });
      const columns = COLUMNS[kind];
      return sendCsvFile(request, reply, {
        fileName: `kizuki-${kind}.csv`,
        list: kind,
        header: columns,
        // Read whole above (the audit row counts them): one page.
        pages: [lines.map((line) => columns.map((column) => line[column] ?? ''))],
      });
    },
  );
};
