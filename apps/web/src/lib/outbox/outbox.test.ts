import { IDBFactory } from 'fake-indexeddb';
import type { CreatePostBody, Post } from '@kizuki/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SignInRequiredError } from '../api-client.ts';
import {
  isShownHere,
  OUTBOX_FLAG_STORAGE_KEY,
  outboxItems,
  publishOutbox,
} from './outbox-signal.ts';
import { refusalOf, sendWaiting, withSendLock, type SendRound } from './outbox-sender.ts';
import { indexedDbOutbox, type OutboxItem } from './outbox-store.ts';

const body = (text: string, extra: Partial<CreatePostBody> = {}): CreatePostBody => ({
  body: text,
  classification: {},
  selfCheck: [],
  submit: true,
  ...extra,
});

function item(key: string, userId = 1, extra: Partial<OutboxItem> = {}): OutboxItem {
  return {
    key,
    userId,
    kind: 'post',
    body: body(`text of ${key}`),
    createdAt: `2026-11-27T00:00:0${key.slice(-1)}.000Z`,
    state: 'waiting',
    ...extra,
  };
}

const postFor = (sent: OutboxItem) => ({ id: 100, status: 'published', kind: sent.kind }) as Post;

/** A round with a fresh IndexedDB, the given items in it, and `send` recorded. */
async function roundWith(items: OutboxItem[], send: SendRound['send']) {
  const store = indexedDbOutbox(new IDBFactory());
  for (const stored of items) await store.put(stored);
  const sent: string[] = [];
  const refused: [string, string][] = [];
  const sendSpy = vi.fn(send);
  const round: SendRound = {
    store,
    userId: 1,
    send: sendSpy,
    changed: async () => undefined,
    onSent: (done) => sent.push(done.key),
    onRefused: (done, code) => refused.push([done.key, code]),
  };
  return { store, round, sent, refused, sendSpy };
}

describe('the outbox store (IndexedDB)', () => {
  it('keeps items across openings, oldest first, and deletes them', async () => {
    const factory = new IDBFactory();
    const first = indexedDbOutbox(factory);
    await first.put(item('k2'));
    await first.put(item('k1'));
    const reopened = indexedDbOutbox(factory);
    expect((await reopened.all()).map((kept) => kept.key)).toEqual(['k1', 'k2']);
    await reopened.put({ ...item('k1'), state: 'refused', refusal: 'notFound' });
    await reopened.delete('k2');
    expect(await first.all()).toEqual([{ ...item('k1'), state: 'refused', refusal: 'notFound' }]);
  });

  it('changes an item in one step with reading it, and leaves a deleted one deleted', async () => {
    const store = indexedDbOutbox(new IDBFactory());
    await store.put(item('k1'));
    const sending = await store.update('k1', (kept) => ({ ...kept, state: 'sending' }));
    expect(sending).toEqual({ ...item('k1'), state: 'sending' });
    expect(await store.update('k1', () => null)).toBeNull();
    expect(await store.all()).toEqual([sending]);
    await store.delete('k1');
    expect(await store.update('k1', (kept) => ({ ...kept, state: 'waiting' }))).toBeNull();
    expect(await store.all()).toEqual([]);
  });
});

