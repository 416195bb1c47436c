import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScreenFinding, SilencedMatch } from '@kizuki/shared';
import {
  DEFAULT_SCREEN_QUEUE_PER_WORKER,
  defaultScreenWorkers,
  ScreenQueueFullError,
  ScreenTimeoutError,
  ScreenWorkerLostError,
  UNTRUSTED_SCREEN_TIMEOUT_MS,
  type ScreenPoolSettings,
} from './screen-pool-settings.ts';
import type { ScreenJob, ScreenTables } from './screen-worker.ts';

export {
  ScreenQueueFullError,
  ScreenTimeoutError,
  ScreenWorkerLostError,
  type ScreenPoolSettings,
} from './screen-pool-settings.ts';

export type ScreenResult = {
  findings: ScreenFinding[];
  silenced: SilencedMatch[];
  /** The event model the worker read the text with (its id), for the log. */
  eventModel?: string;
};
/** A worker's message: ready (no id), or a screen's result and how long it ran. */
type ScreenAnswer = { id?: number; ms: number } & ScreenResult;

/**
 * Which queue a screen waits in. A write's screen (a submission, an approval) guards what is
 * stored and holds the write's transaction while it waits: it goes first. A screen asked as the
 * writer types is advice the composer can do without (the submit's screen still decides).
 */
export type ScreenLane = 'write' | 'asked';

export interface ScreenRequest {
  /** Names `tables` for the worker, which keeps them: they are sent to each worker once. */
  tableKey: string;
  tables: ScreenTables;
  text: string;
  kind: ScreenJob['kind'];
  lang: ScreenJob['lang'];
  trace: boolean;
  lane: ScreenLane;
  /** Whose screens share remembered sentences (the writer's id): see preScreen. */
  owner?: string;
  /** Tests: the worker waits until index 0 is not 0, holding its place without using a core. */
  hold?: Int32Array;
}

