import { and, count, desc, eq, gte } from 'drizzle-orm';
import { openTaskEarliestDueOn, type Task } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';

export function createTasksRepository(db: Database) {
  return {
    async listForAssignee(userId: number, page: { limit: number; offset: number }, now: Date) {
      const mine = eq(tasks.assigneeUserId, userId);
      // The SQL twin of isTaskOpen: to-do and due today (Tokyo) or later.
      const open = and(
        mine,
        eq(tasks.status, 'to-do'),
        gte(tasks.dueOn, openTaskEarliestDueOn(now)),
      );
      const [rows, [totals], [opens]] = await Promise.all([
        db
          .select()
          .from(tasks)
          .where(mine)
          .orderBy(desc(tasks.createdAt), desc(tasks.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(tasks).where(mine),
        db.select({ open: count() }).from(tasks).where(open),
      ]);
      return { rows, total: totals?.total ?? 0, openCount: opens?.open ?? 0 };
    },

    /** One of the user's own tasks, or null: another's task is not found (404). */
    async findForAssignee(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.assigneeUserId, userId)));
      return row ?? null;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

export function presentTask(row: typeof tasks.$inferSelect): Task {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    reference: { dueOn: row.dueOn, postId: row.postId },
    question: row.question,
    decision:
      row.decidedByUserId !== null && row.decidedAt !== null
        ? {
            byUserId: row.decidedByUserId,
            at: row.decidedAt.toISOString(),
            comment: row.decisionComment,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
