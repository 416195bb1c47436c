import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoToday } from '@kizuki/shared';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { postReads, posts, users } from '../../db/schema.ts';
import { addNotifications, addTasks, insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RM = 'rm@cimjobu.example.com';
const OTHER = 'rm@cimrdbu.example.com';

/** Counts the statements the database client is given while `run` runs. */
async function queriesDuring(db: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
    .$client;
  const methods = ['query', 'exec', 'connect'].filter((name) => typeof client[name] === 'function');
  const originals = methods.map((name) => client[name]!);
  let count = 0;
  methods.forEach((name, index) => {
    client[name] = (...args: unknown[]) => {
      count++;
      return originals[index]!.apply(client, args);
    };
  });
  try {
    await run();
  } finally {
    methods.forEach((name, index) => (client[name] = originals[index]!));
  }
  return count;
}

describe('polls answer 304 from memory while nothing changed', () => {
  let t: TestApp;
  const poll = async (app: FastifyInstance, url: string, etag?: string, email = RM) =>
    app.inject({
      url,
      headers: { ...(await t.authAs(email)), ...(etag ? { 'if-none-match': etag } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const url of ['/api/notifications', '/api/tasks']) {
    it(`${url}: the same answer again is a 304 that touches no database`, async () => {
      const first = await poll(t.app, url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"\d+-\d{4}-\d{2}-\d{2}-[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      // The first poll read the version and the user; the next is answered from memory.
      await poll(t.app, url, etag);
      let again: Awaited<ReturnType<typeof poll>> | undefined;
      const queries = await queriesDuring(t.database.db, async () => {
        again = await poll(t.app, url, etag);
      });
      expect(again!.statusCode).toBe(304);
      expect(again!.body).toBe('');
      expect(again!.headers['content-length']).toBeUndefined();
      expect(again!.headers.etag).toBe(etag);
      expect(queries).toBe(0);
      // Another page has its own ETag.
      const other = await poll(t.app, `${url}?limit=5`, etag);
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    });
  }

  it('a change of the user’s notifications or tasks gives a new answer; another user’s does not', async () => {
    const first = await poll(t.app, '/api/notifications');
    const etag = first.headers.etag as string;
    const tasks = await poll(t.app, '/api/tasks');
    const tasksEtag = tasks.headers.etag as string;

    await addNotifications(t.database.db, OTHER, 1);
    await addTasks(t.database.db, OTHER, [{ dueOn: tokyoToday(new Date()) }]);
    // The other user's change was announced; this user's answer stays the same.
    await expect
      .poll(async () => (await poll(t.app, '/api/notifications', undefined, OTHER)).json().total)
      .toBe(1);
    expect((await poll(t.app, '/api/notifications', etag)).statusCode).toBe(304);

    await addNotifications(t.database.db, RM, 2);
    await expect
      .poll(async () => (await poll(t.app, '/api/notifications', etag)).statusCode)
      .toBe(200);
    const changed = await poll(t.app, '/api/notifications', etag);
    expect(changed.json().unreadCount).toBe(2);
    expect(changed.headers.etag).not.toBe(etag);

    await addTasks(t.database.db, RM, [{ dueOn: tokyoToday(new Date()) }]);
    await expect
      .poll(async () => (await poll(t.app, '/api/tasks', tasksEtag)).statusCode)
      .toBe(200);
    expect((await poll(t.app, '/api/tasks', tasksEtag)).json().openCount).toBe(1);
  });

  it('the caller’s own write is seen by their very next poll', async () => {
    const first = await poll(t.app, '/api/notifications');
    const etag = first.headers.etag as string;
    expect(first.json().unreadCount).toBeGreaterThan(0);
    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: await t.authAs(RM),
    });
    expect(read.statusCode).toBe(200);
    const next = await poll(t.app, '/api/notifications', etag);
    expect(next.statusCode).toBe(200);
    expect(next.json().unreadCount).toBe(0);
  });

  it('a second server process on the same database hears the change too', async () => {
    const second = await t.anotherProcess();
    try {
      const first = await poll(second, '/api/notifications');
      const etag = first.headers.etag as string;
      expect((await poll(second, '/api/notifications', etag)).statusCode).toBe(304);
      // A write the second process did not make, announced by the database.
      await addNotifications(t.database.db, RM, 1);
      await expect
        .poll(async () => (await poll(second, '/api/notifications', etag)).statusCode)
        .toBe(200);
      // Both processes give the same ETag for the same state.
      const fromSecond = await poll(second, '/api/notifications');
      const fromFirst = await poll(t.app, '/api/notifications');
      expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
    } finally {
      await second.close();
    }
  });

  it('/api/posts/unread-count: a 304 without a statement until a post of the unit is published or withdrawn, or the reader marks one read', async () => {
    const url = '/api/posts/unread-count';
    const READER = 'mr@cimjobu.example.com';
    const count = async (etag?: string) => poll(t.app, url, etag, READER);
    // A reader who agreed to the terms yesterday: posts published since are theirs to read.
    await t.database.db
      .update(users)
      .set({ agreedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.email, READER));
    const first = await count();
    expect(first.statusCode).toBe(200);
    const before = first.json().unreadCount as number;
    let etag = first.headers.etag as string;
    await count(etag);
    let again: Awaited<ReturnType<typeof poll>> | undefined;
    const queries = await queriesDuring(t.database.db, async () => {
      again = await count(etag);
    });
    expect(again!.statusCode).toBe(304);
    expect(queries).toBe(0);

    // Another unit's post changes nothing here.
    await insertPost(t.database.db, OTHER, 'published');
    await expect.poll(async () => (await poll(t.app, url, undefined, OTHER)).statusCode).toBe(200);
    expect((await count(etag)).statusCode).toBe(304);

    // A post published in the reader's unit by someone else is a new unread post.
    const published = await insertPost(t.database.db, RM, 'published');
    await expect.poll(async () => (await count(etag)).statusCode).toBe(200);
    const changed = await count(etag);
    expect(changed.json().unreadCount).toBe(before + 1);
    etag = changed.headers.etag as string;

    // Reading it from another process's request (announced by the database) counts it off.
    await t.database.db.insert(postReads).values({
      userId: (await userIdOf(t.database.db, READER)).id,
      postId: published.id,
    });
    await expect.poll(async () => (await count(etag)).statusCode).toBe(200);
    const read = await count(etag);
    expect(read.json().unreadCount).toBe(before);
    etag = read.headers.etag as string;

    // Withdrawn: its author unpublishes another new post after the reader saw it counted.
    const second = await insertPost(t.database.db, RM, 'published');
    await expect.poll(async () => (await count(etag)).json()?.unreadCount).toBe(before + 1);
    etag = (await count()).headers.etag as string;
    await t.database.db.update(posts).set({ status: 'unpublished' }).where(eq(posts.id, second.id));
    await expect.poll(async () => (await count(etag)).statusCode).toBe(200);
    expect((await count()).json().unreadCount).toBe(before);
  });

  it('counts the polls answered from memory', () => {
    expect(t.app.pollVersions.stats.hits).toBeGreaterThan(0);
    expect(t.app.pollVersions.stats.reads).toBeGreaterThan(0);
  });
});
