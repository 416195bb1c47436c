import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostListQuerySchema, PostListResponseSchema } from '@kizuki/shared';
import { posts, savedSearches } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postItemNames } from './keyword-match.ts';
import { postListWhere, savedConditionsMatch, SEARCH_WINDOWS_DAYS } from './post-list.ts';

const MR = 'mr@cimgibu.example.com';

/** A query string as Fastify's parser reads it: a repeated parameter is a list. */
function queryObject(query: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const before = object[key];
    object[key] = before === undefined ? value : [before, value].flat();
  }
  return object;
}

/**
 * The list's conditions are one definition: asked of the posts one by one (as a saved search will
 * ask of a newly published post) or of a window, they find exactly what GET /api/posts lists.
 */
describe('post-list: one definition of a list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listedIds = async (query: string): Promise<number[]> => {
    const found: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const response = await t.app.inject({
        url: `/api/posts?${query}&limit=100&offset=${offset}`,
        headers: await t.authAs(MR),
      });
      expect(response.statusCode, query).toBe(200);
      const page = PostListResponseSchema.parse(response.json());
      found.push(...page.data.map((post) => post.id));
      if (page.data.length < 100) return found.sort((a, b) => a - b);
    }
  };

  it('matches post by post what the timeline lists, for keywords, filters and both together', async () => {
    const owner = await userIdOf(t.database.db, MR);
    const published = await t.database.db
      .select({
        body: posts.body,
        diseaseGroupId: posts.diseaseGroupId,
        categoryId: posts.categoryId,
      })
      .from(posts)
      .where(
        and(eq(posts.unit, owner.unit), eq(posts.status, 'published'), eq(posts.kind, 'post')),
      );
    const [sample] = published;
    const distinct = (ids: (number | null)[]) =>
      [...new Set(ids.filter((id): id is number => id !== null))].slice(0, 2);
    const twoGroups = distinct(published.map((post) => post.diseaseGroupId));
    const twoCategories = distinct(published.map((post) => post.categoryId));
    expect(twoGroups).toHaveLength(2);
    expect(twoCategories).toHaveLength(2);
    const several = (field: string, ids: number[]) => ids.map((id) => `${field}=${id}`).join('&');
    const everyPost = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.unit, owner.unit));
    const queries = [
      '',
      `keyword=${encodeURIComponent(sample!.body.slice(3, 4))}`,
      `keyword=${encodeURIComponent(sample!.body.slice(3, 5))}`,
      `diseaseGroupId=${sample!.diseaseGroupId}`,
      `keyword=${encodeURIComponent(sample!.body.slice(3, 5))}&diseaseGroupId=${sample!.diseaseGroupId}`,
      'keyword=%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84%E8%AA%9E',
      // A classification item's name (issue 39), alone and with a filter.
      `keyword=${encodeURIComponent('ヒュミラ')}`,
      `keyword=IBD&diseaseGroupId=${sample!.diseaseGroupId}`,
      // Several ids a field (any of them), in two fields at once (each must hold).
      several('diseaseGroupId', twoGroups),
      `${several('diseaseGroupId', twoGroups)}&${several('categoryId', twoCategories)}`,
      `${several('categoryId', twoCategories)}&keyword=${encodeURIComponent(sample!.body.slice(3, 5))}`,
    ];
    for (const query of queries) {
      const listed = await listedIds(query);
      const conditions = PostListQuerySchema.parse(queryObject(query));
      const matched: number[] = [];
      for (const { id } of everyPost) {
        const [hit] = await t.database.db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, id), postListWhere(owner, conditions)));
        if (hit) matched.push(hit.id);
      }
      expect(
        matched.sort((a, b) => a - b),
        query,
      ).toEqual(listed);
      if (query === '') expect(listed.length).toBeGreaterThan(5);
      if (query === several('diseaseGroupId', twoGroups)) {
        // Both groups' posts are there: the list is the union, not one group's.
        const groups = await t.database.db
          .select({ id: posts.id, diseaseGroupId: posts.diseaseGroupId })
          .from(posts)
          .where(eq(posts.unit, owner.unit));
        const groupOf = new Map(groups.map((row) => [row.id, row.diseaseGroupId]));
        expect(new Set(listed.map((id) => groupOf.get(id)))).toEqual(new Set(twoGroups));
      }
    }
  });

  it('finds within each search window a subset of the whole history, the whole history last', async () => {
    const owner = await userIdOf(t.database.db, MR);
    const conditions = PostListQuerySchema.parse({ keyword: 'の' });
    const found: number[][] = [];
    for (const days of SEARCH_WINDOWS_DAYS) {
      const rows = await t.database.db
        .select({ id: posts.id })
        .from(posts)
        .where(postListWhere(owner, conditions, days));
      found.push(rows.map((row) => row.id).sort((a, b) => a - b));
    }
    expect(found.at(-1)).toEqual(await listedIds('keyword=%E3%81%AE'));
    expect(found.at(-1)!.length).toBeGreaterThan(0);
    for (const [index, ids] of found.entries()) {
      const wider = new Set(found[index + 1] ?? ids);
      expect(ids.every((id) => wider.has(id))).toBe(true);
    }
  });

  it('matches a saved search to a published post exactly when the timeline lists it', async () => {
    const owner = await userIdOf(t.database.db, MR);
    const unitPosts = await t.database.db
      .select({
        id: posts.id,
        body: posts.body,
        status: posts.status,
        diseaseGroupId: posts.diseaseGroupId,
        categoryId: posts.categoryId,
      })
      .from(posts)
      .where(eq(posts.unit, owner.unit));
    const published = unitPosts.filter((post) => post.status === 'published');
    const sample = published.find((post) => post.diseaseGroupId !== null && post.categoryId)!;
    const latinWord = published.map((post) => /[A-Za-z]{2,}/.exec(post.body)?.[0]).find(Boolean);
    const cases: { keyword?: string; filters?: Record<string, number[]> }[] = [
      { keyword: 'の' },
      // A one-character Japanese keyword taken from a post, alone and with a filter.
      { keyword: sample.body.slice(3, 4) },
      { keyword: sample.body.slice(3, 4), filters: { diseaseGroupId: [sample.diseaseGroupId!] } },
      { keyword: sample.body.slice(3, 6) },
      // Full-width and upper case against the text as written (NFKC, lower case).
      ...(latinWord
        ? [
            { keyword: latinWord.toUpperCase() },
            {
              keyword: latinWord.replace(/[A-Za-z]/g, (c) =>
                String.fromCharCode(c.charCodeAt(0) + 0xfee0),
              ),
            },
          ]
        : []),
      { keyword: '100%_' },
      // A classification item's names (issue 39): both languages, folded, the full name, a
      // synonym, an abbreviation, and a name with a filter.
      { keyword: 'ヒュミラ' },
      { keyword: 'ｈｕｍｉｒａ' },
      { keyword: 'ヒュミラ（アダリムマブ）' },
      { keyword: 'ADA' },
      { keyword: 'ＩＢＤ' },
      { keyword: 'IBD', filters: { categoryId: [sample.categoryId!] } },
      { filters: { diseaseGroupId: [sample.diseaseGroupId!] } },
      { filters: { diseaseGroupId: [sample.diseaseGroupId!], categoryId: [sample.categoryId!] } },
      { keyword: '存在しない語' },
    ];
    expect(latinWord).toBeDefined();
    for (const { keyword = '', filters = {} } of cases) {
      const query =
        new URLSearchParams(keyword ? [['keyword', keyword]] : []).toString() +
        Object.entries(filters)
          .flatMap(([field, ids]) => ids.map((id) => `&${field}=${id}`))
          .join('');
      const publishedIds = new Set(published.map((post) => post.id));
      // The timeline with a keyword also finds archived posts; a newly published post is published.
      const listed = (await listedIds(query)).filter((id) => publishedIds.has(id));
      const [saved] = await t.database.db
        .insert(savedSearches)
        .values({ userId: owner.id, unit: owner.unit, name: 'equivalence', keyword, filters })
        .returning();
      const matched: number[] = [];
      for (const { id } of unitPosts) {
        const [hit] = await t.database.db
          .select({ id: posts.id })
          .from(savedSearches)
          .innerJoin(posts, eq(posts.id, id))
          .where(
            and(
              eq(savedSearches.id, saved!.id),
              savedConditionsMatch({
                unit: savedSearches.unit,
                keyword: savedSearches.keyword,
                keywordPattern: savedSearches.keywordPattern,
                filters: savedSearches.filters,
                postItemNames: postItemNames(id),
              }),
            ),
          );
        if (hit) matched.push(hit.id);
      }
      expect(
        matched.sort((a, b) => a - b),
        query,
      ).toEqual(listed);
      if (keyword === 'の') expect(listed.length).toBeGreaterThan(5);
      // Found by the names alone: the posts' texts do not hold these.
      if (['ヒュミラ', 'ｈｕｍｉｒａ', 'ADA', 'ＩＢＤ'].includes(keyword)) {
        const texts = unitPosts.filter((post) => listed.includes(post.id)).map((p) => p.body);
        expect(texts.length, keyword).toBeGreaterThan(0);
        expect(
          texts.some(
            (text) =>
              !text
                .normalize('NFKC')
                .toLowerCase()
                .includes(keyword.normalize('NFKC').toLowerCase()),
          ),
          keyword,
        ).toBe(true);
      }
      await t.database.db.delete(savedSearches).where(eq(savedSearches.id, saved!.id));
    }
  });
});
