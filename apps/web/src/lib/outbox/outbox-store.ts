import type { CreatePostBody } from '@kizuki/shared';
import type { FailureCode } from '../error-messages.ts';
import { objectStoreRunner } from './indexed-db.ts';

/**
 * A post, reply or quote written without a connection (issue 23): kept on the device until it can
 * be sent, with the Idempotency-Key made when the writer pressed submit, so sending it again after
 * a lost answer cannot post it twice.
 */
export interface OutboxItem {
  /** The Idempotency-Key of its POST /posts; also the item's key in the store. */
  key: string;
  /** Whose it is: only sent, shown or deleted under that user's session. */
  userId: number;
  kind: 'post' | 'reply' | 'quote';
  /** The request body exactly as the composer made it (the server hashes it with the key). */
  body: CreatePostBody;
  /** ISO time the writer pressed submit; items are sent in this order. */
  createdAt: string;
  /**
   * `waiting`: to be sent; `sending`: a tab is sending it (one that closed meanwhile leaves it so,
   * and the next sender sends it again under the same key); `refused`: the server said no, and
   * the text stays for the writer to copy.
   */
  state: 'waiting' | 'sending' | 'refused';
  /** Why it was refused: the API's error code, worded by lib/error-messages.ts. */
  refusal?: FailureCode;
}

/** Where the items are kept: IndexedDB in the browser, a Map in some tests. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  /**
   * Reads the item and writes what `change` makes of it in one transaction, so a delete in another
   * tab cannot fall between the two: answers what was written, or null when the item is gone or
   * `change` answered null (leave it as it is).
   */
  update(key: string, change: (item: OutboxItem) => OutboxItem | null): Promise<OutboxItem | null>;
  delete(key: string): Promise<void>;
}

/** The outbox in IndexedDB (a plain object store keyed by the Idempotency-Key). */
export function indexedDbOutbox(factory: IDBFactory = indexedDB): OutboxStore {
  const run = objectStoreRunner('kizuki-outbox', factory);
  return {
    all: async () =>
      (await run('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>)).sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      ),
    put: async (item) => {
      await run('readwrite', (store) => store.put(item));
    },
    update: async (key, change) => {
      let written: OutboxItem | null = null;
      await run('readwrite', (store) => {
        const read = store.get(key) as IDBRequest<OutboxItem | undefined>;
        // Written from the read's own callback: the transaction is still active there.
        read.addEventListener('success', () => {
          const next = read.result === undefined ? null : change(read.result);
          if (next !== null) store.put(next);
          written = next;
        });
        return read;
      });
      return written;
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
  };
}

/** What a body is: a reply names its parent, a quote the post it quotes. */
export function kindOf(body: CreatePostBody): OutboxItem['kind'] {
  return body.parentId !== undefined ? 'reply' : body.quotedId !== undefined ? 'quote' : 'post';
}
