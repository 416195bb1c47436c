import { useQuery } from '@tanstack/react-query';
import type { Collection, MasterItem } from '@kizuki/shared';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { keptStepItems } from '../../../lib/kept-lists/kept-list-filter.ts';
import { keptMasterData } from '../../../lib/kept-lists/kept-master-data.ts';
import { useMasterItemPages } from '../../../lib/master-data-pages.ts';

export type StepList =
  | { status: 'pending' }
  | { status: 'failed' }
  /** Offline, and this device has not kept the list (issue 39). */
  | { status: 'unavailableOffline' }
  | {
      status: 'ready';
      items: MasterItem[];
      total: number;
      hasNextPage: boolean;
      isFetchingNextPage: boolean;
      fetchNextPage: () => void;
    };

/**
 * A wizard step's list: the server's, page after page; while the server cannot be asked (offline:
 * TanStack Query holds the request), the list this device kept (issue 39), narrowed and searched
 * as the server would. `diseaseGroupId` is null on the disease group step itself.
 */
export function useStepList(
  collection: Collection,
  diseaseGroupId: number | null,
  search: string,
): StepList {
  const { id: userId } = useCurrentUser();
  const server = useMasterItemPages(collection, diseaseGroupId, search);
  // Paused with nothing of its own to show (not even the previous search's answer).
  const unreachable =
    server.fetchStatus === 'paused' && (server.isPending || server.isPlaceholderData);
  const kept = useQuery({
    queryKey: ['keptMasterData', userId, collection] as const,
    queryFn: async () => (await keptMasterData()?.get(userId, collection))?.items ?? null,
    enabled: unreachable,
    // The device's own store: it answers offline.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
    meta: { ignoreErrors: true },
  });

  if (unreachable) {
    if (kept.isPending) return { status: 'pending' };
    if (!kept.data) return { status: 'unavailableOffline' };
    const items = keptStepItems(kept.data, { diseaseGroupId, search });
    return {
      status: 'ready',
      items,
      total: items.length,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: () => {},
    };
  }
  if (server.isPending) return { status: 'pending' };
  if (server.isError) return { status: 'failed' };
  return {
    status: 'ready',
    items: server.data.pages.flatMap((page) => page.data),
    total: server.data.pages[0]?.total ?? 0,
    hasNextPage: server.hasNextPage,
    isFetchingNextPage: server.isFetchingNextPage,
    fetchNextPage: () => void server.fetchNextPage(),
  };
}
