import { and, desc, eq, sql } from 'drizzle-orm';
import type { InsightPost } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { classificationFilters, listedKind } from '../../db/post-conditions.ts';
import { posts } from '../../db/schema.ts';
import type { InsightsRequest } from './insights.repository.ts';

/* The posts behind the insights (insights.repository.ts): the period's most reacted posts. */

const TOP_POSTS = 5;
const EXCERPT_LENGTH = 140;
/**
 * How many of the period's reacted posts, most reacted first, are looked through for the most
 * telling ones. A filter so rare that these hold fewer than five of it shows fewer. The index is
 * walked over the unit's reacted posts of every period until this many fall in the period, so a
 * short or old period reads further than its own posts (docs/decisions.md, "Insights").
 */
const TOP_POSTS_SCAN = 20_000;

/**
 * The period's posts with the most of one reaction (ties: newest first), read down the unit's
 * reaction index (posts_unit_status_same_idx, _more_idx). Called only when the rollup says the
 * period holds such a reaction.
 */
export async function topPosts(
  db: Database,
  request: InsightsRequest,
  [fromWeek, toWeek]: [string, string],
  reaction: 'sameCount' | 'moreCount',
): Promise<InsightPost[]> {
  // The filters are tested on the walked rows only: their columns have no index of their own.
  const matches = and(listedKind(), ...classificationFilters(request.filters))!;
  const candidates = db
    .select({
      id: posts.id,
      body: posts.body,
      publishedAt: posts.publishedAt,
      competitiveProductId: posts.competitiveProductId,
      likeCount: posts.likeCount,
      sameCount: posts.sameCount,
      moreCount: posts.moreCount,
      matches: sql<boolean>`${matches}`.as('matches'),
    })
    .from(posts)
    .where(
      and(
        eq(posts.unit, request.unit),
        eq(posts.status, 'published'),
        sql`${posts[reaction]} > 0`,
        sql`${posts.publishedAt} >= (${fromWeek}::date)::timestamp at time zone 'Asia/Tokyo'`,
        sql`${posts.publishedAt} < (${toWeek}::date + 7)::timestamp at time zone 'Asia/Tokyo'`,
      ),
    )
    .orderBy(desc(posts[reaction]), desc(posts.publishedAt), desc(posts.id))
    .limit(TOP_POSTS_SCAN)
    .as('candidates');
  const rows = await db
    .select({
      id: candidates.id,
      excerpt: sql<string>`left(${candidates.body}, ${EXCERPT_LENGTH})`,
      publishedAt: candidates.publishedAt,
      competitiveProductId: candidates.competitiveProductId,
      likeCount: candidates.likeCount,
      sameCount: candidates.sameCount,
      moreCount: candidates.moreCount,
    })
    .from(candidates)
    .where(sql`${candidates.matches}`)
    .orderBy(desc(candidates[reaction]), desc(candidates.publishedAt), desc(candidates.id))
    .limit(TOP_POSTS);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt!.toISOString() }));
}
