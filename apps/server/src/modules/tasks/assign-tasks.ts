import type { BusinessUnit, NotificationKind, TaskType } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';

type TaskRow = typeof tasks.$inferSelect;

/** A task's title: the start of the content it is about. */
export const titleOf = (body: string) => body.slice(0, 80);

/** Tasks given to people: one per assignee, alike but for the assignee. */
export interface TaskAssignment {
  unit: BusinessUnit;
  type: TaskType;
  /**
   * Who receives one. An approval's approvers come through `assigneesOf` (approvers.ts), which
   * hands a task on to the delegate of an approver who is away, for every path that makes one.
   */
  assigneeIds: readonly number[];
  dueOn: string;
  /** What the task shows: the start of its post; empty for compliance work (worded by the client). */
  title: string;
  requestedByUserId: number | null;
  postId?: number | null;
  reportId?: number | null;
  safetyCaseId?: number | null;
  question?: string | null;
  /** An approval escalated past its due date: when (its notice says it was escalated). */
  escalatedAt?: Date | null;
  /** The notice's line when it is not the task's title: an inquiry's notice shows its question. */
  noticeTitle?: string;
  /** When the task was given, the database's clock by default: the demo's history names its own. */
  at?: Date;
}

/**
 * The notice a new task sends its assignee, for every kind of task and every path that makes one
 * (a submission, an inquiry, a report, a safety case, an escalation, a hand-over). Compliance
 * notices carry no text (issue 19): the client words them from the kind.
 */
function newTaskNoticeKind(task: Pick<TaskRow, 'type' | 'escalatedAt'>): NotificationKind {
  if (task.escalatedAt) return 'approvalEscalated';
  switch (task.type) {
    case 'inquiry':
      return 'inquiryAssigned';
    case 'report':
      return 'contentReported';
    case 'safety-case':
      return 'safetyCase';
    case 'approval':
    case 'comment-approval':
      return 'taskAssigned';
  }
}

/**
 * Gives tasks: inserts one per assignee and tells each, in the caller's transaction, so that a task
 * and its notice commit together. The only place a task is created (docs/architecture.md, "One
 * owner for each rule"; tools/owner-table.test.ts keeps it so).
 */
export async function assignTasks(tx: Database, assignment: TaskAssignment): Promise<TaskRow[]> {
  if (assignment.assigneeIds.length === 0) return [];
  const { assigneeIds, noticeTitle, at, ...task } = assignment;
  const created = await tx
    .insert(tasks)
    .values(
      assigneeIds.map((assigneeUserId) => ({
        ...task,
        assigneeUserId,
        status: 'to-do' as const,
        ...(at ? { createdAt: at, updatedAt: at } : {}),
      })),
    )
    .returning();
  await notify(
    tx,
    created.map((row) => ({
      unit: row.unit,
      userId: row.assigneeUserId,
      kind: newTaskNoticeKind(row),
      title: noticeTitle ?? row.title,
      link: `/tasks/${row.id}`,
    })),
  );
  return created;
}
