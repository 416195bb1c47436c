import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

/** What one load run measured: throughput, latency percentiles and how the answers went. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers by class: a 304 counts as "3xx", not as an error. */
  status: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The headers of each request in turn (a token and an ETag per user), cycled. */
  headerSets?: Record<string, string>[];
  /** A JSON body; each "{n}" in its strings becomes the request's number, so no two are alike. */
  body?: unknown;
  /** Bodies taken in turn instead of `body` (a writer's text after each change), "{n}" likewise. */
  bodies?: unknown[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/**
 * Drives `baseUrl` with autocannon (HTTP/1.1 keep-alive, `connections` in flight) for `seconds`,
 * from a process of its own (load-worker.ts), so that the load generator does not share the
 * server's event loop; on a 2-core machine each gets a core.
 */
export function runLoad(
  baseUrl: string,
  request: LoadRequest,
  options: LoadOptions,
): Promise<LoadFigures> {
  const worker = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (figures) => resolve(figures as LoadFigures));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    worker.send({ baseUrl, request, options });
  });
}

/** The measurement itself, in the load generator's process. */
export async function measureLoad(
  baseUrl: string,
  request: LoadRequest,
  options: LoadOptions,
): Promise<LoadFigures> {
  let n = 0;
  const sets = request.headerSets ?? [{}];
  const result = (await autocannon({
    url: `${baseUrl}${request.path}`,
    connections: options.connections,
    duration: options.seconds,
    skipAggregateResult: true,
    requests: [
      {
        method: request.method ?? 'GET',
        setupRequest: (next) => {
          const index = n++;
          const template = request.bodies
            ? request.bodies[index % request.bodies.length]
            : request.body;
          const body =
            template === undefined
              ? undefined
              : JSON.stringify(template).replaceAll('{n}', String(index));
          return {
            ...next,
            headers: {
              ...next.headers,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...sets[index % sets.length],
            },
            ...(body === undefined ? {} : { body }),
          };
        },
      },
    ],
  })) as unknown as RawResult;
  const latencies = hdr.decodeFromCompressedBase64(result.latencies, 64, true);
  const figures: LoadFigures = {
    requestsPerSecond: result.totalCompletedRequests / result.duration,
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    requests: result.totalCompletedRequests,
    status: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    errors: result.errors + result.timeouts,
  };
  latencies.destroy();
  return figures;
}

/** autocannon's result when it is asked not to aggregate: the histograms come encoded. */
interface RawResult {
  latencies: string;
  totalCompletedRequests: number;
  duration: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}

/** Percentiles of a list of durations in milliseconds (for loops that are not HTTP). */
export function percentilesOf(durations: number[]): Pick<LoadFigures, 'p50' | 'p95' | 'p99'> {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * Runs `task` from `concurrency` loops for `seconds`: the same shape of load as autocannon's
 * connections, for work that is not an HTTP request (a query through the driver, a verification).
 */
export async function runLoop(
  task: () => Promise<unknown>,
  options: LoadOptions,
): Promise<Pick<LoadFigures, 'requestsPerSecond' | 'p50' | 'p95' | 'p99' | 'requests'>> {
  const durations: number[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until) {
        const begun = performance.now();
        await task();
        durations.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: durations.length / elapsed,
    requests: durations.length,
    ...percentilesOf(durations),
  };
}

/** One request, read to its end; anything but the expected status stops the run. */
export async function fetchExpecting(
  base: string,
  path: string,
  headers: Record<string, string>,
  expected = 200,
) {
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  if (response.status !== expected) {
    throw new Error(`${path} answered ${response.status}, not ${expected}`);
  }
}
