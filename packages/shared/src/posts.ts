/** SPEC.md section 3: the post lifecycle statuses (PRODUCT.md describes the transitions). */
export const POST_STATUSES = [
  'draft',
  'review',
  'published',
  'archived',
  'unpublished',
  'deleted',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The statuses every reader of the unit sees (and so may react to, reply to, or report). */
export const READABLE_BY_ALL_STATUSES = [
  'published',
  'archived',
] as const satisfies readonly PostStatus[];
export const isReadableByAll = (status: PostStatus): boolean =>
  (READABLE_BY_ALL_STATUSES as readonly PostStatus[]).includes(status);

/** The longest text a post, reply or quote may have. */
export const MAX_POST_LENGTH = 4000;

/**
 * Post lists count their total only this far: counting every match of a one-character keyword
 * among a million posts would cost more than finding the page. Beyond it `total` is this number
 * and `totalIsLowerBound` is true ("1,000 or more").
 */
export const POST_LIST_TOTAL_CAP = 1_000;

/** SPEC.md section 3's sort options; publishedAt (newest first) is the default. */
export const POST_SORTS = [
  'publishedAt',
  'numberOfSameReactions',
  'numberOfLikeReactions',
] as const;
export type PostSort = (typeof POST_SORTS)[number];
