import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApprovalDelegationSchema, SetApprovalDelegationBodySchema } from '@kizuki/shared';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import {
  clearApprovalDelegation,
  readApprovalDelegation,
  setApprovalDelegation,
} from './approval-delegation.service.ts';

/** An approver's delegate for a period of absence (issue 23); approvers only (403 otherwise). */
export const approvalDelegationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/approval-delegation',
    {
      schema: {
        tags: ['approvals'],
        summary: "The caller's delegate and period, and whom they may name",
        response: { 200: ApprovalDelegationSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => readApprovalDelegation(db, requireUser(request)),
  );

  app.put(
    '/approval-delegation',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Name a delegate for a period of absence (Tokyo dates, both included)',
        description:
          'While the period covers today, new approval tasks that would be the caller’s go to the ' +
          'delegate; tasks already open stay. The delegate is another active user of the unit with ' +
          'the same role; until is not before from nor in the past (400 naming the field). Audited ' +
          '(user.delegate); the same body again changes nothing.',
        body: SetApprovalDelegationBodySchema,
        response: { 200: ApprovalDelegationSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => setApprovalDelegation(db, requireUser(request), request.body, new Date()),
  );

  app.delete(
    '/approval-delegation',
    {
      schema: {
        tags: ['approvals'],
        summary: "End the caller's delegation (idempotent)",
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await clearApprovalDelegation(db, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
