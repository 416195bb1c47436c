import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@kizuki/shared';
import { notifications, pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import {
  browserKeys,
  startFakePushService,
  type BrowserKeys,
  type FakePushService,
} from '../../test/fake-push-service.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PUSH_QUEUE } from '../../jobs/push-delivery.worker.ts';
import { parseScrape, valueOf } from '../../test/prometheus-text.ts';

const MR = 'mr@cimgibu.example.com';
const RM = 'rm@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';
const SAFETY = 'safety@cimgibu.example.com';
const RETRY_DELAY_SECONDS = 1;
/** Long enough for a retry after RETRY_DELAY_SECONDS and a worker's poll on a loaded machine. */
const WAIT = { timeout: 20_000, interval: 50 };

/**
 * Web Push delivery end to end: a notification becomes a job, the job an encrypted message to a
 * push service on 127.0.0.1 that the test decrypts with the subscription's own keys.
 */
describe('Web Push delivery', () => {
  let t: TestApp;
  let service: FakePushService;

  /** Registers a subscription through the API, as the browser would. */
  async function subscribe(email: string, name: string): Promise<BrowserKeys> {
    const keys = browserKeys();
    const user = await userIdOf(t.database.db, email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/subscriptions`,
      headers: await t.authAs(email),
      payload: {
        subscription: JSON.stringify({
          endpoint: service.endpoint(name),
          expirationTime: null,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        }),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return keys;
  }

  /** Someone likes a new post of the author's: one new "reactions" notification for the author. */
  async function likeNewPostOf(author: string, by = RM) {
    const post = await insertPost(t.database.db, author, 'published', {
      body: '競合の新しい患者向け冊子が病院の待合に置かれていた。',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}/reactions/like`,
      headers: await t.authAs(by),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/posts/${post.id}`));
    return { post, notice: notice! };
  }

  const jobStates = async (subscriptionId: number) =>
    (
      await t.database.executeSql(
        `SELECT state FROM pgboss.job WHERE name = $1 AND (data->>'subscriptionId')::int = $2`,
        [PUSH_QUEUE, subscriptionId],
      )
    ).rows.map((row) => (row as { state: string }).state);
  const subscriptionOf = async (name: string) =>
    (
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, service.endpoint(name)))
    )[0];

  /** A counter of the app's metrics (kept whether or not they are served), as scraped. */
  const counted = async (name: string, labels: Record<string, string>) =>
    valueOf(parseScrape(await t.app.metrics.registry.metrics()), name, labels);

  beforeAll(async () => {
    service = await startFakePushService();
    t = await createTestApp({
      push: {
        allowedHosts: [service.host],
        delivery: {
          agent: service.agent,
          retryDelaySeconds: RETRY_DELAY_SECONDS,
          pollingIntervalSeconds: 0.5,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('sends each new notification, encrypted (aes128gcm), with ids and no content', async () => {
    const keys = await subscribe(MR, 'mr-phone');
    const { post, notice } = await likeNewPostOf(MR);
    await vi.waitFor(() => expect(service.requests('mr-phone')).toHaveLength(1), WAIT);
    const [request] = service.requests('mr-phone');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(24 * 60 * 60));
    expect(request!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = keys.decrypt(request!.body) as PushPayload;
    expect(payload).toEqual({
      notificationId: notice.id,
      kind: 'reactions',
      count: 1,
      link: `/posts/${post.id}`,
      badge: expect.any(Number),
    });
    expect(payload.badge).toBeGreaterThan(0);
    expect(JSON.stringify(payload)).not.toContain('冊子');
    // The outbox is emptied by the relay, and the job is done.
    expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
    const subscription = await subscriptionOf('mr-phone');
    await vi.waitFor(async () => expect(await jobStates(subscription!.id)).toEqual(['completed']));
  });

  it('pushes a safety case and a report to their recipients at once, without their text (issue 19)', async () => {
    // The unit's safety contact receives the case and, for a possible adverse event, the report.
    const keys = await subscribe(SAFETY, 'safety-phone');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/safety-cases',
      headers: await t.authAs(MR),
      payload: {
        product: '競合品Z錠',
        whatHappened: '服用後に強いめまいがしたとの話を薬局で聞いた。',
        source: 'post',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await insertPost(t.database.db, MR, 'published', {
      body: '別の施設でも同じ資材が配られていると聞いた話の続き。',
    });
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/reports`,
      headers: await t.authAs(RM),
      payload: { reason: 'adverseEvent', comment: '症状の記述があるように読めます。' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await vi.waitFor(() => expect(service.requests('safety-phone')).toHaveLength(2), WAIT);
    const payloads = service
      .requests('safety-phone')
      .map((request) => keys.decrypt(request.body) as PushPayload);
    expect(payloads.map((payload) => payload.kind).sort()).toEqual([
      'contentReported',
      'safetyCase',
    ]);
    for (const payload of payloads) {
      expect(payload.link).toMatch(/^\/tasks\/\d+$/);
      const text = JSON.stringify(payload);
      for (const secret of ['めまい', '競合品Z', '資材', '症状'])
        expect(text).not.toContain(secret);
    }
  });

  it('does not push again when a grouped notice only counts one more reaction', async () => {
    await subscribe(PMO, 'pmo-phone');
    const { post } = await likeNewPostOf(PMO);
    await vi.waitFor(() => expect(service.requests('pmo-phone')).toHaveLength(1), WAIT);
    await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}/reactions/same`,
      headers: await t.authAs(MR),
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/posts/${post.id}`));
    expect(notice!.count).toBe(2);
    await t.app.pushDelivery.relay();
    expect(await jobStates((await subscriptionOf('pmo-phone'))!.id)).toEqual(['completed']);
    expect(service.requests('pmo-phone')).toHaveLength(1);
  });

  it('puts nothing in the outbox for someone without a subscription', async () => {
    const rm = await userIdOf(t.database.db, RM);
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, rm.id));
    await likeNewPostOf(RM, MR);
    expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
  });

  it('deletes a subscription the push service answers 410 Gone', async () => {
    const goneBefore = await counted('kizuki_push_messages_total', { outcome: 'gone' });
    service.answer('gone-phone', [410]);
    await subscribe(MR, 'gone-phone');
    await likeNewPostOf(MR);
    await vi.waitFor(() => expect(service.requests('gone-phone')).toHaveLength(1), WAIT);
    await vi.waitFor(async () => expect(await subscriptionOf('gone-phone')).toBeUndefined(), WAIT);
    expect(await counted('kizuki_push_messages_total', { outcome: 'gone' })).toBe(goneBefore + 1);
  });

  it('retries a failing push service with backoff until it accepts', async () => {
    const retriedBefore = await counted('kizuki_push_messages_total', { outcome: 'retried' });
    const failuresBefore = await counted('kizuki_job_failures_total', {
      queue: PUSH_QUEUE,
      outcome: 'retry',
    });
    service.answer('flaky-phone', [500, 503]);
    const keys = await subscribe(MR, 'flaky-phone');
    const { notice } = await likeNewPostOf(MR);
    await vi.waitFor(() => expect(service.requests('flaky-phone')).toHaveLength(3), WAIT);
    const [first, second, third] = service.requests('flaky-phone');
    expect([first!.status, second!.status, third!.status]).toEqual([500, 503, 201]);
    expect((keys.decrypt(third!.body) as PushPayload).notificationId).toBe(notice.id);
    const subscription = await subscriptionOf('flaky-phone');
    await vi.waitFor(async () => expect(await jobStates(subscription!.id)).toEqual(['completed']));
    // The subscription is kept: the service failed for a while, it did not forget the browser.
    expect(subscription).toBeDefined();
    // Two failed attempts, each retried by the queue: the push outcome and the queue's failures.
    expect(await counted('kizuki_push_messages_total', { outcome: 'retried' })).toBe(
      retriedBefore + 2,
    );
    expect(
      await counted('kizuki_job_failures_total', { queue: PUSH_QUEUE, outcome: 'retry' }),
    ).toBe(failuresBefore + 2);
  });

  it('never contacts a push service that is not on the allow-list', async () => {
    // Written past the API's check, as if the allow-list had been narrowed since subscribing.
    const mr = await userIdOf(t.database.db, MR);
    const keys = browserKeys();
    const foreign = service.endpoint('foreign-phone').replace('127.0.0.1', 'localhost');
    const [row] = await t.database.db
      .insert(pushSubscriptions)
      .values({ userId: mr.id, endpoint: foreign, p256dh: keys.p256dh, auth: keys.auth })
      .returning();
    await likeNewPostOf(MR);
    await vi.waitFor(async () => expect(await jobStates(row!.id)).toEqual(['completed']), WAIT);
    expect(service.requests('foreign-phone')).toEqual([]);
  });

  it('runs each job once with two server processes on one database', async () => {
    const second = await t.anotherProcess();
    try {
      const keys = await subscribe(PMO, 'shared-phone');
      const notices = await Promise.all(Array.from({ length: 5 }, () => likeNewPostOf(PMO)));
      const subscription = await subscriptionOf('shared-phone');
      await vi.waitFor(async () => {
        const states = await jobStates(subscription!.id);
        expect(states).toEqual(Array(5).fill('completed'));
      }, WAIT);
      const delivered = service
        .requests('shared-phone')
        .map((request) => (keys.decrypt(request.body) as PushPayload).notificationId);
      expect(delivered.sort()).toEqual(notices.map(({ notice }) => notice.id).sort());
      expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
