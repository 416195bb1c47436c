import type { QueryClient } from '@tanstack/react-query';
import type { Collection, MasterItem } from '@kizuki/shared';
import { COLLECTION_OF, wizardSteps, type BusinessUnit } from '@kizuki/shared/rules';
import { wholeCollectionQueryOptions } from '../master-data-whole.ts';
import { objectStoreRunner } from '../outbox/indexed-db.ts';

/**
 * A wizard list kept on the device for offline use (issue 39): every active item of one
 * collection as the person's unit lists it, keyed by the person, so it is offered only to them.
 */
interface KeptList {
  key: string;
  userId: number;
  collection: Collection;
  items: MasterItem[];
  keptAt: string;
}

export interface KeptMasterData {
  get(userId: number, collection: Collection): Promise<KeptList | undefined>;
  put(userId: number, collection: Collection, items: MasterItem[], keptAt: Date): Promise<void>;
}

const keyOf = (userId: number, collection: Collection) => `${userId}:${collection}`;

function indexedDbKeptMasterData(factory: IDBFactory = indexedDB): KeptMasterData {
  const run = objectStoreRunner('kizuki-master-data', factory);
  return {
    get: (userId, collection) =>
      run(
        'readonly',
        (store) => store.get(keyOf(userId, collection)) as IDBRequest<KeptList | undefined>,
      ),
    put: async (userId, collection, items, keptAt) => {
      const kept: KeptList = {
        key: keyOf(userId, collection),
        userId,
        collection,
        items,
        keptAt: keptAt.toISOString(),
      };
      await run('readwrite', (store) => store.put(kept));
    },
  };
}

let store: KeptMasterData | null = null;
/** The browser's store, opened on first use (a device without IndexedDB keeps nothing). */
export function keptMasterData(): KeptMasterData | null {
  if (typeof indexedDB === 'undefined') return null;
  return (store ??= indexedDbKeptMasterData());
}

/** A kept list younger than this is not fetched again at the next start. */
const KEPT_LIST_FRESH_MS = 60 * 60_000;

/**
 * Issue 39: the wizard's lists of the person's unit, fetched whole while the app is online and
 * kept on the device, so a post can be started offline on a page that never opened the composer.
 * Loaded on demand once the first screen has settled (docs/performance.md): never on the first
 * paint. A list that cannot be had now is tried again at the next start; its failure is silent.
 */
export async function keepMasterData(
  queryClient: QueryClient,
  person: { id: number; database: BusinessUnit },
  now: () => Date = () => new Date(),
  store: KeptMasterData | null = keptMasterData(),
): Promise<void> {
  if (!store) return;
  for (const step of wizardSteps(person.database)) {
    const collection = COLLECTION_OF[step.key];
    try {
      const kept = await store.get(person.id, collection);
      if (kept && now().getTime() - Date.parse(kept.keptAt) < KEPT_LIST_FRESH_MS) continue;
      const items = await queryClient.fetchQuery({
        ...wholeCollectionQueryOptions(collection),
        meta: { ignoreErrors: true },
        retry: false,
      });
      await store.put(person.id, collection, items, now());
    } catch {
      // Offline, or the server is away: nothing changes, the next start tries again.
    }
  }
}
