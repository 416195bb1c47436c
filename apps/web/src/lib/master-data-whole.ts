import { queryOptions } from '@tanstack/react-query';
import type { Collection, ListResponse, MasterItem } from '@kizuki/shared';
import { MAX_PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from './api-client.ts';
import { masterDataKeys } from './query-keys.ts';

/** Enough pages for any unit's list (a few hundred items at most), never an endless loop. */
const MAX_PAGES = 20;

/**
 * Every item a collection's wizard step offers (active ones), page after page: for the text's
 * suggestion (issue 23) and for the lists kept on the device for offline use (issue 39).
 */
export function wholeCollectionQueryOptions(collection: Collection) {
  return queryOptions({
    queryKey: [...masterDataKeys.all, collection, 'whole'] as const,
    queryFn: async ({ signal }) => {
      const items: MasterItem[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const { data, total } = await apiFetch<ListResponse<MasterItem>>(`/${collection}`, {
          query: { limit: MAX_PAGE_SIZE, offset: items.length },
          signal,
        });
        items.push(...data);
        if (data.length === 0 || items.length >= total) break;
      }
      return items;
    },
    staleTime: 10 * 60_000,
  });
}
