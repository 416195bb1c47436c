import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokyoToday, type ExportLanguage } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { loggableError } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { csvLine, UTF8_BOM } from './csv-cells.ts';
import type { UserRecord } from '../users/users.repository.ts';

/** The lists a user may export (issue 23): the post lists (timeline, post list, comments) and the tray. */
type ExportedList = 'posts' | 'tasks';

/** `true` when the exported list has no row (sent before the file; the rows are streamed). */
const EXPORT_EMPTY_HEADER = 'x-export-empty';

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
 * Sends a list as a CSV file, streamed: UTF-8 with a byte-order mark (Excel), one header row, then
 * a page of rows at a time, pulled by the response as the client reads (Readable.from waits for
 * the socket to drain before asking the next page), so memory holds one page, never the file.
 *
 * The first page is read before anything is sent: a query that fails then (the database down, a
 * bad statement) answers through the error handler (plugins/errors.ts, a 5xx, logged without the
 * statement's parameters) instead of a 200 cut short after its header. A page that fails later
 * can only cut the file short: that failure is logged here as `loggableError` and the stream ends
 * with a plain error, because Fastify logs the error that ends a stream whole, and a database
 * error's message carries the statement's parameters (the keyword, the user's id).
 *
 * One audit row per export that began to send, written when the stream ends (the row count is
 * known only then): `rows` handed to the connection and `complete: false` when the client went
 * away or a read failed half-way. Its query holds the keyword only as a hash and a length
 * (`auditedQuery`); the log line carries neither.
 */
export async function sendCsvExport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  user: UserRecord,
  csv: CsvExport,
) {
  const log = request.log;
  const pages = csv.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  async function* lines() {
    let rows = 0;
    let complete = false;
    try {
      yield UTF8_BOM + csvLine(csv.header);
      for (let page = first; !page.done; page = await pages.next()) {
        rows += page.value.length;
        yield page.value.map(csvLine).join('');
      }
      complete = true;
    } catch (error) {
      log.error({ err: loggableError(error, log), list: csv.list, rows }, 'csv export cut short');
      // eslint-disable-next-line preserve-caught-error -- the cause's message holds the parameters
      throw new Error(`the ${csv.list} export stopped after ${rows} rows: a page was not read`);
    } finally {
      // The client went away: let the reader end its walk.
      if (!complete) await pages.return?.().catch(() => undefined);
      // Awaited before the stream ends; a failure here is logged, the file is already sent.
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
    }
  }
  const fileName = `kizuki-${csv.fileStem}-${tokyoToday(new Date())}.csv`;
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      // The list has no row (its first page is empty): the web app says so instead of saving a
      // file of headers only. The file is still sent, for a script that asks.
      .header(EXPORT_EMPTY_HEADER, first.done || first.value.length === 0 ? 'true' : 'false')
      // A stream is sent as it is (Fastify serializes no stream); the route's schema documents
      // the text it carries.
      .send(Readable.from(lines(), { objectMode: false }))
  );
}
