import { LRUCache } from 'lru-cache';
import { count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { posts } from '../../db/schema.ts';

/** How many posts a condition holds, counting no further than `cap`. */
export async function countPostsUpTo(
  db: Database,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const rows = db
    .select({ one: sql`1` })
    .from(posts)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(rows);
  return row?.total ?? 0;
}

/**
 * Counts that need not be exact to the second, remembered for a minute per database (at most
 * 10,000 of them): a list past the cap shows "1,000+" whatever happens in that minute, and a post's
 * "posts in the same category" may lag a new post by as long. Counting them on every page cost more
 * than the page itself (docs/performance.md).
 */
const COUNT_MEMORY = { max: 10_000, ttl: 60_000 };
const rememberedCounts = new WeakMap<
  Database,
  { generation: number; memory: LRUCache<string, number> }
>();
/** Moved by forgetRememberedCounts: every memory older than it starts empty again. */
let generation = 0;

export async function rememberedCount(
  db: Database,
  key: string,
  countNow: () => Promise<number>,
  worthKeeping: (counted: number) => boolean,
): Promise<number> {
  let kept = rememberedCounts.get(db);
  if (!kept || kept.generation !== generation) {
    kept = { generation, memory: new LRUCache<string, number>(COUNT_MEMORY) };
    rememberedCounts.set(db, kept);
  }
  const remembered = kept.memory.get(key);
  if (remembered !== undefined) return remembered;
  const counted = await countNow();
  if (worthKeeping(counted)) kept.memory.set(key, counted);
  return counted;
}

/**
 * Forgets every remembered count of this process: their keys are the searches that made them, and
 * a redaction (issue 19) must not leave a search for the removed text behind in memory.
 */
export function forgetRememberedCounts(): void {
  generation++;
}
