import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { REMINDED_TASK_TYPES, UNFINISHED_TASK_STATUSES } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { posts, tasks, users } from '../../db/schema.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { assignTasks } from './assign-tasks.ts';
import { complianceRecipients } from './recipients.ts';
import { activePmoApprovers, assigneesOf, eligibleApprovers } from './approvers.ts';
import { selectUsers, type UserRecord } from '../users/users.repository.ts';

/*
 * The hand-over of a person's open tasks when they may no longer do them (issue 20; moved from
 * the people service into the tasks module, which owns who holds a task, in issue 42).
 */

/** The task types a person is given for their role or office, and hands on when they leave it. */
const HANDED_ON_TYPES = [...REMINDED_TASK_TYPES, 'safety-case', 'report'] as const;

type TaskRow = typeof tasks.$inferSelect;

/** The other open tasks about the same thing (the same content to approve, case or report). */
function siblingsOf(task: TaskRow): SQL {
  const same =
    task.type === 'safety-case'
      ? eq(tasks.safetyCaseId, task.safetyCaseId!)
      : task.type === 'report'
        ? eq(tasks.reportId, task.reportId!)
        : and(eq(tasks.postId, task.postId!), inArray(tasks.type, [...REMINDED_TASK_TYPES]));
  return and(same, inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]), ne(tasks.id, task.id))!;
}

/**
 * Who should have the task instead, or null when the person may keep it. Approvals: the author's
 * remaining approvers, else the unit's pmo-approvers (the approvers of last resort). Safety cases
 * and reports (only when the person was deactivated: they are not given for a role): the unit's
 * remaining safety contacts, else its admins, and for a report its admins as well.
 */
async function successorsOf(
  tx: Database,
  task: TaskRow,
  person: UserRecord,
  now: Date,
): Promise<number[] | null> {
  if (task.type === 'safety-case' || task.type === 'report') {
    if (person.active) return null;
    const recipients = await complianceRecipients(tx, person.unit, {
      safetyContacts: true,
      admins: task.type === 'report',
    });
    return recipients.filter((id) => id !== person.id && id !== task.requestedByUserId);
  }
  const [post] = await tx
    .select({ authorUserId: posts.authorUserId, status: posts.status })
    .from(posts)
    .where(eq(posts.id, task.postId!));
  // Content no longer in review has nobody to hand it to; its task is finished elsewhere.
  if (post && post.status !== 'review') return null;
  // An escalated task (issue 23) is a pmo-approver's whoever the author is: they keep it while
  // they are one of the unit's active pmo-approvers.
  if (
    task.escalatedAt !== null &&
    person.active &&
    person.role === 'pmo-approver' &&
    person.unit === task.unit
  ) {
    return null;
  }
  const [author] = post ? await selectUsers(tx).where(eq(users.id, post.authorUserId)) : [];
  const approvers = author ? await eligibleApprovers(tx, author) : [];
  // A delegate holding the task (issue 23) is one of these too while still a valid delegate: a
  // delegate is accepted only from among the author's approvers (assigneesOf).
  if (person.active && approvers.includes(person.id)) return null;
  // Whoever receives it, as a submission's approval tasks are received (assigneesOf): an
  // approver away with a delegate passes it to the delegate (issue 42: this was the one way in
  // that gave it to the approver who is away).
  const remaining = approvers.filter((id) => id !== person.id);
  if (remaining.length > 0) return assigneesOf(tx, remaining, author?.id ?? null, now);
  if (!author) return remaining;
  const lastResort = await activePmoApprovers(tx, person.unit, [author.id, person.id]);
  return assigneesOf(tx, lastResort, author.id, now);
}

/**
 * The open tasks of a person who may no longer do them (deactivated, or no longer an approver of
 * the author) go to whoever should have them (successorsOf). A task whose content, case or report
 * already waits in another tray is simply canceled. Each move is audited (`task.reassign`, the
 * admin as actor) and the new assignees are told. When nobody at all remains, the task stays where
 * it is, so that the work still has a tray. Inquiries stay: they ask the author, who is not
 * replaceable. `actorUserId`: who changed the person (the admin; null for a command line's operator
 * not registered).
 */
export async function reassignOpenTasks(
  tx: Database,
  actorUserId: number | null,
  person: UserRecord,
  now: Date,
): Promise<void> {
  const open = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.assigneeUserId, person.id),
        inArray(tasks.type, [...HANDED_ON_TYPES]),
        inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
      ),
    )
    .orderBy(asc(tasks.id));
  for (const listed of open) {
    // Locked as the decisions lock them (the post, then its tasks; a case's or report's tasks in
    // id order), then read again: a decision that committed meanwhile is not undone here.
    if (listed.postId !== null && listed.type !== 'safety-case') {
      await tx
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.id, listed.postId))
        .for('update');
    }
    await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(or(eq(tasks.id, listed.id), siblingsOf(listed)))
      .orderBy(asc(tasks.id))
      .for('update');
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, listed.id), inArray(tasks.status, [...UNFINISHED_TASK_STATUSES])));
    if (!task) continue;
    const successors = await successorsOf(tx, task, person, now);
    if (successors === null) continue;
    const othersWaiting = await tx.select({ id: tasks.id }).from(tasks).where(siblingsOf(task));
    const newAssignees = othersWaiting.length > 0 ? [] : successors;
    if (othersWaiting.length === 0 && newAssignees.length === 0) continue;
    // The same task (type, due date, post, report or case) for its successors, each told by its
    // kind (assignTasks). An escalated approval handed on is given as a plain one (not marked
    // escalated, so told as a new approval), as before issue 42.
    const created = await assignTasks(tx, {
      unit: task.unit,
      type: task.type,
      assigneeIds: newAssignees,
      dueOn: task.dueOn,
      title: task.title,
      postId: task.postId,
      requestedByUserId: task.requestedByUserId,
      safetyCaseId: task.safetyCaseId,
      reportId: task.reportId,
    });
    await tx.update(tasks).set({ status: 'canceled', updatedAt: now }).where(eq(tasks.id, task.id));
    await appendAudit(tx, {
      unit: person.unit,
      actorUserId,
      action: 'task.reassign',
      objectType: 'task',
      objectId: task.id,
      before: { assigneeUserId: person.id, status: task.status },
      after: {
        status: 'canceled',
        reassignedTo: created.map((row) => ({
          taskId: row.id,
          assigneeUserId: row.assigneeUserId,
        })),
      },
    });
  }
}
