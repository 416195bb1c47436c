import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@kizuki/shared/rules';
import { WORKER_MESSAGES } from '../lib/service-worker-bridge.ts';
import {
  notificationOf,
  openFromNotification,
  parsePayload,
  showPush,
  type WindowLike,
} from './push-handlers.ts';

const payload: PushPayload = {
  notificationId: 42,
  kind: 'reactions',
  count: 3,
  link: '/posts/7',
  badge: 5,
};

describe('the service worker’s push handling', () => {
  it('words a notification by its kind and count in the stored language, linking to its notice', () => {
    expect(notificationOf(payload, 'en')).toMatchObject({
      title: 'Reactions on your post: 3',
      options: {
        body: 'Tap to open',
        lang: 'en',
        tag: 'notification-42',
        data: { url: '/notifications/42?open=1' },
      },
    });
    const ja = notificationOf({ ...payload, kind: 'approved' }, 'ja');
    expect(ja.title).toBe('投稿が承認されました');
    expect(ja.options.body).toBe('タップして開きます');
  });

  it('accepts only a payload with an id and a kind', () => {
    expect(parsePayload(JSON.stringify(payload))).toEqual(payload);
    expect(parsePayload('not json')).toBeNull();
    expect(parsePayload(JSON.stringify({ kind: 'reply' }))).toBeNull();
    expect(parsePayload(undefined)).toBeNull();
  });

  it('shows the notification and sets the app icon badge, or clears it at zero', async () => {
    const context = {
      showNotification: vi.fn(async () => undefined),
      language: async () => 'ja' as const,
      setAppBadge: vi.fn(async () => undefined),
      clearAppBadge: vi.fn(async () => undefined),
    };
    await showPush(payload, context);
    expect(context.showNotification).toHaveBeenCalledWith(
      '投稿に3件のリアクションがありました',
      expect.objectContaining({ tag: 'notification-42' }),
    );
    expect(context.setAppBadge).toHaveBeenCalledWith(5);
    await showPush({ ...payload, badge: 0 }, context);
    expect(context.clearAppBadge).toHaveBeenCalledTimes(1);
    // A browser without badging still shows the notification.
    await showPush(payload, {
      showNotification: context.showNotification,
      language: async () => 'en',
    });
    expect(context.showNotification).toHaveBeenCalledTimes(3);
  });

  it('focuses an open tab of the app and tells it where to go', async () => {
    const window = (url: string) => ({
      url,
      focus: vi.fn(async () => undefined),
      postMessage: vi.fn(),
    });
    const other = window('https://elsewhere.example.com/');
    const app = window('https://kizuki.example.com/tasks');
    const clients = {
      matchAll: vi.fn(async (): Promise<WindowLike[]> => [other, app]),
      openWindow: vi.fn(),
    };
    await openFromNotification('/notifications/42?open=1', 'https://kizuki.example.com', clients);
    expect(app.focus).toHaveBeenCalled();
    expect(app.postMessage).toHaveBeenCalledWith({
      type: WORKER_MESSAGES.open,
      url: '/notifications/42?open=1',
    });
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('still shows the screen in the tab when the browser refuses to focus it', async () => {
    const tab = {
      url: 'https://kizuki.example.com/',
      focus: vi.fn(() => Promise.reject(new Error('InvalidAccessError'))),
      postMessage: vi.fn(),
    };
    const clients = { matchAll: vi.fn(async () => [tab]), openWindow: vi.fn() };
    await openFromNotification('/notifications/1?open=1', 'https://kizuki.example.com', clients);
    expect(tab.postMessage).toHaveBeenCalledWith({
      type: WORKER_MESSAGES.open,
      url: '/notifications/1?open=1',
    });
  });

  it('opens a new window when no tab of the app is open', async () => {
    const clients = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) };
    await openFromNotification('/notifications/42?open=1', 'https://kizuki.example.com', clients);
    expect(clients.openWindow).toHaveBeenCalledWith('/notifications/42?open=1');
  });
});
