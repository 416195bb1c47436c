import { parentPort } from 'node:worker_threads';
import { preScreen, traceScreen, type ScreenKind, type ScreenRules } from '@kizuki/shared';

/**
 * The worker thread of screen-pool.ts: runs rules an admin wrote, which the main thread must not
 * run (a RegExp cannot be interrupted, a worker can be terminated). Tables are kept by key, so a
 * table's RegExps are compiled once per worker, not once per request.
 */
export interface ScreenJob {
  id: number;
  tableKey: string;
  table: ScreenRules;
  text: string;
  kind: ScreenKind;
  lang: 'ja' | 'en';
  trace: boolean;
}

const tables = new Map<string, ScreenRules>();

parentPort!.on('message', (job: ScreenJob) => {
  let table = tables.get(job.tableKey);
  if (!table) {
    if (tables.size >= 20) tables.clear();
    table = job.table;
    tables.set(job.tableKey, table);
  }
  const result = job.trace
    ? traceScreen(job.text, job.kind, table, job.lang)
    : { findings: preScreen(job.text, job.kind, table, job.lang), silenced: [] };
  parentPort!.postMessage({ id: job.id, ...result });
});
parentPort!.postMessage({ ready: true });
