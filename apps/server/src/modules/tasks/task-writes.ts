import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  REMINDED_TASK_TYPES,
  UNFINISHED_TASK_STATUSES,
  type BusinessUnit,
  type TaskStatus,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';
import { approvalNudgeWrites } from './approval-nudge-writes.ts';
import { complianceTaskWrites } from './compliance-task-writes.ts';

type TaskRow = typeof tasks.$inferSelect;

/** The task, if it is assigned to this person in their unit: another's is not found. */
const assignedTo = (assignee: { id: number; unit: BusinessUnit }, taskId: number) =>
  and(eq(tasks.id, taskId), eq(tasks.assigneeUserId, assignee.id), eq(tasks.unit, assignee.unit));

/**
 * Every change of a task's row after it was given (assignTasks, assign-tasks.ts, creates them), in
 * the caller's transaction: decided, advanced with its answer, completed, canceled with its
 * content. With assignTasks the only writer of tasks (tools/owner-table.test.ts checks that no
 * module outside this one inserts one), so that reminders and escalation have one place to hook
 * into.
 */
export function taskWrites(db: Database) {
  return {
    /** One of the assignee's tasks as it is, without a lock; or null. */
    async findOf(assignee: { id: number; unit: BusinessUnit }, taskId: number) {
      const [row] = await db.select().from(tasks).where(assignedTo(assignee, taskId));
      return row ?? null;
    },

    /** One of the assignee's tasks, locked until the transaction ends; or null. */
    async lockOf(assignee: { id: number; unit: BusinessUnit }, taskId: number) {
      const [row] = await db.select().from(tasks).where(assignedTo(assignee, taskId)).for('update');
      return row ?? null;
    },

    /** The assignee finished their task (a safety case handled, a report seen to). */
    async complete(task: TaskRow, now: Date) {
      await db
        .update(tasks)
        .set({
          status: 'done',
          decidedByUserId: task.assigneeUserId,
          decidedAt: now,
          updatedAt: now,
        })
        .where(eq(tasks.id, task.id));
    },

    /** The post an approval task of the assignee is about, read without a lock; or null. */
    async approvalPostIdOf(assignee: { id: number; unit: BusinessUnit }, taskId: number) {
      const [peek] = await db
        .select({ postId: tasks.postId })
        .from(tasks)
        .where(and(assignedTo(assignee, taskId), inArray(tasks.type, [...REMINDED_TASK_TYPES])));
      return peek?.postId ?? null;
    },

    /** A task's row, locked until the transaction ends; or null. */
    async lock(taskId: number): Promise<TaskRow | null> {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
      return row ?? null;
    },

    /** One of the assignee's inquiries, locked until the transaction ends; or null. */
    async lockInquiryOf(assignee: { id: number; unit: BusinessUnit }, taskId: number) {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(assignedTo(assignee, taskId), eq(tasks.type, 'inquiry')))
        .for('update');
      return row ?? null;
    },

    async findById(taskId: number): Promise<TaskRow | null> {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
      return row ?? null;
    },

    /** Links an inquiry to the reply that answers it. */
    async linkAnswer(taskId: number, answerPostId: number) {
      await db.update(tasks).set({ answerPostId }).where(eq(tasks.id, taskId));
    },

    /** An approver's decision on their task. */
    async decide(
      taskId: number,
      decision: { status: 'approved' | 'rejected'; comment: string | null; byUserId: number },
      now: Date,
    ): Promise<TaskRow> {
      const [decided] = await db
        .update(tasks)
        .set({
          status: decision.status,
          decisionComment: decision.comment,
          decidedByUserId: decision.byUserId,
          decidedAt: now,
          updatedAt: now,
        })
        .where(eq(tasks.id, taskId))
        .returning();
      return decided!;
    },

    /**
     * Cancels the unfinished approvals and inquiries about a post (but the one given): no one is
     * asked any more to approve it or answer about it. Its reports' tasks stay: a report (of a
     * possible adverse event, say) is resolved by an admin whatever its author does with the post.
     */
    async cancelUnfinishedOf(postId: number, now: Date, { except }: { except?: number } = {}) {
      await db
        .update(tasks)
        .set({ status: 'canceled', updatedAt: now })
        .where(
          and(
            eq(tasks.postId, postId),
            inArray(tasks.type, [...REMINDED_TASK_TYPES, 'inquiry']),
            inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
            except === undefined ? undefined : ne(tasks.id, except),
          ),
        );
    },

    /** The unfinished inquiries a reply answers, locked until the transaction ends. */
    async lockUnfinishedInquiriesAnsweredBy(answerPostId: number): Promise<TaskRow[]> {
      return db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.answerPostId, answerPostId),
            eq(tasks.type, 'inquiry'),
            inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
          ),
        )
        .for('update');
    },

    /** Moves an inquiry with its answer; done records its assignee as the one who finished it. */
    async advanceInquiry(inquiry: TaskRow, status: TaskStatus, now: Date) {
      const done = status === 'done';
      await db
        .update(tasks)
        .set({
          status,
          updatedAt: now,
          ...(done ? { decidedByUserId: inquiry.assigneeUserId, decidedAt: now } : {}),
        })
        .where(eq(tasks.id, inquiry.id));
    },
    ...approvalNudgeWrites(db),
    ...complianceTaskWrites(db),
  };
}
