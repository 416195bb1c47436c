/** The one object store of each of the app's IndexedDB databases. */
const ITEMS = 'items';

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * What the device keeps across reloads (the outbox, the composer's unsaved work): a database of
 * its own with one object store keyed by `key`, opened on first use. Answers a runner of one
 * request in a transaction that resolves once the transaction has completed (so a write is
 * durable when it resolves).
 */
export function objectStoreRunner(databaseName: string, factory: IDBFactory) {
  let database: Promise<IDBDatabase> | null = null;
  const openAt = (version?: number) => {
    const request = factory.open(databaseName, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(ITEMS)) {
        request.result.createObjectStore(ITEMS, { keyPath: 'key' });
      }
    };
    return settled(request);
  };
  const open = () => {
    database ??= openAt()
      .then((opened) => {
        if (opened.objectStoreNames.contains(ITEMS)) return opened;
        // A database without the store (made by someone else's open, or half made): one more
        // version adds it.
        const version = opened.version + 1;
        opened.close();
        return openAt(version);
      })
      .catch((error: unknown) => {
        database = null;
        throw error;
      });
    return database;
  };
  return async <T>(
    mode: IDBTransactionMode,
    request: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const transaction = (await open()).transaction(ITEMS, mode);
    const result = settled(request(transaction.objectStore(ITEMS)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
    return result;
  };
}
