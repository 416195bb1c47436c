import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BADGE_MAX,
  FILTER_FIELDS,
  DraftListQuerySchema,
  MarkReadBodySchema,
  PostDetailSchema,
  IdParamsSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  SimilarPostsQuerySchema,
  UnreadCountSchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { createMasterDataRepository } from '../master-data/master-data.repository.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import type { PollVersions } from '../changes/poll-versions.ts';
import { unpublishReasonsOf } from './report-reasons.ts';
import { requireUser } from '../users/current-user.ts';
import { createPostsRepository } from './posts.repository.ts';
import { presentPost } from './post.presenter.ts';
import { isUnitFirstPage, type TimelineFirstPages } from './timeline-first-page.ts';
import { recordSearch } from '../usage/usage-actions.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * Sends JSON already serialised (and checked against the route's schema where it was made):
 * Fastify sends a string of a JSON content type as it is. The route's typed reply accepts only
 * the schema's object, hence the plain reply.
 */
function sendPreparedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** What reading posts asks: the lists, one post, the unread count and marking posts read. */
export const postReadingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  pollVersions: PollVersions;
  timelineFirstPages: TimelineFirstPages;
}> = async (app, { db, pollVersions, timelineFirstPages }) => {
  const masterData = createMasterDataRepository(db);
  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'The timeline: published posts of the unit, filtered, searched and sorted',
        description:
          "Filters are the nine fields of SPEC.md section 3, each repeatable. mine=true lists the caller's own content in every status; kind=reply the comments.",
        querystring: PostListQuerySchema,
        response: { 200: PostListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, offset } = request.query;
      // A search as the analytics count it: its first page (the next pages are the same search).
      // (HEAD runs this handler too, and reads nothing anyone searched for.)
      const keyword = request.query.keyword?.trim();
      if (keyword && offset === 0 && request.method === 'GET') {
        recordSearch(db, user, keyword, request.log);
      }
      // The page nearly every opening of the app asks is the same for the whole unit but for the
      // reader's side: from memory, as JSON already checked against the schema
      // (timeline-first-page.ts). A string sent as JSON is not serialised again.
      if (isUnitFirstPage(request.query)) {
        return sendPreparedJson(reply, await timelineFirstPages.read(user, request.query));
      }
      const page = await createPostsRepository(db).list(user, request.query);
      return {
        data: page.rows.map(presentPost),
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
        limit,
        offset,
      };
    },
  );

  app.get(
    '/posts/drafts',
    {
      schema: {
        tags: ['posts'],
        summary: "The caller's drafts, last changed first (rejected content comes back here)",
        querystring: DraftListQuerySchema,
        response: { 200: PostListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, offset } = request.query;
      const page = await createPostsRepository(db).listDrafts(user, { limit, offset });
      return {
        data: page.rows.map(presentPost),
        total: page.total,
        totalIsLowerBound: false,
        limit,
        offset,
      };
    },
  );

  app.get(
    '/posts/similar',
    {
      schema: {
        tags: ['posts'],
        summary:
          "The unit's published posts most like a text, for the writer to check before posting",
        querystring: SimilarPostsQuerySchema,
        response: { 200: PostListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { text, limit } = request.query;
      const rows = await createPostsRepository(db).similar(user, text, limit);
      return {
        data: rows.map(presentPost),
        total: rows.length,
        totalIsLowerBound: false,
        limit,
        offset: 0,
      };
    },
  );

  app.get(
    '/posts/unread-count',
    {
      schema: {
        tags: ['posts'],
        summary: 'How many posts the caller has not read, for the Home badge',
        description: `Counted up to ${BADGE_MAX + 1}: the badge shows ${BADGE_MAX}+ beyond that.`,
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A poll of every tab: unchanged while no post of the unit was published or withdrawn and
      // the reader marked nothing read (kizuki_poll_version), so usually a 304 from memory.
      const variant = user.agreedAt?.toISOString() ?? 'not agreed';
      if (await pollVersions.answeredUnchanged(request, reply, user, new Date(), variant)) {
        return reply;
      }
      return {
        unreadCount: await createPostsRepository(db).countUnread(user, BADGE_MAX + 1),
      };
    },
  );

  app.put(
    '/posts/reads',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['posts'],
        summary: 'Mark posts read: opened, or scrolled past on a list (idempotent)',
        description:
          "Ids the caller cannot read are ignored, as are repeats. Answers the caller's new unread count.",
        body: MarkReadBodySchema,
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const repository = createPostsRepository(db);
      await repository.markRead(user, request.body.postIds);
      return { unreadCount: await repository.countUnread(user, BADGE_MAX + 1) };
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary:
          'A published post of the unit, one the caller may act on (their own; a unit admin: any but deleted), or one an unfinished approval task of theirs asks them to decide, with its quoted post',
        params: IdParamsSchema,
        response: { 200: PostDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const repository = createPostsRepository(db);
      const found = await repository.findToOpen(user, request.params.id);
      if (!found) throw notFound('post');
      const { post, decisionTaskId } = found;
      const named = FILTER_FIELDS.map((field) => post[field]).filter((id) => id != null);
      const [quoted, sameCategoryCount, unpublishedFor, classificationItems] = await Promise.all([
        post.quotedId ? repository.findVisible(user, post.quotedId) : null,
        repository.countSameCategory(post),
        post.status === 'unpublished' ? unpublishReasonsOf(db, post.id) : [],
        masterData.findItems(post.unit, named),
      ]);
      return {
        ...presentPost(post),
        quoted: quoted ? presentPost(quoted) : null,
        sameCategoryCount,
        decisionTaskId,
        unpublishedFor,
        classificationItems,
      };
    },
  );
};
