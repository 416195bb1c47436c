import { z } from 'zod';
import { EXPORT_LANGUAGES } from '../csv-cells.ts';
import { MAX_FILTER_IDS, MAX_KEYWORD_LENGTH } from '../post-list.ts';
import { MAX_POST_LENGTH, POST_SORTS, POST_STATUSES } from '../posts.ts';
import { REACTION_KINDS } from '../reactions.ts';
import { REPORT_REASONS } from '../compliance/reports.ts';
import { isStorableText } from '../text-rules.ts';
import { COMMON_SELF_CHECK_ITEMS, CONTENT_KINDS } from '../self-check.ts';
import { FILTER_FIELDS, type FilterField } from '../wizard.ts';
import {
  decimalNumberSchema,
  IdParamsSchema,
  IdTextSchema,
  idListSchema,
  listResponseSchema,
  PaginationQuerySchema,
  requiredTextSchema,
} from './common.ts';
import { MasterItemSchema } from './master-data.ts';

const id = z.number().int().min(1).max(2_147_483_647);

/** The classification of a post: one master-data id per key of the unit's wizard, or null. */
export const ClassificationSchema = z.strictObject(
  Object.fromEntries(FILTER_FIELDS.map((field) => [field, id.nullable().optional()])) as Record<
    FilterField,
    z.ZodOptional<z.ZodNullable<typeof id>>
  >,
);
export type Classification = Partial<Record<FilterField, number | null>>;

export const SelfCheckItemSchema = z.enum([
  ...COMMON_SELF_CHECK_ITEMS,
  'noSimilarContent',
  'relatesToPost',
  'relatesToQuotedPost',
]);

/** The text of a post, reply or quote. */
export const PostTextSchema = requiredTextSchema(MAX_POST_LENGTH);

/**
 * POST /posts. A reply names its parentId, a quote its quotedId. `submit` sends it on at once
 * (to review or published, by the author's role); without it a draft is saved.
 */
export const CreatePostBodySchema = z.strictObject({
  body: PostTextSchema,
  classification: ClassificationSchema.optional(),
  selfCheck: z.array(SelfCheckItemSchema).max(10).default([]),
  parentId: id.optional(),
  quotedId: id.optional(),
  submit: z.boolean().default(false),
});
export type CreatePostBody = z.input<typeof CreatePostBodySchema>;

/** PATCH /posts/{id}: only a draft can change (PRODUCT.md). */
export const UpdateDraftBodySchema = z.strictObject({
  body: PostTextSchema.optional(),
  classification: ClassificationSchema.optional(),
  selfCheck: z.array(SelfCheckItemSchema).max(10).optional(),
});
export type UpdateDraftBody = z.input<typeof UpdateDraftBodySchema>;

export const PostAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string().nullable(),
});

/** SPEC.md section 1's counters; the sixth, posts in the same category, comes with the detail. */
export const PostCountsSchema = z.object({
  likes: z.number().int().min(0),
  same: z.number().int().min(0),
  more: z.number().int().min(0),
  comments: z.number().int().min(0),
  retweets: z.number().int().min(0),
});

const LabelNameSchema = z.object({ nameJa: z.string(), nameEn: z.string() });
export const PostLabelsSchema = z.object({
  diseaseGroup: LabelNameSchema.extend({ color: z.string().nullable() }).nullable(),
  competitiveProduct: LabelNameSchema.nullable(),
});
export type PostLabels = z.infer<typeof PostLabelsSchema>;

export const PostSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(POST_STATUSES),
  body: z.string(),
  author: PostAuthorSchema,
  classification: z.object(
    Object.fromEntries(
      FILTER_FIELDS.map((field) => [field, z.number().int().nullable()]),
    ) as Record<FilterField, z.ZodNullable<z.ZodNumber>>,
  ),
  /**
   * The names (and the disease group's colour) of the classification a card shows, so a list can
   * show them without loading every master-data collection (SPEC.md section 1).
   */
  labels: PostLabelsSchema,
  parentId: z.number().int().nullable(),
  quotedId: z.number().int().nullable(),
  counts: PostCountsSchema,
  /** False for someone else's post published since the caller's first sign-in and not yet opened. */
  isRead: z.boolean(),
  /** The caller's own reactions to it. */
  myReactions: z.array(z.enum(REACTION_KINDS)),
  selfCheck: z.array(z.string()),
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable(),
});
export type Post = z.infer<typeof PostSchema>;

/**
 * GET /posts/{id}: the post, the post it quotes (when the caller may see it), and how many of the
 * unit's published posts share its target disease ("posts in the same category").
 */
