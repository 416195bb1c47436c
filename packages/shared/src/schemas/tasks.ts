import { z } from 'zod';
import { TASK_STATUSES, TASK_TYPES } from '../task-rules.ts';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';
import { PostSchema } from './posts.ts';

export const TaskStatusSchema = z.enum(TASK_STATUSES);
export const TaskTypeSchema = z.enum(TASK_TYPES);

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

export const TaskListQuerySchema = PaginationQuerySchema;

/** The caller's tasks, newest first, with the count of open ones for the task badge. */
export const TaskListResponseSchema = listResponseSchema(TaskSchema).extend({
  openCount: z.number().int().min(0),
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;

export const TaskIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** POST /tasks/{id}/reject: the reason is required and shown to the author (PRODUCT.md). */
export const RejectTaskBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(1000),
});
export type RejectTaskBody = z.infer<typeof RejectTaskBodySchema>;

/** GET /tasks/{id}: the task and the content it refers to, in full, as its assignee sees it. */
export const TaskDetailSchema = TaskSchema.extend({ post: PostSchema.nullable() });
export type TaskDetail = z.infer<typeof TaskDetailSchema>;
