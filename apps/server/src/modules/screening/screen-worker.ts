import { parentPort } from 'node:worker_threads';
import { preScreen, traceScreen, type ScreenKind, type ScreenRules } from '@kizuki/shared';

/**
 * A unit's table as the screen runs it: the rules exactly as the product ships them, and the
 * rules an admin wrote or changed (null when there are none), each run on its own and their
 * findings merged by place, the rules the product ships first where two start and end alike.
 */
export interface ScreenTables {
  trusted: ScreenRules;
  untrusted: ScreenRules | null;
}

/** One screen, as screen-pool.ts sends it to a worker. */
export interface ScreenJob {
  id: number;
  tableKey: string;
  /** Sent with the first screen a worker runs with these tables; kept by key after that. */
  tables: ScreenTables | undefined;
  /** Forget every table kept before this one (the pool counts them alike). */
  forgetTables: boolean;
  text: string;
  kind: ScreenKind;
  lang: 'ja' | 'en';
  trace: boolean;
  /** Tests: wait until index 0 is not 0 before screening. */
  hold: Int32Array | undefined;
}

/** The tables over a text: the findings, and with `trace` the matches an exception silenced. */
export function screenWithTables(
  tables: ScreenTables,
  job: Pick<ScreenJob, 'text' | 'kind' | 'lang' | 'trace'>,
) {
  const run = (table: ScreenRules) =>
    job.trace
      ? traceScreen(job.text, job.kind, table, job.lang)
      : { findings: preScreen(job.text, job.kind, table, job.lang), silenced: [] };
  const here =
    tables.trusted.rules.length === 0 ? { findings: [], silenced: [] } : run(tables.trusted);
  if (!tables.untrusted) return here;
  const there = run(tables.untrusted);
  const byPlace = <T extends { start: number; end: number }>(a: T, b: T) =>
    a.start - b.start || a.end - b.end;
  return {
    findings: [...here.findings, ...there.findings].sort(byPlace),
    silenced: [...here.silenced, ...there.silenced].sort(byPlace),
  };
}

/**
 * The worker thread of screen-pool.ts: the screen off the event loop, where a RegExp that does not
 * end can be stopped (a worker can be terminated, a RegExp cannot be interrupted). Tables are kept
 * by key, so that a table crosses once and its RegExps are compiled once per worker.
 */
if (parentPort) {
  const port = parentPort;
  const tables = new Map<string, ScreenTables>();
  port.on('message', (job: ScreenJob) => {
    if (job.forgetTables) tables.clear();
    if (job.tables) tables.set(job.tableKey, job.tables);
    if (job.hold) Atomics.wait(job.hold, 0, 0);
    const started = performance.now();
    const result = screenWithTables(tables.get(job.tableKey)!, job);
    port.postMessage({ id: job.id, ms: performance.now() - started, ...result });
  });
  port.postMessage({ ready: true });
}
