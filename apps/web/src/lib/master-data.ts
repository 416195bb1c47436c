import { queryOptions } from '@tanstack/react-query';
import type { Collection, ListResponse, MasterItem } from '@kizuki/shared';
import { MAX_PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from './api-client.ts';
import { masterDataKeys } from './query-keys.ts';

/** GET /{collection}?ids=: the chosen items of a draft or a quoted post, wherever they are listed. */
export function masterItemsByIdQueryOptions(collection: Collection, ids: number[]) {
  return queryOptions({
    queryKey: [...masterDataKeys.all, collection, 'ids', ids.join(',')] as const,
    queryFn: ({ signal }) =>
      ids.length === 0
        ? Promise.resolve<MasterItem[]>([])
        : apiFetch<ListResponse<MasterItem>>(`/${collection}`, {
            query: { limit: MAX_PAGE_SIZE, ids: ids.join(',') },
            signal,
          }).then((page) => page.data),
    staleTime: 10 * 60_000,
  });
}
