import { like } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { posts } from '../src/db/schema.ts';

/**
 * Posts written by a reliability test under an Idempotency-Key each, found again in the database:
 * their text starts with the test's marker and the key (`${marker} ${key}: …`).
 */
export function keyedPostText(marker: string, key: string, text: string): string {
  return `${marker} ${key}: ${text}`;
}

/** How many posts of the marker each key wrote. */
export async function keyedPostCounts(db: Database, marker: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ body: posts.body })
    .from(posts)
    .where(like(posts.body, `${marker} %`));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = row.body.slice(marker.length + 1).split(': ')[0]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