describe('sending the outbox', () => {
  it('sends each waiting item once, oldest first, with its own key, and deletes it', async () => {
    const { store, round, sent, sendSpy } = await roundWith(
      [item('k2'), item('k1'), item('k3', 2)],
      async (sending) => postFor(sending),
    );
    expect(await sendWaiting(round)).toBe(false);
    expect(sendSpy.mock.calls.map(([sending]) => sending.key)).toEqual(['k1', 'k2']);
    expect(sendSpy.mock.calls.map(([sending]) => sending.state)).toEqual(['sending', 'sending']);
    expect(sent).toEqual(['k1', 'k2']);
    // Another user's item is not sent under this session, nor deleted.
    expect((await store.all()).map((kept) => kept.key)).toEqual(['k3']);
    expect(await sendWaiting(round)).toBe(false);
    expect(sendSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps an item waiting when the connection fails, and sends it later with the same key and body', async () => {
    let online = false;
    const { store, round, sent, sendSpy } = await roundWith(
      [item('k1'), item('k2')],
      async (sending) => {
        if (!online) throw new ApiError(0, 'network', 'the server could not be reached');
        return postFor(sending);
      },
    );
    expect(await sendWaiting(round)).toBe(true);
    // The round stops at the first failure: the next item would fail the same way.
    expect(sendSpy).toHaveBeenCalledTimes(1);
    expect((await store.all()).map((kept) => kept.state)).toEqual(['waiting', 'waiting']);
    expect(sent).toEqual([]);

    online = true;
    expect(await sendWaiting(round)).toBe(false);
    const [lost, retried] = sendSpy.mock.calls.map(([sending]) => sending);
    expect(retried!.key).toBe(lost!.key);
    expect(retried!.body).toEqual(lost!.body);
    expect(sent).toEqual(['k1', 'k2']);
    expect(await store.all()).toEqual([]);
  });

  it('marks an item refused with its reason on a 4xx about it, and goes on with the next', async () => {
    const { store, round, sent, refused } = await roundWith(
      [item('k1'), item('k2')],
      async (sending) => {
        if (sending.key === 'k1') throw new ApiError(404, 'notFound', 'the parent is gone');
        return postFor(sending);
      },
    );
    expect(await sendWaiting(round)).toBe(false);
    expect(refused).toEqual([['k1', 'notFound']]);
    expect(sent).toEqual(['k2']);
    expect(await store.all()).toEqual([{ ...item('k1'), state: 'refused', refusal: 'notFound' }]);
    // A refused item is not sent again: its text stays for the writer.
    const again = vi.fn(async (sending: OutboxItem) => postFor(sending));
    await sendWaiting({ ...round, send: again });
    expect(again).not.toHaveBeenCalled();
  });

  it('does not send an item deleted while an earlier one was on its way', async () => {
    const { store, round, sent, sendSpy } = await roundWith(
      [item('k1'), item('k2'), item('k3')],
      async (sending) => {
        // The writer deletes k2 (in this tab or another) during k1's slow send.
        if (sending.key === 'k1') await store.delete('k2');
        return postFor(sending);
      },
    );
    expect(await sendWaiting(round)).toBe(false);
    expect(sendSpy.mock.calls.map(([sending]) => sending.key)).toEqual(['k1', 'k3']);
    expect(sent).toEqual(['k1', 'k3']);
    expect(await store.all()).toEqual([]);
  });

  it('does not bring back an item deleted during a send that then failed', async () => {
    const { store, round } = await roundWith([item('k1')], async (sending) => {
      await store.delete(sending.key);
      throw new ApiError(0, 'network', 'the server could not be reached');
    });
    await sendWaiting(round);
    expect(await store.all()).toEqual([]);
  });

  it('shows an item as `sending` while it is on its way, so its card cannot be deleted', async () => {
    const shown: OutboxItem['state'][][] = [];
    const { store, round } = await roundWith([item('k1')], async (sending) => {
      expect(shown.at(-1)).toEqual(['sending']);
      return postFor(sending);
    });
    round.changed = async () => {
      shown.push((await store.all()).map((kept) => kept.state));
    };
    await sendWaiting(round);
    expect(shown).toEqual([['sending'], []]);
  });

  it('sends again an item a closed tab left `sending`', async () => {
    const { round, sent } = await roundWith([item('k1', 1, { state: 'sending' })], async (s) =>
      postFor(s),
    );
    await sendWaiting(round);
    expect(sent).toEqual(['k1']);
  });
});

describe('the send lock', () => {
  it('runs one round at a time across tabs: a tab that finds the lock taken skips its round', async () => {
    // Web Locks as a browser grants them with `ifAvailable`: the callback gets null while held.
    const held = new Set<string>();
    const request = vi.fn(
      async (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        if (!options.ifAvailable) throw new Error('a tab would wait for the lock');
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          held.delete(name);
        }
      },
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      let finish = () => {};
      const first = withSendLock(() => new Promise<string>((done) => (finish = () => done('A'))));
      const skipped = vi.fn(async () => 'B');
      expect(await withSendLock(skipped)).toBeUndefined();
      expect(skipped).not.toHaveBeenCalled();
      finish();
      expect(await first).toBe('A');
      expect(await withSendLock(async () => 'C')).toBe('C');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('refusalOf', () => {
  it('refuses for good only on a 4xx about the item', () => {
    expect(refusalOf(new ApiError(400, 'complianceFindings', 'x'))).toBe('complianceFindings');
    expect(refusalOf(new ApiError(400, 'validation', 'x'))).toBe('validation');
    expect(refusalOf(new ApiError(403, 'forbidden', 'x'))).toBe('forbidden');
    expect(refusalOf(new ApiError(404, 'notFound', 'x'))).toBe('notFound');
    expect(refusalOf(new ApiError(0, 'network', 'x'))).toBeNull();
    expect(refusalOf(new ApiError(503, 'serviceUnavailable', 'x'))).toBeNull();
    expect(refusalOf(new ApiError(500, 'internal', 'x'))).toBeNull();
    expect(refusalOf(new ApiError(429, 'rateLimited', 'x'))).toBeNull();
    expect(refusalOf(new ApiError(403, 'termsNotAccepted', 'x'))).toBeNull();
    expect(refusalOf(new SignInRequiredError())).toBeNull();
    expect(refusalOf(new TypeError('failed to fetch'))).toBeNull();
  });
});

describe('what the shell knows of the outbox', () => {
  it('flags a device whose outbox holds something, so the sender loads at the next start', () => {
    publishOutbox([item('k1')]);
    expect(localStorage.getItem(OUTBOX_FLAG_STORAGE_KEY)).not.toBeNull();
    expect(outboxItems().filter((kept) => isShownHere(kept, 2))).toEqual([]);
    expect(outboxItems().filter((kept) => isShownHere(kept, 1))).toHaveLength(1);
    publishOutbox([]);
    expect(localStorage.getItem(OUTBOX_FLAG_STORAGE_KEY)).toBeNull();
  });
});
