import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../../plugins/errors.ts';
import { csvLine, UTF8_BOM } from './csv-cells.ts';

type Cells = readonly (string | number | null)[];

/** `true` when the file has no row (sent before the file; the rows are streamed). */
const EMPTY_FILE_HEADER = 'x-export-empty';

export interface CsvFile {
  /** The file's name as the browser saves it. */
  fileName: string;
  /** What the log calls the file (`posts`, `auditLog`, `users`): never its content. */
  list: string;
  header: Cells;
  /** The rows, a page at a time, read as the client reads (a page is one chunk of the stream). */
  pages: AsyncIterable<readonly Cells[]> | Iterable<readonly Cells[]>;
  /**
   * Say when the file has no row (`x-export-empty: true`), so that the web app tells the user
   * instead of saving headers only: a list's export. An admin's file of no line is still the
   * template to fill in, and the audit trail's is saved as it is.
   */
  announceEmpty?: boolean;
  /**
   * Called once when the stream ends: how many rows were handed to the connection, and whether
   * all of them (false when the client went away or a page could not be read).
   */
  onEnd?: (sent: { rows: number; complete: boolean }) => Promise<void>;
}

/**
 * Sends a CSV file, streamed (issue 42: the one sender of the list exports, the audit trail's and
 * the admin's files, which each wrote their own): UTF-8 with a byte-order mark (Excel), one header
 * row, then a page of rows at a time, pulled by the response as the client reads (Readable.from
 * waits for the socket to drain before asking the next page), so memory holds one page.
 *
 * The first page is read before anything is sent: a query that fails then (the database down, a
 * bad statement) answers through the error handler (plugins/errors.ts, a 5xx, logged without the
 * statement's parameters) instead of a 200 cut short after its header. A page that fails later
 * can only cut the file short: that failure is logged here as `loggableError` and the stream ends
 * with a plain error, because Fastify logs the error that ends a stream whole, and a database
 * error's message carries the statement's parameters (a keyword, a user's id).
 */
export async function sendCsvFile(request: FastifyRequest, reply: FastifyReply, file: CsvFile) {
  const log = request.log;
  // One walk whatever the pages are (a list's reader, or lines already read); ending it ends theirs.
  const pages = (async function* (): AsyncGenerator<readonly Cells[], void, undefined> {
    yield* file.pages;
  })();
  const first = await pages.next();
  async function* lines() {
    let rows = 0;
    let complete = false;
    try {
      yield UTF8_BOM + csvLine(file.header);
      for (let page = first; !page.done; page = await pages.next()) {
        rows += page.value.length;
        yield page.value.map(csvLine).join('');
      }
      complete = true;
    } catch (error) {
      log.error({ err: loggableError(error, log), list: file.list, rows }, 'csv export cut short');
      // eslint-disable-next-line preserve-caught-error -- the cause's message holds the parameters
      throw new Error(`the ${file.list} export stopped after ${rows} rows: a page was not read`);
    } finally {
      // The client went away: let the reader end its walk.
      if (!complete) await pages.return(undefined).catch(() => undefined);
      // Awaited before the stream ends; a failure there is its owner's to log.
      await file.onEnd?.({ rows, complete });
    }
  }
  if (file.announceEmpty) {
    // The file is still sent, for a script that asks.
    reply.header(EMPTY_FILE_HEADER, first.done || first.value.length === 0 ? 'true' : 'false');
  }
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      // A stream is sent as it is (Fastify serializes no stream); the route's schema documents
      // the text it carries.
      .send(Readable.from(lines(), { objectMode: false }))
  );
}
