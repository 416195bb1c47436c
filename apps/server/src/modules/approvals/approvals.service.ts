import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/notify.ts';
import { invalidTransition, notFound } from '../../plugins/errors.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { afterPublished } from '../posts/submission.service.ts';
import { followAnswer } from '../tasks/follow-answer.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { isTaskUnfinished } from '@kizuki/shared';
import { refuseScreenFindings, type ScreenContext } from '../screening/screening.ts';
import { recordAction } from '../usage/usage-actions.ts';

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * An approver's decision on one approval task, atomically: the content's new status, the task's
 * decision, its siblings canceled, the audit rows and the author's notification commit together.
 * The content's row is locked first, so concurrent decisions on it run one after another: the
 * first wins, and every later one finds its task canceled or the content no longer in review (409).
 */
export async function decideApproval(
  db: Database,
  approver: UserRecord,
  taskId: number,
  decision: Decision,
  screen: ScreenContext,
) {
  return db.transaction(async (tx) => {
    const tasks = createTasksRepository(tx);
    const postId = await tasks.approvalPostIdOf(approver, taskId);
    if (!postId) throw notFound('task');
    const repository = createPostsRepository(tx);
    const post = await repository.lockInUnit(approver.unit, postId);
    const task = await tasks.lock(taskId);
    if (!post || !task) throw notFound('task');
    if (!isTaskUnfinished(task.status)) {
      throw invalidTransition(`this task is already ${task.status}`, { status: task.status });
    }
    if (post.status !== 'review') {
      throw invalidTransition(`the content is ${post.status}, not in review`, {
        status: post.status,
      });
    }

    // What is published passes the table in force now (it may have changed since submit); a
    // reason is shown to the author and kept, so it may not name anyone either.
    await refuseScreenFindings(
      tx,
      approver.unit,
      decision.kind === 'approve'
        ? { text: post.body, kind: post.kind, field: 'post.body', occasion: 'approve' }
        : { text: decision.reason, kind: 'rejectionReason', field: 'body.reason' },
      screen,
    );
    const now = new Date();
    const approved = decision.kind === 'approve';
    await repository.update(post.id, {
      status: approved ? 'published' : 'draft',
      publishedAt: approved ? now : null,
      rejectionReason: approved ? null : decision.reason,
    });
    if (approved) await afterPublished(tx, post);
    await followAnswer(
      tx,
      { id: post.id, unit: post.unit, status: approved ? 'published' : 'draft' },
      approver,
      now,
    );
    const decided = await tasks.decide(
      task.id,
      {
        status: approved ? 'approved' : 'rejected',
        comment: approved ? null : decision.reason,
        byUserId: approver.id,
      },
      now,
    );
    await tasks.cancelUnfinishedOf(post.id, now, { except: task.id });
    await recordAction(tx, approver, 'approval', { at: now });
    await repository.audit({
      unit: approver.unit,
      actorUserId: approver.id,
      action: approved ? 'post.approve' : 'post.reject',
      postId: post.id,
      before: { status: 'review', taskId: task.id },
      after: approved
        ? { status: 'published', taskId: task.id }
        : { status: 'draft', taskId: task.id, reason: decision.reason },
    });
    await notify(tx, [
      {
        unit: approver.unit,
        userId: post.authorUserId,
        kind: approved ? 'approved' : 'rejected',
        title: post.body,
        link: `/posts/${post.id}`,
      },
    ]);
    return decided;
  });
}
