import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_LIST_TOTAL_CAP, PostListResponseSchema, type PostListResponse } from '@kizuki/shared';
import { masterItems, posts } from '../../db/schema.ts';
import { seedScalePosts } from '../../../bench/scale/scale-posts.ts';
import { countStatements } from '../../test/fixtures.ts';
import { keywordOracle } from '../../test/keyword-oracle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';

describe('keyword search recall on over 1,000 posts of a unit, against a plain substring search', () => {
  let t: TestApp;
  let corpus: (typeof posts.$inferSelect)[];
  let oracle: Awaited<ReturnType<typeof keywordOracle>>;
  let humira: typeof masterItems.$inferSelect;
  let humiraPosts: number[];

  /** What a keyword must find: the posts whose text, or one of whose items' names, holds it. */
  const expectedFor = (term: string) => oracle.found(corpus, term);

  beforeAll(async () => {
    t = await createTestApp();
    await seedScalePosts(t.database.db, { posts: 4_000, seed: 11 });
    corpus = await t.database.db
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.unit, 'cimgibu'),
          eq(posts.status, 'published'),
          inArray(posts.kind, ['post', 'quote']),
        ),
      );
    oracle = await keywordOracle(t.database.db, 'cimgibu');
    const [product] = await t.database.db
      .select()
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.code, 'humira')));
    humira = product!;
    humiraPosts = corpus.filter((post) => post.competitiveProductId === humira.id).map((p) => p.id);
  }, 120_000);
  afterAll(() => t.close());

  const search = async (keyword: string) => {
    const ids: number[] = [];
    let first: PostListResponse | undefined;
    for (let offset = 0; ; offset += 100) {
      const response = await t.app.inject({
        url: `/api/posts?keyword=${encodeURIComponent(keyword)}&limit=100&offset=${offset}`,
        headers: await t.authAs(MR),
      });
      expect(response.statusCode, keyword).toBe(200);
      const page = PostListResponseSchema.parse(response.json());
      first ??= page;
      ids.push(...page.data.map((post) => post.id));
      if (page.data.length < 100) break;
    }
    // The total is exact, or says that it is a lower bound.
    if (first.totalIsLowerBound) expect(ids.length, keyword).toBeGreaterThanOrEqual(first.total);
    else expect(first.total, keyword).toBe(ids.length);
    return ids.sort((a, b) => a - b);
  };

  it('finds exactly the posts whose text or classification names hold the keyword, for every kind of keyword', async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(1_000);
    const terms = [
      // Japanese of one, two and four characters, kana and kanji.
      '病',
      '冊',
      'の',
      '。',
      '大学',
      '処方',
      '患者向け',
      'ガイドライン',
      // English words, any case, and words across a space.
      'web',
      'Hospital',
      'two pharmacists',
      'a',
      // Full-width and half-width forms of what the posts hold in the other form.
      'ＷＥＢ',
      'ｈｏｓｐｉｔａｌ',
      'ｶﾞｲﾄﾞﾗｲﾝ',
      'MR',
      'ｍｒ',
      // Characters that mean something to LIKE or to tsquery.
      '%',
      '_',
      "'",
      '&',
      '存在しない語',
    ];
    // And substrings of one to six characters cut from the posts themselves.
    for (const [index, post] of corpus.slice(0, 40).entries()) {
      const start = (index * 7) % Math.max(1, post.body.length - 6);
      terms.push(post.body.slice(start, start + 1 + (index % 6)).trim());
    }
    let matched = 0;
    for (const term of terms.filter(Boolean)) {
      const expected = expectedFor(term);
      expect(await search(term), term).toEqual(expected);
      matched += expected.length;
    }
    // The comparison is not vacuous: most terms match many posts, some more than the total's cap.
    expect(matched).toBeGreaterThan(5_000);
    // Beyond the cap the total is a lower bound; a search whose page the last month's posts fill
    // counts that month only, and says so.
    const timeline = await t.app.inject({ url: '/api/posts', headers: await t.authAs(MR) });
    expect(timeline.json()).toMatchObject({ total: POST_LIST_TOTAL_CAP, totalIsLowerBound: true });
    const common = await t.app.inject({
      url: `/api/posts?keyword=${encodeURIComponent('。')}`,
      headers: await t.authAs(MR),
    });
    expect(common.json()).toMatchObject({ totalIsLowerBound: true });
    expect(common.json().total).toBeGreaterThanOrEqual(20);
  });

  it('finds a post by its classification’s names in both languages, a synonym, a full name and an abbreviation, folded', async () => {
    expect(humira.nameJa).toBe('ヒュミラ（アダリムマブ）');
    expect(humira.synonyms).toContain('ADA');
    const terms = [
      // The brand in Japanese and English, both as typed and in the other width or case.
      'ヒュミラ',
      'ﾋｭﾐﾗ',
      'Humira',
      'ＨＵＭＩＲＡ',
      // The full names, and a synonym.
      'ヒュミラ（アダリムマブ）',
      'Humira (adalimumab)',
      'アダリムマブBS',
      // An abbreviation: the disease group IBD（炎症性腸疾患）, the occupation IBD専門医.
      'IBD',
      'ｉｂｄ',
    ];
    for (const term of terms) {
      const found = await search(term);
      expect(found, term).toEqual(expectedFor(term));
      // Found by the names: posts whose text does not hold the keyword are among them.
      const byNameOnly = corpus.filter(
        (post) => found.includes(post.id) && !oracle.inText(post, term),
      );
      expect(byNameOnly.length, term).toBeGreaterThan(0);
    }
    // Humira's posts are found under every one of its names, whatever their text says.
    expect(humiraPosts.length).toBeGreaterThan(10);
    for (const term of ['ヒュミラ', 'humira', 'ADA']) {
      expect(await search(term), term).toEqual(expect.arrayContaining(humiraPosts));
    }
  });

  it('finds a renamed item’s posts and a new synonym’s at once, no post rewritten', async () => {
    const rewritten = async () =>
      (await t.database.db.select({ updatedAt: posts.updatedAt }).from(posts)).map((row) =>
        row.updatedAt.getTime(),
      );
    const before = await rewritten();
    try {
      expect(await search('Amjevita')).toEqual([]);
      expect(await search('アムジェヴィータ')).toEqual([]);
      await t.database.db
        .update(masterItems)
        .set({
          nameEn: 'Amjevita (adalimumab)',
          synonyms: [...humira.synonyms, 'アムジェヴィータ'],
        })
        .where(eq(masterItems.id, humira.id));
      expect(await search('amjevita')).toEqual(expect.arrayContaining(humiraPosts));
      expect(await search('ｱﾑｼﾞｪｳﾞｨｰﾀ')).toEqual(expect.arrayContaining(humiraPosts));
      // The old English name no longer finds the posts that only it named.
      expect(await search('Humira (adalimumab)')).toEqual([]);
      expect(await rewritten()).toEqual(before);
    } finally {
      await t.database.db
        .update(masterItems)
        .set({ nameEn: humira.nameEn, synonyms: humira.synonyms })
        .where(eq(masterItems.id, humira.id));
    }
  });

  it('sorts a keyword’s matches by a reaction, a common keyword and a rare one alike', async () => {
    const counted = await t.database.db
      .select({
        id: posts.id,
        body: posts.body,
        likes: posts.likeCount,
        same: posts.sameCount,
        publishedAt: posts.publishedAt,
      })
      .from(posts)
      .where(
        inArray(
          posts.id,
          corpus.map((post) => post.id),
        ),
      );
    // '。' is in nearly every post (past the cap: the sort's index is walked), '患者向け' in a few
    // (found through the search index).
    for (const keyword of ['。', '患者向け']) {
      const expected = new Set(expectedFor(keyword));
      const matches = counted.filter((post) => expected.has(post.id));
      expect(matches.length > POST_LIST_TOTAL_CAP, keyword).toBe(keyword === '。');
      for (const [sort, counter] of [
        ['numberOfLikeReactions', 'likes'],
        ['numberOfSameReactions', 'same'],
      ] as const) {
        const expected = [...matches]
          .sort(
            (a, b) =>
              b[counter] - a[counter] ||
              b.publishedAt!.getTime() - a.publishedAt!.getTime() ||
              b.id - a.id,
          )
          .slice(20, 40)
          .map((post) => post.id);
        const statements = countStatements(t.database.db);
        const response = await t.app.inject({
          url: `/api/posts?keyword=${encodeURIComponent(keyword)}&sort=${sort}&offset=20`,
          headers: await t.authAs(MR),
        });
        statements.stop();
        // The page's own statement (ordered by the counter): a common keyword walks the sort's
        // order testing each text; a rare one is found through the search index (@@).
        const pageStatement = statements
          .texts()
          .find((text) => /order by .*_count" desc/i.test(text));
        expect(pageStatement, `${keyword} ${sort}`).toBeDefined();
        expect(pageStatement!.includes('@@'), `${keyword} ${sort}`).toBe(keyword !== '。');
        const page = PostListResponseSchema.parse(response.json());
        expect(
          page.data.map((post) => post.id),
          `${keyword} ${sort}`,
        ).toEqual(expected);
        expect(page.total).toBe(Math.min(matches.length, POST_LIST_TOTAL_CAP));
        expect(page.totalIsLowerBound).toBe(matches.length > POST_LIST_TOTAL_CAP);
      }
    }
  });

  it('counts a list past the cap once a minute, not on every page', async () => {
    const statements = countStatements(t.database.db);
    try {
      // Another unit, whose timeline nobody has listed yet; its reader is already remembered.
      const reader = await t.authAs('mr@cimrdbu.example.com');
      await t.app.inject({ url: '/api/notifications', headers: reader });
      // The counting statements a page ran (not whatever else the request needed: a user read
      // again after the database announced a change is not what this test is about).
      const page = async (query: string) => {
        const before = statements.count();
        const response = await t.app.inject({ url: `/api/posts?${query}`, headers: reader });
        expect(response.json()).toMatchObject({
          total: POST_LIST_TOTAL_CAP,
          totalIsLowerBound: true,
        });
        return statements
          .texts()
          .slice(before)
          .filter((text) => /\bcount\(/i.test(text)).length;
      };
      // Its first page is counted; its next pages, in any order, are not.
      expect(await page('limit=5')).toBe(1);
      expect(await page('limit=5&offset=5')).toBe(0);
      expect(await page('limit=5&offset=10&sort=numberOfSameReactions')).toBe(0);
    } finally {
      statements.stop();
    }
  });

  it('answers one-character, two-character and English keywords from the GIN index', async () => {
    for (const keyword of ['病', '大学', 'web', 'ｶﾞ']) {
      const plan = await t.database.db.transaction(async (tx) => {
        // With sequential scans priced out, the plan shows whether the index can serve the query.
        await tx.execute(sql`set local enable_seqscan = off`);
        // Both drivers answer an object with the plan's lines under `rows`.
        const result: unknown = await tx.execute(
          sql`explain select id from posts where search_vector @@ kizuki_search_query(${keyword})`,
        );
        return JSON.stringify((result as { rows: unknown[] }).rows);
      });
      expect(plan, keyword).toContain('posts_search_vector_idx');
    }
  });
});
