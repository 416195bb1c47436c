/** SPEC.md section 5: the self-check checklist; every item starts unchecked. */
export const COMMON_SELF_CHECK_ITEMS = [
  'competitorMarketOnly',
  'noOwnCompany',
  'noIdentification',
  'noDefamation',
  'noAdverseEvents',
  'principleBased',
] as const;

export const CONTENT_KINDS = ['post', 'reply', 'quote'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The extra item of each kind of content. */
const EXTRA_ITEM = {
  post: 'noSimilarContent',
  reply: 'relatesToPost',
  quote: 'relatesToQuotedPost',
} as const;

export type SelfCheckItem =
  (typeof COMMON_SELF_CHECK_ITEMS)[number] | (typeof EXTRA_ITEM)[keyof typeof EXTRA_ITEM];

export function selfCheckItems(kind: ContentKind): SelfCheckItem[] {
  return [...COMMON_SELF_CHECK_ITEMS, EXTRA_ITEM[kind]];
}

/** The items of `kind` that `answered` does not confirm; empty when the self-check is complete. */
export function missingSelfCheckItems(
  kind: ContentKind,
  answered: readonly string[],
): SelfCheckItem[] {
  return selfCheckItems(kind).filter((item) => !answered.includes(item));
}
