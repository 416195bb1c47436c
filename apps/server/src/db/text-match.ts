import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Text as every keyword search compares it: the database's kizuki_fold (NFKC, lower case;
 * migration 0019), the twin of @kizuki/shared's foldText.
 */
export const foldedText = (text: SQLWrapper | string): SQL => sql`kizuki_fold(${text})`;

/**
 * Whether a column contains the keyword, folded alike: the direct test for short per-user lists
 * (tasks, notices), where an index would not pay. Posts have their own, index-backed search.
 */
export function containsKeyword(column: SQLWrapper, keyword: string): SQL {
  return sql`strpos(${foldedText(column)}, ${foldedText(keyword)}) > 0`;
}

/**
 * The LIKE pattern that finds a keyword anywhere in folded text: folded alike, with LIKE's own
 * characters escaped. The timeline's keyword test (post-list.ts) and the stored pattern of a saved
 * search (saved_searches.keyword_pattern) are both this expression, so they cannot drift apart.
 */
export const keywordLikePattern = (keyword: SQLWrapper | string): SQL =>
  sql`'%' || replace(replace(replace(${foldedText(keyword)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
