import type { BusinessUnit, PostStatus, TaskStatus } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/notify.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { createTasksRepository } from './tasks.repository.ts';

/** Where an inquiry stands while its answer is in each status (each an audited action). */
const INQUIRY_STATUS_OF_ANSWER: Partial<
  Record<PostStatus, Extract<TaskStatus, 'to-do' | 'in-progress' | 'done'>>
> = {
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
  answer: { id: number; status: PostStatus; unit: BusinessUnit },
  actor: { id: number },
  now: Date,
): Promise<void> {
  const target = INQUIRY_STATUS_OF_ANSWER[answer.status];
  if (!target) return;
  const repository = createTasksRepository(tx);
  const waiting = await repository.lockUnfinishedInquiriesAnsweredBy(answer.id);
  for (const inquiry of waiting) {
    if (inquiry.status === target) continue;
    await repository.advanceInquiry(inquiry, target, now);
    await appendAudit(tx, {
      unit: answer.unit,
      actorUserId: actor.id,
      action: `inquiry.${target}`,
      objectType: 'task',
      objectId: inquiry.id,
      before: { status: inquiry.status },
      after: { status: target, answerPostId: answer.id },
    });
    if (target === 'done' && inquiry.requestedByUserId !== null) {
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
