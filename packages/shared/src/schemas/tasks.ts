import { z } from 'zod';
import { TASK_STATUSES, TASK_TYPES } from '../task-rules.ts';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

export const TaskStatusSchema = z.enum(TASK_STATUSES);
export const TaskTypeSchema = z.enum(TASK_TYPES);

/** SPEC.md section 7 reads `status` and `reference.dueOn` of each task. */
export const TaskSchema = z.object({
  id: z.number().int(),
  type: TaskTypeSchema,
  status: TaskStatusSchema,
  title: z.string(),
  reference: z.object({ dueOn: z.iso.date() }),
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
