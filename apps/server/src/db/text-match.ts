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
