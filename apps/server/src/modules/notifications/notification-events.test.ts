import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationSchema, selfCheckItems } from '@kizuki/shared';
import { notifications, tasks } from '../../db/schema.ts';
import { insertPost, userIdOf, validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

/**
 * PRODUCT.md's notification events: each tells the right people, and nobody else. Every test reads
 * what was added to the table during its event, so the demo's notices do not count.
 */
describe('notification events', () => {
  let t: TestApp;
  let mark = 0;

  const call = async (
    email: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await t.authAs(email), payload });
  /** The notifications created since the last call, as [recipient e-mail, kind, link, count]. */
  async function added() {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(gt(notifications.id, mark))
      .orderBy(notifications.id);
    if (rows.length > 0) mark = rows.at(-1)!.id;
    const emails = new Map<number, string>();
    for (const row of rows) {
      if (!emails.has(row.userId)) {
        const [user] = await t.database.db.query.users.findMany({
          where: (users, { eq: equals }) => equals(users.id, row.userId),
        });
        emails.set(row.userId, user!.email);
      }
    }
    return rows.map((row) => [emails.get(row.userId), row.kind, row.link, row.count]);
  }
  const reply = (email: string, parentId: number) =>
    call(email, 'POST', '/api/posts', {
      body: '同じ動きを確認しています。',
      parentId,
      selfCheck: selfCheckItems('reply'),
      submit: true,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await added();
  });
  afterAll(() => t.close());

  it('a submission tells each approver of their task, and nobody else', async () => {
    const response = await call(GI('mr'), 'POST', '/api/posts', {
      body: '他社の新しい資材を確認した。',
      classification: await validClassification(t.database.db, 'cimgibu'),
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [task] = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.postId, response.json().id));
    expect(await added()).toEqual([[GI('mr-approver'), 'taskAssigned', `/tasks/${task!.id}`, 1]]);
  });

  it('a published reply tells the post’s author; one’s own reply tells nobody', async () => {
    const post = await insertPost(t.database.db, GI('pmo-approver'), 'published');
    expect((await reply(GI('rm'), post.id)).statusCode).toBe(201);
    expect(await added()).toEqual([[GI('pmo-approver'), 'reply', `/posts/${post.id}`, 1]]);
    expect((await reply(GI('pmo-approver'), post.id)).statusCode).toBe(201);
    expect(await added()).toEqual([]);
  });

  it('a reply that needs approval tells the author of the post only once it is approved', async () => {
    const post = await insertPost(t.database.db, GI('pmo-approver'), 'published');
    const response = await reply(GI('mr'), post.id);
    expect(response.json().status).toBe('review');
    const [task] = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.postId, response.json().id));
    expect(await added()).toEqual([[GI('mr-approver'), 'taskAssigned', `/tasks/${task!.id}`, 1]]);
    expect(
      (await call(GI('mr-approver'), 'POST', `/api/tasks/${task!.id}/approve`)).statusCode,
    ).toBe(200);
    expect(await added()).toEqual([
      [GI('pmo-approver'), 'reply', `/posts/${post.id}`, 1],
      [GI('mr'), 'approved', `/posts/${response.json().id}`, 1],
    ]);
  });

  it('a published quote tells the quoted post’s author', async () => {
    const post = await insertPost(t.database.db, GI('pmo-approver'), 'published');
    const response = await call(GI('hq'), 'POST', '/api/posts', {
      body: '他地域でも同じ動きです。',
      quotedId: post.id,
      classification: await validClassification(t.database.db, 'cimgibu'),
      selfCheck: selfCheckItems('quote'),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await added()).toEqual([
      [GI('pmo-approver'), 'quote', `/posts/${response.json().id}`, 1],
    ]);
  });

  it('reactions are told grouped: one unread notice per post, counted; reading starts a new one', async () => {
    const post = await insertPost(t.database.db, GI('pmo-approver'), 'published');
    const react = (email: string, kind: string) =>
      call(email, 'PUT', `/api/posts/${post.id}/reactions/${kind}`);
    await react(GI('rm'), 'like');
    await react(GI('rm'), 'same');
    await react(GI('mr'), 'like');
    await react(GI('mr'), 'like'); // a repeat changes nothing
    await react(GI('pmo-approver'), 'like'); // one's own
    await call(GI('rm'), 'PUT', `/api/posts/${post.id}/reactions/more`);
    const author = await userIdOf(t.database.db, GI('pmo-approver'));
    const grouped = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.groupKey, `reactions:${post.id}`));
    expect(grouped.map((row) => [row.userId, row.kind, row.count, row.isRead])).toEqual([
      [author.id, 'reactions', 4, false],
    ]);
    await added();
    // Read it; the next reaction starts a new one.
    const read = await call(GI('pmo-approver'), 'PUT', `/api/notifications/${grouped[0]!.id}/read`);
    expect(read.statusCode).toBe(200);
    await react(GI('mr'), 'same');
    expect(await added()).toEqual([[GI('pmo-approver'), 'reactions', `/posts/${post.id}`, 1]]);
  });

  it('opens one, marks one or all read (idempotent), and hides others’ (404)', async () => {
    const post = await insertPost(t.database.db, GI('hq'), 'published');
    await reply(GI('rm'), post.id);
    await reply(GI('mr-approver'), post.id);
    const [first] = await t.database.db
      .select()
      .from(notifications)
      .where(gt(notifications.id, mark))
      .orderBy(notifications.id);
    await added();
    const detail = await call(GI('hq'), 'GET', `/api/notifications/${first!.id}`);
    expect(NotificationSchema.parse(detail.json())).toMatchObject({ kind: 'reply', isRead: false });
    expect((await call(GI('rm'), 'GET', `/api/notifications/${first!.id}`)).statusCode).toBe(404);
    expect((await call(GI('rm'), 'PUT', `/api/notifications/${first!.id}/read`)).statusCode).toBe(
      404,
    );
    const before = (await call(GI('hq'), 'GET', '/api/notifications')).json().unreadCount as number;
    const once = await call(GI('hq'), 'PUT', `/api/notifications/${first!.id}/read`);
    const twice = await call(GI('hq'), 'PUT', `/api/notifications/${first!.id}/read`);
    expect(once.json()).toEqual({ unreadCount: before - 1 });
    expect(twice.json()).toEqual({ unreadCount: before - 1 });
    expect((await call(GI('hq'), 'PUT', '/api/notifications/read')).json()).toEqual({
      unreadCount: 0,
    });
    // The list's keyword narrows by the title, whatever the width or case.
    const narrowed = (
      await call(GI('hq'), 'GET', `/api/notifications?keyword=${encodeURIComponent('同じ動き')}`)
    ).json();
    expect(narrowed.total).toBe(2);
    expect(
      (await call(GI('hq'), 'GET', '/api/notifications?keyword=nothing-like-this')).json().total,
    ).toBe(0);
    const list = (await call(GI('hq'), 'GET', '/api/notifications')).json();
    expect(list.unreadCount).toBe(0);
    expect(list.data.every((item: { isRead: boolean }) => item.isRead)).toBe(true);
  });
});
