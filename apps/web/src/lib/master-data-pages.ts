import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Collection, ListResponse, MasterItem } from '@kizuki/shared';
import { MAX_PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from './api-client.ts';
import { masterDataKeys } from './query-keys.ts';

// The lists a wizard step and the filter dialog page through: both load with their dialogs, so
// this module stays out of the first paint (the timeline's chips need only master-data.ts).

/**
 * GET /{collection}?q=, page after page: a wizard step's list, which may be longer than one page
 * (a unit with hundreds of workplaces); nothing is cut, the next page loads on demand.
 */
function masterItemPagesQueryOptions(
  collection: Collection,
  diseaseGroupId: number | null,
  search: string,
  /** `active`: the wizard's (no retired item); `all`: the filters', which find old posts too. */
  status: 'active' | 'all' = 'active',
) {
  return infiniteQueryOptions({
    queryKey: [
      ...masterDataKeys.list(collection, diseaseGroupId),
      'pages',
      search,
      status,
    ] as const,
    queryFn: ({ signal, pageParam }) =>
      apiFetch<ListResponse<MasterItem>>(`/${collection}`, {
        query: {
          limit: MAX_PAGE_SIZE,
          offset: pageParam,
          diseaseGroupId: diseaseGroupId ?? undefined,
          q: search || undefined,
          status,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
    staleTime: 10 * 60_000,
  });
}

export function useMasterItemPages(
  collection: Collection,
  diseaseGroupId: number | null,
  search: string,
  status: 'active' | 'all' = 'active',
) {
  // While a new search runs, the previous answer stays: the list does not blink to a skeleton.
  return useInfiniteQuery({
    ...masterItemPagesQueryOptions(collection, diseaseGroupId, search, status),
    placeholderData: keepPreviousData,
  });
}
