/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  languageForWorker,
  requestPushRenewal,
  WORKER_MESSAGES,
} from './lib/service-worker-bridge.ts';
import { openFromNotification, parsePayload, showPush } from './sw/push-handlers.ts';

declare const self: ServiceWorkerGlobalScope;

// The app shell and its hashed assets, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route opens from the cached shell, online or not. The API and the identity provider's
// pages are never answered with the shell, or sign-in would break.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api/, /^\/idp/, /^\/interaction/],
  }),
);

// The update dialog's button asks the waiting worker to take over (registerType: 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push (docs/architecture.md, "Notifications and Web Push"): show the notice, set the badge.
self.addEventListener('push', (event) => {
  const payload = parsePayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    showPush(payload, {
      showNotification: (title, options) => self.registration.showNotification(title, options),
      language: languageForWorker,
      setAppBadge: self.navigator.setAppBadge?.bind(self.navigator),
      clearAppBadge: self.navigator.clearAppBadge?.bind(self.navigator),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = event.notification.data as { url: string };
  event.waitUntil(openFromNotification(url, self.location.origin, self.clients));
});

// The browser replaced the subscription (expired or rotated keys): subscribe again with the same
// key; only a page holds the sign-in to register it, so an open page is told now and the next one
// to open is asked through the bridge.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
  };
  event.waitUntil(
    (async () => {
      const key = change.oldSubscription?.options.applicationServerKey;
      if (!change.newSubscription && key) {
        await self.registration.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: key })
          .catch(() => undefined);
      }
      await requestPushRenewal();
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        client.postMessage({ type: WORKER_MESSAGES.pushSubscriptionChanged });
      }
    })(),
  );
});
