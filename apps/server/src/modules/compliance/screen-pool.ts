import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScreenFinding, SilencedMatch } from '@kizuki/shared';
import type { ScreenJob } from './screen-worker.ts';

/** How long rules an admin wrote may take over one text before the screen gives up. */
export const UNTRUSTED_SCREEN_TIMEOUT_MS = 2_000;

/** The rules an admin wrote did not finish in time: the screen cannot answer (fail closed). */
export class ScreenTimeoutError extends Error {
  constructor() {
    super('the pre-screen did not finish in time');
    this.name = 'ScreenTimeoutError';
  }
}

interface Waiting {
  resolve: (result: { findings: ScreenFinding[]; silenced: SilencedMatch[] }) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread per process that runs the rules an admin wrote (docs/compliance.md, "A
 * pattern cannot stop the server"), started on first use. Jobs run one after another; one that
 * outlasts its deadline terminates the worker, fails every job waiting for it, and the next job
 * starts a new one. The worker runs the pre-screen's TypeScript through tsx, as the server does.
 */
export function createScreenPool(timeoutMs = UNTRUSTED_SCREEN_TIMEOUT_MS) {
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  let queue: Promise<unknown> = Promise.resolve();

  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };

  function start(): Promise<void> {
    // tsx's ESM API by its file, so that the worker finds it whatever the process's directory.
    const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
    const entry = new URL('./screen-worker.ts', import.meta.url).href;
    const started = new Worker(
      `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
      { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128 } },
    );
    worker = started;
    ready = new Promise((resolve, reject) => {
      started.once('error', reject);
      started.once('message', () => resolve());
    });
    started.on('message', (message: { id?: number } & Parameters<Waiting['resolve']>[0]) => {
      if (message.id === undefined) return;
      waiting.get(message.id)?.resolve(message);
      waiting.delete(message.id);
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      if (worker === started) {
        worker = null;
        ready = null;
      }
      failAll(new ScreenTimeoutError());
    });
    return ready;
  }

  async function run(job: Omit<ScreenJob, 'id'>) {
    if (!worker || !ready) await start();
    else await ready;
    const current = worker!;
    const id = nextId++;
    return new Promise<{ findings: ScreenFinding[]; silenced: SilencedMatch[] }>(
      (resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new ScreenTimeoutError());
          // Stuck in a RegExp: nothing but terminating stops it.
          if (worker === current) {
            worker = null;
            ready = null;
          }
          void current.terminate();
        }, timeoutMs);
        waiting.set(id, {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        current.postMessage({ ...job, id } satisfies ScreenJob);
      },
    );
  }

  return {
    /** The rules over a text in the worker; ScreenTimeoutError when they take too long. */
    screen(job: Omit<ScreenJob, 'id'>) {
      // One job at a time, its deadline counted from when it is sent: a job waiting behind a
      // stuck one is not taken for stuck itself.
      const result = queue.then(() => run(job));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      failAll(new ScreenTimeoutError());
      await worker?.terminate();
      worker = null;
      ready = null;
    },
  };
}

export type ScreenPool = ReturnType<typeof createScreenPool>;
