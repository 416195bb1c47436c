import { and, eq, inArray, ne } from 'drizzle-orm';
import { UNFINISHED_TASK_STATUSES } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';

/**
 * The task writes of the compliance guard (issue 19): the report tasks of a reported post and the
 * safety-case tasks of a possible adverse event (given by assignTasks), locked, finished and
 * canceled. Part of `taskWrites` (task-writes.ts).
 */
export function complianceTaskWrites(db: Database) {
  return {
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
