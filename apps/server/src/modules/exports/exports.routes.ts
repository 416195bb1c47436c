import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PostExportQuerySchema, TaskExportQuerySchema } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import type { TasksRepository } from '../tasks/tasks.repository.ts';
import { exportLanguageOf, sendCsvExport } from './csv-export.ts';
import { postExport } from './post-export.ts';
import { taskExport } from './task-export.ts';

const CSV_FORMAT =
  'UTF-8 with a byte-order mark (Excel reads it as UTF-8), one header row in the language, dates and times in Tokyo time; ' +
  'a cell that begins with =, +, - or @ is prefixed with an apostrophe. Streamed a page at a time, so a long list is ' +
  'never held in memory. Each export is audited when it ends (posts.export / tasks.export: the query, the keyword ' +
  'as its SHA-256 and length only, the language, the rows sent and whether the file was complete). lang (ja, en) names the header and the ' +
  "classification; without it the Accept-Language header's first language (en), else Japanese. Rate-limited per user.";

/** A list export's answers: the file, whose columns `columns` names, or the errors. */
const csvListResponses = (columns: string) => ({
  200: z.string().describe(`CSV: ${columns}`),
  ...errorResponses(400, 401, 403, 429),
});

/** CSV exports of the lists a user sees (issue 23): the post lists and the task tray. */
export const exportsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  tasks: TasksRepository;
  /**
   * What the links in a file begin with: the configured PUBLIC_URL, never the request's Host or
   * X-Forwarded-Host, which a client chooses and a file outlives.
   */
  publicUrl: string;
}> = async (app, { db, tasks, publicUrl }) => {
  app.get(
    '/posts/export.csv',
    {
      config: { isExport: true },
      // No HEAD: Fastify would run the whole export for it, spend the limit and audit a file
      // nobody received.
      exposeHeadRoute: false,
      schema: {
        tags: ['posts', 'exports'],
        summary: 'A post list as a CSV file: exactly what GET /posts lists for the same query',
        description:
          'The query of GET /posts without limit and offset: the timeline and the post list (filters, keyword, sort), ' +
          "mine=true with status (one's own posts), kind=reply (the comments). " +
          CSV_FORMAT,
        querystring: PostExportQuerySchema,
        produces: ['text/csv'],
        response: csvListResponses(
          'id, kind, status, published and created (Tokyo), author, organization, the unit’s classification steps by name, text, likes, same here, tell me more, comments, quotes, reply-to id, quoted id, link',
        ),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { lang, ...query } = request.query;
      const language = exportLanguageOf(request, lang);
      const csv = postExport(db, user, request.query, language, publicUrl);
      return sendCsvExport(request, reply, db, user, {
        list: 'posts',
        fileStem:
          request.query.kind === 'reply' ? 'comments' : request.query.mine ? 'my-posts' : 'posts',
        query,
        lang: language,
        ...csv,
      });
    },
  );

  app.get(
    '/tasks/export.csv',
    {
      config: { isExport: true },
      // No HEAD: Fastify would run the whole export for it, spend the limit and audit a file
      // nobody received.
      exposeHeadRoute: false,
      schema: {
        tags: ['tasks', 'exports'],
        summary:
          "The caller's task tray as a CSV file: exactly what GET /tasks lists for the same query",
        description:
          'The query of GET /tasks without limit and offset (status, type, keyword). ' + CSV_FORMAT,
        querystring: TaskExportQuerySchema,
        produces: ['text/csv'],
        response: csvListResponses(
          'id, type, status, title, question, due date, created (Tokyo), requested by, post id, decided (Tokyo), decision comment, link',
        ),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { lang, ...query } = request.query;
      const language = exportLanguageOf(request, lang);
      const csv = taskExport(tasks, user.id, request.query, language, publicUrl);
      return sendCsvExport(request, reply, db, user, {
        list: 'tasks',
        fileStem: 'tasks',
        query,
        lang: language,
        ...csv,
      });
    },
  );
};
