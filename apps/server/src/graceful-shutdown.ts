import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { loggableError } from './plugins/errors.ts';

export interface GracefulShutdownOptions {
  /**
   * Closes the server: Fastify's `app.close()` (readiness turns 503 in `preClose`, the listener
   * closes, requests in flight are answered, jobs finish, then its onClose hooks), then the pool.
   */
  close: () => Promise<void>;
  log: FastifyBaseLogger;
  /** How long the whole shutdown may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
}

/**
 * Shuts the server down once, then exits: 0 when everything closed in time, 1 when the deadline
 * passed first (what was still in flight is logged as lost) or closing failed. A second signal
 * during the shutdown exits at once: an operator pressing Ctrl-C again means it.
 */
export function createGracefulShutdown(options: GracefulShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { log, timeoutMs } = options;
  let started = false;

  return async function shutDown(signal: string): Promise<void> {
    if (started) {
      log.warn({ signal }, 'second signal during shutdown: exiting without waiting');
      exit(1);
      return;
    }
    started = true;
    const startedAt = Date.now();
    log.info({ signal, timeoutMs }, 'shutting down: finishing the requests and jobs in flight');
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timedOut'>((resolve) => {
      deadline = setTimeout(() => resolve('timedOut'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([options.close().then(() => 'closed' as const), timedOut]);
      if (outcome === 'timedOut') {
        log.error({ timeoutMs }, 'shutdown timed out: exiting with work still in flight');
        exit(1);
        return;
      }
      log.info({ ms: Date.now() - startedAt }, 'shut down');
      exit(0);
    } catch (error) {
      log.error({ err: loggableError(error, log) }, 'shutdown failed');
      exit(1);
    } finally {
      clearTimeout(deadline);
    }
  };
}

/** Runs the shutdown on SIGTERM (systemd, Docker, Kubernetes) and SIGINT (Ctrl-C). */
export function shutDownOnSignals(shutDown: (signal: string) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void shutDown(signal));
  }
}

/**
 * From `app.close()` on, every answer says `Connection: close`, including those of requests that
 * arrived before (Fastify marks only the later ones): the proxy then opens a fresh connection to
 * another process for its next request instead of reusing this one, and the socket closes as soon
 * as its answer is sent, so that the close does not wait for the 72 s keep-alive to run out.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // A backstop for an answer that bypasses the hooks (a hijacked reply): its socket closes
    // one second after it falls idle rather than 72 s.
    app.server.keepAliveTimeout = 1_000;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Keeps a closing app listening for `ms` (SHUTDOWN_DRAIN_DELAY_MS): a balancer that polls
 * /api/ready sees 503 and stops sending new requests before the listener goes. What still arrives
 * meanwhile is answered as usual (with `Connection: close`).
 */
export function delayListenerCloseBy(app: FastifyInstance, ms: number): void {
  app.addHook('preClose', () => delay(ms));
}