interface Pending {
  request: ScreenRequest;
  /** When it joined its queue (performance.now()). */
  queuedAt: number;
  resolve: (result: ScreenResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** The screens sent to this worker and not yet answered, in the order it runs them. */
  jobs: Map<number, Pending & { timer: NodeJS.Timeout | null }>;
  /** The tables this worker keeps, as it keeps them (screen-worker.ts). */
  tableKeys: Set<string>;
}

/** Tables a worker keeps before it forgets them all; the pool counts the same. */
const TABLES_PER_WORKER = 20;
/**
 * Screens sent to a worker ahead of its answers. A worker sent one screen at a time sat idle until
 * the event loop, busy with a flood of requests, read its answer and sent the next: 50 connections
 * saturating the screen on two cores had it answer 170 screens/s; with 8 sent ahead, 500 to 850.
 */
export const DEFAULT_SCREENS_AHEAD = 8;

/**
 * The worker threads that run the pre-screen (docs/compliance.md, "A pattern cannot stop the
 * server"), so that no screen holds the event loop: at most `workers`, started as work arrives.
 * Each has a few screens sent ahead; the rest wait in two bounded queues (writes first), and a
 * screen that finds its queue full is refused at once (ScreenQueueFullError). A screen with rules
 * an admin wrote goes to an idle worker, alone, with a deadline: past it the worker is
 * terminated, that screen fails (ScreenTimeoutError) and the next one starts a new worker.
 * Workers run the pre-screen's TypeScript through tsx, as the server does.
 */
export function createScreenPool(settings: ScreenPoolSettings = {}) {
  const size = settings.workers ?? defaultScreenWorkers();
  const queueLimit = size * (settings.queuePerWorker ?? DEFAULT_SCREEN_QUEUE_PER_WORKER);
  const timeoutMs = settings.timeoutMs ?? UNTRUSTED_SCREEN_TIMEOUT_MS;
  const ahead = settings.screensAhead ?? DEFAULT_SCREENS_AHEAD;
  const maxQueueWaitMs = settings.maxQueueWaitMs ?? 5 * timeoutMs;
  const slots = new Set<Slot>();
  const queues: Record<ScreenLane, Pending[]> = { write: [], asked: [] };
  let nextId = 1;
  let closed = false;
  /** A running average of a screen's time in a worker, for Retry-After. */
  let averageMs = 5;

  const inFlight = () => [...slots].reduce((sum, slot) => sum + slot.jobs.size, 0);
  const retryAfterSeconds = () => {
    const waiting = queues.write.length + queues.asked.length + inFlight();
    return Math.min(60, Math.max(1, Math.ceil(((waiting / size) * averageMs) / 1000)));
  };

  function start(): void {
    // tsx's ESM API by its file, so that the worker finds it whatever the process's directory.
    const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
    const entry = new URL('./screen-worker.ts', import.meta.url).href;
    const slot: Slot = {
      worker: new Worker(
        `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
        { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128 } },
      ),
      ready: false,
      jobs: new Map(),
      tableKeys: new Set(),
    };
    slots.add(slot);
    slot.worker.on('message', (message: ScreenAnswer) => {
      if (message.id === undefined) {
        slot.ready = true;
      } else {
        const job = slot.jobs.get(message.id);
        slot.jobs.delete(message.id);
        if (job?.timer) clearTimeout(job.timer);
        averageMs = 0.9 * averageMs + 0.1 * message.ms;
        job?.resolve({
          findings: message.findings,
          silenced: message.silenced,
          eventModel: message.eventModel,
        });
      }
      pump();
    });
    slot.worker.on('error', () => end(slot, new ScreenWorkerLostError()));
    // A worker terminated past a deadline has already failed its screen as a timeout (dispatch).
    slot.worker.on('exit', () => end(slot, new ScreenWorkerLostError()));
  }

  /** A worker is gone (terminated past a deadline, or failed): its screens fail with `error`. */
  function end(slot: Slot, error: Error): void {
    if (!slots.delete(slot)) return;
    for (const job of slot.jobs.values()) {
      if (job.timer) clearTimeout(job.timer);
      job.reject(error);
    }
    if (!slot.ready && ![...slots].some((other) => other.ready)) {
      // None started: the screens waiting would wait for ever.
      for (const pending of [...queues.write.splice(0), ...queues.asked.splice(0)]) {
        pending.reject(error);
      }
    }
    pump();
  }

  /**
   * Whether the worker may take this screen now. Rules an admin wrote run alone: their deadline
   * is their own run's, and terminating the worker fails no screen sent behind them.
   */
  function takes(slot: Slot, request: ScreenRequest): boolean {
    if (!slot.ready || slot.jobs.size >= ahead) return false;
    if (slot.jobs.size === 0) return true;
    if (request.tables.untrusted) return false;
    return ![...slot.jobs.values()].some((job) => job.timer);
  }

  function dispatch(slot: Slot, pending: Pending): void {
    const { request } = pending;
    const id = nextId++;
    // Stuck in a RegExp: nothing but terminating stops it. The rules the product ships are
    // reviewed and bounded, and run without one (as they did on the event loop).
    const timer = request.tables.untrusted
      ? setTimeout(() => {
          slot.jobs.delete(id);
          pending.reject(new ScreenTimeoutError());
          void slot.worker.terminate();
          end(slot, new ScreenTimeoutError());
        }, timeoutMs)
      : null;
    slot.jobs.set(id, { ...pending, timer });
    const known = slot.tableKeys.has(request.tableKey);
    const forgetTables = !known && slot.tableKeys.size >= TABLES_PER_WORKER;
    if (forgetTables) slot.tableKeys.clear();
    slot.tableKeys.add(request.tableKey);
    slot.worker.postMessage({
      id,
      tableKey: request.tableKey,
      // A unit's tables cross once per worker, not with every keystroke's screen.
      tables: known ? undefined : request.tables,
      forgetTables,
      text: request.text,
      kind: request.kind,
      lang: request.lang,
      trace: request.trace,
      owner: request.owner,
      hold: request.hold,
    } satisfies ScreenJob);
  }

  /** The worker a writer's screens go to when it is no busier than the others. */
  function ownSlot(owner: string | undefined): Slot | undefined {
    if (owner === undefined || slots.size === 0) return undefined;
    let hash = 0;
    for (let i = 0; i < owner.length; i++) hash = (hash * 31 + owner.charCodeAt(i)) >>> 0;
    return [...slots][hash % slots.size];
  }

  /** Workers take the next screens, writes first, the least busy first; more start while work waits. */
  function pump(): void {
    if (closed) return;
    for (;;) {
      const lane = queues.write.length > 0 ? queues.write : queues.asked;
      const next = lane[0];
      if (!next) break;
      // A screen that waited too long is refused rather than run late: a write's screen waits
      // inside the write's transaction, which a queue behind slow rules would hold for a minute.
      if (performance.now() - next.queuedAt > maxQueueWaitMs) {
        lane.shift();
        next.reject(new ScreenQueueFullError(retryAfterSeconds()));
        continue;
      }
      // Of the least busy, the writer's own worker (chosen by their id, so no table of who went
      // where is kept): it remembers their sentences.
      const own = ownSlot(next.request.owner);
      const free = [...slots]
        .filter((slot) => takes(slot, next.request))
        .sort((a, b) => a.jobs.size - b.jobs.size || Number(b === own) - Number(a === own))[0];
      if (!free) break;
      lane.shift();
      dispatch(free, next);
    }
    const waiting = queues.write.length + queues.asked.length;
    const starting = [...slots].filter((slot) => !slot.ready).length;
    if (waiting > starting * ahead && slots.size < size) start();
  }

  return {
    size,
    queueLimit,
    /** Now: workers started and ready, screens sent to them, screens waiting in each lane. */
    stats() {
      const ready = [...slots].filter((slot) => slot.ready).length;
      const { write, asked } = queues;
      return {
        workers: slots.size,
        ready,
        inFlight: inFlight(),
        write: write.length,
        asked: asked.length,
      };
    },
    /** Starts a worker now, unless one is there: a first screen then finds it ready. */
    warm(): void {
      if (!closed && slots.size === 0) start();
    },
    /** Raises ScreenQueueFullError when `lane`'s queue is full: a route can answer before the body. */
    assertRoom(lane: ScreenLane): void {
      if (queues[lane].length >= queueLimit) throw new ScreenQueueFullError(retryAfterSeconds());
    },
    /**
     * The tables over a text in a worker: ScreenQueueFullError at once when its lane is full,
     * ScreenTimeoutError when rules an admin wrote take too long.
     */
    screen(request: ScreenRequest): Promise<ScreenResult> {
      if (closed) return Promise.reject(new ScreenWorkerLostError());
      if (queues[request.lane].length >= queueLimit) {
        return Promise.reject(new ScreenQueueFullError(retryAfterSeconds()));
      }
      return new Promise<ScreenResult>((resolve, reject) => {
        queues[request.lane].push({ request, resolve, reject, queuedAt: performance.now() });
        pump();
      });
    },
    async close() {
      closed = true;
      const error = new ScreenWorkerLostError();
      for (const pending of [...queues.write.splice(0), ...queues.asked.splice(0)]) {
        pending.reject(error);
      }
      const all = [...slots];
      slots.clear();
      for (const job of all.flatMap((slot) => [...slot.jobs.values()])) {
        if (job.timer) clearTimeout(job.timer);
        job.reject(error);
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}

export type ScreenPool = ReturnType<typeof createScreenPool>;
