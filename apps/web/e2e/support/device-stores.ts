import type { Page } from 'playwright-core';

/**
 * What one of the app's IndexedDB databases holds on the page's device (each has one object store,
 * `items`: lib/outbox/indexed-db.ts), read in the page: the outbox's, the composer's unsaved work,
 * the wizard's kept lists. Nothing when the database or its store is not there yet.
 */
export function storedItems<T = unknown>(page: Page, database: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const opened = indexedDB.open(name);
    const handle = await new Promise<IDBDatabase>((resolve, reject) => {
      opened.onsuccess = () => resolve(opened.result);
      opened.onerror = () => reject(opened.error ?? new Error('not opened'));
    });
    if (!handle.objectStoreNames.contains('items')) {
      handle.close();
      return [];
    }
    const request = handle.transaction('items').objectStore('items').getAll();
    const items = await new Promise<unknown[]>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result as unknown[]);
      request.onerror = () => reject(request.error ?? new Error('not read'));
    });
    handle.close();
    return items;
  }, database) as Promise<T[]>;
}
