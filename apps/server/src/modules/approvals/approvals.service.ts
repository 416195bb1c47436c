import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  APPROVAL_DUE_DAYS,
  can,
  PERMISSIONS,
  tokyoDateAfter,
  type PostStatus,
  type Role,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { tasks, users } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { afterPublished } from '../posts/posts.service.ts';
import { AppError, invalidTransition, notFound } from '../../plugins/errors.ts';
import { createPostsRepository, type PostRow } from '../posts/posts.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { followAnswer } from '../inquiries/follow-answer.ts';

/** Statuses in which a task still waits for its assignee. */
const UNDECIDED = ['to-do', 'in-progress'] as const;

function approverRoleOf(role: Role): Role | undefined {
  return (Object.keys(PERMISSIONS) as Role[]).find(
    (candidate) => PERMISSIONS[candidate].approvesContentOf === role,
  );
}

/**
 * Who may approve the author's content (PRODUCT.md): an mr's mr-approvers of the same
 * organization, a pmo's pmo-approvers of the unit. An mr whose organization has no approver falls
 * back to the unit's, so that content never waits for nobody (docs/decisions.md).
 */
export async function eligibleApprovers(db: Database, author: UserRecord): Promise<number[]> {
  const approverRole = approverRoleOf(author.role);
  if (!approverRole) return [];
  const ofUnit = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(and(eq(users.unit, author.unit), eq(users.role, approverRole), ne(users.id, author.id)));
  const sameOrganization = ofUnit.filter(
    (approver) =>
      author.organizationId !== null && approver.organizationId === author.organizationId,
  );
  const chosen =
    approverRole === 'mr-approver' && sameOrganization.length > 0 ? sameOrganization : ofUnit;
  return chosen.map((approver) => approver.id);
}

/**
 * PRODUCT.md: content that needs approval must have someone to approve it. Answers the approvers,
 * or refuses the submission with 409 noApprover.
 */
export async function requireApprovers(db: Database, author: UserRecord): Promise<number[]> {
  const approvers = await eligibleApprovers(db, author);
  if (approvers.length === 0) {
    throw new AppError(
      409,
      'noApprover',
      `there is no ${approverRoleOf(author.role) ?? 'approver'} in ${author.unit} to approve this`,
    );
  }
  return approvers;
}

/** Submitting content that needs approval: one task per approver, due in 3 days. */
export async function createApprovalTasks(
  tx: Database,
  author: UserRecord,
  post: Pick<PostRow, 'id' | 'kind' | 'body'>,
  approvers: number[],
  now: Date,
): Promise<void> {
  const created = await tx
    .insert(tasks)
    .values(
      approvers.map((assigneeUserId) => ({
        unit: author.unit,
        assigneeUserId,
        type: post.kind === 'reply' ? ('comment-approval' as const) : ('approval' as const),
        status: 'to-do' as const,
        dueOn: tokyoDateAfter(now, APPROVAL_DUE_DAYS),
        title: post.body.slice(0, 80),
        postId: post.id,
        requestedByUserId: author.id,
      })),
    )
    .returning({ id: tasks.id, assigneeUserId: tasks.assigneeUserId });
  await notify(
    tx,
    created.map((task) => ({
      unit: author.unit,
      userId: task.assigneeUserId,
      kind: 'taskAssigned' as const,
      title: post.body,
      link: `/tasks/${task.id}`,
    })),
  );
}

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
) {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ postId: tasks.postId })
      .from(tasks)
      .where(
        and(
          eq(tasks.id, taskId),
          eq(tasks.assigneeUserId, approver.id),
          eq(tasks.unit, approver.unit),
          inArray(tasks.type, ['approval', 'comment-approval']),
        ),
      );
    if (!peek?.postId) throw notFound('task');
    const repository = createPostsRepository(tx);
    const post = await repository.lockInUnit(approver.unit, peek.postId);
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!post || !task) throw notFound('task');
    if (!(UNDECIDED as readonly string[]).includes(task.status)) {
      throw invalidTransition(`this task is already ${task.status}`, { status: task.status });
    }
    if (post.status !== 'review') {
      throw invalidTransition(`the content is ${post.status}, not in review`, {
        status: post.status,
      });
    }

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
    const [decided] = await tx
      .update(tasks)
      .set({
        status: approved ? 'approved' : 'rejected',
        decisionComment: approved ? null : decision.reason,
        decidedByUserId: approver.id,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(tasks.id, task.id))
      .returning();
    await tx
      .update(tasks)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(
          eq(tasks.postId, post.id),
          ne(tasks.id, task.id),
          inArray(tasks.status, [...UNDECIDED]),
        ),
      );
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
    return decided!;
  });
}

/**
 * Where submitting leads: review, with the approvers who will get a task, for the roles that need
 * approval; published for the others.
 */
export async function submittedStatus(
  db: Database,
  author: UserRecord,
): Promise<{ status: PostStatus; publishedAt: Date | null; approvers: number[] }> {
  if (can(author.role, 'needsApproval')) {
    return { status: 'review', publishedAt: null, approvers: await requireApprovers(db, author) };
  }
  return { status: 'published', publishedAt: new Date(), approvers: [] };
}

/**
 * What follows content being submitted, wherever that happens (a new post, a draft submitted, an
 * inquiry answered): published content counts on its post and tells its author; content in review
 * gets its approvers' tasks; an inquiry answered by it follows it. One place, so the three ways
 * in cannot drift apart.
 */
export async function afterSubmit(
  tx: Database,
  author: UserRecord,
  content: Pick<
    PostRow,
    'id' | 'unit' | 'kind' | 'parentId' | 'quotedId' | 'authorUserId' | 'body' | 'status'
  >,
  approvers: number[],
  now: Date,
): Promise<void> {
  if (content.status === 'published') await afterPublished(tx, content);
  if (content.status === 'review') await createApprovalTasks(tx, author, content, approvers, now);
  await followAnswer(tx, content, author, now);
}
