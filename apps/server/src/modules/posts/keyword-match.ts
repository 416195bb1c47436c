import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BusinessUnit } from '@kizuki/shared';
import { keywordLikePattern } from '../../db/text-match.ts';
import { classificationIdsOf, masterItems, posts } from '../../db/schema.ts';

/*
 * What a keyword finds (issue 39): a post whose text contains it, or whose classification names
 * it. Every card shows its classification (product, disease, group, ...), so a reader who types
 * ヒュミラ, Humira, its full name or "IBD" expects the posts classified with it, whatever their text
 * says. An item is named by its Japanese and English names and its synonyms, each folded like the
 * text (kizuki_fold). The match goes through the items' ids, read when the keyword is asked, so a
 * renamed item or a new synonym finds its posts at once, with no post rewritten.
 */

/** The names a keyword finds a master item (the row of `master_items` in the query) by. */
const itemNames = sql`array[${masterItems.nameJa}, ${masterItems.nameEn}] || ${masterItems.synonyms}`;

/**
 * Whether a master item is named by a LIKE pattern of `keywordLikePattern`: one of its names or
 * synonyms, folded, contains the keyword. Each name is tested alone, so a keyword never matches
 * across two names.
 */
const itemNamedLike = (pattern: SQLWrapper): SQL =>
  sql`exists (select from unnest(${itemNames}) as item_name(name) where kizuki_fold(item_name.name) like ${pattern})`;

/**
 * A keyword of any length in Japanese or English in the post's text: the search-term index
 * (character pairs, and prefixes for one-character words) narrows the candidates, and a substring
 * test on the NFKC-normalised, lower-cased text decides, so what is found is exactly what a
 * substring search would find. Only a keyword made of quotes and backslashes has nothing for the
 * index and is answered by the substring test alone.
 */
function textMatch(keyword: string, useIndex: boolean): SQL {
  const substring = sql`${posts.searchText} like ${keywordLikePattern(keyword)}`;
  const terms = sql`kizuki_search_query(${keyword})`;
  if (!useIndex) return substring;
  return sql`(numnode(${terms}) = 0 or ${posts.searchVector} @@ ${terms}) and ${substring}`;
}

/**
 * A keyword in a list of a unit: in the post's text, or in the names of one of its nine
 * classification items. The unit's items named by the keyword are read once per statement (an
 * uncorrelated subquery), and `posts_classification_idx` finds the posts classified with any of
 * them, beside the search index for the text.
 */
export function keywordMatch(unit: BusinessUnit, keyword: string, useIndex = true): SQL {
  const named = sql`array(select ${masterItems.id} from ${masterItems} where ${masterItems.unit} = ${unit} and ${itemNamedLike(keywordLikePattern(keyword))})`;
  return sql`((${textMatch(keyword, useIndex)}) or ${classificationIdsOf(posts)} && ${named})`;
}

/**
 * The folded names of one post's classification items: read once (an uncorrelated subquery) when
 * the post is matched against many saved searches, instead of folding them again for each search.
 */
export const postItemNames = (postId: number): SQL =>
  sql`array(select kizuki_fold(item_name.name) from ${masterItems}, unnest(${itemNames}) as item_name(name) where ${masterItems.id} = any((select ${classificationIdsOf(posts)} from ${posts} where ${posts.id} = ${postId})::integer[]))`;

/**
 * A saved search's keyword against the post of the query (`savedConditionsMatch`): the same rule
 * as `keywordMatch`, with the keyword's stored pattern, over the post's text and the folded names
 * of its items (`postItemNames`), each name alone.
 */
export function savedKeywordMatch(
  keyword: SQLWrapper,
  keywordPattern: SQLWrapper,
  postNames: SQLWrapper,
): SQL {
  const named = sql`exists (select from unnest(${postNames}) as post_item_name(name) where post_item_name.name like ${keywordPattern})`;
  return sql`(${keyword} = '' or ${posts.searchText} like ${keywordPattern} or ${named})`;
}
