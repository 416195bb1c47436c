import { and, eq, inArray, ne } from 'drizzle-orm';
import { UNFINISHED_TASK_STATUSES, type BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';

/**
 * The task writes of the compliance guard (issue 19): the report tasks of a reported post and the
 * safety-case tasks of a possible adverse event, made, locked, finished and canceled. Part of
 * `taskWrites`, the tasks' only writer (task-writes.ts).
 */
export function complianceTaskWrites(db: Database) {
  return {
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
  };
}
