import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokyoToday, type ExportLanguage } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { loggableError } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { sendCsvFile } from './csv-file.ts';
import type { UserRecord } from '../users/users.repository.ts';

/** The lists a user may export (issue 23): the post lists (timeline, post list, comments) and the tray. */
type ExportedList = 'posts' | 'tasks';

type Cells = readonly (string | number | null)[];

export interface CsvExport {
  list: ExportedList;
  /**
   * The file's name before its date: which list it is (`posts`, `my-posts`, `comments`, `tasks`),
   * so that two lists exported the same day do not save over each other.
   */
  fileStem: string;
  /** The list's query as validated, the keyword included: what the audit row records. */
  query: Record<string, unknown>;
  lang: ExportLanguage;
  header: Cells;
  /** The list's rows as cells, a page at a time, read by key as the stream asks for more. */
  pages: AsyncIterable<Cells[]>;
}

/**
 * The query as the audit row keeps it: the keyword as its SHA-256 and length, never its text. A
 * keyword is free text (a name, a patient's detail), and redaction (redaction.service.ts) rewrites
 * only the audit rows of posts, tasks and reports: a keyword kept here would outlive it. The hash
 * still lets the compliance office confirm that an export searched for a word it suspects.
 */
function auditedQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { keyword, ...rest } = query;
  if (typeof keyword !== 'string' || keyword === '') return rest;
  return {
    ...rest,
    keywordSha256: createHash('sha256').update(keyword).digest('hex'),
    keywordLength: [...keyword].length,
  };
}

/**
 * The language of an export: the `lang` parameter (the web app sends the language the user chose),
 * else the first language of Accept-Language when it is English, else Japanese (SPEC.md's default).
 */
export function exportLanguageOf(request: FastifyRequest, lang: ExportLanguage | undefined) {
  if (lang) return lang;
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ja';
}

/**
 * Sends a list as a CSV file (sendCsvFile, csv-file.ts), with one audit row per export that began
 * to send, written when the stream ends (the row count is known only then): `rows` handed to the
 * connection and `complete: false` when the client went away or a read failed half-way. Its query
 * holds the keyword only as a hash and a length (`auditedQuery`); the log line carries neither.
 */
export async function sendCsvExport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  user: UserRecord,
  csv: CsvExport,
) {
  const log = request.log;
  return sendCsvFile(request, reply, {
    fileName: `kizuki-${csv.fileStem}-${tokyoToday(new Date())}.csv`,
    list: csv.list,
    header: csv.header,
    pages: csv.pages,
    announceEmpty: true,
    onEnd: async ({ rows, complete }) => {
      // A failure here is logged: the file is already sent.
      await appendAudit(db, {
        unit: user.unit,
        actorUserId: user.id,
        action: `${csv.list}.export`,
        objectType: 'unit',
        objectId: user.unit,
        before: null,
        after: { query: auditedQuery(csv.query), lang: csv.lang, rows, complete },
      }).catch((error: unknown) =>
        log.error(
          { err: loggableError(error, log), list: csv.list },
          'export audit row not written',
        ),
      );
      // Which list and how much, never the keyword or the filters' values.
      log.info({ list: csv.list, rows, complete }, 'csv export');
    },
  });
}
