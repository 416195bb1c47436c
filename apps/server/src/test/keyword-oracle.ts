import { eq } from 'drizzle-orm';
import { FILTER_FIELDS, type BusinessUnit, type FilterField } from '@kizuki/shared';
import type { Database } from '../db/database.ts';
import { masterItems } from '../db/schema.ts';

/** Folded as a reader compares text, written here without the code under test (NFKC, lower case). */
const foldForTest = (text: string) => text.normalize('NFKC').toLowerCase();

type ClassifiedPost = { id: number; body: string } & Record<FilterField, number | null>;

/**
 * The keyword rule of issue 39 in plain TypeScript, for tests to compare the database against: a
 * post is found when its text, or a name of one of its classification items (Japanese, English or
 * a synonym), holds the keyword, folded alike. Reads the unit's items once.
 */
export async function keywordOracle(db: Database, unit: BusinessUnit) {
  const items = new Map(
    (
      await db
        .select({
          id: masterItems.id,
          nameJa: masterItems.nameJa,
          nameEn: masterItems.nameEn,
          synonyms: masterItems.synonyms,
        })
        .from(masterItems)
        .where(eq(masterItems.unit, unit))
    ).map((item) => [item.id, [item.nameJa, item.nameEn, ...item.synonyms].map(foldForTest)]),
  );
  const itemIdsOf = (post: ClassifiedPost) =>
    FILTER_FIELDS.map((field) => post[field]).filter((id): id is number => id !== null);
  return {
    itemIdsOf,
    /** Whether the post's text holds the keyword (and not only its items' names). */
    inText: (post: Pick<ClassifiedPost, 'body'>, keyword: string) =>
      foldForTest(post.body).includes(foldForTest(keyword)),
    /** The ids of the posts the keyword finds, in ascending order. */
    found: (posts: ClassifiedPost[], keyword: string) =>
      posts
        .filter(
          (post) =>
            foldForTest(post.body).includes(foldForTest(keyword)) ||
            itemIdsOf(post).some((id) =>
              items.get(id)!.some((name) => name.includes(foldForTest(keyword))),
            ),
        )
        .map((post) => post.id)
        .sort((a, b) => a - b),
  };
}
