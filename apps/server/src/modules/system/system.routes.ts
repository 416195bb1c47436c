import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientConfigSchema, ErrorResponseSchema, type ClientConfig } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import type { IdentityConfig } from '../../identity/identity-config.ts';

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

/** Unauthenticated routes: what the browser needs before sign-in, and the health probe. */
export const systemRoutes: FastifyPluginAsyncZod<{
  identity: IdentityConfig;
  db: Database;
}> = async (app, { identity, db }) => {
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
        summary: 'Readiness: the database answers',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorResponseSchema },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
