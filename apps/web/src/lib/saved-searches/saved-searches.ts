import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchBody,
  SavedSearch,
  SavedSearchList,
  UpdateSavedSearchBody,
} from '@kizuki/shared';
import { apiFetch } from '../api-client.ts';
import { savedSearchKeys } from '../query-keys.ts';

/** GET /saved-searches: the caller's saved searches, oldest first (at most 20). */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => apiFetch<SavedSearchList>('/saved-searches', { signal }),
  });
}

/** POST /saved-searches with one Idempotency-Key per dialog: a retry saves once. */
export function useCreateSavedSearch(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) =>
      apiFetch<SavedSearch>('/saved-searches', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/** PATCH /saved-searches/{id}: a new name, or notices on or off. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchBody & { id: number }) =>
      apiFetch<SavedSearch>(`/saved-searches/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/** DELETE /saved-searches/{id}. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/saved-searches/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
    meta: { explainsRefusals: true },
  });
}
