import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePostBodySchema,
  IdParamsSchema,
  PostSchema,
  UpdateDraftBodySchema,
  type AuditActionCode,
  type ContentKind,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import {
  errorResponses,
  forbidden,
  invalidTransition,
  notFound,
  validationError,
} from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { idempotentWrite } from '../../plugins/idempotency.ts';
import { presentPost } from './post.presenter.ts';
import { isReadableBy, type PostRow } from './post-rows.ts';
import { classificationColumns, createPostsRepository } from './posts.repository.ts';
import { takePostAction } from './post-lifecycle.service.ts';
import { checkClassification } from './submission-checks.ts';
import { afterSubmit, prepareSubmission } from './submission.service.ts';
import { screenContextOf } from '../screening/screening.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const postsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Create a post, a reply (parentId) or a quote (quotedId): a draft, or submitted',
        description:
          'Send an Idempotency-Key header to make a retry safe: the same key answers the first result.',
        body: CreatePostBodySchema,
        response: { 201: PostSchema, 200: PostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      if (input.parentId !== undefined && input.quotedId !== undefined) {
        throw validationError('body.quotedId', 'a reply cannot also quote a post');
      }
      const kind: ContentKind = input.parentId ? 'reply' : input.quotedId ? 'quote' : 'post';

      const result = await idempotentWrite(db, request, user.id, async (tx) => {
        const now = new Date();
        const { classification, submission } = await prepareSubmission(
          tx,
          user,
          {
            kind,
            targetId: input.parentId ?? input.quotedId,
            classification: input.classification,
            selfCheck: input.selfCheck,
            submit: input.submit,
            text: { body: input.body, field: 'body.body' },
            screen: screenContextOf(request),
          },
          now,
        );
        const repository = createPostsRepository(tx);
        const post = await repository.insert({
          unit: user.unit,
          authorUserId: user.id,
          kind,
          parentId: input.parentId ?? null,
          quotedId: input.quotedId ?? null,
          status: submission?.status ?? 'draft',
          body: input.body,
          ...classification,
          selfCheck: input.selfCheck,
          submittedAt: submission?.submittedAt ?? null,
          publishedAt: submission?.publishedAt ?? null,
        });
        if (submission) await afterSubmit(tx, user, post, submission);
        await repository.audit({
          unit: user.unit,
          actorUserId: user.id,
          action: submission ? 'post.submit' : 'post.create',
          postId: post.id,
          before: null,
          after: { status: post.status, kind, selfCheck: input.selfCheck },
        });
        return {
          statusCode: 201,
          body: presentPost(await repository.withAuthorById(user, post.id)),
        };
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      // A replay answers what the first request answered: 201 and the post.
      return reply.status(201).send(result.body);
    },
  );

  /**
   * The caller's own draft: 404 for a post they may not read, 403 for one they may read but did not
   * write (an admin, a colleague's published post), 409 when it is no longer a draft.
   */
  async function ownDraft(
    repository: ReturnType<typeof createPostsRepository>,
    user: UserRecord,
    id: number,
  ): Promise<PostRow> {
    const post = await repository.findInUnit(user.unit, id, [
      'draft',
      'review',
      'published',
      'archived',
      'unpublished',
    ]);
    if (!post || !isReadableBy(user, post)) throw notFound('post');
    if (post.authorUserId !== user.id) throw forbidden('only its author may change a draft');
    if (post.status !== 'draft') {
      throw invalidTransition(`only a draft can be changed; this post is ${post.status}`, {
        status: post.status,
      });
    }
    return post;
  }

  /**
   * Changes one of the caller's drafts in one transaction: the change, its audit row, and the post
   * as it now is.
   */
  async function changeOwnDraft(
    request: FastifyRequest<{ Params: { id: number } }>,
    change: (context: {
      tx: Database;
      repository: ReturnType<typeof createPostsRepository>;
      user: UserRecord;
      draft: PostRow;
    }) => Promise<{ action: AuditActionCode; before: unknown; after: unknown } | null>,
  ) {
    const user = requireUser(request);
    return db.transaction(async (tx) => {
      const repository = createPostsRepository(tx);
      const draft = await ownDraft(repository, user, request.params.id);
      const audit = await change({ tx, repository, user, draft });
      if (audit) {
        await repository.audit({
          unit: user.unit,
          actorUserId: user.id,
          postId: draft.id,
          ...audit,
        });
      }
      return presentPost(await repository.withAuthorById(user, draft.id));
    });
  }

  app.patch(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: "Edit one of the caller's drafts",
        params: IdParamsSchema,
        body: UpdateDraftBodySchema,
        response: { 200: PostSchema, ...errors },
      },
    },
    async (request) =>
      changeOwnDraft(request, async ({ tx, repository, user, draft }) => {
        const { body, classification, selfCheck } = request.body;
        if (classification) {
          if (draft.kind === 'reply') {
            throw validationError(
              'body.classification',
              'a reply takes the classification of its post',
            );
          }
          await checkClassification(tx, user, classification, { complete: false });
        }
        const changes: Partial<PostRow> = {
          ...(body !== undefined ? { body } : {}),
          ...(classification ? classificationColumns(classification) : {}),
          ...(selfCheck !== undefined ? { selfCheck } : {}),
        };
        // The same edit sent again (a retry after a lost answer) changes nothing and is not
        // audited twice.
        const unchanged = Object.entries(changes).every(
          ([key, value]) => JSON.stringify(draft[key as keyof PostRow]) === JSON.stringify(value),
        );
        if (unchanged) return null;
        await repository.update(draft.id, changes);
        return {
          action: 'post.update',
          before: { body: draft.body },
          after: { body: body ?? draft.body },
        };
      }),
  );

  app.post(
    '/posts/:id/submit',
    {
      schema: {
        tags: ['posts'],
        summary: "Submit one of the caller's drafts: to review, or published, by role",
        params: IdParamsSchema,
        response: { 200: PostSchema, ...errors },
      },
    },
    async (request) =>
      changeOwnDraft(request, async ({ tx, repository, user, draft }) => {
        const now = new Date();
        const { submission } = await prepareSubmission(
          tx,
          user,
          {
            kind: draft.kind,
            classification: draft.kind === 'reply' ? undefined : classificationColumns(draft),
            selfCheck: draft.selfCheck,
            submit: true,
            // The draft's stored text: nothing in this request holds it.
            text: { body: draft.body, field: 'post.body' },
            screen: screenContextOf(request),
          },
          now,
        );
        const submitted = submission!;
        await repository.update(draft.id, {
          status: submitted.status,
          submittedAt: submitted.submittedAt,
          publishedAt: submitted.publishedAt,
        });
        await afterSubmit(tx, user, { ...draft, status: submitted.status }, submitted);
        return {
          action: 'post.submit',
          before: { status: 'draft' },
          after: { status: submitted.status },
        };
      }),
  );

  for (const action of ['unpublish', 'archive'] as const) {
    app.post(
      `/posts/:id/${action}`,
      {
        schema: {
          tags: ['posts'],
          summary:
            action === 'unpublish'
              ? 'Unpublish a published post: readers no longer see it'
              : 'Archive a published post: it leaves the timeline, still found by search and link',
          description:
            "Its author, a pmo-approver or hq (anyone's in the unit), or an admin. Another status answers 409 invalidTransition; repeating it answers the post unchanged.",
          params: IdParamsSchema,
          response: { 200: PostSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const post = await takePostAction(db, user, request.params.id, action);
        return presentPost(await createPostsRepository(db).withAuthorById(user, post.id));
      },
    );
  }

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete a draft or an unpublished post (its author or an admin)',
        description:
          'It is never shown again and is kept for the audit trail. Another status answers 409 invalidTransition; repeating it answers 204 again.',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await takePostAction(db, requireUser(request), request.params.id, 'delete');
      return reply.status(204).send(null);
    },
  );
};
