import { PUSH_RESUBSCRIBE_INTERVAL_MS } from '@kizuki/shared/rules';
import { apiFetch } from '../../lib/api-client.ts';
import { PUSH_SUBSCRIBED_AT_STORAGE_KEY } from '../../lib/settings.ts';

/**
 * STACK-NOTES: with permission, PushManager.subscribe can wait forever when no push service is
 * reachable. The app gives up after this long and tries again at the next start.
 */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

export type PushOutcome = 'subscribed' | 'current' | 'unsupported' | 'denied' | 'failed';

/** What subscribing needs from the browser and the server, replaceable in tests. */
export interface PushEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The service worker's push manager, or null where the browser has none. */
  pushManager: () => Promise<PushManager | null>;
  requestPermission: () => Promise<NotificationPermission>;
  publicKey: () => Promise<string>;
  register: (userId: number, subscription: string) => Promise<void>;
  unregister: (userId: number, endpoint: string) => Promise<void>;
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The VAPID key as PushManager wants it: URL-safe base64 decoded to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * SPEC.md section 7: subscribe and register the subscription when the stored time is missing or
 * older than 24 hours (or when `force`, as the switch is turned on), then store the time.
 */
export async function ensurePushSubscription(
  userId: number,
  env: PushEnvironment,
  { force = false } = {},
): Promise<PushOutcome> {
  const stored = Number(env.storage.getItem(PUSH_SUBSCRIBED_AT_STORAGE_KEY));
  if (!force && stored > 0 && env.now() - stored < PUSH_RESUBSCRIBE_INTERVAL_MS) return 'current';
  const manager = await env.pushManager();
  if (!manager) return 'unsupported';
  if ((await env.requestPermission()) !== 'granted') return 'denied';
  try {
    const applicationServerKey = keyBytes(await env.publicKey());
    const subscription = await withTimeout(
      manager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      env.timeoutMs ?? SUBSCRIBE_TIMEOUT_MS,
    );
    await env.register(userId, JSON.stringify(subscription.toJSON()));
    env.storage.setItem(PUSH_SUBSCRIBED_AT_STORAGE_KEY, String(env.now()));
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/** The switch turned off: the browser unsubscribes, the server forgets the endpoint. */
export async function endPushSubscription(userId: number, env: PushEnvironment): Promise<void> {
  env.storage.removeItem(PUSH_SUBSCRIBED_AT_STORAGE_KEY);
  const manager = await env.pushManager();
  const subscription = await manager?.getSubscription();
  if (!subscription) return;
  await env.unregister(userId, subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** The real browser and server. */
export const browserPushEnvironment: PushEnvironment = {
  now: () => Date.now(),
  storage: localStorage,
  async pushManager() {
    if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
    const registration = await withTimeout(navigator.serviceWorker.ready, 10_000).catch(() => null);
    return registration?.pushManager ?? null;
  },
  requestPermission: () =>
    typeof Notification === 'undefined'
      ? Promise.resolve('denied' as const)
      : Notification.requestPermission(),
  publicKey: async () => (await apiFetch<{ publicKey: string }>('/push/key')).publicKey,
  register: async (userId, subscription) => {
    await apiFetch(`/users/${userId}/subscriptions`, { method: 'POST', body: { subscription } });
  },
  unregister: async (userId, endpoint) => {
    await apiFetch(`/users/${userId}/subscriptions`, { method: 'DELETE', body: { endpoint } });
  },
};
