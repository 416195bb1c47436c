import { and, eq, inArray } from 'drizzle-orm';
import type { TaskStatus } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import type { PostRow } from '../posts/posts.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';

/** Where an inquiry stands while its answer is in each status. */
const INQUIRY_STATUS_OF_ANSWER: Partial<Record<PostRow['status'], TaskStatus>> = {
  draft: 'to-do',
  review: 'in-progress',
  published: 'done',
};

/**
 * An inquiry follows its answer: in progress while the answer is in review, done once it is
 * published (the asker is told), and to do again when the answer is rejected back to draft. Called
 * in the transaction of every change of a reply's status (answer, submit, approval decision).
 */
export async function followAnswer(
  tx: Database,
  answer: Pick<PostRow, 'id' | 'status' | 'unit'>,
  actor: Pick<UserRecord, 'id'>,
  now: Date,
): Promise<void> {
  const target = INQUIRY_STATUS_OF_ANSWER[answer.status];
  if (!target) return;
  const waiting = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.answerPostId, answer.id),
        eq(tasks.type, 'inquiry'),
        inArray(tasks.status, ['to-do', 'in-progress']),
      ),
    )
    .for('update');
  for (const inquiry of waiting) {
    if (inquiry.status === target) continue;
    const done = target === 'done';
    await tx
      .update(tasks)
      .set({
        status: target,
        updatedAt: now,
        ...(done ? { decidedByUserId: inquiry.assigneeUserId, decidedAt: now } : {}),
      })
      .where(eq(tasks.id, inquiry.id));
    await appendAudit(tx, {
      unit: answer.unit,
      actorUserId: actor.id,
      action: `inquiry.${target}`,
      objectType: 'task',
      objectId: inquiry.id,
      before: { status: inquiry.status },
      after: { status: target, answerPostId: answer.id },
    });
    if (done && inquiry.requestedByUserId !== null) {
      await notify(tx, [
        {
          unit: answer.unit,
          userId: inquiry.requestedByUserId,
          kind: 'inquiryAnswered',
          title: inquiry.question ?? inquiry.title,
          link: `/inquiries/${inquiry.id}`,
        },
      ]);
    }
  }
}
