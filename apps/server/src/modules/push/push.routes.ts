import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushKeySchema,
  SubscribeBodySchema,
  SubscriptionSchema,
  UnsubscribeBodySchema,
  IdParamsSchema,
} from '@kizuki/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { errorResponses, forbidden, notFound, validationError } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { PushSettings } from './push-settings.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ db: Database; push: PushSettings }> = async (
  app,
  { db, push },
) => {
  const users = createUsersRepository(db);
  /** Subscriptions are the caller's own: a colleague's id answers 403, another unit's user 404. */
  async function assertOwnId(caller: UserRecord, id: number, action: string) {
    if (id === caller.id) return;
    if (!(await users.findInUnitById(caller.unit, id))) throw notFound('user');
    throw forbidden(`a subscription can only be ${action} by its owner`);
  }
  app.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key to subscribe with (applicationServerKey)',
        response: { 200: PushKeySchema, ...errorResponses(401, 403) },
      },
    },
    () => ({ publicKey: push.vapid.publicKey }),
  );

  app.post(
    '/users/:id/subscriptions',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['push'],
        summary: "Register the browser's push subscription (only for the caller itself)",
        description:
          'The body carries the subscription as a JSON string (SPEC.md section 7). Only push services on the allow-list are accepted. Registering the same endpoint again updates it (idempotent).',
        params: IdParamsSchema,
        body: SubscribeBodySchema,
        response: { 201: SubscriptionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertOwnId(user, request.params.id, 'registered');
      const { endpoint, keys } = request.body.subscription;
      if (!push.isAllowedEndpoint(endpoint)) {
        throw validationError(
          'body.subscription.endpoint',
          `${new URL(endpoint).hostname} is not an allowed push service`,
        );
      }
      await db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: user.id, p256dh: keys.p256dh, auth: keys.auth, updatedAt: new Date() },
        });
      return reply.status(201).send({ endpointHost: new URL(endpoint).hostname });
    },
  );

  app.delete(
    '/users/:id/subscriptions',
    {
      config: { leavesPostListsAlone: true },
      schema: {
        tags: ['push'],
        summary: "Forget one of the caller's push subscriptions (push switched off; idempotent)",
        params: IdParamsSchema,
        body: UnsubscribeBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertOwnId(user, request.params.id, 'removed');
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, user.id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return reply.status(204).send(null);
    },
  );
};
