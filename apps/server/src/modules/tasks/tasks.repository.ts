import { and, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  openTaskEarliestDueOn,
  type BusinessUnit,
  type Inquiry,
  type Task,
  type TaskStatus,
  type TaskType,
} from '@kizuki/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { tasks, users } from '../../db/schema.ts';
import { containsKeyword } from '../../db/text-match.ts';
import { taskWrites } from './task-writes.ts';

export type TaskRow = typeof tasks.$inferSelect;

export interface TaskFilters {
  status?: TaskStatus[];
  type?: TaskType[];
  keyword?: string;
}

function filtersOf(filters: TaskFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status?.length) conditions.push(inArray(tasks.status, filters.status));
  if (filters.type?.length) conditions.push(inArray(tasks.type, filters.type));
  if (filters.keyword) {
    // A user has tens of tasks, not millions: a direct substring test of title and question.
    conditions.push(
      or(
        containsKeyword(tasks.title, filters.keyword),
        containsKeyword(sql`coalesce(${tasks.question}, '')`, filters.keyword),
      ),
    );
  }
  return conditions;
}

/** The tasks of the user's tray, narrowed as the tray says: the list and its export read the same. */
function assigneeTasksWhere(userId: number, filters: TaskFilters): SQL {
  return and(eq(tasks.assigneeUserId, userId), ...filtersOf(filters))!;
}

const requester = alias(users, 'requester');

/** A task of the tray's export, with who asked for it. */
export interface ExportedTaskRow {
  task: TaskRow;
  requesterFirstName: string | null;
  requesterLastName: string | null;
  /** The creation time as the database's text, to the microsecond: where the next page starts. */
  positionCreatedAt: string;
}

/** Tasks read at a time by an export: a tray is small; tests page by 2 through ties. */
export const TASK_EXPORT_PAGE_SIZE = 500;

export function createTasksRepository(db: Database) {
  /** How many of the user's tasks are open (SPEC.md section 4), for the task badge. */
  async function countOpen(userId: number, now: Date): Promise<number> {
    // The SQL twin of isTaskOpen: to-do and due today (Tokyo) or later.
    const [opens] = await db
      .select({ open: count() })
      .from(tasks)
      .where(
        and(
          eq(tasks.assigneeUserId, userId),
          eq(tasks.status, 'to-do'),
          gte(tasks.dueOn, openTaskEarliestDueOn(now)),
        ),
      );
    return opens?.open ?? 0;
  }

  return {
    countOpen,
    ...taskWrites(db),
    /**
     * The user's tasks, newest first, narrowed by status, type and keyword; and how many are open
     * whatever the filters, for the task badge.
     */
    async listForAssignee(
      userId: number,
      page: { limit: number; offset: number } & TaskFilters,
      now: Date,
    ) {
      const where = assigneeTasksWhere(userId, page);
      const [rows, [totals], openCount] = await Promise.all([
        db
          .select()
          .from(tasks)
          .where(where)
          .orderBy(desc(tasks.createdAt), desc(tasks.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(tasks).where(where),
        countOpen(userId, now),
      ]);
      return { rows, total: totals?.total ?? 0, openCount };
    },

    /**
     * Every task of the tray's list, in its order (newest first), `pageSize` at a time by key (the
     * creation time as the database keeps it, to the microsecond, then the id), with who asked:
     * what the CSV export streams.
     */
    async *eachForAssignee(userId: number, filters: TaskFilters, pageSize = TASK_EXPORT_PAGE_SIZE) {
      let after: { createdAt: string; id: number } | null = null;
      for (;;) {
        const rows: ExportedTaskRow[] = await db
          .select({
            task: tasks,
            requesterFirstName: requester.firstName,
            requesterLastName: requester.lastName,
            positionCreatedAt: sql<string>`${tasks.createdAt}::text`,
          })
          .from(tasks)
          .leftJoin(requester, eq(requester.id, tasks.requestedByUserId))
          .where(
            and(
              assigneeTasksWhere(userId, filters),
              after
                ? sql`(${tasks.createdAt}, ${tasks.id}) < (${after.createdAt}::timestamptz, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(desc(tasks.createdAt), desc(tasks.id))
          .limit(pageSize);
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) return;
        const last: ExportedTaskRow = rows.at(-1)!;
        after = { createdAt: last.positionCreatedAt, id: last.task.id };
      }
    },

    /** One of the user's own tasks, or null: another's task is not found (404). */
    async findForAssignee(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.assigneeUserId, userId)));
      return row ?? null;
    },

    /** The names of the people a task mentions (the decider, the asker). */
    async people(ids: (number | null)[]) {
      const wanted = ids.filter((id): id is number => id !== null);
      if (wanted.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, wanted));
    },

    /**
     * The inquiries of the unit, newest first, with whom each is assigned to: those one user
     * opened (`askedBy`), or all of them.
     */
    async listInquiries(
      scope: { unit: BusinessUnit; askedBy: number | null },
      page: { limit: number; offset: number; status?: TaskStatus[] | undefined },
    ) {
      const where = and(
        eq(tasks.unit, scope.unit),
        scope.askedBy === null ? undefined : eq(tasks.requestedByUserId, scope.askedBy),
        eq(tasks.type, 'inquiry'),
        ...filtersOf({ status: page.status }),
      );
      const [rows, [totals]] = await Promise.all([
        withAssignee(db)
          .where(where)
          .orderBy(desc(tasks.createdAt), desc(tasks.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(tasks).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** One inquiry of the unit (opened by `askedBy`, when it is set), or null. */
    async findInquiry(scope: { unit: BusinessUnit; askedBy: number | null }, id: number) {
      const [row] = await withAssignee(db).where(
        and(
          eq(tasks.id, id),
          eq(tasks.unit, scope.unit),
          scope.askedBy === null ? undefined : eq(tasks.requestedByUserId, scope.askedBy),
          eq(tasks.type, 'inquiry'),
        ),
      );
      return row ?? null;
    },
  };
}

function withAssignee(db: Database) {
  return db
    .select({
      task: tasks,
      assignee: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.assigneeUserId));
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

export function presentTask(row: TaskRow): Task {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    reference: { dueOn: row.dueOn, postId: row.postId },
    question: row.question,
    answerPostId: row.answerPostId,
    safetyCaseId: row.safetyCaseId,
    reportId: row.reportId,
    escalated: row.escalatedAt !== null,
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

export function presentInquiry(row: { task: TaskRow; assignee: Inquiry['assignee'] }): Inquiry {
  return { ...presentTask(row.task), assignee: row.assignee };
}
