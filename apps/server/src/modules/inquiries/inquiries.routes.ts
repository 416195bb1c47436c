import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  InquiryDetailSchema,
  isReadableByAll,
  InquiryListQuerySchema,
  InquiryListResponseSchema,
  InquirySchema,
  OpenInquiryBodySchema,
  IdParamsSchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses, forbidden, notFound } from '../../plugins/errors.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { presentPost } from '../posts/post.presenter.ts';
import { presentInquiry, type TasksRepository } from '../tasks/tasks.repository.ts';
import { requireUser } from '../users/current-user.ts';
import { assertMayUseInquiries, openInquiry } from './inquiries.service.ts';

export const inquiriesRoutes: FastifyPluginAsyncZod<{
  tasks: TasksRepository;
  db: Database;
}> = async (app, { tasks, db }) => {
  app.post(
    '/inquiries',
    {
      schema: {
        tags: ['inquiries'],
        summary: "Ask a published post's author a question: an inquiry task in their tray",
        description:
          'PMO group only (pmo, pmo-approver, hq). dueOn defaults to 14 days from today (Asia/Tokyo). Send an Idempotency-Key header to make a retry safe.',
        body: OpenInquiryBodySchema,
        response: { 201: InquirySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await openInquiry(db, request, user, request.body);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      const inquiry = await tasks.findInquiry(
        { unit: user.unit, askedBy: user.id },
        result.body.id,
      );
      return reply.status(201).send(presentInquiry(inquiry!));
    },
  );

  app.get(
    '/inquiries',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'The inquiries the caller opened, newest first, with their state',
        description:
          "scope=everyone (pmo-approver and hq; anyone else 403): every inquiry of the caller's unit.",
        querystring: InquiryListQuerySchema,
        response: { 200: InquiryListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertMayUseInquiries(user);
      const { limit, offset } = request.query;
      const { scope } = request.query;
      if (scope === 'everyone' && !can(user.role, 'seeUnitInquiries')) {
        throw forbidden("only pmo-approver and hq may see everyone's inquiries");
      }
      const page = await tasks.listInquiries(
        { unit: user.unit, askedBy: scope === 'everyone' ? null : user.id },
        request.query,
      );
      return { data: page.rows.map(presentInquiry), total: page.total, limit, offset };
    },
  );

  app.get(
    '/inquiries/:id',
    {
      schema: {
        tags: ['inquiries'],
        summary:
          'One inquiry the caller opened (pmo-approver and hq: any of the unit), with the post and its answer once published',
        params: IdParamsSchema,
        response: { 200: InquiryDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertMayUseInquiries(user);
      const inquiry = await tasks.findInquiry(
        { unit: user.unit, askedBy: can(user.role, 'seeUnitInquiries') ? null : user.id },
        request.params.id,
      );
      if (!inquiry) throw notFound('inquiry');
      const repository = createPostsRepository(db);
      const [post, answer] = await Promise.all([
        inquiry.task.postId ? repository.findVisible(user, inquiry.task.postId) : null,
        inquiry.task.answerPostId ? repository.findVisible(user, inquiry.task.answerPostId) : null,
      ]);
      return {
        ...presentInquiry(inquiry),
        post: post ? presentPost(post) : null,
        // The asker reads the answer once it is published, as everyone does; an admin's wider
        // reading rights do not turn an answer in review into an answered inquiry.
        answer: answer && isReadableByAll(answer.status) ? presentPost(answer) : null,
      };
    },
  );
};
