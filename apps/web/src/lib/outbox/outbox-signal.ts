import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxItem } from './outbox-store.ts';

/*
 * What the outbox holds (issue 23, drafts written offline), for the screens that show it. The
 * outbox's own code (IndexedDB, the sender) loads only on a device that has something in it (a
 * flag in local storage says so before IndexedDB is read) or when a composer keeps something; it
 * publishes here, so the app's shell only carries this small module.
 */

/** Set while the outbox holds anything, of any user of this device. */
export const OUTBOX_FLAG_STORAGE_KEY = 'kizuki-outbox-holds';

const NONE: readonly OutboxItem[] = [];
let items: readonly OutboxItem[] = NONE;
/** Once the outbox held something in this page, its sender stays (it may hold more). */
let senderWanted = readFlag();
const listeners = new Set<() => void>();

function readFlag(): boolean {
  try {
    return localStorage.getItem(OUTBOX_FLAG_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function publishOutbox(next: readonly OutboxItem[]) {
  items = next;
  if (next.length > 0) senderWanted = true;
  try {
    if (next.length > 0) localStorage.setItem(OUTBOX_FLAG_STORAGE_KEY, '1');
    else localStorage.removeItem(OUTBOX_FLAG_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the flag is only a hint for the next start.
  }
  for (const listener of listeners) listener();
}

/** Every user's items, as last read from the store. */
export function outboxItems(): readonly OutboxItem[] {
  return items;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the outbox's sender is needed: the outbox holds, or held, something. */
export function useOutboxSenderWanted(): boolean {
  return useSyncExternalStore(subscribe, () => senderWanted);
}

/** The user's items in the outbox, oldest first; `parentId`: only the replies to that post. */
export function useOutboxItems(userId: number, parentId?: number): readonly OutboxItem[] {
  const all = useSyncExternalStore(subscribe, outboxItems);
  return useMemo(
    () =>
      all.filter(
        (item) =>
          item.userId === userId && (parentId === undefined || item.body.parentId === parentId),
      ),
    [all, userId, parentId],
  );
}
