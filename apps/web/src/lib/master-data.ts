import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection, ListResponse, MasterItem } from '@kizuki/shared';
import { MAX_PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from './api-client.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET /{collection}: a unit's lists are short (tens of items), so one page holds them. */
export function masterItemsQueryOptions(collection: Collection, diseaseGroupId: number | null) {
  return queryOptions({
    queryKey: masterDataKeys.list(collection, diseaseGroupId),
    queryFn: ({ signal }) =>
      apiFetch<ListResponse<MasterItem>>(`/${collection}`, {
        query: { limit: MAX_PAGE_SIZE, diseaseGroupId: diseaseGroupId ?? undefined },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function useMasterItems(collection: Collection, diseaseGroupId: number | null) {
  return useQuery(masterItemsQueryOptions(collection, diseaseGroupId));
}
