import { z } from 'zod';
import { EXPORT_LANGUAGES } from '../csv-cells.ts';
import { MAX_KEYWORD_LENGTH } from '../post-list.ts';
import {
  INQUIRY_QUESTION_MAX,
  REJECT_REASON_MAX,
  TASK_STATUSES,
  TASK_TYPES,
} from '../task-rules.ts';
import {
  CalendarDaySchema,
  listResponseSchema,
  PaginationQuerySchema,
  requiredTextSchema,
} from './common.ts';
import { ContentReportSchema, ReportReasonSchema, SafetyCaseSchema } from './compliance.ts';
import { PostSchema, PostTextSchema, SelfCheckItemSchema } from './posts.ts';

export const TaskStatusSchema = z.enum(TASK_STATUSES);
export const TaskTypeSchema = z.enum(TASK_TYPES);

const id = z.number().int().min(1).max(2_147_483_647);

/** SPEC.md section 7 reads `status` and `reference.dueOn` of each task. */
export const TaskSchema = z.object({
  id: z.number().int(),
  type: TaskTypeSchema,
  status: TaskStatusSchema,
  title: z.string(),
  /** What the task is about: the content (postId) and when it is due. */
  reference: z.object({ dueOn: z.iso.date(), postId: z.number().int().nullable() }),
  /** An inquiry's question. */
  question: z.string().nullable(),
  /** An inquiry's answer: the reply its assignee wrote (in review until approved, when needed). */
  answerPostId: z.number().int().nullable(),
  /** A safety-case task's case, a report task's report (issue 19). */
  safetyCaseId: z.number().int().nullable(),
  reportId: z.number().int().nullable(),
  /**
   * An approval overdue by a full day that was escalated to this pmo-approver (issue 23); the
   * original approvers may still decide it, and the first decision wins.
   */
  escalated: z.boolean(),
  /**
   * What a report or safety-case task is about, read when the tray lists it (issue 39): such a
   * task keeps no text of its own (a redaction has nothing more to find), so its card shows the
   * report's reason or the case's product, and the first words of the reported post or of the
   * case's account (empty when the post was deleted). Null for other tasks, whose title is the
   * content's first words, and on the answers about one task (its detail carries the report and
   * the case whole).
   */
  about: z
    .object({
      /** A report's reason; absent for a safety case (an enum is not published as nullable). */
      reason: ReportReasonSchema.optional(),
      product: z.string().nullable(),
      excerpt: z.string(),
    })
    .nullable(),
  /** Who decided, when, and the comment (a rejection's reason); null while undecided. */
  decision: z
    .object({
      byUserId: z.number().int(),
      at: z.iso.datetime(),
      comment: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type Task = z.infer<typeof TaskSchema>;

/** A query value given once or repeated (`?status=to-do&status=in-progress`). */
function repeatable<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item).max(10)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.infer<T>[])
    .optional();
}

/** GET /tasks: the tray's tabs (statuses), type filter and keyword (title and question). */
export const TaskListQuerySchema = PaginationQuerySchema.extend({
  status: repeatable(TaskStatusSchema),
  type: repeatable(TaskTypeSchema),
  keyword: z.string().trim().max(MAX_KEYWORD_LENGTH).optional(),
});
export type TaskListQuery = z.input<typeof TaskListQuerySchema>;

/** The caller's tasks, newest first, with the count of open ones for the task badge. */
export const TaskListResponseSchema = listResponseSchema(TaskSchema).extend({
  /** Open tasks of the caller, whatever the filters: the task badge. */
  openCount: z.number().int().min(0),
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;

/** POST /tasks/{id}/reject: the reason is required and shown to the author (PRODUCT.md). */
export const RejectTaskBodySchema = z.strictObject({
  reason: requiredTextSchema(REJECT_REASON_MAX),
});
export type RejectTaskBody = z.infer<typeof RejectTaskBodySchema>;

/** Someone named on a task: an inquiry's assignee, a decision's maker. */
export const PersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

/** GET /tasks/{id}: the task and the content it refers to, in full, as its assignee sees it. */
export const TaskDetailSchema = TaskSchema.extend({
  post: PostSchema.nullable(),
  /**
   * What `post` quotes or, for a reply, the post it replies to (issue 39): an approver reads the
   * content as it will be published, in its context. Null when there is none or the caller may
   * not read it.
   */
  respondsTo: PostSchema.nullable(),
  /** An inquiry's answer, once written. */
  answer: PostSchema.nullable(),
  /** Who decided (decision.byUserId), by name; null while undecided. */
  decidedBy: PersonSchema.nullable(),
  /** Who asked: the author who submitted, or the inquiry's asker. */
  requestedBy: PersonSchema.nullable(),
  /** A safety-case task's case; a report task's report (its post is `post`). */
  safetyCase: SafetyCaseSchema.nullable(),
  report: ContentReportSchema.nullable(),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

/** POST /inquiries: a PMO-group user asks a published post's author a question (PRODUCT.md). */
export const OpenInquiryBodySchema = z.strictObject({
  postId: id,
  question: requiredTextSchema(INQUIRY_QUESTION_MAX),
  /** Defaults to INQUIRY_DUE_DAYS from today (Tokyo); may not be in the past. */
  dueOn: CalendarDaySchema.optional(),
});
export type OpenInquiryBody = z.input<typeof OpenInquiryBodySchema>;

/** POST /tasks/{id}/answer: the inquiry's assignee answers with a reply to the post. */
export const AnswerInquiryBodySchema = z.strictObject({
  body: PostTextSchema,
  selfCheck: z.array(SelfCheckItemSchema).max(10).default([]),
});
export type AnswerInquiryBody = z.input<typeof AnswerInquiryBodySchema>;

/** An inquiry as its asker sees it: the task and whom it is assigned to. */
export const InquirySchema = TaskSchema.extend({ assignee: PersonSchema });
export type Inquiry = z.infer<typeof InquirySchema>;

export const InquiryListQuerySchema = PaginationQuerySchema.extend({
  status: repeatable(TaskStatusSchema),
  /**
   * Whose inquiries: the caller's own, or (pmo-approver and hq, issue 20) everyone's of the unit:
   * the product-management office follows what the office asked.
   */
  scope: z.enum(['mine', 'everyone']).default('mine'),
});
export const InquiryListResponseSchema = listResponseSchema(InquirySchema);
export type InquiryListResponse = z.infer<typeof InquiryListResponseSchema>;

/** GET /inquiries/{id}: the inquiry, the post asked about, and the answer once published. */
export const InquiryDetailSchema = InquirySchema.extend({
  post: PostSchema.nullable(),
  answer: PostSchema.nullable(),
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

/** GET /tasks/export.csv: GET /tasks's own query without its page, and the language (as posts). */
export const TaskExportQuerySchema = TaskListQuerySchema.omit({ limit: true, offset: true }).extend(
  {
    lang: z.enum(EXPORT_LANGUAGES).optional(),
  },
);
export type TaskExportQuery = z.infer<typeof TaskExportQuerySchema>;
