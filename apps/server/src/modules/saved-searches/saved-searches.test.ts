import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  selfCheckItems,
  SavedSearchListSchema,
  SavedSearchSchema,
  type Classification,
} from '@kizuki/shared';
import {
  notifications,
  posts,
  savedSearches,
  savedSearchNotices,
  savedSearchOutbox,
} from '../../db/schema.ts';
import { insertPost, userIdOf, validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { SAVED_SEARCH_QUEUE } from '../../jobs/saved-search-matching.worker.ts';
import { afterPublished } from '../posts/submission.service.ts';
import { notifySavedSearchMatches } from './saved-search-matching.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
const OTHER_UNIT_MR = 'mr@cimjpbu1.example.com';

describe('saved searches', () => {
  let t: TestApp;
  let gi: Classification;

  beforeAll(async () => {
    t = await createTestApp();
    gi = await validClassification(t.database.db, 'cimgibu', 'IBD');
  });
  afterAll(() => t.close());

  const save = (email: string, body: object, headers: Record<string, string> = {}) =>
    t.authAs(email).then((auth) =>
      t.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: { ...auth, ...headers },
        payload: body,
      }),
    );
  const fieldsOf = (response: { json: () => { error: { details?: { field: string }[] } } }) =>
    response.json().error.details?.map((detail) => detail.field);
  const clear = async (email: string) => {
    const user = await userIdOf(t.database.db, email);
    await t.database.db.delete(savedSearchNotices).where(eq(savedSearchNotices.userId, user.id));
    await t.database.db.delete(savedSearches).where(eq(savedSearches.userId, user.id));
  };

  describe('the API', () => {
    it('creates, lists, renames, turns off and deletes one’s own', async () => {
      await clear(GI('mr'));
      const created = await save(GI('mr'), {
        name: '  潰瘍性大腸炎  ',
        keyword: ' 薬 ',
        filters: { diseaseGroupId: [gi.diseaseGroupId, gi.diseaseGroupId], categoryId: [] },
      });
      expect(created.statusCode).toBe(201);
      const search = SavedSearchSchema.parse(created.json());
      expect(search).toMatchObject({
        name: '潰瘍性大腸炎',
        keyword: '薬',
        filters: { diseaseGroupId: [gi.diseaseGroupId] },
        notify: true,
      });

      const listed = await t.requestAs(GI('mr'), 'GET', '/api/saved-searches');
      expect(SavedSearchListSchema.parse(listed.json()).data.map((one) => one.id)).toEqual([
        search.id,
      ]);

      const renamed = await t.requestAs(GI('mr'), 'PATCH', `/api/saved-searches/${search.id}`, {
        name: 'IBD',
        notify: false,
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'IBD', notify: false, keyword: '薬' });

      const remove = async (key: string) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/saved-searches/${search.id}`,
          headers: { ...(await t.authAs(GI('mr'))), 'idempotency-key': key },
        });
      expect((await remove('delete-1')).statusCode).toBe(204);
      // The same request retried answers the same; a new one finds nothing.
      const retried = await remove('delete-1');
      expect(retried.statusCode).toBe(204);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect((await remove('delete-2')).statusCode).toBe(404);
    });

    it('answers 404 for another person’s and another unit’s', async () => {
      await clear(GI('mr'));
      const search = SavedSearchSchema.parse(
        (await save(GI('mr'), { name: 'mine', keyword: 'x' })).json(),
      );
      for (const email of [GI('rm'), OTHER_UNIT_MR]) {
        for (const [method, payload] of [
          ['PATCH', { name: 'theirs' }],
          ['DELETE', undefined],
        ] as const) {
          const response = await t.requestAs(
            email,
            method,
            `/api/saved-searches/${search.id}`,
            payload,
          );
          expect(response.statusCode, `${email} ${method}`).toBe(404);
        }
        const list = await t.requestAs(email, 'GET', '/api/saved-searches');
        expect(list.json().data.map((one: { id: number }) => one.id)).not.toContain(search.id);
      }
    });

    it.each([
      ['no name', { keyword: 'x' }, 'body.name'],
      ['an invisible name', { name: '\u200b\u200b', keyword: 'x' }, 'body.name'],
      ['a long name', { name: 'x'.repeat(61), keyword: 'x' }, 'body.name'],
      ['nothing to search by', { name: 'n' }, 'body.keyword'],
      ['a blank keyword and no filter', { name: 'n', keyword: '   ' }, 'body.keyword'],
      ['a megabyte keyword', { name: 'n', keyword: 'x'.repeat(1_000_000) }, 'body'],
      ['a lone surrogate', { name: 'n', keyword: 'a\ud800' }, 'body.keyword'],
      ['an unknown filter', { name: 'n', filters: { colour: [1] } }, 'body.filters'],
      ['a filter id that is no id', { name: 'n', filters: { diseaseId: [0] } }, 'body.filters'],
      ['an unknown field', { name: 'n', keyword: 'x', userId: 1 }, 'body'],
    ])('refuses %s (400 naming the field)', async (what, body: object, field) => {
      const response = await save(GI('mr'), body);
      expect(response.statusCode).toBe(what === 'a megabyte keyword' ? 413 : 400);
      if (response.statusCode === 400) {
        expect(fieldsOf(response)?.some((name) => name.startsWith(field))).toBe(true);
      }
    });

    it(`keeps at most ${MAX_SAVED_SEARCHES}: the next answers 409 naming the limit`, async () => {
      await clear(GI('rm'));
      for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
        expect((await save(GI('rm'), { name: `s${i}`, keyword: `k${i}` })).statusCode).toBe(201);
      }
      const refused = await save(GI('rm'), { name: 'one more', keyword: 'k' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'limitReached',
        details: { limit: MAX_SAVED_SEARCHES },
      });
      expect(refused.json().error.message).toContain(String(MAX_SAVED_SEARCHES));
      await clear(GI('rm'));
    });

    it('creates once per Idempotency-Key', async () => {
      await clear(GI('mr'));
      const body = { name: 'retry', keyword: '資料' };
      const first = await save(GI('mr'), body, { 'idempotency-key': 'saved-search-1' });
      const second = await save(GI('mr'), body, { 'idempotency-key': 'saved-search-1' });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json().id).toBe(first.json().id);
      const list = await t.requestAs(GI('mr'), 'GET', '/api/saved-searches');
      expect(list.json().data).toHaveLength(1);
    });
  });

  describe('notices when a published post matches', () => {
    const publish = async (email: string, body: string) => {
      const response = await t.requestAs(email, 'POST', '/api/posts', {
        body,
        classification: gi,
        selfCheck: selfCheckItems('post'),
        submit: true,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number; status: string }>();
    };
    const noticesOf = async (email: string, postId: number) => {
      const user = await userIdOf(t.database.db, email);
      return t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, user.id),
            eq(notifications.kind, 'savedSearch'),
            eq(notifications.link, `/posts/${postId}`),
          ),
        );
    };

    it('queues the post in the publishing transaction and tells the owner once, through the job queue', async () => {
      await clear(GI('mr'));
      await save(GI('mr'), {
        name: '薬の説明会',
        keyword: '薬',
        filters: { diseaseGroupId: [gi.diseaseGroupId] },
      });
      const post = await publish(GI('hq'), '他社が新しい薬の説明会を開いていた。');
      expect(post.status).toBe('published');
      // Committed with the post: the outbox holds it (unless a relay already took it).
      await t.app.savedSearchMatching.relay();
      await vi.waitFor(async () => expect(await noticesOf(GI('mr'), post.id)).toHaveLength(1), {
        timeout: 15_000,
        interval: 100,
      });
      // The job running again (a retry) tells nobody twice.
      expect(await notifySavedSearchMatches(t.database.db, post.id)).toBe(0);
      expect(await noticesOf(GI('mr'), post.id)).toHaveLength(1);
      const [notice] = await noticesOf(GI('mr'), post.id);
      // The notice names the saved search that matched (issue 39), then the post's first words.
      expect(notice!.title).toBe('「薬の説明会」他社が新しい薬の説明会を開いていた。');
    });

    it('writes the outbox row only when the publication commits', async () => {
      await clear(GI('mr'));
      await save(GI('mr'), { name: '巻き戻し', keyword: '巻き戻し' });
      const post = await insertPost(t.database.db, GI('rm'), 'review', {
        body: '巻き戻しのある公開。',
      });
      const outboxOf = () =>
        t.database.db.select().from(savedSearchOutbox).where(eq(savedSearchOutbox.postId, post.id));
      // The job the relay would have made of a committed outbox row, whatever its state.
      const jobsOf = async () =>
        (
          await t.database.executeSql(
            `SELECT state FROM pgboss.job WHERE name = $1 AND (data->>'postId')::int = $2`,
            [SAVED_SEARCH_QUEUE, post.id],
          )
        ).rows;
      const publishIn = (tx: Database) =>
        tx
          .update(posts)
          .set({ status: 'published', publishedAt: new Date() })
          .where(eq(posts.id, post.id))
          .returning()
          .then(([row]) => afterPublished(tx, row!));

      // Published and then rolled back (as a failed approval would be): nothing queued, no job.
      await expect(
        t.database.db.transaction(async (tx) => {
          await publishIn(tx);
          expect(
            await tx.select().from(savedSearchOutbox).where(eq(savedSearchOutbox.postId, post.id)),
          ).toHaveLength(1);
          throw new Error('the publication fails after queueing');
        }),
      ).rejects.toThrow('the publication fails after queueing');
      await t.app.savedSearchMatching.relay();
      expect(await outboxOf()).toEqual([]);
      expect(await jobsOf()).toEqual([]);
      expect(await noticesOf(GI('mr'), post.id)).toEqual([]);

      // Published and committed: queued, relayed and told.
      await t.database.db.transaction(publishIn);
      await t.app.savedSearchMatching.relay();
      expect(await outboxOf()).toEqual([]);
      expect(await jobsOf()).toHaveLength(1);
      await vi.waitFor(async () => expect(await noticesOf(GI('mr'), post.id)).toHaveLength(1), {
        timeout: 15_000,
        interval: 100,
      });

      // A draft is not published: nothing queued.
      const draft = await t.requestAs(GI('hq'), 'POST', '/api/posts', {
        body: '巻き戻しの下書き',
        classification: gi,
        selfCheck: selfCheckItems('post'),
        submit: false,
      });
      expect(draft.statusCode).toBe(201);
      const queued = await t.database.db
        .select()
        .from(savedSearchOutbox)
        .where(eq(savedSearchOutbox.postId, draft.json().id));
      expect(queued).toEqual([]);
    });

    it('tells nobody about their own post, another unit’s, an unpublished one, or with notices off', async () => {
      await clear(GI('mr'));
      await clear(GI('hq'));
      await clear(OTHER_UNIT_MR);
      await save(GI('mr'), { name: 'own', keyword: '説明会' });
      await save(GI('hq'), { name: 'off', keyword: '説明会', notify: false });
      await save(OTHER_UNIT_MR, { name: 'other unit', keyword: '説明会' });
      const own = await insertPost(t.database.db, GI('mr'), 'published', { body: '説明会の話' });
      const draft = await insertPost(t.database.db, GI('rm'), 'draft', { body: '説明会の下書き' });
      const inReview = await insertPost(t.database.db, GI('rm'), 'review', { body: '説明会' });
      for (const post of [own, draft, inReview]) {
        expect(await notifySavedSearchMatches(t.database.db, post.id)).toBe(0);
      }
      const theirs = await insertPost(t.database.db, GI('rm'), 'published', { body: '説明会' });
      expect(await notifySavedSearchMatches(t.database.db, theirs.id)).toBe(1);
      expect(await noticesOf(GI('mr'), theirs.id)).toHaveLength(1);
      expect(await noticesOf(GI('hq'), theirs.id)).toHaveLength(0);
      expect(await noticesOf(OTHER_UNIT_MR, theirs.id)).toHaveLength(0);
    });

    it('tells a person once when several of their searches match a post', async () => {
      await clear(GI('mr'));
      await save(GI('mr'), { name: 'a', keyword: '冊子' });
      await save(GI('mr'), { name: 'b', keyword: '患者' });
      const post = await insertPost(t.database.db, GI('rm'), 'published', {
        body: '患者向け冊子',
      });
      expect(await notifySavedSearchMatches(t.database.db, post.id)).toBe(1);
      expect(await noticesOf(GI('mr'), post.id)).toHaveLength(1);
    });

    it('publishing through approval queues the post too', async () => {
      await clear(GI('rm'));
      await save(GI('rm'), { name: 'approved', keyword: '承認後' });
      const post = await publish(GI('mr'), '承認後に公開される投稿。');
      expect(post.status).toBe('review');
      const [queuedBefore] = await t.database.db
        .select()
        .from(savedSearchOutbox)
        .where(eq(savedSearchOutbox.postId, post.id));
      expect(queuedBefore).toBeUndefined();
      const tasks = await t.requestAs(GI('mr-approver'), 'GET', '/api/tasks?limit=100');
      const task = (
        tasks.json().data as { id: number; reference: { postId: number | null } }[]
      ).find((one) => one.reference.postId === post.id);
      expect(task).toBeDefined();
      const approved = await t.requestAs(
        GI('mr-approver'),
        'POST',
        `/api/tasks/${task!.id}/approve`,
      );
      expect(approved.statusCode).toBe(200);
      await t.app.savedSearchMatching.relay();
      await vi.waitFor(async () => expect(await noticesOf(GI('rm'), post.id)).toHaveLength(1), {
        timeout: 15_000,
        interval: 100,
      });
      const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row!.status).toBe('published');
    });
  });
});
