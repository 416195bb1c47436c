import type { BusinessUnit, NotificationKind, TaskType } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';

type TaskRow = typeof tasks.$inferSelect;

/** The tasks of the compliance guard: neither the task nor its notice carries text (issue 19). */
const COMPLIANCE_TASK_TYPES: ReadonlySet<TaskType> = new Set(['report', 'safety-case']);

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
  /**
   * What the task shows: the start of its post (titleOf). Compliance work keeps none whatever is
   * given: the client words a report's or a safety case's task from its kind, and no copy of the
   * text is made that a redaction would have to find again (issue 19).
   */
  title: string;
  requestedByUserId: number | null;
  postId?: number | null;
  reportId?: number | null;
  safetyCaseId?: number | null;
  /** An inquiry's question: its notice shows it, where other tasks' notices show the title. */
  question?: string | null;
  /** An approval escalated past its due date: when (its notice says it was escalated). */
  escalatedAt?: Date | null;
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
  const { assigneeIds, at, ...task } = assignment;
  const title = COMPLIANCE_TASK_TYPES.has(task.type) ? '' : task.title;
  const created = await tx
    .insert(tasks)
    .values(
      assigneeIds.map((assigneeUserId) => ({
        ...task,
        title,
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
      title: row.question ?? row.title,
      link: `/tasks/${row.id}`,
    })),
  );
  return created;
}
