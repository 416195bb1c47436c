import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerInquiryBodySchema,
  RejectTaskBodySchema,
  IdParamsSchema,
  TaskListQuerySchema,
  TaskDetailSchema,
  TaskListResponseSchema,
  TaskSchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import type { PollVersions } from '../changes/poll-versions.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { presentPost } from '../posts/post.presenter.ts';
import { decideApproval, type Decision } from '../approvals/approvals.service.ts';
import { answerInquiry } from '../inquiries/inquiries.service.ts';
import { findReport } from '../compliance/reports.service.ts';
import { screenContextOf } from '../screening/screening.ts';
import { completeTask, findSafetyCase } from '../compliance/safety-cases.service.ts';
import { requireUser } from '../users/current-user.ts';
import { presentTask, type TasksRepository } from '../tasks/tasks.repository.ts';

export const tasksRoutes: FastifyPluginAsyncZod<{
  tasks: TasksRepository;
  db: Database;
  pollVersions: PollVersions;
}> = async (app, { tasks, db, pollVersions }) => {
  /** Approve or reject: the caller's decision on the approval task the path names. */
  const decide = async (request: FastifyRequest<{ Params: { id: number } }>, decision: Decision) =>
    presentTask(
      await decideApproval(
        db,
        requireUser(request),
        request.params.id,
        decision,
        screenContextOf(request),
      ),
    );

  app.get(
    '/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: "The caller's tasks, newest first, with the open count for the task badge",
        description:
          'Narrow by status and type (each repeatable) and by a keyword in what the task is about (the content, the question, the report, the safety case). openCount counts open tasks whatever the filters.',
        querystring: TaskListQuerySchema,
        response: {
          200: TaskListResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = new Date();
      if (await pollVersions.answeredUnchanged(request, reply, user, now)) return reply;
      const { limit, offset } = request.query;
      const page = await tasks.listForAssignee(user.id, request.query, now);
      return {
        data: page.tasks,
        total: page.total,
        limit,
        offset,
        openCount: page.openCount,
      };
    },
  );

  app.get(
    '/tasks/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'One of the caller’s tasks, with the content it refers to',
        params: IdParamsSchema,
        response: { 200: TaskDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const task = await tasks.findForAssignee(user.id, request.params.id);
      if (!task || task.unit !== user.unit) throw notFound('task');
      const repository = createPostsRepository(db);
      const post = task.postId ? await repository.withAuthorById(user, task.postId) : null;
      const respondsToId = post?.quotedId ?? post?.parentId ?? null;
      const [respondsTo, answer, people, report, safetyCase] = await Promise.all([
        respondsToId ? repository.findVisible(user, respondsToId) : null,
        task.answerPostId ? repository.findVisible(user, task.answerPostId) : null,
        tasks.people([task.decidedByUserId, task.requestedByUserId]),
        task.reportId ? findReport(db, task.reportId) : null,
        task.safetyCaseId ? findSafetyCase(db, task.safetyCaseId) : null,
      ]);
      const person = (id: number | null) => people.find((candidate) => candidate.id === id) ?? null;
      return {
        ...presentTask(task),
        post: post ? presentPost(post) : null,
        respondsTo: respondsTo ? presentPost(respondsTo) : null,
        answer: answer ? presentPost(answer) : null,
        decidedBy: person(task.decidedByUserId),
        requestedBy: person(task.requestedByUserId),
        safetyCase,
        report,
      };
    },
  );

  app.post(
    '/tasks/:id/approve',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Approve the content of one of the caller’s approval tasks: it is published',
        description:
          'The first decision wins: the sibling tasks of other approvers are canceled in the same transaction. A decided task, or content no longer in review, answers 409 invalidTransition.',
        params: IdParamsSchema,
        response: { 200: TaskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => decide(request, { kind: 'approve' }),
  );

  app.post(
    '/tasks/:id/reject',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Reject the content of one of the caller’s approval tasks, with a reason',
        description:
          'The content returns to draft with the reason, which its author sees. Sibling tasks are canceled.',
        params: IdParamsSchema,
        body: RejectTaskBodySchema,
        response: { 200: TaskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => decide(request, { kind: 'reject', reason: request.body.reason }),
  );

  app.post(
    '/tasks/:id/answer',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Answer one of the caller’s inquiries with a reply to the post',
        description:
          'The reply is submitted at once: published, and the inquiry done (the asker is told); or, when the caller’s replies need approval, in review with the inquiry in progress until it is approved. Send an Idempotency-Key header to make a retry safe.',
        params: IdParamsSchema,
        body: AnswerInquiryBodySchema,
        response: { 200: TaskSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await answerInquiry(
        db,
        request,
        requireUser(request),
        request.params.id,
        request.body,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  );

  app.post(
    '/tasks/:id/complete',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Mark one of the caller’s safety-case or report tasks done',
        description:
          'A safety case handled: the other contacts’ tasks of the case are canceled. A report seen to by a safety contact who is not an admin (an admin resolves the report instead: 409). Again on a done task answers it unchanged; a canceled task, or one of another type, answers 409 invalidTransition.',
        params: IdParamsSchema,
        response: { 200: TaskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => presentTask(await completeTask(db, requireUser(request), request.params.id)),
  );
};
