import { and, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  openTaskEarliestDueOn,
  type BusinessUnit,
  type Inquiry,
  type ReportReason,
  type Task,
  type TaskStatus,
  type TaskType,
} from '@kizuki/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { contentReports, posts, safetyCases, tasks, users } from '../../db/schema.ts';
import { containsKeyword } from '../../db/text-match.ts';
import { titleOf } from './assign-tasks.ts';
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
    // A user has tens of tasks, not millions: a direct substring test of what each is about (issue
    // 39: the whole content, the report's comment, the safety case), not only its title.
    const keyword = filters.keyword;
    conditions.push(
      or(
        containsKeyword(tasks.title, keyword),
        containsKeyword(sql`coalesce(${tasks.question}, '')`, keyword),
        sql`exists (select from ${posts} where ${posts.id} = ${tasks.postId} and ${posts.status} <> 'deleted' and ${containsKeyword(posts.body, keyword)})`,
        sql`exists (select from ${contentReports} where ${contentReports.id} = ${tasks.reportId} and ${containsKeyword(contentReports.comment, keyword)})`,
        sql`exists (select from ${safetyCases} where ${safetyCases.id} = ${tasks.safetyCaseId} and (${containsKeyword(safetyCases.product, keyword)} or ${containsKeyword(safetyCases.whatHappened, keyword)}))`,
      ),
    );
  }
  return conditions;
}

/** The post a report task is about, unless deleted: its first words name the task on its card. */
const reportedPost = alias(posts, 'reported_post');
const reportedPostOf = and(
  eq(reportedPost.id, tasks.postId),
  eq(tasks.type, 'report'),
  ne(reportedPost.status, 'deleted'),
);
const aboutColumns = {
  reportReason: contentReports.reason,
  caseProduct: safetyCases.product,
  caseAccount: safetyCases.whatHappened,
  reportedBody: reportedPost.body,
};

/** A card's line of what a report or safety-case task is about (Task's `about`). */
function aboutOf(row: {
  task: TaskRow;
  reportReason: ReportReason | null;
  caseProduct: string | null;
  caseAccount: string | null;
  reportedBody: string | null;
}): Task['about'] {
  if (row.task.type === 'report') {
    return {
      ...(row.reportReason ? { reason: row.reportReason } : {}),
      product: null,
      excerpt: titleOf(row.reportedBody ?? ''),
    };
  }
  if (row.task.type === 'safety-case') {
    return { product: row.caseProduct, excerpt: titleOf(row.caseAccount ?? '') };
  }
  return null;
}

/** The tasks of the user's tray, narrowed as the tray says: the list and its export read the same. */
function assigneeTasksWhere(userId: number, filters: TaskFilters): SQL {
  return and(eq(tasks.assigneeUserId, userId), ...filtersOf(filters))!;
}

const requester = alias(users, 'requester');

/** Every list of tasks reads newest first, the id breaking ties (the export walks by the pair). */
const NEWEST_FIRST = [desc(tasks.createdAt), desc(tasks.id)];

/** A task of the tray's export, with who asked for it. */
interface ExportedTaskRow {
  task: TaskRow;
  requesterFirstName: string | null;
  requesterLastName: string | null;
  /** The creation time as the database's text, to the microsecond: where the next page starts. */
  positionCreatedAt: string;
}

/** Tasks read at a time by an export: a tray is small; tests page by 2 through ties. */
const TASK_EXPORT_PAGE_SIZE = 500;

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
          .select({ task: tasks, ...aboutColumns })
          .from(tasks)
          .leftJoin(contentReports, eq(contentReports.id, tasks.reportId))
          .leftJoin(safetyCases, eq(safetyCases.id, tasks.safetyCaseId))
          .leftJoin(reportedPost, reportedPostOf)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(tasks).where(where),
        countOpen(userId, now),
      ]);
      return {
        tasks: rows.map((row) => presentTask(row.task, aboutOf(row))),
        total: totals?.total ?? 0,
        openCount,
      };
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
          .orderBy(...NEWEST_FIRST)
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
          .orderBy(...NEWEST_FIRST)
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

export function presentTask(row: TaskRow, about: Task['about'] = null): Task {
  return {
    about,
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
