import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsightsSchema, type Insights } from '@kizuki/shared';
import {
  FILTER_FIELDS,
  INSIGHT_DIMENSIONS,
  addWeeks,
  tokyoDateOf,
  weekOf,
  type PostFilters,
} from '@kizuki/shared/rules';
import { masterItems, posts } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PMO = 'pmo@cimgibu.example.com';
const AUTHORS = ['mr@cimgibu.example.com', 'pmo@cimgibu.example.com', 'hq@cimgibu.example.com'];
const OTHER_UNIT_AUTHOR = 'mr@cimrdbu.example.com';

/** A small deterministic generator: the same "random" posts on every run, so a failure repeats. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

type PostRow = typeof posts.$inferSelect;

/** The insights counted straight from the posts, as the rollup must answer them. */
function directCount(rows: PostRow[], from: string, to: string, filters: PostFilters) {
  const counted = rows.filter((row) => {
    if (row.unit !== 'cimgibu' || row.status !== 'published' || row.kind === 'reply') return false;
    const week = weekOf(tokyoDateOf(row.publishedAt!));
    if (week < weekOf(from) || week > weekOf(to)) return false;
    return FILTER_FIELDS.every((field) => {
      const ids = filters[field];
      return !ids || ids.length === 0 || ids.includes(row[field] as number);
    });
  });
  const tally = (keyOf: (row: PostRow) => string) => {
    const totals = new Map<string, { posts: number; likes: number; same: number; more: number }>();
    for (const row of counted) {
      const key = keyOf(row);
      const total = totals.get(key) ?? { posts: 0, likes: 0, same: 0, more: 0 };
      total.posts += 1;
      total.likes += row.likeCount;
      total.same += row.sameCount;
      total.more += row.moreCount;
      totals.set(key, total);
    }
    return Object.fromEntries(totals);
  };
  const weekKey = (row: PostRow) => weekOf(tokyoDateOf(row.publishedAt!));
  return {
    total: tally(() => 'all'),
    byWeek: tally(weekKey),
    byDimension: Object.fromEntries(
      INSIGHT_DIMENSIONS.map((dimension) => [dimension, tally((row) => String(row[dimension]))]),
    ),
    productWeeks: tally((row) => `${weekKey(row)}/${row.competitiveProductId}`),
    productDiseaseGroups: tally((row) => `${row.competitiveProductId}/${row.diseaseGroupId}`),
  };
}

/** The API's answer in the same shape as directCount's. */
function answerShape(insights: Insights) {
  const entries = <T>(items: T[], key: (item: T) => string, value: (item: T) => object) =>
    Object.fromEntries(items.map((item) => [key(item), value(item)]));
  const counts = ({ posts, likes, same, more }: Insights['totals']) => ({
    posts,
    likes,
    same,
    more,
  });
  return {
    total:
      insights.totals.posts + insights.totals.likes + insights.totals.same + insights.totals.more >
      0
        ? { all: counts(insights.totals) }
        : {},
    byWeek: entries(insights.byWeek, (item) => item.week, counts),
    byDimension: Object.fromEntries(
      INSIGHT_DIMENSIONS.map((dimension) => [
        dimension,
        entries(insights.byDimension[dimension], (item) => String(item.id), counts),
      ]),
    ),
    productWeeks: entries(
      insights.productWeeks,
      (item) => `${item.week}/${item.id}`,
      (item) => ({
        posts: item.posts,
      }),
    ),
    productDiseaseGroups: entries(
      insights.productDiseaseGroups,
      (item) => `${item.competitiveProductId}/${item.diseaseGroupId}`,
      (item) => ({ posts: item.posts }),
    ),
  };
}

/** directCount with the pairs reduced to post counts, as the API gives them. */
function postsOnly(expected: ReturnType<typeof directCount>) {
  const onlyPosts = (tally: Record<string, { posts: number }>) =>
    Object.fromEntries(Object.entries(tally).map(([key, value]) => [key, { posts: value.posts }]));
  return {
    ...expected,
    productWeeks: onlyPosts(expected.productWeeks),
    productDiseaseGroups: onlyPosts(expected.productDiseaseGroups),
  };
}

