import type { CreatePostBody } from '@kizuki/shared';
import { publishOutbox } from './outbox-signal.ts';
import { indexedDbOutbox, kindOf, type OutboxStore } from './outbox-store.ts';

/*
 * The outbox of the app (issue 23): the composers keep here what could not be sent, the outbox
 * host sends it. Loaded on demand; every change is published to lib/outbox-signal.ts, and told to
 * the other tabs, which read the store again.
 */

let store: OutboxStore | null = null;
export function outboxStore(): OutboxStore {
  return (store ??= indexedDbOutbox());
}

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('kizuki-outbox');

/** Reads the store and shows what it holds (this tab's screens). */
export async function refreshOutbox(): Promise<void> {
  publishOutbox(await outboxStore().all());
}

/** After a change: this tab's screens, and the other tabs'. */
export async function outboxChanged(): Promise<void> {
  await refreshOutbox();
  channel?.postMessage('changed');
}

/** Another tab changed the outbox: `listener` runs (this tab reads it again). */
export function onOtherTabsChange(listener: () => void): () => void {
  // A channel does not hear its own messages: only other tabs'.
  channel?.addEventListener('message', listener);
  return () => channel?.removeEventListener('message', listener);
}

/** Keeps a post that could not be sent, under the key its composer made when submit was pressed. */
export async function keepForLater(userId: number, key: string, body: CreatePostBody) {
  await outboxStore().put({
    key,
    userId,
    kind: kindOf(body),
    body,
    createdAt: new Date().toISOString(),
    state: 'waiting',
  });
  await outboxChanged();
}

/** The writer deleted a waiting or refused item (only their own: the screens show no other). */
export async function deleteFromOutbox(key: string) {
  await outboxStore().delete(key);
  await outboxChanged();
}
