import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentReportSchema,
  CreateRedactionBodySchema,
  CreateReportBodySchema,
  IdParamsSchema,
  RedactionSchema,
  ResolveReportBodySchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { idempotentWrite } from '../../plugins/idempotency.ts';
import { requireUser } from '../users/current-user.ts';
import { redactPost } from './redaction.service.ts';
import { createReport, reportVisibleTo, resolveReport } from './reports.service.ts';

/** Reporting content and reading a report: any reader, and the report's handlers (issue 19). */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/posts/:id/reports',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Report published content: a task for the unit’s admins (and safety contacts)',
        description:
          'Any reader of a published (or archived) post, reply or quote of their unit, not their own (403 ownContent). A possible adverse event also reaches the safety contacts and is due the next working day. The same reader, post and reason again answers 200 with the first report; send an Idempotency-Key header to make a retry safe.',
        params: IdParamsSchema,
        body: CreateReportBodySchema,
        response: {
          201: ContentReportSchema,
          200: ContentReportSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await idempotentWrite(db, request, user.id, async (tx) => {
        const { created, report } = await createReport(
          tx,
          user,
          request.params.id,
          request.body,
          new Date(),
        );
        return { statusCode: created ? 201 : 200, body: report };
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode === 200 ? 200 : 201).send(result.body);
    },
  );

  app.get(
    '/reports/:id',
    {
      schema: {
        tags: ['compliance'],
        summary: 'A report, to the unit’s admins and the assignees of its tasks',
        params: IdParamsSchema,
        response: { 200: ContentReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reportVisibleTo(db, requireUser(request), request.params.id),
  );
};

/** Resolving reports and redacting content: admins of the unit (registered in the admin scope). */
export const complianceAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/reports/:id/resolve',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Dismiss a report, or unpublish the post it is about (admins)',
        description:
          'Unpublishing tells the author as any unpublish does and resolves every open report of the post. The report’s tasks become done. The same action again answers the report unchanged; another action on a resolved report answers 409 invalidTransition.',
        params: IdParamsSchema,
        body: ResolveReportBodySchema,
        response: { 200: ContentReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { adminAction: 'resolve a report' },
    },
    async (request) => resolveReport(db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/posts/:id/redactions',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Redact a post, reply or quote everywhere it is stored (admins)',
        description:
          'Every occurrence of `passage` (or the whole text when it is left out) becomes ■■■ in the content, its drafts’ earlier versions in the audit trail, task and notification titles, and stored answers. A passage not in the current text answers 400 naming body.passage; the whole text of a post already wholly redacted, 409 invalidTransition. What stays is a record with a salted SHA-256 of the removed text. Send an Idempotency-Key header to make a retry safe.',
        params: IdParamsSchema,
        body: CreateRedactionBodySchema,
        response: { 201: RedactionSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { adminAction: 'redact content' },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await idempotentWrite(db, request, user.id, async (tx) => ({
        statusCode: 201,
        body: await redactPost(tx, user, request.params.id, request.body),
      }));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body);
    },
  );
};
