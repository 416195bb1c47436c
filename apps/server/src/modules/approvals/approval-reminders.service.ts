import {
  approvalNudgeDue,
  nudgeLatestDueOn,
  tokyoDateAfter,
  tokyoToday,
  type ApprovalNudge,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { notify } from '../notifications/notify.ts';
import { activePmoApprovers, assigneesOf } from '../tasks/approvers.ts';
import { assignTasks } from '../tasks/assign-tasks.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { createTasksRepository, type TaskRow } from '../tasks/tasks.repository.ts';

/** Tasks taken per query of a run; a run goes on until none is left. */
const BATCH = 200;

export interface NudgeRunResult {
  dueTomorrow: number;
  dueToday: number;
  escalated: number;
}

const NOTICE_OF = {
  dueTomorrow: 'approvalDueTomorrow',
  dueToday: 'approvalDueToday',
} as const;

/**
 * One run of issue 23's reminders and escalation at `now` (the job's clock; tests pass any time):
 * every approval still to do that is due tomorrow or today (Tokyo) reminds its approver once, and
 * one overdue by a full day is escalated once to the unit's pmo-approvers. Each task is handled in
 * its own transaction, which records what was sent (`task_nudges`, one row per task and kind):
 * two processes, or two runs, racing for a task send it once, and the notice (hence its push,
 * through the outbox) commits with that record.
 */
export async function sendApprovalNudges(db: Database, now: Date): Promise<NudgeRunResult> {
  const result: NudgeRunResult = { dueTomorrow: 0, dueToday: 0, escalated: 0 };
  const tried = new Set<number>();
  for (;;) {
    const candidates = await createTasksRepository(db).awaitingNudge({
      latestDueOn: nudgeLatestDueOn(now),
      kindFor: { dueTomorrow: tokyoDateAfter(now, 1), dueToday: tokyoToday(now) },
      limit: BATCH,
    });
    const fresh = candidates.filter((candidate) => !tried.has(candidate.id));
    if (fresh.length === 0) return result;
    for (const { id } of fresh) {
      tried.add(id);
      const sent = await nudgeTask(db, id, now);
      if (sent) result[sent]++;
    }
  }
}

/** One task's reminder or escalation, in its own transaction; answers what was sent, if any. */
async function nudgeTask(db: Database, taskId: number, now: Date): Promise<ApprovalNudge | null> {
  return db.transaction(async (tx) => {
    const tasks = createTasksRepository(tx);
    const peek = await tasks.findById(taskId);
    if (!peek?.postId) return null;
    // The post first, then the task: the order of an approver's decision, so neither waits on
    // the other in a circle, and no escalation is written for content being decided right now.
    const post = await createPostsRepository(tx).lockInUnit(peek.unit, peek.postId);
    const task = await tasks.lock(taskId);
    if (!post || !task) return null;
    const due = approvalNudgeDue(task, now);
    if (!due || !(await tasks.recordNudge(task.id, due, now))) return null;
    if (due === 'escalated') {
      // A sibling of a task escalated already is recorded (not tried again) but not counted.
      return (await escalate(tx, task, post.submittedAt, now)) ? due : null;
    }
    await notify(tx, [
      {
        unit: task.unit,
        userId: task.assigneeUserId,
        kind: NOTICE_OF[due],
        title: task.title,
        link: `/tasks/${task.id}`,
      },
    ]);
    return due;
  });
}

/**
 * An overdue approval goes to the unit's active pmo-approvers (or their delegates while they are
 * away) who do not hold it yet (not its author): each gets an escalated task and a notice, and
 * each approver who holds it is told it was escalated. Once per submission of the post: the sibling
 * tasks of the other approvers, overdue alike, find it escalated already; content rejected and
 * submitted again is escalated again when its new tasks are overdue. Answers whether it escalated
 * (false for a sibling of a task escalated already).
 */
async function escalate(
  tx: Database,
  overdue: TaskRow,
  submittedAt: Date | null,
  now: Date,
): Promise<boolean> {
  const tasks = createTasksRepository(tx);
  const postId = overdue.postId!;
  if (await tasks.wasEscalated(postId, submittedAt)) return false;
  const holderTasks = await tasks.approvalHoldersOf(postId);
  const holders = new Set(holderTasks.map((t) => t.assigneeUserId));
  const author = overdue.requestedByUserId;
  const pmoApprovers = await activePmoApprovers(tx, overdue.unit, author === null ? [] : [author]);
  // A pmo-approver away hands escalations on to their delegate, as any approval (assigneesOf).
  const assignees = (await assigneesOf(tx, pmoApprovers, author, now)).filter(
    (id) => !holders.has(id),
  );
  // One task each, of the same type, post and author, marked escalated and due today (Tokyo). The
  // original approvers' tasks stay: the first decision wins, as between any sibling tasks.
  const created = await assignTasks(tx, {
    unit: overdue.unit,
    type: overdue.type,
    assigneeIds: assignees,
    dueOn: tokyoToday(now),
    title: overdue.title,
    postId: overdue.postId,
    requestedByUserId: overdue.requestedByUserId,
    escalatedAt: now,
  });
  await appendAudit(tx, {
    unit: overdue.unit,
    actorUserId: null,
    action: 'task.escalate',
    objectType: 'task',
    objectId: overdue.id,
    before: { assigneeUserId: overdue.assigneeUserId, dueOn: overdue.dueOn },
    after: {
      escalatedTo: created.map((row) => ({ taskId: row.id, assigneeUserId: row.assigneeUserId })),
    },
  });
  // The approvers who held it are told once, on their own task, which they may still decide.
  await notify(
    tx,
    holderTasks.map((held) => ({
      unit: overdue.unit,
      userId: held.assigneeUserId,
      kind: 'approvalEscalatedFromYou' as const,
      title: overdue.title,
      link: `/tasks/${held.id}`,
    })),
  );
  return true;
}
