import { describe, expect, it, vi } from 'vitest';
import { PUSH_RESUBSCRIBE_INTERVAL_MS } from '@kizuki/shared/rules';
import { PUSH_SUBSCRIBED_AT_STORAGE_KEY } from '../../lib/settings.ts';
import {
  endPushSubscription,
  ensurePushSubscription,
  keyBytes,
  type PushEnvironment,
} from './push-subscription.ts';

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPk3Q', auth: 'x9Y' },
};

function environment(overrides: Partial<PushEnvironment> = {}) {
  const stored = new Map<string, string>();
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const manager = {
    subscribe: vi.fn(() => Promise.resolve({ toJSON: () => SUBSCRIPTION })),
    getSubscription: vi.fn(() => Promise.resolve({ endpoint: SUBSCRIPTION.endpoint, unsubscribe })),
  };
  let now = 1_000_000;
  const env = {
    now: () => now,
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    pushManager: () => Promise.resolve(manager as unknown as PushManager),
    requestPermission: vi.fn(() => Promise.resolve('granted' as NotificationPermission)),
    publicKey: () => Promise.resolve(KEY),
    register: vi.fn(() => Promise.resolve()),
    unregister: vi.fn(() => Promise.resolve()),
    ...overrides,
  } satisfies PushEnvironment;
  return { env, stored, manager, unsubscribe, advance: (ms: number) => (now += ms) };
}

describe('push subscription (SPEC.md section 7)', () => {
  it('subscribes with the server key, sends the subscription as a JSON string, stores the time', async () => {
    const { env, stored, manager } = environment();
    expect(await ensurePushSubscription(7, env)).toBe('subscribed');
    expect(manager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(KEY),
    });
    expect(env.register).toHaveBeenCalledWith(7, JSON.stringify(SUBSCRIPTION));
    expect(stored.get(PUSH_SUBSCRIBED_AT_STORAGE_KEY)).toBe('1000000');
  });

  it('renews only when the stored time is missing or older than 24 hours', async () => {
    const { env, advance } = environment();
    await ensurePushSubscription(7, env);
    advance(PUSH_RESUBSCRIBE_INTERVAL_MS - 1);
    expect(await ensurePushSubscription(7, env)).toBe('current');
    expect(env.register).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await ensurePushSubscription(7, env)).toBe('subscribed');
    expect(env.register).toHaveBeenCalledTimes(2);
    // Turning the switch on subscribes whatever the stored time.
    expect(await ensurePushSubscription(7, env, { force: true })).toBe('subscribed');
  });

  it('gives up without storing a time when the browser has no push, no permission or no answer', async () => {
    expect(
      await ensurePushSubscription(
        7,
        environment({ pushManager: () => Promise.resolve(null) }).env,
      ),
    ).toBe('unsupported');
    const denied = environment({ requestPermission: () => Promise.resolve('denied') });
    expect(await ensurePushSubscription(7, denied.env)).toBe('denied');
    expect(denied.stored.size).toBe(0);
    const silent = environment({ timeoutMs: 5 });
    silent.manager.subscribe.mockImplementation(() => new Promise(() => undefined));
    expect(await ensurePushSubscription(7, silent.env)).toBe('failed');
    expect(silent.stored.size).toBe(0);
    expect(silent.env.register).not.toHaveBeenCalled();
  });

  it('turning the switch off unsubscribes the browser and tells the server', async () => {
    const { env, stored, unsubscribe } = environment();
    await ensurePushSubscription(7, env);
    await endPushSubscription(7, env);
    expect(env.unregister).toHaveBeenCalledWith(7, SUBSCRIPTION.endpoint);
    expect(unsubscribe).toHaveBeenCalled();
    expect(stored.has(PUSH_SUBSCRIBED_AT_STORAGE_KEY)).toBe(false);
  });

  it('decodes the URL-safe base64 VAPID key to its 65 bytes', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed P-256 point
  });
});
