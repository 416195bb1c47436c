import {
  APPROVAL_DUE_DAYS,
  can,
  tokyoDateAfter,
  type Classification,
  type ContentKind,
  type PostStatus,
  type ScreenKind,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { notFound, validationError } from '../../plugins/errors.ts';
import { notify } from '../notifications/notify.ts';
import { followAnswer } from '../tasks/follow-answer.ts';
import { assignTasks, titleOf } from '../tasks/assign-tasks.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { refuseScreenFindings, type ScreenContext } from '../screening/screening.ts';
import { requireApprovers } from '../tasks/approvers.ts';
import type { PostRow } from './post-rows.ts';
import { classificationColumns, createPostsRepository } from './posts.repository.ts';
import { assertMayWrite, checkClassification, checkSelfCheck } from './submission-checks.ts';
import { queueSavedSearchMatching } from './saved-search-queue.ts';
import { recordAction } from '../usage/usage-actions.ts';

/** Content as the checks before submit see it, whichever way it comes in. */
export interface SubmissionRequest {
  kind: ContentKind;
  /** New content only: the post it replies to or quotes, published in the author's unit. */
  targetId?: number;
  /**
   * The classification the writer chose. A reply has none of its own: it takes its post's, and
   * sending one is refused.
   */
  classification?: Classification;
  selfCheck: readonly string[];
  /** Submitted now, or kept as a draft (checked only as far as a draft must be). */
  submit: boolean;
  /**
   * The text and where the request holds it: screened at submit by the compliance pre-screen, as
   * the composer `screenKind` (default: the content's kind; an inquiry's answer is `answer`).
   */
  text: { body: string; field: string; screenKind?: ScreenKind };
  /** The request's log and language, for the pre-screen's findings. */
  screen: ScreenContext;
}

/** Where submitted content goes: to review with the approvers who get a task, or published. */
export interface Submission {
  status: Extract<PostStatus, 'review' | 'published'>;
  submittedAt: Date;
  publishedAt: Date | null;
  approverIds: number[];
}

export interface PreparedContent {
  /** The post replied to or quoted, when there is one. */
  target: PostRow | null;
  /** The classification columns to store: a reply's are its post's. */
  classification: ReturnType<typeof classificationColumns>;
  /** Null for a draft. */
  submission: Submission | null;
}

/**
 * Every check before content is written or submitted, in one place for the three ways in (new
 * content, a draft submitted, an inquiry answered): may this role write this kind, the post it
 * replies to or quotes, the classification (complete when submitting, and in the unit), the
 * self-check, the compliance pre-screen (400 complianceFindings: an identifier or a possible
 * adverse event; a draft may hold them, it is the writer's own), and who approves (409 noApprover
 * when nobody can). Throws the first problem as the client error that names it.
 */
export async function prepareSubmission(
  tx: Database,
  author: UserRecord,
  request: SubmissionRequest,
  now: Date,
): Promise<PreparedContent> {
  assertMayWrite(author, request.kind);
  let target: PostRow | null = null;
  if (request.targetId !== undefined) {
    target = await createPostsRepository(tx).findInUnit(author.unit, request.targetId, [
      'published',
    ]);
    if (!target) throw notFound('post');
  }
  let classification = classificationColumns(request.classification);
  if (request.kind === 'reply') {
    if (request.classification) {
      throw validationError('body.classification', 'a reply takes the classification of its post');
    }
    if (target) classification = classificationColumns(target);
  } else {
    await checkClassification(tx, author, request.classification ?? {}, {
      complete: request.submit,
    });
  }
  if (!request.submit) return { target, classification, submission: null };
  checkSelfCheck(request.kind, request.selfCheck);
  await refuseScreenFindings(
    tx,
    author.unit,
    {
      text: request.text.body,
      kind: request.text.screenKind ?? request.kind,
      field: request.text.field,
    },
    request.screen,
  );
  const submission: Submission = can(author.role, 'needsApproval')
    ? {
        status: 'review',
        submittedAt: now,
        publishedAt: null,
        approverIds: await requireApprovers(tx, author, now),
      }
    : { status: 'published', submittedAt: now, publishedAt: now, approverIds: [] };
  return { target, classification, submission };
}

/**
 * What follows content being submitted, wherever that happens: published content counts on its
 * post and tells that post's author; content in review gets its approvers' tasks; an inquiry
 * answered by it follows it. One place, so the three ways in cannot drift apart.
 */
export async function afterSubmit(
  tx: Database,
  author: UserRecord,
  content: Pick<
    PostRow,
    'id' | 'unit' | 'kind' | 'parentId' | 'quotedId' | 'authorUserId' | 'body' | 'status'
  >,
  submission: Submission,
): Promise<void> {
  await recordAction(tx, author, content.kind === 'reply' ? 'reply' : 'post', {
    at: submission.submittedAt,
  });
  if (content.status === 'published') await afterPublished(tx, content);
  if (content.status === 'review') {
    // One approval task per approver, due in APPROVAL_DUE_DAYS Tokyo days.
    await assignTasks(tx, {
      unit: author.unit,
      type: content.kind === 'reply' ? 'comment-approval' : 'approval',
      assigneeIds: submission.approverIds,
      dueOn: tokyoDateAfter(submission.submittedAt, APPROVAL_DUE_DAYS),
      title: titleOf(content.body),
      postId: content.id,
      requestedByUserId: author.id,
    });
  }
  await followAnswer(tx, content, author, submission.submittedAt);
}

/**
 * What follows content becoming published, wherever that happens (submit, approval, an inquiry's
 * answer): a reply or a quote counts on its post, and the post's author is told (not about their
 * own reply); a post or quote is queued for the saved searches that notify.
 */
export async function afterPublished(
  tx: Database,
  content: Pick<
    PostRow,
    'id' | 'unit' | 'kind' | 'parentId' | 'quotedId' | 'authorUserId' | 'body'
  >,
): Promise<void> {
  const repository = createPostsRepository(tx);
  await repository.countOnParent(content, 1);
  // Saved searches list posts and quotes, as the timeline does (matched in the job queue).
  if (content.kind !== 'reply') await queueSavedSearchMatching(tx, content.id);
  const targetId = content.kind === 'reply' ? content.parentId : content.quotedId;
  if (content.kind === 'post' || !targetId) return;
  const target = await repository.findInUnit(content.unit, targetId, ['published', 'archived']);
  if (!target || target.authorUserId === content.authorUserId) return;
  await notify(tx, [
    {
      unit: content.unit,
      userId: target.authorUserId,
      kind: content.kind,
      title: content.body,
      link: `/posts/${content.kind === 'reply' ? target.id : content.id}`,
    },
  ]);
}
