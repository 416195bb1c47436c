import type https from 'node:https';
import { BADGE_MAX, type PushPayload } from '@kizuki/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import webPush, { WebPushError } from 'web-push';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import { notifications, pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { PushSettings } from './push-settings.ts';

/** The pg-boss queue of push messages: one job per notification and subscription. */
export const PUSH_QUEUE = 'push-delivery';

export interface PushJob {
  notificationId: number;
  subscriptionId: number;
}

export interface PushDeliveryOptions {
  /** Tries after the first, each waiting twice as long as the one before. */
  retryLimit?: number;
  /** The wait before the first retry. */
  retryDelaySeconds?: number;
  /** How often an idle worker asks the queue for work (pg-boss: at least 0.5). */
  pollingIntervalSeconds?: number;
  /** TLS trust for the push services (a test's push service has a self-signed certificate). */
  agent?: https.Agent;
}

/** A push that has not reached the phone within a day is no longer news (RFC 8030 TTL). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 15_000;
/** Sends under way at once in each process: each is one HTTPS request to a push service. */
const WORKERS = 4;
/** Outbox rows turned into jobs per transaction. */
const RELAY_BATCH = 500;
/** The relay is woken by NOTIFY kizuki_push; this sweep catches a wake-up lost with a connection. */
const SWEEP_INTERVAL_MS = 30_000;

/**
 * pg-boss runs its SQL through an `executeSql`. Inside one of our transactions it must use that
 * transaction, so that the jobs commit (or roll back) with the outbox rows they replace: the SQL
 * text's $n placeholders become Drizzle parameters.
 */
function executorOf(tx: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, i) =>
          i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
        ),
      );
      // Both drivers answer a result with `rows`; Drizzle's common type does not say so.
      const result: unknown = await tx.execute(query);
      return result as { rows: unknown[] };
    },
  };
}

export interface PushDelivery {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Turns what is waiting in the outbox into jobs now (tests and the sweep). */
  relay(): Promise<void>;
  /** The job queue, for tests that follow a job's state. */
  boss: PgBoss;
}

/**
 * Web Push delivery through a job queue on the application's own database (pg-boss, on PGlite and
 * PostgreSQL alike): the relay moves the push outbox into jobs, the workers send each one with
 * web-push to an allowed push service, retrying with backoff; a subscription the push service no
 * longer knows (404, 410) is deleted.
 */
export function createPushDelivery(
  database: DatabaseHandle,
  push: PushSettings,
  log: FastifyBaseLogger,
  options: PushDeliveryOptions = {},
): PushDelivery {
  const db = database.db;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'push queue'));

  const workerIds: string[] = [];
  let listener: { stop(): Promise<void> } | null = null;
  let sweep: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function relayBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const waiting = tx
        .select({ notificationId: pushOutbox.notificationId })
        .from(pushOutbox)
        .orderBy(pushOutbox.notificationId)
        .limit(RELAY_BATCH)
        .for('update', { skipLocked: true });
      const taken = await tx
        .delete(pushOutbox)
        .where(inArray(pushOutbox.notificationId, waiting))
        .returning({ notificationId: pushOutbox.notificationId });
      if (taken.length === 0) return 0;
      const jobs: PushJob[] = await tx
        .select({ notificationId: notifications.id, subscriptionId: pushSubscriptions.id })
        .from(notifications)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
        .where(
          inArray(
            notifications.id,
            taken.map((row) => row.notificationId),
          ),
        );
      if (jobs.length > 0) {
        await boss.insert(
          jobs.map((data) => ({ name: PUSH_QUEUE, data })),
          { db: executorOf(tx) },
        );
      }
      return taken.length;
    });
  }

  async function relayAll() {
    while ((await relayBatch()) === RELAY_BATCH);
    // This process's workers fetch at once instead of at their next poll.
    for (const id of workerIds) boss.notifyWorker(id);
  }

  /** One relay at a time; a wake-up during a run makes one more run. */
  function relay(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await relayAll();
        } catch (error) {
          // The database is away: the next wake-up or sweep tries again; nothing is lost.
          log.warn({ err: error }, 'push relay failed; it runs again later');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const users = createUsersRepository(db);
  const tasks = createTasksRepository(db);
  const notices = createNotificationsRepository(db);
  const posts = createPostsRepository(db);

  /** SPEC.md section 4's app icon badge, as the app would show it now. */
  async function badgeOf(userId: number): Promise<number> {
    const user = await users.findById(userId);
    if (!user) return 0;
    const [openTasks, unreadNotifications, unreadPosts] = await Promise.all([
      tasks.countOpen(userId, new Date()),
      notices.countUnread(userId),
      posts.countUnread(user, BADGE_MAX + 1),
    ]);
    return openTasks + unreadNotifications + unreadPosts;
  }

  async function send(job: PushJob): Promise<void> {
    const [target] = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        userId: notifications.userId,
        kind: notifications.kind,
        count: notifications.count,
        link: notifications.link,
      })
      .from(pushSubscriptions)
      .innerJoin(notifications, eq(notifications.id, job.notificationId))
      .where(eq(pushSubscriptions.id, job.subscriptionId));
    // The user switched push off (or the push service forgot the browser) since.
    if (!target) return;
    const host = new URL(target.endpoint).hostname;
    if (!push.isAllowedEndpoint(target.endpoint)) {
      log.warn({ host }, 'push service not on the allow-list: nothing sent');
      return;
    }
    const payload: PushPayload = {
      notificationId: job.notificationId,
      kind: target.kind,
      count: target.count,
      link: target.link,
      badge: await badgeOf(target.userId),
    };
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: push.subject, ...push.vapid },
          TTL: PUSH_TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
    } catch (error) {
      if (!(error instanceof WebPushError)) throw error;
      if (error.statusCode === 404 || error.statusCode === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
        log.info({ host, status: error.statusCode }, 'push subscription gone: deleted');
        return;
      }
      // 429 and 5xx pass; another 4xx (a payload or key the service refuses) would fail again.
      if (error.statusCode === 429 || error.statusCode >= 500) throw error;
      log.warn({ host, status: error.statusCode }, 'push refused by the push service');
    }
  }

  return {
    boss,
    relay,
    async start() {
      await boss.start();
      const queue = {
        name: PUSH_QUEUE,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: 60,
      };
      await boss.createQueue(PUSH_QUEUE, queue);
      await boss.updateQueue(PUSH_QUEUE, queue);
      for (let i = 0; i < WORKERS; i++) {
        workerIds.push(
          await boss.work<PushJob>(
            PUSH_QUEUE,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([job]) => {
              if (job) await send(job.data);
            },
          ),
        );
      }
      listener = await database.listen(
        'kizuki_push',
        () => void relay(),
        (listening) => {
          if (listening) void relay();
        },
      );
      sweep = setInterval(() => void relay(), SWEEP_INTERVAL_MS);
      sweep.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await listener?.stop();
      await running;
      await boss.stop({ graceful: true, timeout: 5_000, wait: true, close: false });
    },
  };
}
