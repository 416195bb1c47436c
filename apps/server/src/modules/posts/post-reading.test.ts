import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILTER_FIELDS,
  PostDetailSchema,
  PostListResponseSchema,
  selfCheckItems,
  UnreadCountSchema,
} from '@kizuki/shared';
import { masterItems, posts, users } from '../../db/schema.ts';
import { countStatements, validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

describe('reading a post: detail, replies, quotes, unread', () => {
  let t: TestApp;
  let original: number;
  let quote: number;
  const replies: number[] = [];
  let foreign: number;

  const request = async (
    email: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await t.authAs(email), payload });
  const write = async (email: string, payload: object) => {
    const response = await request(email, 'POST', '/api/posts', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Everyone in the unit signed in for the first time an hour ago: what is older is not unread.
    await t.database.db
      .update(users)
      .set({ agreedAt: sql`now() - interval '1 hour'` })
      .where(eq(users.unit, 'cimgibu'));
    const gi = await validClassification(t.database.db, 'cimgibu');
    original = await write(GI('hq'), {
      body: '大学病院で他社の新しい冊子を確認した。',
      classification: gi,
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    for (const body of ['一件目の返信', '二件目の返信', '三件目の返信']) {
      replies.push(
        await write(GI('hq'), {
          body,
          parentId: original,
          selfCheck: selfCheckItems('reply'),
          submit: true,
        }),
      );
    }
    quote = await write(GI('hq'), {
      body: '全国でも同じ動きがあります。',
      quotedId: original,
      classification: gi,
      selfCheck: selfCheckItems('quote'),
      submit: true,
    });
    foreign = await write('hq@cimjobu.example.com', {
      body: 'Foreign unit post',
      classification: await validClassification(t.database.db, 'cimjobu'),
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
  });
  afterAll(() => t.close());

  it('shows the detail with the quoted post, the six counters and the caller’s reactions', async () => {
    await request(GI('mr'), 'PUT', `/api/posts/${quote}/reactions/more`);
    const response = await request(GI('mr'), 'GET', `/api/posts/${quote}`);
    expect(response.statusCode).toBe(200);
    const detail = PostDetailSchema.parse(response.json());
    expect(detail.quoted).toMatchObject({ id: original, counts: { comments: 3, retweets: 1 } });
    expect(detail.myReactions).toEqual(['more']);
    expect(detail.counts.more).toBe(1);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, quote));
    const sameDisease = await t.database.db
      .select()
      .from(posts)
      .where(eq(posts.diseaseId, row!.diseaseId!));
    expect(detail.sameCategoryCount).toBe(
      sameDisease.filter((post) => post.status === 'published' && post.kind !== 'reply').length,
    );
    expect(detail.sameCategoryCount).toBeGreaterThanOrEqual(2);
    // The count is remembered for a minute: opening the post again does not count again.
    const statements = countStatements(t.database.db);
    try {
      const again = PostDetailSchema.parse(
        (await request(GI('mr'), 'GET', `/api/posts/${quote}`)).json(),
      );
      expect(again.sameCategoryCount).toBe(detail.sameCategoryCount);
      // The post with its author, the quoted post, and its classification's names (issue 40).
      expect(statements.count()).toBe(3);
    } finally {
      statements.stop();
    }
  });

  it('sends the names of the detail’s classification with it, a retired item’s too, in one answer (issue 40)', async () => {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, original));
    const named = FILTER_FIELDS.map((field) => row![field]).filter((id) => id !== null);
    expect(named.length).toBeGreaterThan(1);
    // An admin retired the product since: the post still names it.
    await t.database.db
      .update(masterItems)
      .set({ active: false })
      .where(eq(masterItems.id, row!.competitiveProductId!));
    try {
      const detail = PostDetailSchema.parse(
        (await request(GI('mr'), 'GET', `/api/posts/${original}`)).json(),
      );
      expect(detail.classificationItems.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        [...new Set(named)].sort((a, b) => a - b),
      );
      const rows = await t.database.db.select().from(masterItems);
      for (const item of detail.classificationItems) {
        const stored = rows.find((candidate) => candidate.id === item.id)!;
        expect(item).toMatchObject({ nameJa: stored.nameJa, nameEn: stored.nameEn });
      }
      const product = detail.classificationItems.find(
        (item) => item.id === row!.competitiveProductId,
      );
      expect(product?.active).toBe(false);
    } finally {
      await t.database.db
        .update(masterItems)
        .set({ active: true })
        .where(eq(masterItems.id, row!.competitiveProductId!));
    }
  });

  it('never sends another unit’s item in a detail’s names, whatever the row says (issue 40)', async () => {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, original));
    const [foreignItem] = await t.database.db
      .select()
      .from(masterItems)
      .where(eq(masterItems.unit, 'cimjobu'))
      .limit(1);
    // A row that names another unit's item (no path of the API writes one: planted here).
    await t.database.db
      .update(posts)
      .set({ activityId: foreignItem!.id })
      .where(eq(posts.id, original));
    try {
      const detail = PostDetailSchema.parse(
        (await request(GI('mr'), 'GET', `/api/posts/${original}`)).json(),
      );
      expect(detail.classificationItems.map((item) => item.id)).not.toContain(foreignItem!.id);
      expect(detail.classificationItems.length).toBeGreaterThan(0);
    } finally {
      await t.database.db
        .update(posts)
        .set({ activityId: row!.activityId })
        .where(eq(posts.id, original));
    }
  });

  it('lists a post’s replies oldest first and its quotes', async () => {
    const found = PostListResponseSchema.parse(
      (await request(GI('mr'), 'GET', `/api/posts?parentId=${original}`)).json(),
    );
    expect(found.data.map((post) => post.id)).toEqual(replies);
    const quotes = PostListResponseSchema.parse(
      (await request(GI('mr'), 'GET', `/api/posts?quotedId=${original}`)).json(),
    );
    expect(quotes.data.map((post) => post.id)).toEqual([quote]);
  });

  it('lists each post with its disease group’s name and colour and its competitive product, in one query', async () => {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, original));
    const [group] = await t.database.db
      .select()
      .from(masterItems)
      .where(eq(masterItems.id, row!.diseaseGroupId!));
    const [product] = await t.database.db
      .select()
      .from(masterItems)
      .where(eq(masterItems.id, row!.competitiveProductId!));
    const statements = countStatements(t.database.db);
    let list;
    try {
      list = PostListResponseSchema.parse((await request(GI('mr'), 'GET', '/api/posts')).json());
      // The page and its total: the names come joined, not one query per post.
      expect(statements.count()).toBeLessThanOrEqual(2);
    } finally {
      statements.stop();
    }
    expect(list.data.find((post) => post.id === original)?.labels).toEqual({
      diseaseGroup: { nameJa: group!.nameJa, nameEn: group!.nameEn, color: group!.color },
      competitiveProduct: { nameJa: product!.nameJa, nameEn: product!.nameEn },
    });
    expect(group!.color).toMatch(/^#/);
    // A reply takes its parent's classification, so the comments list carries the same labels.
    const comments = PostListResponseSchema.parse(
      (await request(GI('mr'), 'GET', '/api/posts?kind=reply&limit=100')).json(),
    );
    const listedReplies = comments.data.filter((post) => post.parentId === original);
    expect(listedReplies.map((post) => post.id).sort()).toEqual([...replies].sort());
    for (const reply of listedReplies) {
      expect(reply.labels).toEqual({
        diseaseGroup: { nameJa: group!.nameJa, nameEn: group!.nameEn, color: group!.color },
        competitiveProduct: { nameJa: product!.nameJa, nameEn: product!.nameEn },
      });
    }
  });

  it('answers 404 for another unit’s post, and lists none of its replies', async () => {
    expect((await request(GI('mr'), 'GET', `/api/posts/${foreign}`)).statusCode).toBe(404);
    const found = (await request(GI('mr'), 'GET', `/api/posts?parentId=${foreign}`)).json();
    expect(found.total).toBe(0);
  });

  it('counts unread posts and takes them off when opened or scrolled past, idempotently', async () => {
    const unread = async (email: string) =>
      UnreadCountSchema.parse((await request(email, 'GET', '/api/posts/unread-count')).json())
        .unreadCount;
    // The post and the quote are new to mr; the writer has read their own.
    expect(await unread(GI('mr'))).toBe(2);
    expect(await unread(GI('hq'))).toBe(0);
    const timeline = PostListResponseSchema.parse(
      (await request(GI('mr'), 'GET', '/api/posts?limit=2')).json(),
    );
    expect(timeline.data.map((post) => [post.id, post.isRead])).toEqual([
      [quote, false],
      [original, false],
    ]);
    for (let attempt = 0; attempt < 2; attempt++) {
      const marked = await request(GI('mr'), 'PUT', '/api/posts/reads', {
        postIds: [original, foreign],
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ unreadCount: 1 });
    }
    expect((await request(GI('mr'), 'GET', `/api/posts/${original}`)).json().isRead).toBe(true);
    // Another user's reads are their own; the foreign id was ignored, not recorded.
    expect(await unread(GI('rm'))).toBe(2);
    expect(await unread('mr@cimjobu.example.com')).toBe(0);
  });

  it('refuses a bad read list with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ postIds: [] }, 'body.postIds'],
      [{ postIds: ['x'] }, 'body.postIds.0'],
      [{ postIds: [1], extra: true }, 'body'],
    ] as const) {
      const response = await request(GI('mr'), 'PUT', '/api/posts/reads', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe(field);
    }
  });
});
