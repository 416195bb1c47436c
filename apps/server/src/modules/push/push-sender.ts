import type https from 'node:https';
import { appBadgeCount, BADGE_MAX, type PushPayload } from '@kizuki/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { Database } from '../../db/database.ts';
import { notifications, pushSubscriptions } from '../../db/schema.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { PushSettings } from './push-settings.ts';

/** One push message: a notification, to one of its user's subscriptions. */
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

/**
 * What became of one push message: `sent`; `gone`, the push service no longer knows the
 * subscription (deleted); `refused`, the service refused it for good; `skipped`, nothing to send
 * (push switched off since, or the service is not allowed).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'skipped';

/** Sends one push message; throws when it should be tried again. */
export interface PushSender {
  send(job: PushJob): Promise<PushOutcome>;
}

/**
 * Web Push sending: the message's payload (the notification and the app icon badge as the app
 * would show it now), encrypted with web-push to an allowed push service. A subscription the push
 * service no longer knows (404, 410) is deleted; a busy or failing service (429, 5xx, no answer)
 * throws, so the queue tries again with backoff (jobs/push-delivery.worker.ts).
 */
export function createPushSender(
  db: Database,
  push: PushSettings,
  log: FastifyBaseLogger,
  options: Pick<PushDeliveryOptions, 'agent'> = {},
): PushSender {
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
    return appBadgeCount({ openTasks, unreadNotifications, unreadPosts });
  }

  async function send(job: PushJob): Promise<PushOutcome> {
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
    if (!target) return 'skipped';
    const host = new URL(target.endpoint).hostname;
    if (!push.isAllowedEndpoint(target.endpoint)) {
      log.warn({ host }, 'push service not on the allow-list: nothing sent');
      return 'skipped';
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
      return 'sent';
    } catch (error) {
      if (!(error instanceof WebPushError)) throw error;
      if (error.statusCode === 404 || error.statusCode === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
        log.info({ host, status: error.statusCode }, 'push subscription gone: deleted');
        return 'gone';
      }
      // 429 and 5xx pass; another 4xx (a payload or key the service refuses) would fail again.
      if (error.statusCode === 429 || error.statusCode >= 500) throw error;
      log.warn({ host, status: error.statusCode }, 'push refused by the push service');
      return 'refused';
    }
  }

  return { send };
}
