import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import type { JobFailure } from '../jobs/job-queue.ts';
import type { PushOutcome } from '../modules/push/push-sender.ts';
import { loggableError, unauthorized } from './errors.ts';

/** Where the metrics are served; both null (or none given) is off. */
export interface MetricsExposure {
  /** GET /api/metrics answers a request bearing this token (METRICS_TOKEN); null: no such route. */
  token: string | null;
  /** A listener of its own serving GET /metrics (METRICS_PORT, METRICS_HOST); null: none. */
  listener: { port: number; host: string } | null;
}

/** The counters other parts of the app move: one registry per app, never prom-client's global. */
export interface AppMetrics {
  registry: Registry;
  pushMessages: Counter<'outcome'>;
  jobFailures: Counter<'queue' | 'outcome'>;
  /** Where the own listener listens (tests give port 0); null without one or before ready. */
  listenerUrl(): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** How long the job queue's counts are reused: a scrape every few seconds costs one query. */
const QUEUE_STATS_TTL_MS = 5_000;

/** The methods a route can have; anything else is counted as `other` (a bounded label). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** pg-boss's job states, each a series of the queue gauge even at 0. */
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  return {
    registry,
    pushMessages: new Counter({
      name: 'kizuki_push_messages_total',
      help: 'Web Push messages by outcome: sent, gone (subscription deleted), refused, skipped, retried (the queue tries again), failed (no attempt left)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'kizuki_job_failures_total',
      help: 'Failed job attempts by queue: outcome retry (attempts remain) or failed (none left)',
      labelNames: ['queue', 'outcome'],
      registers: [registry],
    }),
    listenerUrl: () => null,
  };
}

export function countPushOutcome(metrics: AppMetrics) {
  return (outcome: PushOutcome | 'retried' | 'failed') => metrics.pushMessages.inc({ outcome });
}

export function countJobFailure(metrics: AppMetrics) {
  return (queue: string, outcome: JobFailure) => metrics.jobFailures.inc({ queue, outcome });
}

/** The route's template (`/api/posts/:id`), never the URL, which holds ids and search terms. */
export function routeTemplateOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(unmatched)';
}

/**
 * Prometheus metrics of this app instance: requests by route template, the database pool, the
 * job queue, push outcomes and polls answered 304, served per `exposure` (docs/decisions.md).
 * Added before the routes, so that its hooks see every request, the 404s included.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  database: DatabaseHandle,
  exposure: MetricsExposure,
): Promise<void> {
  app.decorate('metrics', metrics);
  if (!exposure.token && !exposure.listener) return;
  const { registry } = metrics;
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'kizuki_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'kizuki_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route template and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pollsNotModified = new Counter({
    name: 'kizuki_poll_not_modified_total',
    help: 'Polls answered 304 Not Modified (nothing new since the copy the client holds), by route template',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeTemplateOf(request);
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
      route,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    // In the API only the polls answer 304 (modules/changes/poll-versions.ts); the web app's
    // files do too, and are not polls.
    if (reply.statusCode === 304 && route.startsWith('/api/')) pollsNotModified.inc({ route });
  });

  registerPoolGauges(registry, database);
  registerQueueGauge(registry, database, app);

  if (exposure.token) {
    const expected = digest(exposure.token);
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const match = request.headers.authorization?.match(/^Bearer +(\S+)$/i);
      // Digests of equal length, so the comparison takes as long whatever the token.
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) throw unauthorized();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
  if (exposure.listener) {
    const { port, host } = exposure.listener;
    const server = metricsServer(registry, app);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      metrics.listenerUrl = () => `http://${host}:${address.port}/metrics`;
      app.log.info({ host, port: address.port }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The own listener: GET /metrics and nothing else, for a scraper on the internal network. */
function metricsServer(registry: Registry, app: FastifyInstance): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: loggableError(error, app.log) }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('collection failed\n');
      },
    );
  });
  // A scraper that keeps its connection open must not hold the app's shutdown.
  server.keepAliveTimeout = 1_000;
  return server;
}

/** node-postgres' pool as it is at the scrape; PGlite is one connection without a queue. */
function registerPoolGauges(registry: Registry, database: DatabaseHandle) {
  new Gauge({
    name: 'kizuki_db_pool_connections',
    help: 'Database connections of this process: state total (open) or idle (open, unused)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'total' }, use.total);
      if (use.idle !== null) this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'kizuki_db_pool_max_connections',
    help: 'The most database connections this process opens',
    registers: [registry],
    collect() {
      this.set(database.poolUse().max);
    },
  });
  if (database.poolUse().waiting !== null) {
    new Gauge({
      name: 'kizuki_db_pool_waiting_queries',
      help: 'Queries waiting for a free database connection',
      registers: [registry],
      collect() {
        this.set(database.poolUse().waiting ?? 0);
      },
    });
  }
}

interface QueueCount {
  queue: string;
  state: string | null;
  jobs: number;
}

/** The jobs in pg-boss' table by queue and state, counted at most every few seconds. */
function registerQueueGauge(registry: Registry, database: DatabaseHandle, app: FastifyInstance) {
  let cached: { at: number; counts: QueueCount[] } | null = null;
  const countJobs = async (): Promise<QueueCount[]> => {
    if (cached && Date.now() - cached.at < QUEUE_STATS_TTL_MS) return cached.counts;
    const { rows } = await database.executeSql(
      `select q.name as queue, j.state::text as state, count(j.id)::int as jobs
         from pgboss.queue q left join pgboss.job j on j.name = q.name
        group by q.name, j.state`,
    );
    cached = { at: Date.now(), counts: rows as QueueCount[] };
    return cached.counts;
  };
  new Gauge({
    name: 'kizuki_job_queue_jobs',
    help: 'Jobs in the queue by queue and state (created and retry are waiting); counted every 5 s at most',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let counts: QueueCount[];
      try {
        counts = await countJobs();
      } catch (error) {
        // The database is away: the other metrics are still worth a scrape.
        app.log.warn({ err: loggableError(error, app.log) }, 'job queue not counted');
        return;
      }
      for (const queue of new Set(counts.map((count) => count.queue))) {
        for (const state of JOB_STATES) this.set({ queue, state }, 0);
      }
      for (const { queue, state, jobs } of counts) {
        if (state) this.set({ queue, state }, Number(jobs));
      }
    },
  });
}
