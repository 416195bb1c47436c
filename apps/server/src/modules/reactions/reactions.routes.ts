import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReactionParamsSchema, ReactionStateSchema, type ReactionKind } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { posts, reactions } from '../../db/schema.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { countsOf } from '../posts/post.presenter.ts';
import { notify } from '../notifications/notify.ts';
import { requireUser } from '../users/current-user.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { recordAction } from '../usage/usage-actions.ts';

/** The post's counter that each kind of reaction moves. */
const COUNTER_OF = { like: 'likeCount', same: 'sameCount', more: 'moreCount' } as const;

/**
 * Sets or clears one reaction. Both are idempotent: the counter moves only when a row was really
 * inserted or deleted, in the same transaction, so retries and races never count twice.
 */
async function react(
  db: Database,
  user: UserRecord,
  postId: number,
  kind: ReactionKind,
  on: boolean,
) {
  return db.transaction(async (tx) => {
    // Reactions are for content everybody can read: published posts, replies and quotes of the unit.
    const post = await createPostsRepository(tx).findInUnit(user.unit, postId, ['published']);
    if (!post) throw notFound('post');
    const counter = COUNTER_OF[kind];
    const changed = on
      ? await tx
          .insert(reactions)
          .values({ postId, userId: user.id, kind })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(reactions)
          .where(
            and(
              eq(reactions.postId, postId),
              eq(reactions.userId, user.id),
              eq(reactions.kind, kind),
            ),
          )
          .returning();
    if (changed.length > 0) {
      await tx
        .update(posts)
        .set({ [counter]: on ? sql`${posts[counter]} + 1` : sql`${posts[counter]} - 1` })
        .where(eq(posts.id, postId));
      // Once per person, post and kind: taking a reaction back and giving it again is not another.
      if (on) await recordAction(tx, user, 'reaction', { once: `${postId}:${kind}` });
      // PRODUCT.md: reactions are told grouped, one unread notice per post, not one per click.
      if (on && post.authorUserId !== user.id) {
        await notify(tx, [
          {
            unit: user.unit,
            userId: post.authorUserId,
            kind: 'reactions',
            title: post.body,
            link: `/posts/${postId}`,
            groupKey: `reactions:${postId}`,
          },
        ]);
      }
    }
    const [counts] = await tx.select().from(posts).where(eq(posts.id, postId));
    const mine = await tx
      .select({ kind: reactions.kind })
      .from(reactions)
      .where(and(eq(reactions.postId, postId), eq(reactions.userId, user.id)));
    return { postId, counts: countsOf(counts!), myReactions: mine.map((row) => row.kind) };
  });
}

export const reactionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const schema = (summary: string) => ({
    tags: ['reactions'],
    summary,
    params: ReactionParamsSchema,
    response: { 200: ReactionStateSchema, ...errorResponses(400, 401, 403, 404) },
  });

  app.put(
    '/posts/:id/reactions/:kind',
    { schema: schema('React to a published post (idempotent)') },
    async (request) =>
      react(db, requireUser(request), request.params.id, request.params.kind, true),
  );

  app.delete(
    '/posts/:id/reactions/:kind',
    { schema: schema('Take a reaction back (idempotent)') },
    async (request) =>
      react(db, requireUser(request), request.params.id, request.params.kind, false),
  );
};
