import { useSyncExternalStore } from 'react';
import type { OutboxItem } from './outbox-store.ts';

/*
 * What the outbox holds (issue 23, drafts written offline), for the screens that show it. The
 * outbox's own code (IndexedDB, the sender) loads only on a device that has something in it (a
 * flag in local storage says so before IndexedDB is read) or when a composer keeps something; it
 * publishes here, so the app's shell carries only this small module.
 */

/** Set while the outbox holds anything, of any user of this device. */
export const OUTBOX_FLAG_STORAGE_KEY = 'kizuki-outbox-holds';

let items: readonly OutboxItem[] = [];
/** Once the outbox held something in this page, its sender stays (it may hold more). */
let senderWanted = localStorage.getItem(OUTBOX_FLAG_STORAGE_KEY) !== null;
const listeners = new Set<() => void>();

export function publishOutbox(next: readonly OutboxItem[]) {
  items = next;
  if (next.length > 0) {
    senderWanted = true;
    localStorage.setItem(OUTBOX_FLAG_STORAGE_KEY, '1');
  } else {
    localStorage.removeItem(OUTBOX_FLAG_STORAGE_KEY);
  }
  tell();
}

function tell() {
  for (const listener of listeners) listener();
}

// Another tab kept something (it set the flag): this tab loads the sender too, which reads the
// outbox, shows and sends it, and from then on hears the other tabs' changes (outbox.ts).
window.addEventListener('storage', (event) => {
  if (event.key === OUTBOX_FLAG_STORAGE_KEY && event.newValue !== null && !senderWanted) {
    senderWanted = true;
    tell();
  }
});

/** Every user's items, oldest first, as last read from the store. */
export function outboxItems(): readonly OutboxItem[] {
  return items;
}

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the outbox's sender is needed: the outbox holds, or held, something. */
export function useOutboxSenderWanted(): boolean {
  return useSyncExternalStore(subscribeOutbox, () => senderWanted);
}

/** Whether an item is the user's, and (with `parentId`) a reply to that post. */
export function isShownHere(item: OutboxItem, userId: number, parentId?: number): boolean {
  return item.userId === userId && (parentId === undefined || item.body.parentId === parentId);
}

/** Whether the user has anything in the outbox (in a thread: replies to it). */
export function useOutboxHolds(userId: number, parentId?: number): boolean {
  return useSyncExternalStore(subscribeOutbox, () =>
    items.some((item) => isShownHere(item, userId, parentId)),
  );
}
