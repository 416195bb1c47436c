import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { businessUnitEnum } from './columns.ts';

/**
 * The insights' rollup (issue 22): the unit's published posts and quotes counted per Tokyo week
 * (Monday first), author's organization and the nine classification ids, with their reactions
 * summed. Kept current inside every transaction that writes posts by statement triggers
 * (migrations 0034 and 0037: each statement's rows are netted, old out and new in), so a count read here
 * always equals a count over the posts, and a year's insights read about a week's worth of rows
 * per combination in use instead of the posts themselves.
 */
export const insightWeekCounts = pgTable(
  'insight_week_counts',
  {
    unit: businessUnitEnum('unit').notNull(),
    /** The Monday of the Tokyo week of publication. */
    week: date('week', { mode: 'string' }).notNull(),
    organizationId: integer('organization_id'),
    occupationGroupId: integer('occupation_group_id'),
    workplaceId: integer('workplace_id'),
    occupationId: integer('occupation_id'),
    diseaseGroupId: integer('disease_group_id'),
    diseaseId: integer('disease_id'),
    productGroupId: integer('product_group_id'),
    competitiveProductId: integer('competitive_product_id'),
    categoryId: integer('category_id'),
    activityId: integer('activity_id'),
    postCount: integer('post_count').notNull(),
    likeCount: integer('like_count').notNull(),
    sameCount: integer('same_count').notNull(),
    moreCount: integer('more_count').notNull(),
  },
  (table) => [
    // One row per combination; a classification left empty is a combination of its own.
    unique('insight_week_counts_key')
      .on(
        table.unit,
        table.week,
        table.organizationId,
        table.occupationGroupId,
        table.workplaceId,
        table.occupationId,
        table.diseaseGroupId,
        table.diseaseId,
        table.productGroupId,
        table.competitiveProductId,
        table.categoryId,
        table.activityId,
      )
      .nullsNotDistinct(),
    index('insight_week_counts_product_idx').on(table.unit, table.competitiveProductId, table.week),
  ],
);

/**
 * The rollup's groupings for a period without filters, per Tokyo week: `grouping` names what
 * `itemId` (and, for the product x disease-group pairs, `otherItemId`) is. Kept by the same
 * triggers as insight_week_counts (migrations 0035 and 0037). Without filters every
 * combination of the unit is read, and combinations barely repeat, so the screen's first view
 * reads these few hundred rows a week instead.
 */
export const insightWeekTotals = pgTable(
  'insight_week_totals',
  {
    unit: businessUnitEnum('unit').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    grouping: text('grouping').notNull(),
    itemId: integer('item_id'),
    otherItemId: integer('other_item_id'),
    postCount: integer('post_count').notNull(),
    likeCount: integer('like_count').notNull(),
    sameCount: integer('same_count').notNull(),
    moreCount: integer('more_count').notNull(),
  },
  (table) => [
    unique('insight_week_totals_key')
      .on(table.unit, table.week, table.grouping, table.itemId, table.otherItemId)
      .nullsNotDistinct(),
  ],
);
