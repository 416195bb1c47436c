/** PRODUCT.md: one of each kind per user per post, toggled. */
export const REACTION_KINDS = ['like', 'same', 'more'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
