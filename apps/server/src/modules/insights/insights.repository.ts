import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  FILTER_FIELDS,
  INSIGHT_DIMENSIONS,
  weekOf,
  weeksBetween,
  type BusinessUnit,
  type InsightDimension,
  type PostFilters,
} from '@kizuki/shared/rules';
import type { InsightCounts, Insights } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { classificationFilters } from '../../db/post-conditions.ts';
import { topPosts } from './insight-posts.ts';
import { insightWeekCounts, insightWeekTotals, organizations } from '../../db/schema.ts';

export interface InsightsRequest {
  unit: BusinessUnit;
  from: string;
  to: string;
  filters: PostFilters;
}

/**
 * What both rollups are read into: 'competitiveProductId' per week (the trend, and summed, each
 * week's and the period's totals: every post has one product or none), the other dimensions and
 * the product x disease-group pairs over the whole period.
 */
type Grouping = InsightDimension | 'productDiseaseGroup';
const WEEKLY_GROUPING: Grouping = 'competitiveProductId';

interface GroupedRow extends InsightCounts {
  grouping: Grouping;
  week: string | null;
  itemId: number | null;
  otherItemId: number | null;
}

const sums = (table: typeof insightWeekCounts | typeof insightWeekTotals) => ({
  posts: sql<number>`coalesce(sum(${table.postCount}), 0)`.mapWith(Number),
  likes: sql<number>`coalesce(sum(${table.likeCount}), 0)`.mapWith(Number),
  same: sql<number>`coalesce(sum(${table.sameCount}), 0)`.mapWith(Number),
  more: sql<number>`coalesce(sum(${table.moreCount}), 0)`.mapWith(Number),
});

/** Without filters: the groupings kept per week (insight_week_totals), a few hundred rows a week. */
async function unfilteredRows(db: Database, request: InsightsRequest, weeks: [string, string]) {
  const totals = insightWeekTotals;
  const week = sql<
    string | null
  >`case when ${totals.grouping} = ${WEEKLY_GROUPING} then ${totals.week}::text end`;
  const rows = await db
    .select({
      grouping: totals.grouping,
      week,
      itemId: totals.itemId,
      otherItemId: totals.otherItemId,
      ...sums(totals),
    })
    .from(totals)
    .where(
      and(eq(totals.unit, request.unit), gte(totals.week, weeks[0]), lte(totals.week, weeks[1])),
    )
    // By position: the week's expression carries parameters, which would not match a repeat.
    .groupBy(sql`1, 2, 3, 4`);
  return rows as GroupedRow[];
}

/**
 * With filters: the combinations (insight_week_counts) that match them, grouped every way the
 * screen shows in one pass. A filter keeps a fraction of a year's combinations, so this reads
 * far fewer rows than the unfiltered view would.
 */
type GroupedColumn = 'week' | InsightDimension;

async function filteredRows(db: Database, request: InsightsRequest, weeks: [string, string]) {
  const counts = insightWeekCounts;
  // Each grouping's columns; GROUPING(week, product, disease group, disease, category, activity,
  // organization) sets a bit (the first column the highest) for each column a row is NOT grouped
  // by, which tells the rows apart.
  const groupedBy: Record<Grouping, readonly GroupedColumn[]> = {
    competitiveProductId: ['week', 'competitiveProductId'],
    productDiseaseGroup: ['competitiveProductId', 'diseaseGroupId'],
    diseaseGroupId: ['diseaseGroupId'],
    diseaseId: ['diseaseId'],
    categoryId: ['categoryId'],
    activityId: ['activityId'],
    organizationId: ['organizationId'],
  };
  const bitsColumns = ['week', ...INSIGHT_DIMENSIONS] as const;
  const groupingOfBits = new Map(
    Object.entries(groupedBy).map(([grouping, columns]) => [
      bitsColumns.reduce(
        (bits, column, index) =>
          columns.includes(column) ? bits : bits | (1 << (bitsColumns.length - 1 - index)),
        0,
      ),
      grouping as Grouping,
    ]),
  );
  const rows = await db
    .select({
      bits: sql<number>`grouping(${sql.join(
        bitsColumns.map((column) => counts[column]),
        sql`, `,
      )})`.mapWith(Number),
      week: sql<string | null>`${counts.week}::text`,
      competitiveProductId: counts.competitiveProductId,
      diseaseGroupId: counts.diseaseGroupId,
      diseaseId: counts.diseaseId,
      categoryId: counts.categoryId,
      activityId: counts.activityId,
      organizationId: counts.organizationId,
      ...sums(counts),
    })
    .from(counts)
    .where(
      and(
        eq(counts.unit, request.unit),
        gte(counts.week, weeks[0]),
        lte(counts.week, weeks[1]),
        ...classificationFilters(request.filters, counts),
      ),
    )
    .groupBy(
      sql`grouping sets (${sql.join(
        Object.values(groupedBy).map(
          (columns) =>
            sql`(${sql.join(
              columns.map((column) => counts[column]),
              sql`, `,
            )})`,
        ),
        sql`, `,
      )})`,
    );
  return rows.map((row): GroupedRow => {
    const grouping = groupingOfBits.get(row.bits);
    if (!grouping) throw new Error(`unknown grouping ${row.bits}`);
    const counted = { posts: row.posts, likes: row.likes, same: row.same, more: row.more };
    if (grouping === 'productDiseaseGroup') {
      return {
        grouping,
        week: null,
        itemId: row.competitiveProductId,
        otherItemId: row.diseaseGroupId,
        ...counted,
      };
    }
    return { grouping, week: row.week, itemId: row[grouping], otherItemId: null, ...counted };
  });
}

