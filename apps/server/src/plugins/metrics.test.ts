import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  histogramOf,
  parseScrape,
  samplesOf,
  valueOf,
  type Scrape,
} from '../test/prometheus-text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';
const TOKEN = randomBytes(32).toString('hex');
const REQUESTS = 'kizuki_http_requests_total';
const DURATIONS = 'kizuki_http_request_duration_seconds';

/** Prometheus metrics, scraped as Prometheus would and parsed from the text format. */
describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      metrics: { token: TOKEN, listener: { port: 0, host: '127.0.0.1' } },
    });
  });
  afterAll(() => t.close());

  async function scrape(): Promise<Scrape> {
    const response = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseScrape(response.body);
  }

  it('counts requests and their latency by route template and status, and polls answered 304', async () => {
    const before = await scrape();
    const auth = await t.authAs(MR);
    const first = await t.app.inject({ url: '/api/notifications', headers: auth });
    expect(first.statusCode).toBe(200);
    const unchanged = await t.app.inject({
      url: '/api/notifications',
      headers: { ...auth, 'if-none-match': first.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
    const missing = await t.app.inject({ url: '/api/posts/987654321', headers: auth });
    expect(missing.statusCode).toBe(404);
    const after = await scrape();

    const moved = (labels: Record<string, string>) =>
      valueOf(after, REQUESTS, labels) - valueOf(before, REQUESTS, labels);
    const notifications = { method: 'GET', route: '/api/notifications' };
    expect(moved({ ...notifications, status_code: '200' })).toBe(1);
    expect(moved({ ...notifications, status_code: '304' })).toBe(1);
    expect(moved({ method: 'GET', route: '/api/posts/:id', status_code: '404' })).toBe(1);
    const polls = { route: '/api/notifications' };
    expect(
      valueOf(after, 'kizuki_poll_not_modified_total', polls) -
        valueOf(before, 'kizuki_poll_not_modified_total', polls),
    ).toBe(1);

    // Each request is one observation: its count and its +Inf bucket moved by one, and every
    // bucket holds at most what the next larger one does.
    const latency = histogramOf(after, DURATIONS, { ...notifications, status_code: '304' });
    const latencyBefore = histogramOf(before, DURATIONS, { ...notifications, status_code: '304' });
    expect(latency.count - latencyBefore.count).toBe(1);
    expect(latency.buckets['+Inf']! - (latencyBefore.buckets['+Inf'] ?? 0)).toBe(1);
    const bounds = Object.keys(latency.buckets).sort((a, b) => Number(a) - Number(b));
    expect(bounds).toContain('0.005');
    const counts = bounds.map((bound) => latency.buckets[bound]!);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    // Route templates only: never an id or anything else of the URL.
    const routes = samplesOf(after, REQUESTS).map((sample) => sample.labels.route ?? '');
    expect(routes.every((route) => route.startsWith('/') || route === '(unmatched)')).toBe(true);
    expect(routes.join(' ')).not.toContain('987654321');
  });

  it('counts a request no route matches under one label', async () => {
    const labels = { method: 'GET', route: '(unmatched)', status_code: '404' };
    const before = valueOf(await scrape(), REQUESTS, labels);
    expect((await t.app.inject({ url: '/api/nothing/123' })).statusCode).toBe(404);
    expect(valueOf(await scrape(), REQUESTS, labels) - before).toBe(1);
  });

  it("reports the database pool, the job queue's jobs by queue and state, and the process", async () => {
    const scraped = await scrape();
    expect(valueOf(scraped, 'kizuki_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    const max = valueOf(scraped, 'kizuki_db_pool_max_connections');
    expect(max).toBe(t.database.kind === 'postgres' ? 10 : 1);
    const queues = new Set(
      samplesOf(scraped, 'kizuki_job_queue_jobs', { state: 'created' }).map(
        (sample) => sample.labels.queue,
      ),
    );
    expect(queues).toEqual(
      new Set(['push-delivery', 'saved-search-matching', 'approval-reminders']),
    );
    expect(scraped.get('kizuki_push_messages_total')?.type).toBe('counter');
    expect(scraped.get('kizuki_job_failures_total')?.type).toBe('counter');
    expect(valueOf(scraped, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('refuses /api/metrics without the token, or with another, in the API error format', async () => {
    const without = await t.app.inject({ url: '/api/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json().error.code).toBe('unauthorized');
    const wrong = await t.app.inject({
      url: '/api/metrics',
      // The token with its last character changed.
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}${TOKEN.endsWith('0') ? '1' : '0'}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('kizuki_');
  });

  it('serves /metrics on a listener of its own, and nothing else there', async () => {
    const url = t.app.metrics.listenerUrl();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    const scraped = parseScrape(await response.text());
    expect(scraped.get(REQUESTS)?.type).toBe('counter');
    expect((await fetch(url!.replace('/metrics', '/api/health'))).status).toBe(404);
  });
});

describe('metrics switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('has no /api/metrics route and no listener', async () => {
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    expect(t.app.metrics.listenerUrl()).toBeNull();
  });
});
