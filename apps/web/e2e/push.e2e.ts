import { and, eq } from 'drizzle-orm';
import { notifications } from '@kizuki/server/db/schema';
import { insertPost, userIdOf } from '@kizuki/server/test/fixtures';
import type { PushPayload } from '@kizuki/shared/rules';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAndAccept } from './support/session.ts';
import { productForTests } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';

/**
 * The service worker's side of Web Push, in Chromium: a push message delivered through the DevTools
 * protocol (as a push service would deliver it) is shown as a notification worded in the user's
 * language, sets the app icon badge, and a tap opens the notice, which is marked read and goes on
 * to its post. The packaged headless shell (support/browser-executable.ts) has no notification
 * service: it refuses notifications whatever permission the test grants, so there the worker's
 * notifications are recorded in the worker instead of shown; Debian's Chromium shows them.
 */
describe('push notifications in the service worker', () => {
  const product = productForTests();
  const { browsers } = product;

  /**
   * The app's active service worker, with the app icon badge calls recorded, and its notifications
   * too where the browser cannot show any.
   */
  async function activeWorker(context: BrowserContext, page: Page): Promise<Worker> {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(() => {
      const scope = self as unknown as ServiceWorkerGlobalScope & {
        badges: (number | 'cleared')[];
        navigator: { setAppBadge: unknown; clearAppBadge: unknown };
      };
      scope.badges = [];
      scope.navigator.setAppBadge = (count: number) => {
        scope.badges.push(count);
        return Promise.resolve();
      };
      scope.navigator.clearAppBadge = () => {
        scope.badges.push('cleared');
        return Promise.resolve();
      };
      if (Notification.permission === 'granted') return;
      // No notification service (the headless shell): what showNotification was given is kept,
      // shaped as the Notification that getNotifications() would return.
      const shown: Pick<Notification, 'title' | 'body' | 'tag' | 'data' | 'close'>[] = [];
      scope.registration.showNotification = (title, options = {}) => {
        const notification = {
          title,
          body: options.body ?? '',
          tag: options.tag ?? '',
          data: options.data as unknown,
          close: () => void shown.splice(shown.indexOf(notification), 1),
        };
        shown.push(notification);
        return Promise.resolve();
      };
      scope.registration.getNotifications = () =>
        Promise.resolve([...shown] as unknown as Notification[]);
    });
    return worker;
  }

  /** Delivers a push message to the page's service worker, as the browser's push service would. */
  async function deliverPush(context: BrowserContext, page: Page, payload: PushPayload) {
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: product.server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  }

  /** The notifications the worker has shown (asked in the worker, where they are recorded). */
  const shownNotifications = (worker: Worker) =>
    worker.evaluate(async () => {
      const { registration } = self as unknown as ServiceWorkerGlobalScope;
      return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
        title,
        body,
        tag,
        data: data as unknown,
      }));
    });

  it('shows the notice in the user’s language, sets the badge, and a tap opens it', async () => {
    const { page, context } = await browsers.open();
    await context.grantPermissions(['notifications'], { origin: product.server.url });
    // Someone liked the mr's post: the notice the push is about.
    const post = await insertPost(product.server.database.db, MR, 'published');
    const mr = await userIdOf(product.server.database.db, MR);
    const [notice] = await product.server.database.db
      .insert(notifications)
      .values({
        unit: mr.unit,
        userId: mr.id,
        kind: 'reactions',
        title: post.body,
        link: `/posts/${post.id}`,
        count: 2,
      })
      .returning();

    await page.goto(product.server.url);
    await signInAndAccept(page, MR);
    const worker = await activeWorker(context, page);
    const payload = {
      notificationId: notice!.id,
      kind: 'reactions',
      count: 2,
      link: `/posts/${post.id}`,
      badge: 7,
    } satisfies PushPayload;
    await deliverPush(context, page, payload);

    await expect
      .poll(() => shownNotifications(worker))
      .toEqual([
        {
          title: '投稿に2件のリアクションがありました',
          body: 'タップして開きます',
          tag: `notification-${notice!.id}`,
          data: { url: `/notifications/${notice!.id}?open=1` },
        },
      ]);
    expect(await worker.evaluate(() => (self as unknown as { badges: unknown[] }).badges)).toEqual([
      7,
    ]);

    // A tap: the worker's own click handler, given the notification it showed. (A script-made
    // event is untrusted, so its waitUntil throws, after the handler has started its work.)
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [shown] = await scope.registration.getNotifications();
      try {
        scope.dispatchEvent(
          shown instanceof Notification
            ? new NotificationEvent('notificationclick', { notification: shown })
            : Object.assign(new ExtendableEvent('notificationclick'), { notification: shown }),
        );
      } catch {
        // waitUntil on an untrusted event
      }
    });
    await page.waitForURL(`${product.server.url}/posts/${post.id}`);
    await page.getByRole('article').first().waitFor();
    await expect
      .poll(async () => {
        const [row] = await product.server.database.db
          .select({ isRead: notifications.isRead })
          .from(notifications)
          .where(and(eq(notifications.id, notice!.id), eq(notifications.userId, mr.id)));
        return row?.isRead;
      })
      .toBe(true);
    expect(await shownNotifications(worker)).toEqual([]);
  });

  it('words the notification in English when the app is in English, and clears a zero badge', async () => {
    const { page, context } = await browsers.open();
    await context.grantPermissions(['notifications'], { origin: product.server.url });
    await page.goto(product.server.url);
    await signInAndAccept(page, MR);
    await page.getByRole('link', { name: 'プロフィール' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const worker = await activeWorker(context, page);
    await deliverPush(context, page, {
      notificationId: 99_999,
      kind: 'approved',
      count: 1,
      link: '/posts/1',
      badge: 0,
    });
    await expect
      .poll(async () => (await shownNotifications(worker)).map((shown) => shown.title))
      .toEqual(['Your post was approved']);
    expect(await worker.evaluate(() => (self as unknown as { badges: unknown[] }).badges)).toEqual([
      'cleared',
    ]);
  });
});