const add = (total: InsightCounts, counts: InsightCounts) => {
  total.posts += counts.posts;
  total.likes += counts.likes;
  total.same += counts.same;
  total.more += counts.more;
};

/**
 * The insights of a unit's period (issue 22): every count from a rollup (without filters the
 * groupings kept per week, with filters the combinations that match) and the period's most
 * telling posts from the posts' reaction indexes. Never a scan of the posts.
 */
export async function readInsights(db: Database, request: InsightsRequest): Promise<Insights> {
  const weeks = weeksBetween(request.from, request.to);
  const period: [string, string] = [weekOf(request.from), weekOf(request.to)];
  const filtered = FILTER_FIELDS.some((field) => (request.filters[field]?.length ?? 0) > 0);
  const rows = await (filtered ? filteredRows : unfilteredRows)(db, request, period);

  const totals = { posts: 0, likes: 0, same: 0, more: 0 };
  const byDimension = Object.fromEntries(
    INSIGHT_DIMENSIONS.map((dimension) => [dimension, new Map<number | null, InsightCounts>()]),
  ) as Record<InsightDimension, Map<number | null, InsightCounts>>;
  const insights: Insights = {
    weeks,
    totals,
    byWeek: [],
    byDimension: {} as Insights['byDimension'],
    productWeeks: [],
    productDiseaseGroups: [],
    organizations: [],
    topSame: [],
    topMore: [],
  };
  const weekTotals = new Map<string, InsightCounts>();
  for (const row of rows) {
    // A combination whose posts all left (withdrawn, reclassified) stays in a rollup at zero.
    if (row.posts === 0 && row.likes === 0 && row.same === 0 && row.more === 0) continue;
    const counts = { posts: row.posts, likes: row.likes, same: row.same, more: row.more };
    if (row.grouping === 'productDiseaseGroup') {
      insights.productDiseaseGroups.push({
        competitiveProductId: row.itemId,
        diseaseGroupId: row.otherItemId,
        posts: row.posts,
      });
      continue;
    }
    if (row.grouping === WEEKLY_GROUPING) {
      insights.productWeeks.push({ week: row.week!, id: row.itemId, posts: row.posts });
      const week = weekTotals.get(row.week!) ?? { posts: 0, likes: 0, same: 0, more: 0 };
      add(week, counts);
      weekTotals.set(row.week!, week);
      add(totals, counts);
    }
    const items = byDimension[row.grouping];
    const total = items.get(row.itemId) ?? { posts: 0, likes: 0, same: 0, more: 0 };
    add(total, counts);
    items.set(row.itemId, total);
  }
  insights.byWeek = [...weekTotals].map(([week, counts]) => ({ week, ...counts }));
  insights.byWeek.sort((a, b) => a.week.localeCompare(b.week));
  insights.productWeeks.sort((a, b) => a.week.localeCompare(b.week) || (a.id ?? 0) - (b.id ?? 0));
  insights.productDiseaseGroups.sort((a, b) => b.posts - a.posts);
  for (const dimension of INSIGHT_DIMENSIONS) {
    insights.byDimension[dimension] = [...byDimension[dimension]]
      .map(([id, counts]) => ({ id, ...counts }))
      .filter((item) => item.posts > 0 || item.likes + item.same + item.more > 0)
      .sort((a, b) => b.posts - a.posts || (a.id ?? 0) - (b.id ?? 0));
  }

  const organizationIds = insights.byDimension.organizationId.flatMap((item) =>
    item.id === null ? [] : [item.id],
  );
  const [organizationNames, topSame, topMore] = await Promise.all([
    organizationIds.length === 0
      ? []
      : db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(
            and(eq(organizations.unit, request.unit), inArray(organizations.id, organizationIds)),
          ),
    totals.same === 0 ? [] : topPosts(db, request, period, 'sameCount'),
    totals.more === 0 ? [] : topPosts(db, request, period, 'moreCount'),
  ]);
  insights.organizations = organizationNames;
  insights.topSame = topSame;
  insights.topMore = topMore;
  return insights;
}
