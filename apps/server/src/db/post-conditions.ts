import { inArray, type SQL } from 'drizzle-orm';
import { FILTER_FIELDS, type PostFilters } from '@kizuki/shared/rules';
import type { insightWeekCounts } from './schema.ts';
import { posts } from './schema.ts';

/*
 * Which posts a list or a count holds, where more than one module asks: the timeline and its
 * searches and a saved search's match (post-list.ts), the insights (which sit below the posts
 * module, so this lives beside the schema), and the usage report's first posts (whatever the
 * timeline lists counts as a post there). The rollup's triggers say the same in SQL
 * (migrations 0034-0037); insights.test.ts checks them against a direct count.
 */

/** The kinds a timeline lists: posts and quotes (a reply is read under its post). */
export const listedKind = (): SQL => inArray(posts.kind, ['post', 'quote']);

/**
 * The filters as conditions on the posts' classification columns, or the weekly rollup's (which
 * has the same columns): each field's ids hold the row's item; an empty field is no condition.
 */
export function classificationFilters(
  filters: PostFilters,
  table: typeof posts | typeof insightWeekCounts = posts,
): SQL[] {
  return FILTER_FIELDS.flatMap((field) => {
    const ids = filters[field];
    return ids && ids.length > 0 ? [inArray(table[field], ids)] : [];
  });
}
