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

/** The longest text a post, reply or quote may have. */
export const MAX_POST_LENGTH = 4000;
