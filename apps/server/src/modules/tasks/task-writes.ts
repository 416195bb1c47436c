import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  APPROVAL_DUE_DAYS,
  REMINDED_TASK_TYPES,
  type ApprovalNudge,
  tokyoDateAfter,
  UNFINISHED_TASK_STATUSES,
  type BusinessUnit,
  type TaskStatus,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { taskNudges, tasks } from '../../db/schema.ts';

type TaskRow = typeof tasks.$inferSelect;

/** The task, if it is assigned to this person in their unit: another's is not found. */
const assignedTo = (assignee: { id: number; unit: BusinessUnit }, taskId: number) =>
  and(eq(tasks.id, taskId), eq(tasks.assigneeUserId, assignee.id), eq(tasks.unit, assignee.unit));

/** A task's title: the start of the content it is about. */
export const titleOf = (body: string) => body.slice(0, 80);

/**
 * Every change of a task's row, in the caller's transaction: created for content submitted to
 * review, for an inquiry, a report or a safety case; decided, advanced with its answer, completed,
 * canceled with its content. The only writer of tasks, so that reminders and escalation have one
 * place to hook into.
 */
export function taskWrites(db: Database) {
  return {
    /** One approval task per approver for content submitted to review, due in 3 Tokyo days. */
    async createApprovalTasks(input: {
      author: { id: number; unit: BusinessUnit };
      content: { id: number; kind: string; body: string };
      approverIds: number[];
      now: Date;
    }) {
      return db
        .insert(tasks)
        .values(
          input.approverIds.map((assigneeUserId) => ({
            unit: input.author.unit,
            assigneeUserId,
            type:
              input.content.kind === 'reply'
                ? ('comment-approval' as const)
                : ('approval' as const),
            status: 'to-do' as const,
            dueOn: tokyoDateAfter(input.now, APPROVAL_DUE_DAYS),
            title: titleOf(input.content.body),
            postId: input.content.id,
            requestedByUserId: input.author.id,
          })),
        )
        .returning({ id: tasks.id, assigneeUserId: tasks.assigneeUserId });
    },

    /** An inquiry about a post, assigned to its author. */
    async createInquiry(input: {
      asker: { id: number; unit: BusinessUnit };
      post: { id: number; body: string; authorUserId: number };
      question: string;
      dueOn: string;
    }): Promise<TaskRow> {
      const [created] = await db
        .insert(tasks)
        .values({
          unit: input.asker.unit,
          assigneeUserId: input.post.authorUserId,
          type: 'inquiry',
          status: 'to-do',
          dueOn: input.dueOn,
          title: titleOf(input.post.body),
          postId: input.post.id,
          requestedByUserId: input.asker.id,
          question: input.question,
        })
        .returning();
      return created!;
    },

    /**
     * One report task per recipient for a reader's report of content (issue 19). The title is
     * empty: the client words a report task from its type and report, and no copy of the post's
     * text is made that a redaction would have to find again.
     */
    async createReportTasks(input: {
      reporter: { id: number; unit: BusinessUnit };
      report: { id: number; postId: number };
      assigneeIds: number[];
      dueOn: string;
    }) {
      if (input.assigneeIds.length === 0) return [];
      return db
        .insert(tasks)
        .values(
          input.assigneeIds.map((assigneeUserId) => ({
            unit: input.reporter.unit,
            assigneeUserId,
            type: 'report' as const,
            status: 'to-do' as const,
            dueOn: input.dueOn,
            title: '',
            postId: input.report.postId,
            requestedByUserId: input.reporter.id,
            reportId: input.report.id,
          })),
        )
        .returning({ id: tasks.id, assigneeUserId: tasks.assigneeUserId });
    },

    /**
     * A report's tasks become done, decided by the admin who resolved the report (also those the
     * post's unpublishing by its author had canceled: the report is resolved all the same).
     */
    async finishReportTasks(reportIds: number[], byUserId: number, now: Date) {
      if (reportIds.length === 0) return;
      await db
        .update(tasks)
        .set({ status: 'done', decidedByUserId: byUserId, decidedAt: now, updatedAt: now })
        .where(and(inArray(tasks.reportId, reportIds), ne(tasks.status, 'done')));
    },

    /**
     * One safety-case task per safety contact for a possible adverse event, due the next working
     * day; like a report task it carries no text (the case is read by its id).
     */
    async createSafetyCaseTasks(input: {
      reporter: { id: number; unit: BusinessUnit };
      safetyCaseId: number;
      assigneeIds: number[];
      dueOn: string;
    }) {
      if (input.assigneeIds.length === 0) return [];
      return db
        .insert(tasks)
        .values(
          input.assigneeIds.map((assigneeUserId) => ({
            unit: input.reporter.unit,
            assigneeUserId,
            type: 'safety-case' as const,
            status: 'to-do' as const,
            dueOn: input.dueOn,
            title: '',
            requestedByUserId: input.reporter.id,
            safetyCaseId: input.safetyCaseId,
          })),
        )
        .returning({ id: tasks.id, assigneeUserId: tasks.assigneeUserId });
    },

    /** One of the assignee's tasks as it is, without a lock; or null. */
    async findOf(assignee: { id: number; unit: BusinessUnit }, taskId: number) {
      const [row] = await db.select().from(tasks).where(assignedTo(assignee, taskId));
      return row ?? null;
    },

    /**
     * Every task of a safety case, locked in id order: two contacts handling the case at once
     * take the locks in the same order, so one waits for the other instead of a deadlock.
     */
    async lockSafetyCaseTasks(safetyCaseId: number) {
      await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(eq(tasks.safetyCaseId, safetyCaseId))
        .orderBy(tasks.id)
        .for('update');
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

    /** The other contacts' tasks of a safety case one of them handled: nobody else needs to. */
    async cancelOtherSafetyCaseTasks(safetyCaseId: number, except: number, now: Date) {
      await db
        .update(tasks)
        .set({ status: 'canceled', updatedAt: now })
        .where(
          and(
            eq(tasks.safetyCaseId, safetyCaseId),
            ne(tasks.id, except),
            inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
          ),
        );
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

    /**
     * An overdue approval escalated to pmo-approvers (issue 23): one task each, of the same type,
     * post and author, marked escalated and due today (Tokyo). The original approvers' tasks stay:
     * the first decision wins, as between any sibling tasks.
     */
    async createEscalatedTasks(input: {
      overdue: TaskRow;
      assigneeIds: number[];
      dueOn: string;
      now: Date;
    }) {
      if (input.assigneeIds.length === 0) return [];
      const { overdue } = input;
      return db
        .insert(tasks)
        .values(
          input.assigneeIds.map((assigneeUserId) => ({
            unit: overdue.unit,
            assigneeUserId,
            type: overdue.type,
            status: 'to-do' as const,
            dueOn: input.dueOn,
            title: overdue.title,
            postId: overdue.postId,
            requestedByUserId: overdue.requestedByUserId,
            escalatedAt: input.now,
          })),
        )
        .returning({ id: tasks.id, assigneeUserId: tasks.assigneeUserId });
    },
  };
}
