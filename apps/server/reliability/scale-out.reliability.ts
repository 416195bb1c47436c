import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems, type PushPayload } from '@kizuki/shared';
import type { DatabaseHandle } from '../src/db/database.ts';
import { notifications, tasks } from '../src/db/schema.ts';
import { browserKeys, type FakePushService } from '../src/test/fake-push-service.ts';
import { userIdOf, validClassification } from '../src/test/fixtures.ts';
import type { SignedInCall } from './cluster.ts';
import { scaleOutCluster, SECOND_APPROVER } from './scale-out-cluster.ts';

const PMO = 'pmo@cimgibu.example.com';
const PMO_APPROVER = 'pmo-approver@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';

/**
 * Scale-out (issue 9): two server processes behind nginx (Debian's package, started here) on one
 * PostgreSQL database. Signed-in requests, polls answered 304, approvals and the push queue must
 * behave as they do with one process, whichever process answers; every push job runs exactly once.
 * nginx adds the upstream that answered (X-Upstream), so the test sees both processes at work.
 */
describe('scale-out: two server processes behind nginx on one PostgreSQL', () => {
  const cluster = scaleOutCluster();
  const UNIT_USERS = cluster.unitUsers;
  let database: DatabaseHandle;
  let pushService: FakePushService;
  let call: SignedInCall;
  beforeAll(() => {
    ({ database, pushService, call } = cluster);
  });

  it('answers every signed-in user from either process', async () => {
    const upstreams = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const email of UNIT_USERS) {
        const lookup = await call(email, `/api/users?email=${encodeURIComponent(email)}`);
        expect(lookup.status).toBe(200);
        expect((lookup.body!.data as { email: string }[])[0]!.email).toBe(email);
        upstreams.add(lookup.upstream!);
      }
    }
    expect(upstreams.size).toBe(2);
    const terms = await call(MR, `/api/users/${(await userIdOf(database.db, MR)).id}`, {
      method: 'PATCH',
      body: JSON.stringify({ agreedAt: new Date().toISOString() }),
    });
    expect(terms.status).toBe(200);
  });

  it('answers polls 304 from both processes, and both see a change made through either', async () => {
    const first = await call(MR, '/api/notifications');
    expect(first.status).toBe(200);
    const poll = (etag: string) =>
      call(MR, '/api/notifications', { headers: { 'if-none-match': etag } });
    const unchanged = await Promise.all(Array.from({ length: 8 }, () => poll(first.etag!)));
    expect(unchanged.map((answer) => answer.status)).toEqual(Array(8).fill(304));
    expect(new Set(unchanged.map((answer) => answer.upstream)).size).toBe(2);

    // A change written by one process (the mr marks everything read) reaches the other's memory.
    await call(MR, '/api/notifications/read', { method: 'PUT' });
    const mr = await userIdOf(database.db, MR);
    await database.db.insert(notifications).values({
      unit: mr.unit,
      userId: mr.id,
      kind: 'reply',
      title: 'scale-out',
      link: '/posts/1',
    });
    await expect
      .poll(async () => {
        const answers = await Promise.all([poll(first.etag!), poll(first.etag!)]);
        return answers.every((answer) => answer.status === 200);
      })
      .toBe(true);
  });

  it('approves once when two approvers decide at the same moment through different processes', async () => {
    const classification = await validClassification(database.db, 'cimgibu');
    const created = await call(PMO, '/api/posts', {
      method: 'POST',
      body: JSON.stringify({
        body: '他社の新しい講演会の案内が配布されていた(スケールアウト)。',
        classification,
        selfCheck: selfCheckItems('post'),
        submit: true,
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body!.status).toBe('review');
    const postId = created.body!.id as number;
    const taskOf = async (email: string) => {
      const approver = await userIdOf(database.db, email);
      const [task] = await database.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.postId, postId), eq(tasks.assigneeUserId, approver.id)));
      return task!.id;
    };
    const [one, other] = [await taskOf(PMO_APPROVER), await taskOf(SECOND_APPROVER)];
    const decisions = await Promise.all([
      call(PMO_APPROVER, `/api/tasks/${one}/approve`, { method: 'POST' }),
      call(SECOND_APPROVER, `/api/tasks/${other}/approve`, { method: 'POST' }),
    ]);
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409]);
    const post = await call(PMO, `/api/posts/${postId}`);
    expect(post.body!.status).toBe('published');
  });

  it('queues every push once and delivers it exactly once, whichever process runs the job', async () => {
    const keys = browserKeys();
    const endpoint = pushService.endpoint('scale-out');
    const mr = await userIdOf(database.db, MR);
    const subscribed = await call(MR, `/api/users/${mr.id}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({
        subscription: JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      }),
    });
    expect(subscribed.status).toBe(201);
    const inserted = await database.db
      .insert(notifications)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          unit: mr.unit,
          userId: mr.id,
          kind: 'reply' as const,
          title: `scale-out push ${index}`,
          link: '/posts/1',
        })),
      )
      .returning({ id: notifications.id });

    const jobsOf = async () => {
      const result = await database.executeSql(
        `SELECT state, count(*)::int AS count FROM pgboss.job WHERE name = 'push-delivery' GROUP BY state`,
      );
      return Object.fromEntries(
        (result.rows as { state: string; count: number }[]).map((row) => [row.state, row.count]),
      );
    };
    await expect.poll(async () => (await jobsOf()).completed ?? 0, { timeout: 30_000 }).toBe(12);
    const delivered = pushService
      .requests('scale-out')
      .map((request) => (keys.decrypt(request.body) as PushPayload).notificationId);
    expect(delivered.sort((a, b) => a - b)).toEqual(
      inserted.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(await jobsOf()).toEqual({ completed: 12 });
    // The outbox is empty: nothing waits to be queued a second time.
    const outbox = (await database.executeSql('SELECT count(*)::int AS count FROM push_outbox'))
      .rows[0] as { count: number };
    expect(outbox.count).toBe(0);
  });

  it('refuses a deactivated user at their next request through either process (issue 20)', async () => {
    const RM = 'rm@cimgibu.example.com';
    const ADMIN = 'hq@cimgibu.example.com';
    const rm = await userIdOf(database.db, RM);
    for (const email of [RM, ADMIN]) {
      const accepted = await call(email, `/api/users/${(await userIdOf(database.db, email)).id}`, {
        method: 'PATCH',
        body: JSON.stringify({ agreedAt: new Date().toISOString() }),
      });
      expect(accepted.status).toBe(200);
    }
    // Both processes have met the user and remember them (their polls need no query).
    const seen = new Set<string>();
    for (let round = 0; round < 6 && seen.size < 2; round++) {
      const answer = await call(RM, '/api/tasks');
      expect(answer.status).toBe(200);
      seen.add(answer.upstream!);
    }
    expect(seen.size).toBe(2);

    const deactivated = await call(ADMIN, `/api/users/${rm.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ active: false }),
    });
    expect(deactivated.status).toBe(200);
    // The very next requests, whichever process answers: each one is refused.
    const next = await Promise.all(Array.from({ length: 4 }, () => call(RM, '/api/tasks')));
    expect(next.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(new Set(next.map((answer) => (answer.body!.error as { code: string }).code))).toEqual(
      new Set(['userDeactivated']),
    );
    expect(new Set(next.map((answer) => answer.upstream)).size).toBe(2);

    const reactivated = await call(ADMIN, `/api/users/${rm.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ active: true }),
    });
    expect(reactivated.status).toBe(200);
    const back = await call(RM, '/api/tasks');
    expect(back.status).toBe(200);
  });
});
