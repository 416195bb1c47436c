import { parentPort } from 'node:worker_threads';
import {
  EVENT_CLASSIFIER_RULE_ID,
  eventsBlock,
  preScreen,
  traceScreen,
  type EventModel,
  type ScreenFinding,
  type ScreenKind,
  type ScreenMemo,
  type ScreenRules,
  type SentenceResult,
} from '@kizuki/shared';
import { BUILT_IN_EVENT_MODEL } from '@kizuki/shared/event-model';
import { LRUCache } from 'lru-cache';

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
  /** Whose screens share remembered sentences (the writer's id): see preScreen. */
  owner: string | undefined;
  /** Tests: wait until index 0 is not 0 before screening. */
  hold: Int32Array | undefined;
}

/**
 * What this thread remembers of the sentences it screened (preScreen's memo): each sentence's
 * hits, by table and writer, so that the composer's next screen of the same text with one
 * sentence changed matches only that sentence. A writer's sentences are found only by their own
 * screens (no one learns from the time a screen takes what someone else wrote). Bounded by
 * entries and by size (a key's characters, a hit as 8); in memory only, never logged.
 */
const remembered = new LRUCache<string, SentenceResult>({
  max: 20_000,
  maxSize: 4_000_000,
  sizeCalculation: (result, key) => key.length + 8 * (result.hits.length + 1),
});

/** The memo of one table (`part` of the tables under `tableKey`) for one writer. */
function memoOf(tableKey: string, part: string, owner: string): ScreenMemo {
  const prefix = `${tableKey}\u0000${part}\u0000${owner}\u0000`;
  return {
    get: (key) => remembered.get(prefix + key),
    set: (key, result) => remembered.set(prefix + key, result),
  };
}

/**
 * The tables over a text: the findings, and with `trace` the matches an exception silenced. The
 * event classifier reads the text with the rules the product ships, also when a unit has turned
 * every one of them off; a sentence it flags where a unit's own rule found an event keeps only the
 * rule's finding (as where a shipped rule did).
 */
export function screenWithTables(
  tables: ScreenTables,
  job: Pick<ScreenJob, 'text' | 'kind' | 'lang' | 'trace' | 'owner' | 'tableKey'>,
) {
  const run = (table: ScreenRules, part: string, events?: EventModel) =>
    job.trace
      ? traceScreen(job.text, job.kind, table, job.lang, { events })
      : {
          findings: preScreen(job.text, job.kind, table, job.lang, {
            memo: job.owner === undefined ? undefined : memoOf(job.tableKey, part, job.owner),
            events,
          }),
          silenced: [],
        };
  // The model's id for the log, where it read the text (where an event stops the writer).
  const eventModel = eventsBlock(job.kind) ? BUILT_IN_EVENT_MODEL.id : undefined;
  const shipped = run(tables.trusted, 'trusted', BUILT_IN_EVENT_MODEL);
  if (!tables.untrusted) return { ...shipped, eventModel };
  const unitOwn = run(tables.untrusted, 'untrusted');
  const byPlace = <T extends { start: number; end: number }>(a: T, b: T) =>
    a.start - b.start || a.end - b.end;
  const unitEvents = unitOwn.findings.filter((finding) => finding.type === 'adverseEvent');
  const classifierBesideUnitEvent = (finding: ScreenFinding) =>
    finding.ruleId === EVENT_CLASSIFIER_RULE_ID &&
    unitEvents.some((event) => event.start < finding.end && finding.start < event.end);
  return {
    findings: [
      ...shipped.findings.filter((f) => !classifierBesideUnitEvent(f)),
      ...unitOwn.findings,
    ].sort(byPlace),
    silenced: [...shipped.silenced, ...unitOwn.silenced].sort(byPlace),
    eventModel,
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
    if (job.forgetTables) {
      tables.clear();
      remembered.clear();
    }
    if (job.tables) tables.set(job.tableKey, job.tables);
    if (job.hold) Atomics.wait(job.hold, 0, 0);
    const started = performance.now();
    const result = screenWithTables(tables.get(job.tableKey)!, job);
    port.postMessage({ id: job.id, ms: performance.now() - started, ...result });
  });
  port.postMessage({ ready: true });
}
