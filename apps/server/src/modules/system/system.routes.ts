import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientConfigSchema, ErrorResponseSchema, type ClientConfig } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import type { IdentityConfig } from '../../identity/identity-config.ts';
import type { Readiness } from './readiness.ts';

const ReadySchema = z.object({ status: z.literal('ready') });

/** The sign-in settings the web app needs before anything else (also put in its page). */
export function clientConfigOf(identity: IdentityConfig): ClientConfig {
  return {
    oidc: {
      authority: identity.issuer,
      clientId: identity.clientId,
      scope: identity.scope,
      emailClaim: identity.emailClaim,
      ...(identity.extraAuthParams && { extraQueryParams: identity.extraAuthParams }),
      ...(identity.loadUserInfo && { loadUserInfo: true }),
    },
  };
}

/** Unauthenticated routes: what the browser needs before sign-in, and the probes. */
export const systemRoutes: FastifyPluginAsyncZod<{
  identity: IdentityConfig;
  db: Database;
  readiness: Readiness;
}> = async (app, { identity, db, readiness }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Sign-in settings for the web app',
        security: [],
        response: { 200: ClientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return clientConfigOf(identity);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers and so does its database',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorResponseSchema },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness for a load balancer: the database answers, the newest migration is applied, the job queue runs and the server is not shutting down; 503 names the checks that fail',
        security: [],
        response: { 200: ReadySchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const failures = await readiness.failures();
      if (failures.length === 0) return { status: 'ready' as const };
      return reply.status(503).send({
        error: {
          code: 'serviceUnavailable',
          message: `not ready: ${failures.map((failure) => failure.check).join(', ')}`,
          details: failures,
        },
      });
    },
  );
};
