import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { REMINDED_TASK_TYPES, UNFINISHED_TASK_STATUSES, type ApprovalNudge } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { taskNudges, tasks } from '../../db/schema.ts';

/**
 * The task writes of approval reminders and escalation (issue 23): which approvals may need a
 * nudge, each nudge recorded once (an escalation's tasks are given by assignTasks). Part of
 * `taskWrites` (task-writes.ts).
 */
export function approvalNudgeWrites(db: Database) {
  return {
    /**
     * Approvals still to do that may need a reminder or escalation now (due on or before
     * `latestDueOn`), without the one kind each needs today already sent: `kindFor` names it by
     * due date. Escalated tasks are the last stop and are left out. Oldest due first.
     */
    async awaitingNudge(input: {
      latestDueOn: string;
      kindFor: { dueTomorrow: string; dueToday: string };
      limit: number;
    }) {
      const kind = sql`case ${tasks.dueOn} when ${input.kindFor.dueTomorrow} then 'dueTomorrow'
        when ${input.kindFor.dueToday} then 'dueToday' else 'escalated' end`;
      return db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.status, 'to-do'),
            inArray(tasks.type, [...REMINDED_TASK_TYPES]),
            lte(tasks.dueOn, input.latestDueOn),
            isNull(tasks.escalatedAt),
            isNotNull(tasks.postId),
            sql`not exists (select 1 from ${taskNudges} where ${taskNudges.taskId} = ${tasks.id}
              and ${taskNudges.kind} = ${kind})`,
          ),
        )
        .orderBy(asc(tasks.dueOn), asc(tasks.id))
        .limit(input.limit);
    },

    /**
     * Records that a reminder or escalation of the task was sent; false when it had been already
     * (by another process, or an earlier run): the caller then sends nothing.
     */
    async recordNudge(taskId: number, kind: ApprovalNudge, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(taskNudges)
        .values({ taskId, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ taskId: taskNudges.taskId });
      return inserted.length > 0;
    },

    /** The users who already hold an escalated or unfinished approval of the post. */
    async approvalHoldersOf(postId: number) {
      return db
        .select({ id: tasks.id, assigneeUserId: tasks.assigneeUserId })
        .from(tasks)
        .where(
          and(
            eq(tasks.postId, postId),
            inArray(tasks.type, [...REMINDED_TASK_TYPES]),
            inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
          ),
        );
    },

    /**
     * Whether the post's current submission was escalated already: an escalated approval of it
     * still waits, or one was escalated since it was submitted (`submittedAt`). Escalations of an
     * earlier submission, rejected and then submitted again, do not count.
     */
    async wasEscalated(postId: number, submittedAt: Date | null): Promise<boolean> {
      const [row] = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.postId, postId),
            isNotNull(tasks.escalatedAt),
            or(
              inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
              submittedAt ? gte(tasks.escalatedAt, submittedAt) : undefined,
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
