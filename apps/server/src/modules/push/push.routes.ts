import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushKeySchema,
  SubscribeBodySchema,
  SubscriptionSchema,
  UnsubscribeBodySchema,
  UserIdParamsSchema,
} from '@kizuki/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { errorResponses, forbidden, validationError } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import type { PushSettings } from './push-settings.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ db: Database; push: PushSettings }> = async (
  app,
  { db, push },
) => {
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
      schema: {
        tags: ['push'],
        summary: "Register the browser's push subscription (only for the caller itself)",
        description:
          'The body carries the subscription as a JSON string (SPEC.md section 7). Only push services on the allow-list are accepted. Registering the same endpoint again updates it (idempotent).',
        params: UserIdParamsSchema,
        body: SubscribeBodySchema,
        response: { 201: SubscriptionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) {
        throw forbidden('a subscription can only be registered for oneself');
      }
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
      schema: {
        tags: ['push'],
        summary: "Forget one of the caller's push subscriptions (push switched off; idempotent)",
        params: UserIdParamsSchema,
        body: UnsubscribeBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) {
        throw forbidden('a subscription can only be removed by its owner');
      }
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
