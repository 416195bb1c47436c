import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerDevIdentityProvider, signInPathsOf } from './identity/dev-identity-provider.ts';
import { createMasterDataRepository } from './modules/master-data/master-data.repository.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { masterDataAdminRoutes } from './modules/master-data/master-data-admin.routes.ts';
import { masterDataRoutes } from './modules/master-data/master-data.routes.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { postReadingRoutes } from './modules/posts/post-reading.routes.ts';
import { reactionsRoutes } from './modules/reactions/reactions.routes.ts';
import { createTasksRepository } from './modules/tasks/tasks.repository.ts';
import { tasksRoutes } from './modules/task-tray/tasks.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { usageReportRoutes, usageRoutes } from './modules/usage/usage.routes.ts';
import { auditRoutes } from './modules/audit-trail/audit.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { complianceAdminRoutes, reportsRoutes } from './modules/compliance/reports.routes.ts';
import { complianceRoutes, complianceRulesRoutes } from './modules/compliance/compliance.routes.ts';
import type { ScreenPool } from './modules/screening/screen-pool.ts';
import { registerScreenPool } from './modules/screening/screening.ts';
import currentUserPlugin, {
  assertAdminRoute,
  requireAdmin,
  requireTermsAccepted,
} from './modules/users/current-user.ts';
import { clientConfigOf, systemRoutes } from './modules/system/system.routes.ts';
import { createUsersRepository, type UserRecord } from './modules/users/users.repository.ts';
import { createSignInRecorder } from './modules/usage/usage-actions.ts';
import { organizationsRoutes } from './modules/users/organizations.routes.ts';
import { termsAdminRoutes, termsRoutes } from './modules/users/terms.routes.ts';
import { usersRoutes } from './modules/people/users.routes.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin, { answerFrameworkError } from './plugins/errors.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { createPushSettings } from './modules/push/push-settings.ts';
import { startJobs } from './jobs/jobs.ts';
import { closeConnectionsWhileClosing, delayListenerCloseBy } from './graceful-shutdown.ts';
import { approvalDelegationRoutes } from './modules/approvals/approval-delegation.routes.ts';
import { createPollVersions, type PollVersions } from './modules/changes/poll-versions.ts';
import {
  createTimelineFirstPages,
  type TimelineFirstPages,
} from './modules/posts/timeline-first-page.ts';
import { registerWebApp } from './plugins/web-app.ts';
import {
  countJobFailure,
  countPushOutcome,
  createAppMetrics,
  registerMetrics,
} from './plugins/metrics.ts';
import { registerRequestLog, requestIdOf } from './plugins/request-log.ts';
import { createReadiness, type Readiness } from './modules/system/readiness.ts';
import {
  noStoreUnlessConditional,
  registerSecurityHeaders,
  type HeadersOfAnAnswer,
} from './plugins/security-headers.ts';
import { refuseUnstorableText } from './plugins/storable-text.ts';
import { createRateLimiters, DEFAULT_RATE_LIMITS } from './plugins/rate-limits.ts';
import { rateLimitCountingFor } from './plugins/rate-limit-stores.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The polls' versions and remembered users (modules/changes), for tests and benchmarks. */
    pollVersions: PollVersions;
    /** The timeline's first pages kept in memory (modules/posts), for tests and benchmarks. */
    timelineFirstPages: TimelineFirstPages;
    /** The worker threads that run the compliance pre-screen (modules/compliance). */
    screenPool: ScreenPool;
    /** What /api/ready answers; `beginClosing` takes this process out of a load balancer. */
    readiness: Readiness;
  }
}

import type { AppDependencies } from './app-dependencies.ts';

export { loggerOptions, type AppDependencies } from './app-dependencies.ts';

