import { z } from 'zod';
import { MAX_INSIGHT_WEEKS, weekCount } from '../insights.ts';
import { CalendarDaySchema } from './common.ts';
import { postFilterShape } from './posts.ts';

const day = CalendarDaySchema;

function bothDates(payload: { value: unknown }): boolean {
  const value = payload.value as { from?: unknown; to?: unknown };
  return day.safeParse(value.from).success && day.safeParse(value.to).success;
}

/**
 * GET /insights: a period of whole Tokyo weeks (the weeks `from` and `to` fall in) and any of the
 * nine filters, as GET /posts takes them.
 */
export const InsightsQuerySchema = z
  .object({ from: day, to: day, ...postFilterShape })
  // `when`: only once both dates are dates (zod 4 runs an object's checks despite field issues).
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: 'must not be before from',
    when: bothDates,
  })
  .refine((query) => weekCount(query.from, query.to) <= MAX_INSIGHT_WEEKS, {
    path: ['to'],
    message: `the period may span at most ${MAX_INSIGHT_WEEKS} weeks`,
    when: bothDates,
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

const counts = {
  posts: z.number().int(),
  likes: z.number().int(),
  same: z.number().int(),
  more: z.number().int(),
};
export const InsightCountsSchema = z.object(counts);
export type InsightCounts = z.infer<typeof InsightCountsSchema>;

/** One item of a dimension (null: posts that left the step empty) and its counts. */
export const InsightItemCountsSchema = z.object({ id: z.number().int().nullable(), ...counts });
export type InsightItemCounts = z.infer<typeof InsightItemCountsSchema>;

export const InsightPostSchema = z.object({
  id: z.number().int(),
  excerpt: z.string(),
  publishedAt: z.string(),
  competitiveProductId: z.number().int().nullable(),
  likeCount: z.number().int(),
  sameCount: z.number().int(),
  moreCount: z.number().int(),
});
export type InsightPost = z.infer<typeof InsightPostSchema>;

export const InsightsSchema = z.object({
  /** Every Monday of the period, oldest first, weeks without posts included. */
  weeks: z.array(z.string()),
  totals: InsightCountsSchema,
  byWeek: z.array(z.object({ week: z.string(), ...counts })),
  byDimension: z.object({
    competitiveProductId: z.array(InsightItemCountsSchema),
    diseaseGroupId: z.array(InsightItemCountsSchema),
    diseaseId: z.array(InsightItemCountsSchema),
    categoryId: z.array(InsightItemCountsSchema),
    activityId: z.array(InsightItemCountsSchema),
    organizationId: z.array(InsightItemCountsSchema),
  }),
  /** Posts per competitive product and week (weeks without posts left out). */
  productWeeks: z.array(
    z.object({ week: z.string(), id: z.number().int().nullable(), posts: z.number().int() }),
  ),
  /** Posts per competitive product and disease group. */
  productDiseaseGroups: z.array(
    z.object({
      competitiveProductId: z.number().int().nullable(),
      diseaseGroupId: z.number().int().nullable(),
      posts: z.number().int(),
    }),
  ),
  /** The names of the organizations counted (master data names come from /master-data). */
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  topSame: z.array(InsightPostSchema),
  topMore: z.array(InsightPostSchema),
});
export type Insights = z.infer<typeof InsightsSchema>;
