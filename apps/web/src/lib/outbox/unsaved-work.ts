import { objectStoreRunner } from './indexed-db.ts';

/**
 * What a writer typed and chose in a composer and has not saved (issue 39), kept on the device
 * as the outbox keeps what could not be sent: a reload, a closed tab or a crash loses nothing.
 * Keyed by the person and what is being written (a new post, a quote of post N, draft N), so it
 * comes back only to the same person in the same composer.
 */
export interface UnsavedWork {
  key: string;
  /** The record's shape: another version's is not read. */
  version: typeof UNSAVED_WORK_VERSION;
  userId: number;
  /**
   * Where the composer started, as its work (a draft as the server had it): work kept from
   * another start (the draft changed since, on another device say) is not brought back over it.
   */
  start: string;
  /** The composer's state as it was written (the composer checks its shape before using it). */
  state: unknown;
  savedAt: string;
}

export const UNSAVED_WORK_VERSION = 1;
/** Work left longer than this is not brought back (and is deleted when read). */
const UNSAVED_WORK_KEPT_DAYS = 14;
/** The database, deleted whole on sign-out (auth-provider.tsx): a shared device keeps no text. */
const UNSAVED_WORK_DATABASE = 'kizuki-unsaved-work';

/** Whether kept work is still to be brought back: this version's, and recent enough. */
export function isCurrentWork(work: UnsavedWork, now: Date): boolean {
  return (
    work.version === UNSAVED_WORK_VERSION &&
    now.getTime() - Date.parse(work.savedAt) < UNSAVED_WORK_KEPT_DAYS * 24 * 60 * 60 * 1000
  );
}

export interface UnsavedWorkStore {
  get(key: string): Promise<UnsavedWork | undefined>;
  put(work: UnsavedWork): Promise<void>;
  delete(key: string): Promise<void>;
}

function indexedDbUnsavedWork(factory: IDBFactory = indexedDB): UnsavedWorkStore {
  const run = objectStoreRunner(UNSAVED_WORK_DATABASE, factory);
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

/**
 * Deletes every person's unsaved work on this device: signing out of a shared device leaves no
 * text behind (the outbox, which holds what was already submitted, is kept: see decisions.md).
 */
export function forgetAllUnsavedWork(factory: IDBFactory | undefined = globalThis.indexedDB) {
  if (!factory) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(UNSAVED_WORK_DATABASE);
    // Blocked (another tab has it open): it is deleted once that tab lets go; sign-out goes on.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
