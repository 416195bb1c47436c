import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, countDistinct, eq, gte, inArray, isNotNull, min, sql } from 'drizzle-orm';
import {
  UsageBatchResultSchema,
  UsageBatchSchema,
  UsageReportQuerySchema,
  UsageReportSchema,
  type UsageEvent,
  type UsageReport,
} from '@kizuki/shared';
import {
  addWeeks,
  PAGE_VIEWS_PER_MINUTE,
  tokyoDateOf,
  weekOf,
  weeksBetween,
  type UsageAction,
} from '@kizuki/shared/rules';
import type { Database } from '../../db/database.ts';
import { listedKind } from '../../db/post-conditions.ts';
import { posts, usageEvents } from '../../db/schema.ts';
import { errorResponses, loggableError } from '../../plugins/errors.ts';
import { requireUser } from '../users/current-user.ts';
import { recordWithinMinute } from './usage-actions.ts';
import type { UserRecord } from '../users/users.repository.ts';

const FORWARD_TIMEOUT_MS = 3_000;

export interface UsageOptions {
  /**
   * USAGE_FORWARD_URL: where each recorded batch is also sent (an external analytics endpoint),
   * as JSON without user ids; null sends nothing anywhere (the default).
   */
  forwardUrl: string | null;
}

/**
 * Sends what was recorded to the external endpoint, without waiting for it and without the
 * user: the action, the screen, the role, the unit and the moment. A failure is logged (without
 * the address's answer) and forgotten: analytics never fail a request.
 */
function forward(
  url: string,
  user: UserRecord,
  events: UsageEvent[],
  at: Date,
  log: FastifyBaseLogger,
) {
  const body = events.map((event) => ({
    id: event.id,
    action: event.action,
    screen: event.screen,
    role: user.role,
    unit: user.unit,
    occurredAt: at.toISOString(),
  }));
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: body }),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  })
    .then((response) => {
      if (!response.ok) log.warn({ status: response.status }, 'usage forwarder refused a batch');
    })
    .catch((error: unknown) =>
      log.warn({ err: loggableError(error, log) }, 'usage forwarder failed'),
    );
}

export const usageRoutes: FastifyPluginAsyncZod<{ db: Database; usage: UsageOptions }> = async (
  app,
  { db, usage },
) => {
  app.post(
    '/usage-events',
    {
      schema: {
        tags: ['usage'],
        summary: 'Record a batch of the app’s page views',
        description:
          'Page views only, of a closed list of screens (no text); every other action (a post, a reply, a reaction, ' +
          'an approval, an inquiry, a search, a sign-in) is recorded by the server as it performs it. The role and ' +
          'unit are the signed-in user’s and the time is the server’s. An event sent again (same id) is recorded ' +
          `once; past ${PAGE_VIEWS_PER_MINUTE} page views a minute, a person's further views are not recorded.`,
        body: UsageBatchSchema,
        response: { 200: UsageBatchResultSchema, ...errorResponses(400, 401, 403) },
      },
      // Changes nothing anyone sees: counted with the pre-screens, not the writes, and the
      // caller's polls and the timeline keep what they remember (app.ts, rate-limits.ts). Open
      // before the terms are accepted: page views before the terms dialog count too.
      config: { writesNothing: true, allowBeforeTerms: true },
    },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      const recorded = await recordWithinMinute(db, user, 'pageView', request.body.events);
      if (usage.forwardUrl && recorded.length > 0) {
        const fresh = new Set(recorded);
        forward(
          usage.forwardUrl,
          user,
          request.body.events.filter((event) => fresh.has(event.id)),
          now,
          request.log,
        );
      }
      return { recorded: recorded.length };
    },
  );
};

/** Admin-only: registered in the admin scope (app.ts), whose hook refuses everyone else. */
export const usageReportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/usage',
    {
      schema: {
        tags: ['usage'],
        summary: "The unit's active users by role and week, and first sign-in to first post",
        querystring: UsageReportQuerySchema,
        response: { 200: UsageReportSchema, ...errorResponses(400, 401, 403) },
      },
      config: { adminAction: 'read the usage report' },
    },
    async (request): Promise<UsageReport> => {
      const user = requireUser(request);
      const today = tokyoDateOf(new Date());
      const firstWeek = addWeeks(weekOf(today), 1 - request.query.weeks);
      // The period's start: the first week's Monday, midnight in Tokyo.
      const since = new Date(`${firstWeek}T00:00:00+09:00`);
      const inPeriod = and(eq(usageEvents.unit, user.unit), gte(usageEvents.occurredAt, since));
      const week = sql<string>`kizuki_tokyo_week(${usageEvents.occurredAt})::text`;
      const [activeUsers, actions, firstSignIns] = await Promise.all([
        db
          .select({ week, role: usageEvents.role, users: countDistinct(usageEvents.userId) })
          .from(usageEvents)
          .where(inPeriod)
          .groupBy(sql`1`, usageEvents.role)
          .orderBy(sql`1`, usageEvents.role),
        db
          .select({ action: usageEvents.action, count: count() })
          .from(usageEvents)
          .where(inPeriod)
          .groupBy(usageEvents.action),
        // Each person's first sign-in ever, kept when it falls in the period.
        db
          .select({ userId: usageEvents.userId, first: min(usageEvents.occurredAt) })
          .from(usageEvents)
          .where(and(eq(usageEvents.unit, user.unit), eq(usageEvents.action, 'signIn')))
          .groupBy(usageEvents.userId)
          .having(({ first }) => gte(first, since)),
      ]);
      const newcomers = firstSignIns.map((row) => row.userId);
      const [{ posted } = { posted: 0 }] =
        newcomers.length === 0
          ? []
          : await db
              .select({ posted: countDistinct(posts.authorUserId) })
              .from(posts)
              .where(
                and(
                  inArray(posts.authorUserId, newcomers),
                  listedKind(),
                  isNotNull(posts.submittedAt),
                ),
              );
      return {
        weeks: weeksBetween(firstWeek, today),
        activeUsers,
        funnel: { firstSignIns: newcomers.length, firstPosts: posted },
        actions: actions.map((row) => ({ action: row.action as UsageAction, count: row.count })),
      };
    },
  );
};
