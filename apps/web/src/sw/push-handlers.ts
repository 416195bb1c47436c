import { pushOpenPath, type NotificationKind, type PushPayload } from '@kizuki/shared/rules';
import { en } from '../lib/i18n/en.ts';
import { jaScreens } from '../lib/i18n/ja-screens.ts';
import type { Language } from '../lib/i18n/languages.ts';
import { WORKER_MESSAGES, type WorkerMessage } from '../lib/service-worker-bridge.ts';

/** The notification texts the worker words a push with, in each language. */
const STRINGS: Record<Language, { kinds: Record<NotificationKind, string>; pushBody: string }> = {
  ja: jaScreens.notifications,
  en: en.notifications,
};

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** A push message as the phone shows it: the kind's title, never the content (it has none). */
export function notificationOf(payload: PushPayload, language: Language): ShownNotification {
  const strings = STRINGS[language];
  return {
    title: strings.kinds[payload.kind].replace('{{count}}', String(payload.count)),
    options: {
      body: strings.pushBody,
      lang: language,
      // One notice, one notification: a repeated delivery replaces it instead of adding another.
      tag: `notification-${payload.notificationId}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: pushOpenPath(payload.notificationId) },
    },
  };
}

/** What the push handler needs of the worker, replaceable in tests. */
export interface PushContext {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  language(): Promise<Language>;
  setAppBadge?: (count: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export function parsePayload(text: string | undefined): PushPayload | null {
  try {
    const payload = JSON.parse(text ?? '') as Partial<PushPayload>;
    return typeof payload.notificationId === 'number' && typeof payload.kind === 'string'
      ? (payload as PushPayload)
      : null;
  } catch {
    return null;
  }
}

/** Shows the notification and sets the app icon badge to the count the server sent. */
export async function showPush(payload: PushPayload, context: PushContext): Promise<void> {
  const { title, options } = notificationOf(payload, await context.language());
  const badge =
    payload.badge > 0 ? context.setAppBadge?.(payload.badge) : context.clearAppBadge?.();
  await Promise.all([context.showNotification(title, options), badge?.catch(() => undefined)]);
}

/** What opening a tapped notification needs of the worker's Clients. */
export interface WindowClients {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}
export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: WorkerMessage): void;
}

/**
 * A tapped notification opens its screen: in an open tab of the app when there is one (focused,
 * and told where to go, so the app keeps its state), otherwise in a new window.
 */
export async function openFromNotification(
  url: string,
  origin: string,
  clients: WindowClients,
): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  open.postMessage({ type: WORKER_MESSAGES.open, url });
  // Focusing is allowed only while handling the tap; the tab has its screen either way.
  await open.focus().catch(() => undefined);
}
