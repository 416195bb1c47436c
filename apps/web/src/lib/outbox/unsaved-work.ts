import { objectStoreRunner } from './indexed-db.ts';

/**
 * What a writer typed and chose in a composer and has not saved (issue 39), kept on the device
 * as the outbox keeps what could not be sent: a reload, a closed tab or a crash loses nothing.
 * Keyed by the person and what is being written (a new post, a quote of post N, draft N), so it
 * comes back only to the same person in the same composer.
 */
export interface UnsavedWork {
  key: string;
  userId: number;
  /** The composer's state as it was written (the composer checks its shape before using it). */
  state: unknown;
  savedAt: string;
}

export interface UnsavedWorkStore {
  get(key: string): Promise<UnsavedWork | undefined>;
  put(work: UnsavedWork): Promise<void>;
  delete(key: string): Promise<void>;
}

export function indexedDbUnsavedWork(factory: IDBFactory = indexedDB): UnsavedWorkStore {
  const run = objectStoreRunner('kizuki-unsaved-work', factory);
  return {
    get: (key) => run('readonly', (store) => store.get(key) as IDBRequest<UnsavedWork | undefined>),
    put: async (work) => {
      await run('readwrite', (store) => store.put(work));
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
  };
}

let store: UnsavedWorkStore | null = null;
/** The browser's store, opened on first use (a device without IndexedDB keeps nothing). */
export function unsavedWork(): UnsavedWorkStore | null {
  if (typeof indexedDB === 'undefined') return null;
  return (store ??= indexedDbUnsavedWork());
}

/** The key of what is being written: a new post, a quote of a post, or one of one's drafts. */
export function unsavedWorkKey(
  userId: number,
  subject: { draftId?: number; quotedId?: number },
): string {
  const what = subject.draftId
    ? `draft:${subject.draftId}`
    : subject.quotedId
      ? `quote:${subject.quotedId}`
      : 'post';
  return `${userId}:${what}`;
}
