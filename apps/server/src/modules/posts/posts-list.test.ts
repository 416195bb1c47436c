import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostListResponseSchema, type Post } from '@kizuki/shared';
import { posts, reactions } from '../../db/schema.ts';
import { keywordOracle } from '../../test/keyword-oracle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';

describe('GET /api/posts (the timeline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: string, email = MR) => {
    const response = await t.app.inject({
      url: `/api/posts?${query}`,
      headers: await t.authAs(email),
    });
    expect(response.statusCode, query).toBe(200);
    return PostListResponseSchema.parse(response.json());
  };
  /** Every page of a query, for comparing whole result sets. */
  const all = async (query: string): Promise<Post[]> => {
    const found: Post[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await list(`${query}&limit=100&offset=${offset}`);
      found.push(...page.data);
      if (found.length >= page.total) return found;
    }
  };
  const unitPosts = () =>
    t.database.db
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.unit, 'cimgibu'),
          eq(posts.status, 'published'),
          inArray(posts.kind, ['post', 'quote']),
        ),
      );

  it('lists the unit’s published posts and quotes, newest first, 20 at a time', async () => {
    const expected = await unitPosts();
    const first = await list('');
    expect(first).toMatchObject({ total: expected.length, limit: 20, offset: 0 });
    expect(first.data).toHaveLength(Math.min(20, expected.length));
    const everything = await all('');
    const times = everything.map((post) => Date.parse(post.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(everything.map((post) => post.status))).toEqual(new Set(['published']));
    expect(everything.every((post) => post.kind !== 'reply')).toBe(true);
    const second = await list('offset=5&limit=5');
    expect(second.data.map((post) => post.id)).toEqual(
      everything.slice(5, 10).map((post) => post.id),
    );
  });

  it('never lists another unit’s posts, even when filtered by its ids', async () => {
    const foreign = await t.database.db.select().from(posts).where(eq(posts.unit, 'cimjobu'));
    const everything = await all('');
    expect(everything.some((post) => foreign.some((other) => other.id === post.id))).toBe(false);
    const byForeignGroup = await list(`diseaseGroupId=${foreign[0]!.diseaseGroupId}`);
    expect(byForeignGroup.total).toBe(0);
  });

  it('filters by each of the nine fields, several values meaning any of them', async () => {
    const expected = await unitPosts();
    for (const field of [
      'diseaseGroupId',
      'diseaseId',
      'categoryId',
      'occupationGroupId',
      'workplaceId',
      'occupationId',
      'productGroupId',
      'competitiveProductId',
      'activityId',
    ] as const) {
      const values = [
        ...new Set(expected.map((post) => post[field]).filter((id): id is number => id !== null)),
      ].slice(0, 2);
      const found = await all(values.map((value) => `${field}=${value}`).join('&'));
      const wanted = expected.filter(
        (post) => post[field] !== null && values.includes(post[field]),
      );
      expect(found.map((post) => post.id).sort(), field).toEqual(
        wanted.map((post) => post.id).sort(),
      );
    }
    const [one] = expected;
    const combined = await all(
      `diseaseGroupId=${one!.diseaseGroupId}&categoryId=${one!.categoryId}`,
    );
    expect(
      combined.every(
        (post) =>
          post.classification.diseaseGroupId === one!.diseaseGroupId &&
          post.classification.categoryId === one!.categoryId,
      ),
    ).toBe(true);
    expect(combined.map((post) => post.id)).toContain(one!.id);
  });

  it('sorts by same-phenomenon and by like reactions', async () => {
    // Only this test's reactions count: the demo's reactions on the unit's posts are taken away.
    const unitPosts = t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.unit, 'cimgibu'));
    await t.database.db.delete(reactions).where(inArray(reactions.postId, unitPosts));
    await t.database.db
      .update(posts)
      .set({ likeCount: 0, sameCount: 0, moreCount: 0 })
      .where(eq(posts.unit, 'cimgibu'));
    const timeline = await list('limit=3');
    const [a, b, c] = timeline.data;
    const react = async (email: string, id: number, kind: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/${id}/reactions/${kind}`,
        headers: await t.authAs(email),
      });
    for (const email of ['mr', 'rm', 'pmo'].map((role) => `${role}@cimgibu.example.com`))
      await react(email, c!.id, 'same');
    await react(MR, b!.id, 'same');
    for (const email of ['mr', 'rm'].map((role) => `${role}@cimgibu.example.com`))
      await react(email, a!.id, 'like');
    const bySame = await list('sort=numberOfSameReactions&limit=2');
    expect(bySame.data.map((post) => [post.id, post.counts.same])).toEqual([
      [c!.id, 3],
      [b!.id, 1],
    ]);
    const byLike = await list('sort=numberOfLikeReactions&limit=1');
    expect(byLike.data[0]).toMatchObject({ id: a!.id, counts: { likes: 2 } });
  });

  it('finds every post whose text or classification names hold the keyword: Japanese of one to four characters, English, full-width', async () => {
    const corpus = await unitPosts();
    const oracle = await keywordOracle(t.database.db, 'cimgibu');
    const terms = [
      '病',
      '大学',
      '処方',
      '患者向け',
      'バイオシミラー',
      // A product's brand in both languages, folded (issue 39).
      'ヒュミラ',
      'ＨＵＭＩＲＡ',
      'web',
      'Hospital',
      'ＷＥＢ',
      'ｈｏｓｐｉｔａｌ',
      '%',
      '存在しない語',
    ];
    // And substrings cut from the posts themselves.
    for (const post of corpus.slice(0, 12)) {
      // The API trims a keyword, as a search box would.
      for (const length of [1, 2, 3, 4]) terms.push(post.body.slice(7, 7 + length).trim());
    }
    for (const term of terms.filter(Boolean)) {
      const expected = oracle.found(corpus, term);
      const found = (await all(`keyword=${encodeURIComponent(term)}`))
        .map((post) => post.id)
        .sort((a, b) => a - b);
      expect(found, term).toEqual(expected);
    }
  });

  it('lists the caller’s own content in every status with mine=true, and the comments with kind=reply', async () => {
    const mine = await all('mine=true');
    const rows = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.unit, 'cimgibu'), inArray(posts.kind, ['post', 'quote'])));
    const author = (await list('mine=true&limit=1')).data[0]?.author.id;
    expect(mine.map((post) => post.id).sort()).toEqual(
      rows
        .filter((row) => row.authorUserId === author)
        .map((row) => row.id)
        .sort(),
    );
    expect(mine.some((post) => post.status === 'draft')).toBe(true);
    const drafts = await all('mine=true&status=draft');
    expect(drafts.every((post) => post.status === 'draft')).toBe(true);
    expect((await all('')).some((post) => post.status === 'draft')).toBe(false);
    const replies = await all('kind=reply');
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((post) => post.kind === 'reply' && post.parentId !== null)).toBe(true);
  });

  it('refuses bad queries with 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=random', 'querystring.sort'],
      ['diseaseId=abc', 'querystring.diseaseId'],
      ['limit=1000', 'querystring.limit'],
      [`keyword=${'a'.repeat(201)}`, 'querystring.keyword'],
      // At most 20 ids a field, each an id.
      [
        Array.from({ length: 21 }, (_, i) => `categoryId=${i + 1}`).join('&'),
        'querystring.categoryId',
      ],
      ['diseaseGroupId=1&diseaseGroupId=abc', 'querystring.diseaseGroupId'],
      // A bad id is named by its field, wherever it stands in the list (issue 41).
      ['workplaceId=1&workplaceId=0', 'querystring.workplaceId'],
    ]) {
      const response = await t.app.inject({
        url: `/api/posts?${query}`,
        headers: await t.authAs(MR),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details[0].field, query).toBe(field);
    }
  });
});