describe('GET /api/insights', () => {
  let t: TestApp;
  const today = tokyoDateOf(new Date());
  const from = addWeeks(today, -19);

  const query = (filters: PostFilters, period = { from, to: today }) => {
    const params = new URLSearchParams(period);
    for (const [field, ids] of Object.entries(filters)) {
      for (const id of ids ?? []) params.append(field, String(id));
    }
    return `/api/insights?${params.toString()}`;
  };
  const insightsAs = async (
    email: string,
    filters: PostFilters = {},
    period?: { from: string; to: string },
  ) => {
    const response = await t.requestAs(email, 'GET', query(filters, period));
    expect(response.statusCode, response.body).toBe(200);
    return InsightsSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const items = await db
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(eq(masterItems.unit, 'cimgibu'));
    // Few ids per field, so that combinations repeat and the rollup's rows hold several posts.
    const ids = items.map((item) => item.id).slice(0, 4);
    const random = generator(22);
    const written: number[] = [];
    for (let index = 0; index < 160; index += 1) {
      const daysAgo = random.int(150);
      const classification = Object.fromEntries(
        FILTER_FIELDS.map((field) => [field, random.chance(0.1) ? null : random.pick(ids)]),
      );
      const row = await insertPost(
        db,
        random.pick(AUTHORS),
        random.chance(0.85) ? 'published' : random.pick(['draft', 'review', 'archived'] as const),
        {
          ...classification,
          kind: random.chance(0.1) ? 'quote' : 'post',
          publishedAt: new Date(Date.now() - daysAgo * 86_400_000 - random.int(86_400_000)),
          likeCount: random.int(4),
          sameCount: random.int(4),
          moreCount: random.int(3),
        },
      );
      written.push(row.id);
    }
    // Another unit's posts with the same ids: the wall must keep them out.
    for (let index = 0; index < 10; index += 1) {
      await insertPost(db, OTHER_UNIT_AUTHOR, 'published', { competitiveProductId: ids[0] });
    }
    // Changes after publication move the counts: reactions, withdrawal, reclassification, deletion.
    await db
      .update(posts)
      .set({ sameCount: sql`${posts.sameCount} + 5` })
      .where(inArray(posts.id, written.slice(0, 20)));
    await db
      .update(posts)
      .set({ status: 'unpublished' })
      .where(inArray(posts.id, written.slice(20, 30)));
    await db
      .update(posts)
      .set({ competitiveProductId: ids[1], publishedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(inArray(posts.id, written.slice(30, 40)));
    await db.delete(posts).where(inArray(posts.id, written.slice(40, 45)));
    // A reply is never counted, however it is classified.
    const parent = written[50]!;
    await insertPost(db, AUTHORS[0]!, 'published', { kind: 'reply', parentId: parent });
  });
  afterAll(() => t.close());

  const allPosts = () => t.database.db.select().from(posts);

  it('answers the same numbers as a direct count over the posts, for random filter combinations', async () => {
    const rows = await allPosts();
    const ids = [
      ...new Set(rows.filter((row) => row.unit === 'cimgibu').map((row) => row.diseaseId)),
    ].filter((id): id is number => id !== null);
    const random = generator(7);
    const combinations: PostFilters[] = [{}];
    for (let index = 0; index < 12; index += 1) {
      const filters: PostFilters = {};
      for (const field of FILTER_FIELDS) {
        if (random.chance(0.25)) {
          filters[field] = [
            ...new Set([random.pick(ids), random.pick(rows).competitiveProductId ?? ids[0]!]),
          ];
        }
      }
      combinations.push(filters);
    }
    for (const filters of combinations) {
      const period = { from: addWeeks(today, -random.int(20)), to: today };
      const answer = await insightsAs(PMO, filters, period);
      expect(answerShape(answer), JSON.stringify(filters)).toEqual(
        postsOnly(directCount(rows, period.from, period.to, filters)),
      );
    }
    // The unfiltered period holds something, so the comparison above compared numbers.
    const everything = await insightsAs(PMO);
    expect(everything.totals.posts).toBeGreaterThan(50);
    expect(everything.weeks).toHaveLength(20);
  });

  it('names the most "same phenomenon" and "want to hear more" posts of the period', async () => {
    const answer = await insightsAs(PMO);
    const rows = (await allPosts()).filter(
      (row) =>
        row.unit === 'cimgibu' &&
        row.status === 'published' &&
        row.kind !== 'reply' &&
        weekOf(tokyoDateOf(row.publishedAt!)) >= weekOf(from),
    );
    const most = (key: 'sameCount' | 'moreCount') => Math.max(...rows.map((row) => row[key]));
    expect(answer.topSame).toHaveLength(5);
    expect(answer.topSame[0]!.sameCount).toBe(most('sameCount'));
    expect(answer.topMore[0]!.moreCount).toBe(most('moreCount'));
    for (const post of [...answer.topSame, ...answer.topMore]) {
      expect(rows.map((row) => row.id)).toContain(post.id);
    }
  });

  it('keeps to the caller’s unit: another unit’s posts are not counted, its ids count nothing', async () => {
    const other = await insightsAs('pmo@cimrdbu.example.com');
    const rows = await allPosts();
    const otherUnitPublished = rows.filter(
      (row) => row.unit === 'cimrdbu' && row.status === 'published' && row.kind !== 'reply',
    );
    expect(other.totals.posts).toBe(
      otherUnitPublished.filter((row) => weekOf(tokyoDateOf(row.publishedAt!)) >= weekOf(from))
        .length,
    );
    const cimgibuIds = rows.filter((row) => row.unit === 'cimgibu').map((row) => row.id);
    for (const post of [...other.topSame, ...other.topMore])
      expect(cimgibuIds).not.toContain(post.id);
  });

  it('counts a post under the organization its author was in when writing it', async () => {
    const author = await userIdOf(t.database.db, AUTHORS[0]!);
    const [row] = await t.database.db
      .select({ organizationId: posts.organizationId })
      .from(posts)
      .where(and(eq(posts.authorUserId, author.id), eq(posts.status, 'published')))
      .limit(1);
    expect(row!.organizationId).not.toBeNull();
    const answer = await insightsAs(PMO);
    expect(answer.organizations.map((organization) => organization.id)).toContain(
      row!.organizationId,
    );
  });

  it('is for the PMO group and admins: others get 403', async () => {
    for (const role of ['mr', 'mr-approver', 'rm']) {
      const response = await t.requestAs(`${role}@cimgibu.example.com`, 'GET', query({}));
      expect(response.statusCode, role).toBe(403);
      // Refused before the query is even read: bad input answers 403 too.
      const bad = await t.requestAs(`${role}@cimgibu.example.com`, 'GET', '/api/insights?from=x');
      expect(bad.statusCode, role).toBe(403);
    }
    for (const role of ['pmo', 'pmo-approver', 'hq']) {
      await insightsAs(`${role}@cimgibu.example.com`);
    }
  });

  it('refuses a period it cannot answer with 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`/api/insights?from=${today}&to=${addWeeks(today, -1)}`, 'to'],
      [`/api/insights?from=${addWeeks(today, -200)}&to=${today}`, 'to'],
      [`/api/insights?from=yesterday&to=${today}`, 'from'],
      [`/api/insights?to=${today}`, 'from'],
      [`/api/insights?from=${from}&to=${today}&diseaseId=0`, 'diseaseId'],
      // Dates at the calendar's edges: refused by name, never an endless list of weeks or a 500.
      ['/api/insights?from=9999-12-27&to=9999-12-31', 'from'],
      ['/api/insights?from=0000-01-01&to=2026-01-01', 'from'],
      ['/api/insights?from=2026-02-30&to=2026-03-02', 'from'],
    ];
    for (const [url, field] of cases) {
      const response = await t.requestAs(PMO, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(field);
    }
  });
});