/** Request bodies are small JSON documents; anything larger is refused with 413. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** Wires the plugins in a fixed order: errors, documentation, identity, then the API tree. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  // Set once the headers are registered, below: Fastify takes frameworkErrors before that.
  const securityHeaders: { putOn?: HeadersOfAnAnswer } = {};
  const app = Fastify({
    logger: deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.trustProxy ?? false,
    // A proxy's X-Request-Id is kept only behind a proxy the settings trust (TRUST_PROXY): from
    // anyone else it would let a client plant another request's id in the logs.
    genReqId: deps.trustProxy ? requestIdOf : () => randomUUID(),
    // One line per request instead, with the user and the route (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // While closing, a request that still reaches this process (on a kept-alive connection, or in
    // the drain delay) is answered as usual, with `Connection: close`, rather than 503: a proxy
    // does not resend a POST that got an answer, and a 503 would reach the user.
    return503OnClosing: false,
    // A URL that cannot be decoded (broken percent-encoding, invalid UTF-8) fails before routing,
    // outside the error handler and its hooks: answered here in the API's error format, naming
    // the part, with the security headers, and without Fastify's message, which quotes the whole
    // URL (its query's search words among them).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      securityHeaders.putOn?.(reply);
      void answerFrameworkError(error, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  closeConnectionsWhileClosing(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  registerRequestLog(app);
  const metrics = createAppMetrics();
  await registerMetrics(
    app,
    metrics,
    deps.database,
    deps.metrics ?? { token: null, listener: null },
  );
  securityHeaders.putOn = await registerSecurityHeaders(app, {
    identityOrigins: [new URL(deps.identity.issuer).origin],
    skipPaths: deps.devIdentityProvider ? [new URL(deps.devIdentityProvider.issuer).pathname] : [],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kizuki API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const limiters =
    deps.rateLimits === null
      ? null
      : await createRateLimiters(
          app,
          deps.rateLimits ?? DEFAULT_RATE_LIMITS,
          deps.rateLimitCounting ?? rateLimitCountingFor(deps.database),
        );
  if (deps.devIdentityProvider) {
    const signInPaths = signInPathsOf(deps.devIdentityProvider);
    if (limiters) {
      // Added before the provider is mounted, so that it runs before the provider sees the request.
      // Only what submits credentials or redeems them (the sign-in form, the token endpoint):
      // discovery, keys and redirects are read on every page load.
      app.addHook('onRequest', async (request, reply) => {
        if (request.method === 'POST' && signInPaths.some((path) => request.url.startsWith(path))) {
          await limiters.signInByAddress(request, reply);
        }
      });
    }
    await registerDevIdentityProvider(app, deps.devIdentityProvider, deps.database.db);
  }
  await app.register(authPlugin, deps.identity);

  const db = deps.database.db;
  const users = createUsersRepository(db);
  const push = await createPushSettings(db, deps.push);
  const pollVersions = createPollVersions<UserRecord>(deps.database);
  await pollVersions.start();
  app.addHook('onClose', () => pollVersions.stop());
  app.decorate('pollVersions', pollVersions);
  const timelineFirstPages = createTimelineFirstPages(deps.database);
  await timelineFirstPages.start();
  app.addHook('onClose', () => timelineFirstPages.stop());
  app.decorate('timelineFirstPages', timelineFirstPages);
  registerScreenPool(app, deps.screenPool);
  // The job queue and its workers (jobs/): app.jobQueue, app.pushDelivery.
  await startJobs(app, {
    database: deps.database,
    push,
    pushDelivery: deps.push?.delivery,
    approvalReminders: deps.approvalReminders,
    onJobFailure: countJobFailure(metrics),
    onPushOutcome: countPushOutcome(metrics),
  });
  const readiness = createReadiness(deps.database, app.jobQueue);
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => readiness.beginClosing());
  await app.register(currentUserPlugin, {
    users,
    pollVersions,
    noteSignIn: createSignInRecorder(db, app.log),
  });

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseUnstorableText);
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(systemRoutes, { identity: deps.identity, db, readiness });
      await api.register(async (signedIn) => {
        if (limiters) signedIn.addHook('onRequest', limiters.writesByAddress);
        signedIn.addHook('onRequest', signedIn.requireSignIn);
        // Until the terms in force are accepted, only the routes that say so answer (403
        // termsNotAccepted): reading oneself and accepting.
        signedIn.addHook('onRequest', requireTermsAccepted);
        signedIn.addHook('onSend', noStoreUnlessConditional);
        if (limiters) signedIn.addHook('onRequest', limiters.writesByUser);
        // The caller's own writes are seen by their very next poll and timeline page, even before
        // the database's announcement of them reaches this process.
        signedIn.addHook('onSend', async (request, _reply, payload) => {
          const writes = request.method !== 'GET' && !request.routeOptions.config.writesNothing;
          if (writes && request.currentUser) {
            pollVersions.forget(request.currentUser.id);
            if (!request.routeOptions.config.leavesPostListsAlone) {
              timelineFirstPages.forgetUnit(request.currentUser.unit);
            }
          }
          return payload;
        });
        await signedIn.register(usersRoutes, {
          users,
          db,
          forgetUser: (userId) => pollVersions.forget(userId),
        });
        await signedIn.register(termsRoutes, { db });
        const tasks = createTasksRepository(db);
        await signedIn.register(tasksRoutes, { tasks, db, pollVersions });
        await signedIn.register(inquiriesRoutes, { tasks, db });
        await signedIn.register(exportsRoutes, { tasks, db, publicUrl: deps.publicUrl });
        // The admin area: every route registered here refuses a non-admin (403 forbidden).
        await signedIn.register(async (admin) => {
          admin.addHook('onRoute', assertAdminRoute);
          admin.addHook('preHandler', requireAdmin);
          await admin.register(auditRoutes, { db });
          await admin.register(organizationsRoutes, { db });
          await admin.register(masterDataAdminRoutes, { db });
          await admin.register(importsRoutes, { db });
          await admin.register(termsAdminRoutes, { db });
          await admin.register(complianceAdminRoutes, { db });
          await admin.register(complianceRulesRoutes, { db });
          await admin.register(usageReportRoutes, { db });
        });
        await signedIn.register(masterDataRoutes, { masterData: createMasterDataRepository(db) });
        await signedIn.register(postsRoutes, { db });
        await signedIn.register(postReadingRoutes, { db, pollVersions, timelineFirstPages });
        await signedIn.register(reactionsRoutes, { db });
        await signedIn.register(insightsRoutes, { db });
        await signedIn.register(usageRoutes, { db, usage: deps.usage ?? { forwardUrl: null } });
        await signedIn.register(reportsRoutes, { db });
        await signedIn.register(complianceRoutes, { db });
        await signedIn.register(pushRoutes, { db, push });
        await signedIn.register(approvalDelegationRoutes, { db });
        await signedIn.register(savedSearchesRoutes, { db });
        await signedIn.register(notificationsRoutes, {
          notifications: createNotificationsRepository(db),
          pollVersions,
        });
      });
    },
    { prefix: '/api' },
  );

  if (deps.webDistDir) {
    await registerWebApp(app, deps.webDistDir, clientConfigOf(deps.identity));
  }
  // Last, so that it runs after every other preClose hook (readiness has turned 503).
  if (deps.shutdownDrainDelayMs) delayListenerCloseBy(app, deps.shutdownDrainDelayMs);
  return app;
}
