import { mayTakePostAction, POST_ACTION_RULES, type PostAction } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/notify.ts';
import { forbidden, invalidTransition, notFound } from '../../plugins/errors.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { isReadableBy, type PostRow } from './post-rows.ts';
import { createPostsRepository } from './posts.repository.ts';

/**
 * Unpublish, archive or delete a post, reply or quote (PRODUCT.md's lifecycle, the table in
 * @kizuki/shared): the new status, the parent's counters, the tasks that no longer make sense, the
 * audit row and the author's notification commit together. The post's row is locked first, so
 * concurrent actions run one after another. Taking an action that is already done (a retry after
 * a lost response) answers the post as it is and changes nothing.
 */
export async function takePostAction(
  db: Database,
  actor: UserRecord,
  postId: number,
  action: PostAction,
  {
    authorNotice,
  }: {
    /**
     * A post taken down for what it says (a report): its author's notice says why instead of
     * repeating the text.
     */
    authorNotice?: { kind: 'unpublishedAfterReport'; title: string };
  } = {},
): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const repository = createPostsRepository(tx);
    const current = await repository.lockInUnit(actor.unit, postId);
    // What the actor may not read answers 404, as reading it does; a deleted post only to a retry
    // of its deletion by whoever could delete it.
    const readable =
      current?.status === 'deleted'
        ? action === 'delete' && (current.authorUserId === actor.id || actor.isAdmin)
        : current !== null && isReadableBy(actor, current);
    if (!current || !readable) throw notFound('post');
    if (!mayTakePostAction(action, actor, current.authorUserId)) {
      throw forbidden(`the role ${actor.role} may not ${action} someone else's post`);
    }
    const rule = POST_ACTION_RULES[action];
    if (current.status === rule.to) return current;
    if (!rule.from.includes(current.status)) {
      throw invalidTransition(`a ${current.status} post cannot be ${rule.to}`, {
        status: current.status,
        action,
      });
    }

    const now = new Date();
    const changed = await repository.update(current.id, { status: rule.to });
    // Readers no longer see it: its post counts one comment or retweet fewer, and no one is asked
    // to approve it or answer about it any more.
    if (action === 'unpublish') await repository.countOnParent(current, -1);
    if (action !== 'archive') {
      await createTasksRepository(tx).cancelUnfinishedOf(current.id, now);
    }
    await repository.audit({
      unit: actor.unit,
      actorUserId: actor.id,
      action: `post.${action}`,
      postId: current.id,
      before: { status: current.status },
      after: { status: rule.to },
    });
    if (actor.id !== current.authorUserId) {
      await notify(tx, [
        {
          unit: actor.unit,
          userId: current.authorUserId,
          kind: authorNotice?.kind ?? (rule.to as 'unpublished' | 'archived' | 'deleted'),
          title: authorNotice?.title ?? current.body,
          link: `/posts/${current.id}`,
        },
      ]);
    }
    return changed;
  });
}