export const PostDetailSchema = PostSchema.extend({
  quoted: PostSchema.nullable(),
  sameCategoryCount: z.number().int().min(0),
  /**
   * The caller's unfinished approval task about this post, if any (issue 39): an approver opens
   * the post in review from the task and decides it from its page.
   */
  decisionTaskId: z.number().int().nullable(),
  /**
   * Why an admin unpublished it after readers reported it (issue 39): the reasons of the reports
   * the unpublish resolved, in the dialog's order; empty for any other post.
   */
  unpublishedFor: z.array(z.enum(REPORT_REASONS)),
  /**
   * The master-data items its classification names, retired ones too, in both languages (issue
   * 40): the page draws the names with the post, not after nine more requests, and follows a
   * change of language without asking again.
   */
  classificationItems: z.array(MasterItemSchema),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;

/** PUT /posts/reads: posts the caller opened or scrolled past. */
export const MarkReadBodySchema = z.strictObject({
  postIds: z.array(id).min(1).max(100),
});
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

/** How many posts are unread for the Home badge, counted up to BADGE_MAX + 1. */
export const UnreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const DraftListQuerySchema = PaginationQuerySchema;
export const PostListResponseSchema = listResponseSchema(PostSchema).extend({
  /**
   * True when `total` is a lower bound: there are at least that many. So it is beyond
   * POST_LIST_TOTAL_CAP, and for a keyword search whose page was found among recent posts, whose
   * count then covers those only.
   */
  totalIsLowerBound: z.boolean(),
});
export type PostListResponse = z.infer<typeof PostListResponseSchema>;

export const SimilarPostsQuerySchema = z.object({
  text: requiredTextSchema(MAX_POST_LENGTH),
  limit: decimalNumberSchema(1, 10).default(5),
});

export const ReactionKindSchema = z.enum(REACTION_KINDS);
export const ReactionParamsSchema = IdParamsSchema.extend({ kind: ReactionKindSchema });

/** The post's counters after a reaction, and the caller's own reactions to it. */
export const ReactionStateSchema = z.object({
  postId: z.number().int(),
  counts: PostCountsSchema,
  myReactions: z.array(ReactionKindSchema),
});
export type ReactionState = z.infer<typeof ReactionStateSchema>;

/**
 * A filter field's ids in a query string: the parameter repeated, `?diseaseId=1&diseaseId=2`
 * (Fastify's query-string parser makes the repeats a list, one value stays a value); a post
 * matches any of them. At most MAX_FILTER_IDS, each an id, or 400 naming the field; a repeated id
 * counts once (parsePostListConditions does the same).
 */
const idList = idListSchema(MAX_FILTER_IDS)
  .optional()
  .describe(
    `Any of these ids: repeat the parameter for each (?diseaseId=1&diseaseId=2), at most ${MAX_FILTER_IDS}.`,
  );

/** The nine filters as a query string takes them (GET /posts, GET /insights). */
export const postFilterShape = Object.fromEntries(
  FILTER_FIELDS.map((field) => [field, idList]),
) as Record<FilterField, typeof idList>;

/**
 * A post list's conditions in a query string: the keyword, the sort and the nine filters
 * (PostListConditions in the rules, whose parsePostListConditions is the browser's twin of this
 * schema). GET /posts takes them, and so will export, saved searches and insights.
 */
export const PostListConditionsSchema = z.object({
  sort: z.enum(POST_SORTS).default('publishedAt'),
  // The API's hook refuses such a keyword first; saying it here keeps the stored settings' parser
  // and this schema one definition (post-list.test.ts).
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .refine(isStorableText, 'contains a character that cannot be stored')
    .optional(),
  ...postFilterShape,
});

/**
 * GET /posts: the unit's published posts and quotes (the timeline), or with `mine` the caller's
 * own content in any status but deleted, or `kind=reply` for the comments list; narrowed by the
 * list's conditions.
 */
export const PostListQuerySchema = PaginationQuerySchema.extend({
  sort: PostListConditionsSchema.shape.sort,
  keyword: PostListConditionsSchema.shape.keyword,
  kind: z.enum(['post', 'reply']).default('post'),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  status: z.enum(POST_STATUSES).optional(),
  /** A post's replies, oldest first. */
  parentId: IdTextSchema.optional(),
  /** A post's quotes. */
  quotedId: IdTextSchema.optional(),
  ...postFilterShape,
});
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

/**
 * GET /posts/export.csv: GET /posts's own query without its page (every post of the list), and
 * the language of the header row and the classification names (else the Accept-Language header's
 * first choice, else Japanese).
 */
export const PostExportQuerySchema = PostListQuerySchema.omit({ limit: true, offset: true }).extend(
  {
    lang: z.enum(EXPORT_LANGUAGES).optional(),
  },
);
export type PostExportQuery = z.infer<typeof PostExportQuerySchema>;
