import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Collection,
  CreateMasterItemBody,
  ImportBody,
  ImportKind,
  ImportReport,
  ListResponse,
  MasterItem,
  UpdateMasterItemBody,
} from '@kizuki/shared';
import { MAX_PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { masterDataKeys } from '../../../lib/query-keys.ts';
import { peopleKeys } from './people.ts';

const adminKeys = {
  items: (collection: Collection) => [...masterDataKeys.all, collection, 'admin'] as const,
};

/**
 * GET /{collection}?status=all: every item of a collection, the retired ones too, in wizard order.
 * Master data is short (a list of hundreds at most): the admin's list reads it all, page by page.
 */
export function useAdminMasterItems(collection: Collection) {
  return useQuery({
    queryKey: adminKeys.items(collection),
    queryFn: async ({ signal }) => {
      const items: MasterItem[] = [];
      for (;;) {
        const page = await apiFetch<ListResponse<MasterItem>>(`/${collection}`, {
          query: { status: 'all', limit: MAX_PAGE_SIZE, offset: items.length },
          signal,
        });
        items.push(...page.data);
        if (page.data.length === 0 || items.length >= page.total) return items;
      }
    },
  });
}

/** POST /{collection}: the answer is the item added (or, sent again, the same item). */
export function useCreateMasterItem(collection: Collection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMasterItemBody) =>
      apiFetch<MasterItem>(`/${collection}`, { method: 'POST', body }),
    // Every list of master data, the wizard's included, reads the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/** PATCH /{collection}/{id}: rename, reorder, recolour, relink, retire or bring back. */
export function useUpdateMasterItem(collection: Collection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateMasterItemBody }) =>
      apiFetch<MasterItem>(`/${collection}/${id}`, { method: 'PATCH', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/** POST /imports/{kind}: a dry run's report, or the report of the file applied. */
export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: ImportKind; body: ImportBody }) =>
      apiFetch<ImportReport>(`/imports/${kind}`, { method: 'POST', body }),
    onSuccess: (report) => {
      if (report.dryRun || !report.ok) return;
      void queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.organizations() });
    },
    meta: { explainsRefusals: true },
  });
}

/** GET /exports/{kind}: the unit's lines of a kind, as the import's CSV file. */
export function useExportFile() {
  return useMutation({
    mutationFn: (kind: ImportKind) =>
      apiDownload(`/exports/${kind}`, { fallbackName: `kizuki-${kind}.csv` }),
    meta: { explainsRefusals: true },
  });
}
