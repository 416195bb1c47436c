import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  can,
  INQUIRY_DUE_DAYS,
  INQUIRY_MAX_DUE_DAYS,
  tokyoDateAfter,
  tokyoToday,
  type OpenInquiryBody,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import {
  AppError,
  conflict,
  forbidden,
  invalidTransition,
  notFound,
  validationError,
} from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { idempotentWrite } from '../../plugins/idempotency.ts';
import { classificationColumns, createPostsRepository } from '../posts/posts.repository.ts';
import { afterSubmit, prepareSubmission } from '../posts/submission.service.ts';
import { refuseScreenFindings, screenContextOf } from '../screening/screening.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { createTasksRepository, presentTask } from '../tasks/tasks.repository.ts';
import { assignTasks, titleOf } from '../tasks/assign-tasks.ts';
import { recordAction } from '../usage/usage-actions.ts';

export function assertMayUseInquiries(user: UserRecord) {
  if (!can(user.role, 'useInquiries')) {
    throw forbidden(`the role ${user.role} may not use inquiries`);
  }
}

/**
 * A PMO-group user asks the author of a published post or quote a question (PRODUCT.md): an
 * inquiry task of the author, due on the given day or in 14 days, with its audit row and the
 * author's notification in one transaction. The question passes the compliance pre-screen (it is
 * stored and shown to the author). Safe to retry with an Idempotency-Key.
 */
export async function openInquiry(
  db: Database,
  request: FastifyRequest,
  asker: UserRecord,
  input: OpenInquiryBody,
) {
  assertMayUseInquiries(asker);
  const now = new Date();
  const today = tokyoToday(now);
  if (input.dueOn !== undefined) {
    if (input.dueOn < today) throw validationError('body.dueOn', 'may not be in the past');
    if (input.dueOn > tokyoDateAfter(now, INQUIRY_MAX_DUE_DAYS)) {
      throw validationError('body.dueOn', `must be within ${INQUIRY_MAX_DUE_DAYS} days`);
    }
  }
  return idempotentWrite(db, request, asker.id, async (tx) => {
    const post = await createPostsRepository(tx).findInUnit(asker.unit, input.postId, [
      'published',
    ]);
    if (!post) throw notFound('post');
    if (post.kind === 'reply') {
      throw validationError('body.postId', 'an inquiry is about a post or a quote, not a reply');
    }
    if (post.authorUserId === asker.id) {
      throw new AppError(409, 'ownContent', 'you cannot open an inquiry about your own post');
    }
    // Nobody could answer it: a deactivated author's tray is read by no one (issue 20).
    const [author] = await tx
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, post.authorUserId));
    if (!author?.active) throw conflict('the author of this post has been deactivated');
    await refuseScreenFindings(
      tx,
      asker.unit,
      { text: input.question, kind: 'question', field: 'body.question' },
      screenContextOf(request),
    );
    // Assigned to the post's author; its notice shows the question.
    const [task] = await assignTasks(tx, {
      unit: asker.unit,
      type: 'inquiry',
      assigneeIds: [post.authorUserId],
      dueOn: input.dueOn ?? tokyoDateAfter(now, INQUIRY_DUE_DAYS),
      title: titleOf(post.body),
      postId: post.id,
      requestedByUserId: asker.id,
      question: input.question,
    });
    await recordAction(tx, asker, 'inquiry', { at: now });
    await appendAudit(tx, {
      unit: asker.unit,
      actorUserId: asker.id,
      action: 'inquiry.open',
      objectType: 'task',
      objectId: task!.id,
      before: null,
      after: { status: 'to-do', postId: post.id, dueOn: task!.dueOn, question: input.question },
    });
    return { statusCode: 201, body: task! };
  });
}

/**
 * The inquiry's assignee answers with a reply to the post, submitted at once: published, or in
 * review when the author's replies need approval. The inquiry follows its answer (see
 * followAnswer). Safe to retry with an Idempotency-Key.
 */
export async function answerInquiry(
  db: Database,
  request: FastifyRequest,
  author: UserRecord,
  taskId: number,
  input: { body: string; selfCheck: string[] },
) {
  return idempotentWrite(db, request, author.id, async (tx) => {
    const tasks = createTasksRepository(tx);
    const task = await tasks.lockInquiryOf(author, taskId);
    if (!task) throw notFound('task');
    if (task.status !== 'to-do') {
      throw invalidTransition(`this inquiry is ${task.status}`, { status: task.status });
    }
    const now = new Date();
    const { submission } = await prepareSubmission(
      tx,
      author,
      {
        kind: 'reply',
        selfCheck: input.selfCheck,
        submit: true,
        text: { body: input.body, field: 'body.body', screenKind: 'answer' },
        screen: screenContextOf(request),
      },
      now,
    );
    const repository = createPostsRepository(tx);
    const post = task.postId
      ? await repository.findInUnit(author.unit, task.postId, ['published', 'archived'])
      : null;
    if (!post) {
      throw invalidTransition('the post this inquiry is about is no longer published', {
        postId: task.postId,
      });
    }
    // An answer the approver returned is answered again in place: one answer per inquiry, its
    // history in the audit log, and no stray draft left behind in the author's posts.
    const returned = task.answerPostId
      ? await repository.findInUnit(author.unit, task.answerPostId, ['draft'])
      : null;
    const written = {
      status: submission!.status,
      body: input.body,
      selfCheck: input.selfCheck,
      submittedAt: submission!.submittedAt,
      publishedAt: submission!.publishedAt,
    };
    const answer =
      returned && returned.authorUserId === author.id
        ? await repository.update(returned.id, { ...written, rejectionReason: null })
        : await repository.insert({
            unit: author.unit,
            authorUserId: author.id,
            kind: 'reply',
            parentId: post.id,
            ...classificationColumns(post),
            ...written,
          });
    // Linked first, so that the inquiry follows its answer like any later change of it.
    if (answer.id !== task.answerPostId) await tasks.linkAnswer(task.id, answer.id);
    await afterSubmit(tx, author, answer, submission!);
    await repository.audit({
      unit: author.unit,
      actorUserId: author.id,
      action: 'post.submit',
      postId: answer.id,
      before: returned ? { status: 'draft', body: returned.body } : null,
      after: { status: answer.status, kind: 'reply', selfCheck: input.selfCheck, taskId: task.id },
    });
    const updated = await tasks.findById(task.id);
    // Stored as the answer a retry replays: JSON as sent, not the row (its dates would come back
    // from the key's stored copy as strings).
    return { statusCode: 200, body: presentTask(updated!) };
  });
}
